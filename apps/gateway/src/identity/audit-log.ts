// Audit records: who did what to which namespace, when, with what outcome. Never content: ids, action names and a few
// safe fields (e.g. the granted permissions of a key).
import type { Clock } from '@engram/core';
import type { PrismaClient } from '@engram/db';
import type { Logger } from '@engram/telemetry';

export interface AuditEntry {
  tenantId: string;
  namespaceId?: string | null;
  actorType: 'api_key' | 'portal_user' | 'system';
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  outcome: 'success' | 'denied' | 'failed';
  requestId?: string;
  details?: Record<string, unknown>;
}

export class AuditLog {
  constructor(private readonly deps: { prisma: PrismaClient; clock: Clock; logger: Logger }) {}

  async record(e: AuditEntry): Promise<void> {
    try {
      await this.deps.prisma.auditRecord.create({
        data: {
          tenantId: e.tenantId,
          namespaceId: e.namespaceId ?? null,
          actorType: e.actorType,
          actorId: e.actorId,
          action: e.action,
          targetType: e.targetType,
          targetId: e.targetId ?? null,
          outcome: e.outcome,
          requestId: e.requestId ?? null,
          details: (e.details ?? {}) as object,
          createdAt: this.deps.clock.now(),
        },
      });
    } catch (err) {
      // An audit write failure must be visible to operators, but it is reported, not turned into a client error
      // after the action itself already happened.
      this.deps.logger.error({ err, action: e.action, tenantId: e.tenantId }, 'audit record not written');
    }
  }

  async list(tenantId: string, options: { limit: number; offset: number; namespaceIds?: string[] }) {
    const where = {
      tenantId,
      ...(options.namespaceIds ? { OR: [{ namespaceId: { in: options.namespaceIds } }, { namespaceId: null }] } : {}),
    };
    const [records, total] = await Promise.all([
      this.deps.prisma.auditRecord.findMany({ where, orderBy: { createdAt: 'desc' }, take: options.limit, skip: options.offset }),
      this.deps.prisma.auditRecord.count({ where }),
    ]);
    return { records, total };
  }
}
