// Routes the spec names whose services are not built yet: 501 not_implemented, so clients can tell "not yet" from
// "no such route". The issues that build them replace these entries with route files of their own.
import type { Router } from 'express';
import { AppError } from '@engram/core';

const NOT_BUILT = [
  ['get', '/dsar/export'],
  ['post', '/dsar/delete'],
] as const;

export function notBuiltRoutes(v1: Router): void {
  for (const [method, path] of NOT_BUILT) {
    v1[method](path, () => {
      throw new AppError('unimplemented', 'This endpoint is specified but not available in this build yet.', { reason: 'not_implemented' });
    });
  }
}
