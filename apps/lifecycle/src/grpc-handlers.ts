// The lifecycle service (export, DSAR erasure with the write fence, tenant deletion, hard deletion after the grace
// window) is specified in proto/engram/lifecycle/v1 but not built yet: every call answers UNIMPLEMENTED with reason
// `not_implemented`, which the gateway returns as a 501 problem.
import { AppError } from '@engram/core';
import type { ServiceHandlers, lifecyclev1 } from '@engram/proto';

const message = 'Export, erasure and tenant deletion are not available in this build yet.';
const notBuilt = async (): Promise<never> => {
  throw new AppError('unimplemented', message, { reason: 'not_implemented' });
};

export function lifecycleHandlers(): ServiceHandlers<typeof lifecyclev1.LifecycleService> {
  return {
    // eslint-disable-next-line require-yield
    async *exportTenant() {
      throw new AppError('unimplemented', message, { reason: 'not_implemented' });
    },
    dsarDelete: notBuilt,
    deleteTenant: notBuilt,
    purgeExpiredDocuments: notBuilt,
  };
}
