// Checks more than one service makes against the same tables, in one place.
import { AppError } from '@engram/core';
import type { PrismaClient } from './generated/prisma/client';

/** Writes to a workspace are fenced while its erasure runs (spec 2.9); every writer refuses them the same way. */
export function tenantWriteFencedError(): AppError {
  return new AppError('failed_precondition', 'Writes to this workspace are fenced while an erasure runs.', {
    reason: 'tenant_write_fenced',
  });
}

/** The workspace exists, is active and takes writes: 404 `tenant_not_found`, or 409 `tenant_write_fenced`. */
export async function assertTenantWritable(prisma: Pick<PrismaClient, 'tenant'>, tenantId: string): Promise<void> {
  const tenant = await prisma.tenant.findUnique({ where: { id: tenantId }, select: { writeFencedAt: true, status: true } });
  if (!tenant || tenant.status !== 'active') throw AppError.notFound('tenant_not_found', 'The workspace does not exist.');
  if (tenant.writeFencedAt) throw tenantWriteFencedError();
}

/**
 * A unique-constraint violation, however it reaches us: Prisma's P2002, or PostgreSQL's 23505 from node-postgres,
 * PGlite, or wrapped by a driver adapter (`cause`, `meta`).
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; meta?: { code?: string } } | null | undefined;
  return e?.code === 'P2002' || e?.code === '23505' || e?.cause?.code === '23505' || e?.meta?.code === '23505';
}
