// The management plane: portal login, namespaces and API keys of a workspace. Every action is authorised against the
// portal token's roles and leaves an audit record.
import { randomUUID } from 'node:crypto';
import { AppError, SENSITIVITIES, canonicalUuid, type Clock, type Permission, type Sensitivity } from '@engram/core';
import { assertTenantWritable, isUniqueViolation, type PrismaClient } from '@engram/db';
import type { TenantKeys } from '@engram/crypto';
import type { Logger } from '@engram/telemetry';
import { generateApiKeySecret } from './api-key-secret';
import type { AuditLog } from './audit-log';
import type { IdentityService } from './identity.service';
import { verifyPassword } from './passwords';
import type { PortalClaims, PortalTokens } from './portal-tokens';

export interface ManagementActor {
  claims: PortalClaims;
  requestId: string;
}

export interface NamespaceView {
  id: string;
  key: string;
  name: string;
  status: 'active' | 'archived';
  created_at: string;
  archived_at: string | null;
}

export interface ApiKeyView {
  id: string;
  name: string;
  tenant_id: string;
  key_prefix: string;
  max_sensitivity: Sensitivity;
  default_namespace_id: string;
  is_admin: boolean;
  scopes: Array<{ namespace_id: string; namespace_key: string; permissions: Permission[]; grant: 'read_write' | 'read_only' }>;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  expires_at: string | null;
}

export interface ScopeInput {
  namespace_id: string;
  permissions: Permission[];
}

export class TenancyService {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      identity: IdentityService;
      tokens: PortalTokens;
      audit: AuditLog;
      /** Encrypts and hashes portal identities (emails); not a tenant key, since users span workspaces. */
      identityKeys: TenantKeys;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  // ---- portal tokens ---------------------------------------------------------------------------------------------

