// Identity and tenancy as the gateway needs them: signup creates an org, a workspace (tenant) with its data key, the
// `default` namespace and an admin API key; every data-plane request is authenticated to a caller with per-namespace
// grants and a sensitivity cap, and namespace keys in requests are resolved under the spec's scope rules (4.2, 7).
import { randomUUID } from 'node:crypto';
import { AppError, type Clock, type Sensitivity } from '@engram/core';
import type { PrismaClient } from '@engram/db';
import type { TenantKeyring, TenantKeys } from '@engram/crypto';
import type { Logger } from '@engram/telemetry';
import { LRUCache } from 'lru-cache';
import { generateApiKeySecret, parseApiKey, secretMatches } from './api-key-secret';
import { hashPassword } from './passwords';

export interface NamespaceGrant {
  namespaceId: string;
  key: string;
  read: boolean;
  write: boolean;
}

export interface AuthContext {
  tenantId: string;
  apiKeyId: string;
  isAdmin: boolean;
  maxSensitivity: Sensitivity;
  defaultNamespaceId: string;
  /** Grants on active namespaces only: an archived namespace does not exist for the data plane. */
  grants: NamespaceGrant[];
}

export interface SignupResult {
  tenantId: string;
  name: string;
  email: string;
  apiKey: string;
  apiKeyId: string;
  defaultNamespaceId: string;
}

interface CachedAuth {
  auth: AuthContext;
  secretHash: string;
}

/** Keys authenticated recently enough to skip the database; bounded, so a flood of distinct keys cannot grow it. */
const AUTH_CACHE_MAX = 10_000;

