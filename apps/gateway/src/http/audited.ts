// Data-plane writes leave an audit record whether they succeed or are refused (docs/api-decisions.md "Audit").
import type { Request, Response } from 'express';
import { AppError, canonicalUuid } from '@engram/core';
import type { AuditLog } from '../identity/audit-log';
import { authOf, requestIdOf } from './caller';

export type AuditedWrite = (req: Request, res: Response) => Promise<{ namespaceId?: string | null; documentId?: string | null }>;

export function audited(audit: AuditLog, action: string, write: AuditedWrite): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const auth = authOf(res);
    const base = { tenantId: auth.tenantId, actorType: 'api_key' as const, actorId: auth.apiKeyId, action, targetType: 'document', requestId: requestIdOf(res) };
    try {
      const r = await write(req, res);
      await audit.record({ ...base, namespaceId: r.namespaceId ?? null, targetId: r.documentId ?? null, outcome: 'success' });
    } catch (err) {
      if (err instanceof AppError && (err.code === 'permission_denied' || err.reason === 'tenant_write_fenced')) {
        await audit.record({ ...base, targetId: canonicalUuid(req.params.documentId) ?? null, outcome: 'denied', details: { code: err.reason } });
      }
      throw err;
    }
  };
}