  async login(email: string, password: string): Promise<{ token: string; expiresIn: number; claims: PortalClaims }> {
    const { prisma, identityKeys } = this.deps;
    const user = await prisma.portalUser.findUnique({
      where: { emailHmac: identityKeys.hmac(`email:${email.trim().toLowerCase()}`) },
      include: { memberships: { include: { tenant: { select: { status: true } } } } },
    });
    // Same answer and similar work for an unknown email and a wrong password.
    const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, DUMMY_HASH);
    if (!user || !ok) throw AppError.unauthenticated('invalid_credentials', 'Email or password is wrong.');
    const claims: PortalClaims = {
      sub: user.id,
      kind: 'user',
      org_id: user.orgId,
      org_role: user.role,
      tenants: user.memberships.filter((m) => m.tenant.status === 'active').map((m) => ({ tenant_id: m.tenantId, role: m.role })),
    };
    return { ...this.deps.tokens.issue(claims), claims };
  }

  /** An admin API key can be exchanged for a portal token scoped to its own workspace. */
  async tokenForAdminKey(rawKey: string | undefined): Promise<{ token: string; expiresIn: number; claims: PortalClaims }> {
    const auth = await this.deps.identity.authenticate(rawKey);
    if (!auth.isAdmin) throw AppError.forbidden('admin_key_required', 'Only an admin API key can obtain a portal token.');
    const tenant = await this.deps.prisma.tenant.findUniqueOrThrow({ where: { id: auth.tenantId }, select: { orgId: true } });
    const claims: PortalClaims = {
      sub: auth.apiKeyId,
      kind: 'api_key',
      org_id: tenant.orgId,
      tenants: [{ tenant_id: auth.tenantId, role: 'tenant_admin' }],
    };
    return { ...this.deps.tokens.issue(claims), claims };
  }

  /** The admin-key form of key creation: the caller's own workspace, admin keys only. */
  async adminKeyContext(rawKey: string | undefined): Promise<{ tenantId: string; apiKeyId: string }> {
    const auth = await this.deps.identity.authenticate(rawKey);
    if (!auth.isAdmin) throw AppError.forbidden('admin_key_required', 'Only an admin API key can create API keys.');
    return { tenantId: auth.tenantId, apiKeyId: auth.apiKeyId };
  }

  /** Management calls need tenant_admin on the workspace, or owner/admin of its org. */
  async authorize(actor: ManagementActor, tenantId: string | undefined): Promise<string> {
    if (!tenantId) throw AppError.invalid('tenant_id_required', 'Name the workspace in the X-Tenant-Id header.');
    const canonical = canonicalUuid(tenantId);
    if (!canonical) throw AppError.invalid('invalid_tenant_id', 'X-Tenant-Id must be a workspace uuid.');
    tenantId = canonical;
    const { claims } = actor;
    if (claims.tenants.some((t) => t.tenant_id === tenantId && t.role === 'tenant_admin')) return tenantId;
    if (claims.kind === 'user' && (claims.org_role === 'owner' || claims.org_role === 'admin')) {
      const tenant = await this.deps.prisma.tenant.findUnique({ where: { id: tenantId }, select: { orgId: true, status: true } });
      if (tenant && tenant.orgId === claims.org_id && tenant.status === 'active') return tenantId;
    }
    throw AppError.forbidden('tenant_forbidden', 'This portal token has no admin role on that workspace.');
  }

  // ---- workspace settings ----------------------------------------------------------------------------------------

  async getSettings(tenantId: string): Promise<WorkspaceSettings> {
    const t = await this.deps.prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true, name: true, memoryEnabled: true } });
    if (!t) throw AppError.notFound('tenant_not_found', 'No such workspace.');
    return { tenant_id: t.id, name: t.name, memory_enabled: t.memoryEnabled };
  }

  /** Turning the memory layer off stops extraction and hides facts from queries; stored facts are kept. */
  async updateSettings(actor: ManagementActor, tenantId: string, change: { memory_enabled?: boolean | undefined }): Promise<WorkspaceSettings> {
    await this.assertNotFenced(tenantId);
    if (change.memory_enabled !== undefined) {
      await this.deps.prisma.tenant.update({ where: { id: tenantId }, data: { memoryEnabled: change.memory_enabled } });
      await this.audit(actor, tenantId, 'workspace.settings', 'tenant', tenantId, null, { memory_enabled: change.memory_enabled });
    }
    return this.getSettings(tenantId);
  }

  // ---- namespaces ------------------------------------------------------------------------------------------------

  async listNamespaces(tenantId: string): Promise<NamespaceView[]> {
    const rows = await this.deps.prisma.namespace.findMany({ where: { tenantId }, orderBy: { createdAt: 'asc' } });
    return rows.map(namespaceView);
  }

  async createNamespace(actor: ManagementActor, tenantId: string, key: string, name: string): Promise<NamespaceView> {
    await this.assertNotFenced(tenantId);
    try {
      const ns = await this.deps.prisma.namespace.create({
        data: { tenantId, key, name, status: 'active', createdAt: this.deps.clock.now() },
      });
      this.deps.identity.invalidateTenant(tenantId);
      await this.audit(actor, tenantId, 'namespace.create', 'namespace', ns.id, ns.id, { key });
      return namespaceView(ns);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('already_exists', `A namespace with key '${key}' already exists.`, { reason: 'namespace_key_exists' });
      throw err;
    }
  }

  async updateNamespace(
    actor: ManagementActor,
    tenantId: string,
    namespaceId: string,
    change: { name?: string; status?: 'active' | 'archived' },
  ): Promise<NamespaceView> {
    await this.assertNotFenced(tenantId);
    const ns = await this.deps.prisma.namespace.findFirst({ where: { id: namespaceId, tenantId } });
    if (!ns) throw AppError.notFound('namespace_not_found', 'No such namespace.');
    if (change.status === 'archived' && ns.key === 'default') {
      throw new AppError('failed_precondition', 'The default namespace cannot be archived.', { reason: 'default_namespace_protected' });
    }
    const now = this.deps.clock.now();
    const updated = await this.deps.prisma.namespace.update({
      where: { id: namespaceId },
      data: {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.status === 'archived' && ns.status !== 'archived' ? { status: 'archived', archivedAt: now } : {}),
        ...(change.status === 'active' && ns.status !== 'active' ? { status: 'active', archivedAt: null } : {}),
      },
    });
    if (change.status !== undefined) this.deps.identity.invalidateTenant(tenantId);
    const action = change.status === 'archived' ? 'namespace.archive' : change.status === 'active' ? 'namespace.restore' : 'namespace.update';
    await this.audit(actor, tenantId, action, 'namespace', namespaceId, namespaceId, {});
    return namespaceView(updated);
  }

  // ---- API keys --------------------------------------------------------------------------------------------------

  async createApiKey(
    actor: ManagementActor | { apiKeyId: string; requestId: string },
    tenantId: string,
    input: { name: string; maxSensitivity: Sensitivity; defaultNamespaceId?: string; scopes?: ScopeInput[] },
  ): Promise<ApiKeyView & { api_key: string }> {
    await this.assertNotFenced(tenantId);
    const { prisma } = this.deps;
    // Unnamed, the default is the `default` namespace, or the first scope the key may write when it may not write that.
    const firstWritable = input.scopes?.find((s) => s.permissions.includes('write'))?.namespace_id;
    const workspaceDefault = await prisma.namespace.findUnique({ where: { tenantId_key: { tenantId, key: 'default' } } });
    const defaultId =
      input.defaultNamespaceId ??
      (firstWritable && !input.scopes?.some((s) => s.namespace_id === workspaceDefault?.id && s.permissions.includes('write'))
        ? firstWritable
        : workspaceDefault?.id);
    const defaultNs = defaultId ? await prisma.namespace.findFirst({ where: { id: defaultId, tenantId } }) : null;
    if (!defaultNs) throw AppError.notFound('namespace_not_found', 'The default namespace does not exist in this workspace.');
    const scopes = input.scopes ?? [{ namespace_id: defaultNs.id, permissions: ['read', 'write'] as Permission[] }];
    await this.assertScopes(tenantId, scopes);
    // A key that may write somewhere must have a default it may write to; a read-only key's default is never used.
    if (scopes.some((s) => s.permissions.includes('write'))) assertDefaultWritable(defaultNs.id, scopes);
    const secret = generateApiKeySecret();
    const id = randomUUID();
    await prisma.$transaction(async (tx) => {
      await tx.apiKey.create({
        data: {
          id,
          tenantId,
          name: input.name,
          keyPrefix: secret.prefix,
          secretHash: secret.secretHash,
          maxSensitivity: input.maxSensitivity,
          defaultNamespaceId: defaultNs.id,
          isAdmin: false,
          createdAt: this.deps.clock.now(),
        },
      });
      await tx.apiKeyGrant.createMany({ data: grantRows(id, scopes) });
    });
    const view = await this.getApiKey(tenantId, id);
    await this.audit(actor, tenantId, 'api_key.create', 'api_key', id, null, { max_sensitivity: input.maxSensitivity, scopes: summarizeScopes(scopes) });
    return { ...view, api_key: secret.key };
  }

  async listApiKeys(tenantId: string): Promise<ApiKeyView[]> {
    const keys = await this.deps.prisma.apiKey.findMany({
      where: { tenantId },
      include: { grants: { include: { namespace: true } } },
      orderBy: { createdAt: 'asc' },
    });
    return keys.map(apiKeyView);
  }

  async getApiKey(tenantId: string, id: string): Promise<ApiKeyView> {
    const key = await this.deps.prisma.apiKey.findFirst({ where: { id, tenantId }, include: { grants: { include: { namespace: true } } } });
    if (!key) throw AppError.notFound('api_key_not_found', 'No such API key.');
    return apiKeyView(key);
  }

  async updateScopes(actor: ManagementActor, tenantId: string, id: string, input: { defaultNamespaceId?: string; scopes: ScopeInput[] }): Promise<ApiKeyView> {
    await this.assertNotFenced(tenantId);
    const key = await this.getApiKey(tenantId, id);
    await this.assertScopes(tenantId, input.scopes);
    const defaultNamespaceId = input.defaultNamespaceId ?? key.default_namespace_id;
    const ns = await this.deps.prisma.namespace.findFirst({ where: { id: defaultNamespaceId, tenantId } });
    if (!ns) throw AppError.notFound('namespace_not_found', 'The default namespace does not exist in this workspace.');
    // A key that may write somewhere must have a default it may write to; a read-only key's default is never used.
    if (input.scopes.some((s) => s.permissions.includes('write'))) assertDefaultWritable(defaultNamespaceId, input.scopes);
    await this.deps.prisma.$transaction(async (tx) => {
      await tx.apiKeyGrant.deleteMany({ where: { apiKeyId: id } });
      await tx.apiKeyGrant.createMany({ data: grantRows(id, input.scopes) });
      await tx.apiKey.update({ where: { id }, data: { defaultNamespaceId } });
    });
    this.deps.identity.invalidateTenant(tenantId);
    await this.audit(actor, tenantId, 'api_key.update_scopes', 'api_key', id, null, { scopes: summarizeScopes(input.scopes) });
    return this.getApiKey(tenantId, id);
  }

  async revokeApiKey(actor: ManagementActor, tenantId: string, id: string): Promise<ApiKeyView> {
    const key = await this.getApiKey(tenantId, id);
    if (!key.revoked_at) {
      await this.deps.prisma.apiKey.update({ where: { id }, data: { revokedAt: this.deps.clock.now() } });
      this.deps.identity.invalidateTenant(tenantId);
      await this.audit(actor, tenantId, 'api_key.revoke', 'api_key', id, null, {});
    }
    return this.getApiKey(tenantId, id);
  }

  /** A new secret for the same key (same id, grants and cap); the old secret stops working at once. */
  async rotateApiKey(actor: ManagementActor, tenantId: string, id: string): Promise<ApiKeyView & { api_key: string }> {
    const key = await this.getApiKey(tenantId, id);
    if (key.revoked_at) throw new AppError('failed_precondition', 'A revoked key cannot be rotated.', { reason: 'api_key_revoked' });
    const secret = generateApiKeySecret();
    await this.deps.prisma.apiKey.update({ where: { id }, data: { keyPrefix: secret.prefix, secretHash: secret.secretHash } });
    this.deps.identity.invalidateTenant(tenantId);
    await this.audit(actor, tenantId, 'api_key.rotate', 'api_key', id, null, {});
    return { ...(await this.getApiKey(tenantId, id)), api_key: secret.key };
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------

  private async assertScopes(tenantId: string, scopes: ScopeInput[]): Promise<void> {
    const ids = [...new Set(scopes.map((s) => s.namespace_id))];
    if (ids.length !== scopes.length) throw AppError.invalid('invalid_scopes', 'Each namespace may appear once in scopes.');
    const found = await this.deps.prisma.namespace.findMany({ where: { id: { in: ids }, tenantId, status: 'active' }, select: { id: true } });
    if (found.length !== ids.length) throw AppError.notFound('namespace_not_found', 'A scope names a namespace that does not exist or is archived.');
    for (const s of scopes) {
      if (s.permissions.length === 0) throw AppError.invalid('invalid_scopes', 'Each scope needs at least one permission.');
    }
  }

  private assertNotFenced(tenantId: string): Promise<void> {
    return assertTenantWritable(this.deps.prisma, tenantId);
  }

  private async audit(
    actor: ManagementActor | { apiKeyId: string; requestId: string },
    tenantId: string,
    action: string,
    targetType: string,
    targetId: string,
    namespaceId: string | null,
    details: Record<string, unknown>,
  ): Promise<void> {
    const who =
      'claims' in actor
        ? { actorType: actor.claims.kind === 'user' ? ('portal_user' as const) : ('api_key' as const), actorId: actor.claims.sub }
        : { actorType: 'api_key' as const, actorId: actor.apiKeyId };
    await this.deps.audit.record({ tenantId, namespaceId, ...who, action, targetType, targetId, outcome: 'success', requestId: actor.requestId, details });
  }
}

