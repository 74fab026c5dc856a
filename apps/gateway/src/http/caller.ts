// The authenticated API key of a data-plane request, and the caller context every service call carries.
import type { Response } from 'express';
import type { commonv1 } from '@engram/proto';
import type { AuthContext } from '../identity/identity.service';

export function authOf(res: Response): AuthContext {
  return res.locals.auth as AuthContext;
}

export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}

/** Options of a service call: the request id travels with it. */
export function rpcOptions(res: Response): { requestId: string } {
  return { requestId: requestIdOf(res) };
}

/** Every namespace the key may read. */
export function allReadable(res: Response): string[] {
  return authOf(res).grants.filter((g) => g.read).map((g) => g.namespaceId);
}

/** Who calls, in what scope: `readable` is what this request may read; writable defaults to the key's write grants. */
export function callerContext(res: Response, readable: string[] = allReadable(res), writable?: string[]): commonv1.CallerContext {
  const auth = authOf(res);
  return {
    $typeName: 'engram.common.v1.CallerContext',
    tenantId: auth.tenantId,
    apiKeyId: auth.apiKeyId,
    readableNamespaceIds: readable,
    writableNamespaceIds: writable ?? auth.grants.filter((g) => g.write).map((g) => g.namespaceId),
    maxSensitivity: auth.maxSensitivity,
    requestId: requestIdOf(res),
  };
}
