// Builds the gateway's identity module (authentication, tenancy, portal tokens, audit) from one auth secret. The secret
// is given by environment (base64, 32 bytes) or kept in a 0600 file created on first start; HKDF derives separate keys
// for signing portal tokens and for encrypting and hashing portal identities.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, statSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { AppError, type Clock } from '@engram/core';
import type { PrismaClient } from '@engram/db';
import { TenantKeys, type TenantKeyring } from '@engram/crypto';
import type { Logger } from '@engram/telemetry';
import { AuditLog } from './audit-log';
import { IdentityService } from './identity.service';
import { PortalTokens } from './portal-tokens';
import { TenancyService } from './tenancy.service';

export interface IdentityModule {
  identity: IdentityService;
  tenancy: TenancyService;
  tokens: PortalTokens;
  audit: AuditLog;
}

export function createIdentityModule(deps: {
  prisma: PrismaClient;
  keyring: TenantKeyring;
  clock: Clock;
  logger: Logger;
  authSecret: Buffer;
  portalTokenTtlSeconds?: number;
}): IdentityModule {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', deps.authSecret, Buffer.alloc(0), info, 32));
  const identityKeys = new TenantKeys('portal-identity', derive('engram:portal-identity:v1'));
  const tokens = new PortalTokens({
    secret: derive('engram:portal-jwt:v1'),
    clock: deps.clock,
    ...(deps.portalTokenTtlSeconds ? { ttlSeconds: deps.portalTokenTtlSeconds } : {}),
  });
  const audit = new AuditLog(deps);
  const identity = new IdentityService({ ...deps, identityKeys });
  const tenancy = new TenancyService({ ...deps, identity, tokens, audit, identityKeys });
  return { identity, tenancy, tokens, audit };
}

/** The auth secret from a base64 value, or from a file created (0600, never overwritten) on first start. */
export function loadAuthSecret(source: { base64?: string; file?: string }): Buffer {
  if (source.base64) {
    const key = Buffer.from(source.base64, 'base64');
    if (key.length < 32) throw new AppError('invalid_argument', 'The auth secret must be at least 32 bytes.', { reason: 'auth_secret_invalid' });
    return key;
  }
  if (!source.file) throw new AppError('invalid_argument', 'No auth secret or auth secret file configured.', { reason: 'auth_secret_missing' });
  mkdirSync(path.dirname(source.file), { recursive: true, mode: 0o700 });
  try {
    const fd = openSync(source.file, 'wx', 0o600);
    writeSync(fd, randomBytes(32).toString('base64'));
    closeSync(fd);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if ((statSync(source.file).mode & 0o077) !== 0) {
    throw new AppError('failed_precondition', `The auth secret file ${source.file} must not be readable by group or others.`, { reason: 'auth_secret_insecure' });
  }
  const key = Buffer.from(readFileSync(source.file, 'utf8').trim(), 'base64');
  if (key.length < 32) throw new AppError('failed_precondition', 'The auth secret file is corrupt.', { reason: 'auth_secret_invalid' });
  return key;
}