export class IdentityService {
  /**
   * Short-lived cache keyed by key prefix: authentication stays off the hot path of fast queries. Changes made through
   * this process (revocation, scopes, archival) clear it at once (invalidateTenant); its TTL bounds the delay for
   * changes made by another gateway replica.
   */
  private readonly cache: LRUCache<string, CachedAuth>;
  private readonly lastUsedWrites: LRUCache<string, number>;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      keyring: TenantKeyring;
      /** Encrypts and hashes portal identities (emails); not a tenant key, since users span workspaces. */
      identityKeys: TenantKeys;
      clock: Clock;
      logger: Logger;
      authCacheTtlMs?: number;
    },
  ) {
    const now = () => deps.clock.now().getTime();
    this.cache = new LRUCache({ max: AUTH_CACHE_MAX, ttl: deps.authCacheTtlMs ?? 5_000, ttlAutopurge: false, perf: { now } });
    this.lastUsedWrites = new LRUCache({ max: AUTH_CACHE_MAX });
  }

  /**
   * Creates an org, its first workspace, the `default` namespace and an admin API key. With a password, the email
   * also becomes a portal login (org owner, workspace admin); without one, the admin key can obtain portal tokens.
   */
  async signup(name: string, email: string, password?: string): Promise<SignupResult> {
    const { prisma, clock, identityKeys } = this.deps;
    const normalisedEmail = email.trim().toLowerCase();
    const emailHmac = identityKeys.hmac(`email:${normalisedEmail}`);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const tenantId = randomUUID();
    const namespaceId = randomUUID();
    const apiKeyId = randomUUID();
    const secret = generateApiKeySecret();
    const now = clock.now();
    await prisma.$transaction(async (tx) => {
      const org = await tx.org.create({ data: { name, createdAt: now } });
      await tx.tenant.create({ data: { id: tenantId, orgId: org.id, name, status: 'active', createdAt: now } });
      if (passwordHash !== undefined) {
        if (await tx.portalUser.findUnique({ where: { emailHmac } })) {
          throw new AppError('already_exists', 'An account with this email already exists; log in instead.', { reason: 'email_taken' });
        }
        const user = await tx.portalUser.create({
          data: {
            orgId: org.id,
            emailHmac,
            emailCt: Uint8Array.from(identityKeys.encryptText(normalisedEmail, `portal_user:${emailHmac}:email`)),
            passwordHash,
            role: 'owner',
            createdAt: now,
          },
        });
        await tx.membership.create({ data: { userId: user.id, tenantId, role: 'tenant_admin', createdAt: now } });
      }
      await tx.namespace.create({ data: { id: namespaceId, tenantId, key: 'default', name: 'Default', status: 'active', createdAt: now } });
      await tx.apiKey.create({
        data: {
          id: apiKeyId,
          tenantId,
          name: 'admin',
          keyPrefix: secret.prefix,
          secretHash: secret.secretHash,
          maxSensitivity: 'personal',
          defaultNamespaceId: namespaceId,
          isAdmin: true,
          createdAt: now,
        },
      });
      await tx.apiKeyGrant.create({ data: { apiKeyId, namespaceId, canRead: true, canWrite: true } });
    });
    // The workspace's data key exists before the first document arrives.
    await this.deps.keyring.getOrCreate(tenantId);
    this.deps.logger.info({ tenantId, apiKeyId }, 'workspace created');
    return { tenantId, name, email, apiKey: secret.key, apiKeyId, defaultNamespaceId: namespaceId };
  }

  async authenticate(rawKey: string | undefined): Promise<AuthContext> {
    if (!rawKey) throw AppError.unauthenticated('api_key_missing', 'Send your API key in the X-API-Key header.');
    const parsed = parseApiKey(rawKey.trim());
    if (!parsed) throw AppError.unauthenticated('api_key_invalid', 'The API key is not valid.');
    const nowMs = this.deps.clock.now().getTime();
    const cached = this.cache.get(parsed.prefix);
    if (cached && secretMatches(parsed.secret, cached.secretHash)) return cached.auth;

    const key = await this.deps.prisma.apiKey.findUnique({
      where: { keyPrefix: parsed.prefix },
      include: { grants: { include: { namespace: true } }, tenant: { select: { status: true } } },
    });
    if (!key || !secretMatches(parsed.secret, key.secretHash)) {
      throw AppError.unauthenticated('api_key_invalid', 'The API key is not valid.');
    }
    if (key.revokedAt) throw AppError.unauthenticated('api_key_revoked', 'The API key has been revoked.');
    if (key.expiresAt && key.expiresAt.getTime() <= nowMs) throw AppError.unauthenticated('api_key_expired', 'The API key has expired.');
    if (key.tenant.status !== 'active') throw AppError.unauthenticated('tenant_inactive', 'The workspace is not active.');

    const auth: AuthContext = {
      tenantId: key.tenantId,
      apiKeyId: key.id,
      isAdmin: key.isAdmin,
      maxSensitivity: key.maxSensitivity,
      defaultNamespaceId: key.defaultNamespaceId,
      grants: key.isAdmin
        ? // An admin key (the one signup returns) administers its workspace: read_write on every active namespace.
          (
            await this.deps.prisma.namespace.findMany({ where: { tenantId: key.tenantId, status: 'active' }, select: { id: true, key: true } })
          ).map((n) => ({ namespaceId: n.id, key: n.key, read: true, write: true }))
        : key.grants
            .filter((g) => g.namespace.status === 'active' && g.namespace.tenantId === key.tenantId)
            .map((g) => ({ namespaceId: g.namespaceId, key: g.namespace.key, read: g.canRead, write: g.canRead && g.canWrite })),
    };
    this.cache.set(parsed.prefix, { auth, secretHash: key.secretHash });
    void this.touchLastUsed(key.id, nowMs);
    return auth;
  }

  /** Namespace ids a read may touch: omitted or `*` = all readable; explicit keys must exist (404) and be granted (403). */
  async resolveReadScope(auth: AuthContext, keys: readonly string[] | undefined): Promise<string[]> {
    const readable = auth.grants.filter((g) => g.read);
    if (!keys || keys.length === 0 || keys.includes('*')) return readable.map((g) => g.namespaceId);
    const ids: string[] = [];
    for (const key of new Set(keys)) {
      const grant = readable.find((g) => g.key === key);
      if (grant) {
        ids.push(grant.namespaceId);
        continue;
      }
      await this.assertNamespaceExists(auth.tenantId, key);
      throw AppError.forbidden('namespace_forbidden', `This API key may not read namespace '${key}'.`);
    }
    return ids;
  }

  /** The one namespace a write targets: the named one, or the key's default. Needs a write grant. */
  async resolveWriteTarget(auth: AuthContext, key: string | undefined): Promise<string> {
    if (key === undefined) {
      const grant = auth.grants.find((g) => g.namespaceId === auth.defaultNamespaceId);
      if (!grant) {
        const ns = await this.deps.prisma.namespace.findFirst({ where: { id: auth.defaultNamespaceId, tenantId: auth.tenantId, status: 'active' } });
        if (!ns) throw AppError.notFound('namespace_not_found', 'The API key\'s default namespace does not exist or is archived.');
        throw AppError.forbidden('namespace_write_forbidden', 'This API key has no grant on its default namespace; name a namespace it may write.');
      }
      if (!grant.write) throw AppError.forbidden('namespace_write_forbidden', 'This API key may not write to its default namespace.');
      return grant.namespaceId;
    }
    const grant = auth.grants.find((g) => g.key === key);
    if (!grant) {
      await this.assertNamespaceExists(auth.tenantId, key);
      throw AppError.forbidden('namespace_forbidden', `This API key has no grant on namespace '${key}'.`);
    }
    if (!grant.write) throw AppError.forbidden('namespace_write_forbidden', `This API key may only read namespace '${key}'.`);
    return grant.namespaceId;
  }

  /** Drops cached authentications of a workspace after its keys, grants or namespaces change. */
  invalidateTenant(tenantId: string): void {
    const canonical = tenantId.toLowerCase();
    for (const [prefix, entry] of this.cache.entries()) if (entry.auth.tenantId === canonical) this.cache.delete(prefix);
  }

  namespaceKey(auth: AuthContext, namespaceId: string): string | undefined {
    return auth.grants.find((g) => g.namespaceId === namespaceId)?.key;
  }

  private async assertNamespaceExists(tenantId: string, key: string): Promise<void> {
    const ns = await this.deps.prisma.namespace.findUnique({ where: { tenantId_key: { tenantId, key } } });
    if (!ns || ns.status !== 'active') throw AppError.notFound('namespace_not_found', `Namespace '${key}' does not exist.`);
  }

  /** At most one write a minute per key: last-used time is for humans, not an audit trail. */
  private async touchLastUsed(apiKeyId: string, nowMs: number): Promise<void> {
    const last = this.lastUsedWrites.get(apiKeyId) ?? 0;
    if (nowMs - last < 60_000) return;
    this.lastUsedWrites.set(apiKeyId, nowMs);
    try {
      await this.deps.prisma.apiKey.update({ where: { id: apiKeyId }, data: { lastUsedAt: new Date(nowMs) } });
    } catch (err) {
      this.deps.logger.warn({ apiKeyId, err }, 'could not record API key use');
    }
  }
}
