// Management with a portal token: namespaces, API keys, workspace settings and the audit log; and the DSAR export.
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Command } from 'commander';
import type { ApiKey, EngramClient, Namespace } from '@engram/client';
import type { Context, RunEnvironment } from '../context';
import { CliError, EXIT, usage } from '../errors';
import { SENSITIVITIES, action, collect, intIn, oneOf, shortDate } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A namespace named by key (`work`) or id. */
async function findNamespace(client: EngramClient, keyOrId: string): Promise<Namespace> {
  const all = await client.listNamespaces();
  const found = all.find((n) => (UUID.test(keyOrId) ? n.id === keyOrId.toLowerCase() : n.key === keyOrId));
  if (!found) throw new CliError('namespace_not_found', `No namespace "${keyOrId}" in this workspace.`, EXIT.api);
  return found;
}

function printNamespaces(ctx: Context, namespaces: readonly Namespace[]): void {
  ctx.out.table(
    namespaces,
    [
      { header: 'id', value: (n) => n.id },
      { header: 'key', value: (n) => n.key },
      { header: 'name', value: (n) => n.name, max: 40 },
      { header: 'status', value: (n) => n.status },
      { header: 'created', value: (n) => shortDate(n.created_at) },
    ],
    'No namespaces.',
  );
}

function printKeys(ctx: Context, keys: readonly ApiKey[]): void {
  ctx.out.table(
    keys,
    [
      { header: 'id', value: (k) => k.id },
      { header: 'name', value: (k) => k.name, max: 30 },
      { header: 'prefix', value: (k) => k.key_prefix },
      { header: 'max sensitivity', value: (k) => k.max_sensitivity },
      {
        header: 'grants',
        value: (k) =>
          k.is_admin
            ? 'admin: every namespace'
            : k.scopes.map((s) => `${s.namespace_key}:${s.grant === 'read_write' ? 'rw' : 'r'}`),
      },
      { header: 'state', value: (k) => (k.revoked_at ? `revoked ${shortDate(k.revoked_at)}` : 'active') },
      { header: 'last used', value: (k) => shortDate(k.last_used_at) },
    ],
    'No API keys.',
  );
}

/** `--read a --write b` → API scopes (write implies read); namespace keys resolved to ids. */
async function scopesFrom(
  client: EngramClient,
  o: { read?: string[]; write?: string[]; defaultNamespace?: string },
): Promise<{
  scopes?: Array<{ namespace_id: string; permissions: Array<'read' | 'write'> }>;
  default_namespace_id?: string;
}> {
  if (!o.read && !o.write && !o.defaultNamespace) return {};
  const namespaces = await client.listNamespaces();
  const idOf = (keyOrId: string) => {
    const n = namespaces.find((x) => (UUID.test(keyOrId) ? x.id === keyOrId.toLowerCase() : x.key === keyOrId));
    if (!n) throw new CliError('namespace_not_found', `No namespace "${keyOrId}" in this workspace.`, EXIT.api);
    return n.id;
  };
  const grants = new Map<string, Set<'read' | 'write'>>();
  for (const k of o.read ?? []) grants.set(idOf(k), new Set([...(grants.get(idOf(k)) ?? []), 'read' as const]));
  for (const k of o.write ?? []) grants.set(idOf(k), new Set(['read', 'write'] as const));
  return {
    ...(grants.size > 0
      ? { scopes: [...grants].map(([namespace_id, p]) => ({ namespace_id, permissions: [...p] })) }
      : {}),
    ...(o.defaultNamespace ? { default_namespace_id: idOf(o.defaultNamespace) } : {}),
  };
}

interface ScopeOptions {
  read?: string[];
  write?: string[];
  defaultNamespace?: string;
}

function withScopeOptions(cmd: Command): Command {
  return cmd
    .option('--read <namespace>', 'read-only grant on this namespace; repeatable', collect)
    .option('--write <namespace>', 'read-write grant on this namespace; repeatable', collect)
    .option('--default-namespace <namespace>', 'where writes that name no namespace go');
}