export interface WorkspaceSettings {
  tenant_id: string;
  name: string;
  memory_enabled: boolean;
}

/** Writes without a namespace go to the default one, so a default the key cannot write would fail every such write. */
function assertDefaultWritable(defaultNamespaceId: string, scopes: readonly ScopeInput[]): void {
  const scope = scopes.find((s) => s.namespace_id === defaultNamespaceId);
  if (!scope?.permissions.includes('write')) {
    throw AppError.invalid(
      'default_namespace_not_writable',
      'default_namespace_id must be one of the namespaces this key may write (a scope with the write permission).',
    );
  }
}

/** A fixed scrypt hash so that a login for an unknown email costs what a wrong password costs. */
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function namespaceView(ns: { id: string; key: string; name: string; status: 'active' | 'archived'; createdAt: Date; archivedAt: Date | null }): NamespaceView {
  return { id: ns.id, key: ns.key, name: ns.name, status: ns.status, created_at: ns.createdAt.toISOString(), archived_at: ns.archivedAt?.toISOString() ?? null };
}

function apiKeyView(key: {
  id: string;
  name: string;
  tenantId: string;
  keyPrefix: string;
  maxSensitivity: Sensitivity;
  defaultNamespaceId: string;
  isAdmin: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
  grants: Array<{ namespaceId: string; canRead: boolean; canWrite: boolean; namespace: { key: string } }>;
}): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    tenant_id: key.tenantId,
    key_prefix: `egk_${key.keyPrefix}`,
    max_sensitivity: key.maxSensitivity,
    default_namespace_id: key.defaultNamespaceId,
    is_admin: key.isAdmin,
    scopes: key.grants.map((g) => {
      const permissions: Permission[] = [...(g.canRead ? (['read'] as const) : []), ...(g.canWrite ? (['write'] as const) : [])];
      return { namespace_id: g.namespaceId, namespace_key: g.namespace.key, permissions, grant: g.canWrite ? 'read_write' : 'read_only' };
    }),
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    expires_at: key.expiresAt?.toISOString() ?? null,
  };
}

/** The effective grant is read_write or read_only (spec 2.8): a write permission always brings read with it. */
function grantRows(apiKeyId: string, scopes: ScopeInput[]) {
  return scopes.map((s) => ({ apiKeyId, namespaceId: s.namespace_id, canRead: true, canWrite: s.permissions.includes('write') }));
}

function summarizeScopes(scopes: ScopeInput[]) {
  return scopes.map((s) => ({ namespace_id: s.namespace_id, grant: s.permissions.includes('write') ? 'read_write' : 'read_only' }));
}


export const SENSITIVITY_VALUES = SENSITIVITIES;