export function registerManage(program: Command, run: RunEnvironment): void {
  const ns = program.command('namespaces').description('Namespaces of the workspace (portal token)');
  ns.command('list', { isDefault: true })
    .description('List namespaces, archived ones too')
    .action(
      action(run, async (ctx) => {
        const { client } = await ctx.portalClient();
        const namespaces = await client.listNamespaces();
        ctx.out.result({ namespaces }, (v) => printNamespaces(ctx, v.namespaces));
      }),
    );
  ns.command('create <key>')
    .description('Create a namespace (key: lowercase, dot-separated segments, e.g. team.alpha)')
    .option('--name <name>', 'human-readable label (default: the key)')
    .action(
      action<{ name?: string }>(run, async (ctx, o, key) => {
        const { client } = await ctx.portalClient();
        const created = await client.createNamespace({ key: key!, name: o.name ?? key! });
        ctx.out.result(created, (v) => printNamespaces(ctx, [v]));
      }),
    );
  ns.command('rename <namespace> <name>')
    .description('Change the label of a namespace (by key or id)')
    .action(
      action(run, async (ctx, _o, keyOrId, name) => {
        const { client } = await ctx.portalClient();
        const target = await findNamespace(client, keyOrId!);
        const updated = await client.updateNamespace(target.id, { name: name! });
        ctx.out.result(updated, (v) => printNamespaces(ctx, [v]));
      }),
    );
  for (const verb of ['archive', 'restore'] as const) {
    ns.command(`${verb} <namespace>`)
      .description(
        verb === 'archive'
          ? 'Archive a namespace (by key or id): its data stays, reads and writes see 404'
          : 'Bring an archived namespace back as it was',
      )
      .action(
        action(run, async (ctx, _o, keyOrId) => {
          const { client } = await ctx.portalClient();
          const target = await findNamespace(client, keyOrId!);
          const updated =
            verb === 'archive'
              ? await client.updateNamespace(target.id, { status: 'archived' })
              : await client.restoreNamespace(target.id);
          ctx.out.result(updated, (v) => printNamespaces(ctx, [v]));
        }),
      );
  }

  const keys = program.command('keys').description('API keys of the workspace (portal token)');
  keys
    .command('list', { isDefault: true })
    .description('List API keys (secrets are never shown again)')
    .action(
      action(run, async (ctx) => {
        const { client } = await ctx.portalClient();
        const apiKeys = await client.listApiKeys();
        ctx.out.result({ api_keys: apiKeys }, (v) => printKeys(ctx, v.api_keys));
      }),
    );
  withScopeOptions(
    keys
      .command('create <name>')
      .description('Create an API key; without --read/--write it gets read-write on `default` only')
      .requiredOption(
        '-s, --max-sensitivity <level>',
        `highest sensitivity it may read: ${SENSITIVITIES.join(', ')}`,
        oneOf(SENSITIVITIES),
      ),
  ).action(
    action<ScopeOptions & { maxSensitivity: (typeof SENSITIVITIES)[number] }>(run, async (ctx, o, name) => {
      const { client } = await ctx.portalClient();
      const created = await client.createApiKey({
        name: name!,
        max_sensitivity: o.maxSensitivity,
        ...(await scopesFrom(client, o)),
      });
      ctx.out.result(created, (v) => {
        printKeys(ctx, [v]);
        ctx.out.line();
        ctx.out.line(`API key (shown once): ${v.api_key}`);
      });
    }),
  );
  withScopeOptions(keys.command('scopes <key-id>').description("Replace a key's namespace grants")).action(
    action<ScopeOptions>(run, async (ctx, o, keyId) => {
      const { client } = await ctx.portalClient();
      const change = await scopesFrom(client, o);
      if (!change.scopes)
        throw usage('scopes_missing', 'Name the grants with --read and/or --write (they replace the current ones).');
      const updated = await client.updateApiKeyScopes(keyId!, {
        scopes: change.scopes,
        ...(change.default_namespace_id ? { default_namespace_id: change.default_namespace_id } : {}),
      });
      ctx.out.result(updated, (v) => printKeys(ctx, [v]));
    }),
  );
  keys
    .command('rotate <key-id>')
    .description('New secret for a key (same id, grants and cap); the old secret stops at once')
    .action(
      action(run, async (ctx, _o, keyId) => {
        const { client } = await ctx.portalClient();
        const rotated = await client.rotateApiKey(keyId!);
        ctx.out.result(rotated, (v) => ctx.out.line(`New API key for ${v.name} (shown once): ${v.api_key}`));
      }),
    );
  keys
    .command('revoke <key-id>')
    .description('Revoke a key: it is refused from the next request on')
    .action(
      action(run, async (ctx, _o, keyId) => {
        const { client } = await ctx.portalClient();
        const revoked = await client.revokeApiKey(keyId!);
        ctx.out.result(revoked, (v) => ctx.out.line(`Revoked ${v.name} (${v.id}).`));
      }),
    );

  const workspace = program.command('workspace').description('Workspace settings (portal token)');
  const workspaceId = async (ctx: Context, given?: string) => {
    const { client, tenantId } = await ctx.portalClient();
    const id = given ?? tenantId ?? ctx.profile.tenant_id;
    if (!id)
      throw new CliError(
        'workspace_unknown',
        'Which workspace? Pass --workspace ID (the portal token names several).',
        EXIT.usage,
      );
    return { client, id };
  };
  workspace
    .command('show', { isDefault: true })
    .description('Show the settings')
    .option('--workspace <id>', "workspace id (default: the profile's)")
    .action(
      action<{ workspace?: string }>(run, async (ctx, o) => {
        const { client, id } = await workspaceId(ctx, o.workspace);
        const settings = await client.getWorkspaceSettings(id);
        ctx.out.result(settings, (v) =>
          ctx.out.fields([
            ['workspace', `${v.name} (${v.tenant_id})`],
            ['memory', v.memory_enabled ? 'on' : 'off'],
          ]),
        );
      }),
    );
  workspace
    .command('memory <state>')
    .description('Turn the memory layer (facts and entities) on or off for the workspace')
    .option('--workspace <id>', "workspace id (default: the profile's)")
    .action(
      action<{ workspace?: string }>(run, async (ctx, o, state) => {
        const on = oneOf(['on', 'off'] as const)(state!) === 'on';
        const { client, id } = await workspaceId(ctx, o.workspace);
        const settings = await client.updateWorkspaceSettings(id, { memory_enabled: on });
        ctx.out.result(settings, (v) => ctx.out.line(`Memory layer ${v.memory_enabled ? 'on' : 'off'} for ${v.name}.`));
      }),
    );

  program
    .command('audit')
    .description('Audit records of the workspace, newest first (portal token)')
    .option('-l, --limit <n>', 'records per page (1-200)', intIn(1, 200), 50)
    .option('--offset <n>', 'skip this many', intIn(0, 1_000_000), 0)
    .action(
      action<{ limit: number; offset: number }>(run, async (ctx, o) => {
        const { client } = await ctx.portalClient();
        const page = await client.listAuditRecords({ limit: o.limit, offset: o.offset });
        ctx.out.result(page, (v) =>
          ctx.out.table(
            v.records,
            [
              { header: 'when', value: (r) => shortDate(r.created_at) },
              { header: 'action', value: (r) => r.action },
              { header: 'outcome', value: (r) => r.outcome },
              { header: 'actor', value: (r) => `${r.actor_type}:${r.actor_id}` },
              { header: 'target', value: (r) => (r.target_id ? `${r.target_type}:${r.target_id}` : r.target_type) },
            ],
            'No audit records.',
          ),
        );
      }),
    );

  program
    .command('export')
    .description('Export the workspace (DSAR) as a ZIP file')
    .requiredOption('-o, --out <file>', 'where to write the ZIP')
    .option('--force', 'overwrite the file if it exists')
    .action(
      action<{ out: string; force?: boolean }>(run, async (ctx, o) => {
        const target = ctx.resolvePath(o.out);
        if (!o.force && (await stat(target).catch(() => undefined)))
          throw usage('file_exists', `${o.out} exists; pass --force to overwrite it.`);
        const stream = await ctx.client().dsarExport();
        // Written beside the target and renamed when complete: an interrupted export never looks like a whole one.
        const partial = `${target}.partial`;
        try {
          await pipeline(
            Readable.fromWeb(stream as WebReadableStream<Uint8Array>),
            createWriteStream(partial, { mode: 0o600 }),
          );
          await rename(partial, target);
        } catch (err) {
          await rm(partial, { force: true });
          throw err;
        }
        const bytes = (await stat(target)).size;
        ctx.out.result({ out: target, bytes }, (v) => ctx.out.line(`Exported ${v.bytes} bytes to ${v.out}.`));
      }),
    );
}
