// signup, login, logout and profiles: how credentials get into a named profile and what the profiles hold.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { EngramError, type PortalToken } from '@engram/client';
import type { Command } from 'commander';
import type { Context, RunEnvironment } from '../context';
import { CliError, EXIT, usage } from '../errors';
import { action, readStdinLine, shortDate } from './common';

interface PasswordOptions {
  passwordStdin?: boolean;
}

/** The password: piped (--password-stdin), from ENGRAM_PASSWORD, or typed at a hidden prompt. */
async function password(ctx: Context, options: PasswordOptions, required: boolean): Promise<string | undefined> {
  if (options.passwordStdin) return readStdinLine(ctx.run.stdin, 'password');
  if (ctx.run.env.ENGRAM_PASSWORD) return ctx.run.env.ENGRAM_PASSWORD;
  if (!required) return undefined;
  if (!ctx.run.stdin.isTTY) {
    throw usage('password_missing', 'No password: pipe it with --password-stdin or set ENGRAM_PASSWORD.');
  }
  return promptHidden(ctx, 'Password: ');
}

async function promptHidden(ctx: Context, question: string): Promise<string> {
  const stderr = ctx.out.stderr;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: ctx.run.stdin, output, terminal: true });
  stderr.write(question);
  muted = true;
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    muted = false;
    rl.close();
    stderr.write('\n');
  }
}

function tokenFields(token: PortalToken): { portal_token: string; portal_token_expires_at: string } {
  return {
    portal_token: token.access_token,
    portal_token_expires_at: new Date(Date.now() + token.expires_in * 1000).toISOString(),
  };
}

export function registerAuth(program: Command, run: RunEnvironment): void {
  program
    .command('signup')
    .description('Create a workspace; its admin API key (and, with a password, a portal token) is saved in the profile')
    .requiredOption('--name <name>', 'workspace name')
    .requiredOption('--email <email>', 'your email address')
    .option('--password-stdin', 'read a portal password (12+ characters) from stdin, enabling `engram login`')
    .option('--force', 'replace the API key already saved in this profile')
    .action(
      action<{ name: string; email: string; passwordStdin?: boolean; force?: boolean }>(run, async (ctx, o) => {
        const existing = ctx.profile;
        if (existing.api_key && !o.force) {
          throw usage(
            'profile_exists',
            `Profile "${ctx.profileName}" already holds an API key; choose another with --profile NAME, or pass --force to replace it.`,
          );
        }
        const pw = await password(ctx, o, false);
        const anonymous = ctx.anonymousClient();
        const created = await anonymous.signup({ name: o.name, email: o.email, ...(pw ? { password: pw } : {}) });
        const token = pw ? await anonymous.login({ email: o.email, password: pw }) : undefined;
        ctx.store.update(ctx.profileName, {
          url: ctx.url,
          api_key: created.api_key,
          tenant_id: created.tenant_id,
          email: created.email,
          portal_token: token?.access_token,
          portal_token_expires_at: token ? tokenFields(token).portal_token_expires_at : undefined,
        });
        ctx.out.result({ profile: ctx.profileName, config_file: ctx.store.file, ...created }, () => {
          ctx.out.fields([
            ['workspace', `${created.name} (${created.tenant_id})`],
            ['api key', created.api_key],
            ['profile', `${ctx.profileName} (${ctx.store.file})`],
            [
              'portal login',
              created.portal_login ? 'yes: `engram login --email ...` gets a portal token' : 'no password set',
            ],
          ]);
          ctx.out.note('The API key is shown once; it is saved in the profile above (mode 0600).');
        });
      }),
    );

  program
    .command('login')
    .description('Get a portal token (--email, with the signup password) or save an API key (--api-key) in the profile')
    .option('--email <email>', 'log in with email and password; the portal token is saved')
    .option('--password-stdin', 'read the password from stdin (else ENGRAM_PASSWORD, else a prompt)')
    .option('--api-key <key>', 'save this API key in the profile (an admin key also gets a portal token)')
    .option('--api-key-stdin', 'read the API key to save from stdin')
    .action(
      action<{ email?: string; passwordStdin?: boolean; apiKey?: string; apiKeyStdin?: boolean }>(
        run,
        async (ctx, o) => {
          const anonymous = ctx.anonymousClient();
          if (o.email) {
            const pw = (await password(ctx, o, true))!;
            const token = await anonymous.login({ email: o.email, password: pw });
            const tenantId = token.tenants.length === 1 ? token.tenants[0]!.tenant_id : ctx.profile.tenant_id;
            const saved = ctx.store.update(ctx.profileName, {
              url: ctx.url,
              email: o.email,
              tenant_id: tenantId,
              ...tokenFields(token),
            });
            ctx.out.result(
              {
                profile: ctx.profileName,
                tenant_id: tenantId ?? null,
                expires_at: saved.portal_token_expires_at,
                tenants: token.tenants,
              },
              () =>
                ctx.out.line(
                  `Logged in; portal token saved in profile "${ctx.profileName}" until ${shortDate(saved.portal_token_expires_at)}.`,
                ),
            );
            return;
          }
          const apiKey = o.apiKeyStdin ? await readStdinLine(ctx.run.stdin, 'API key') : o.apiKey;
          if (!apiKey)
            throw usage('login_method_missing', 'Pass --email (portal login) or --api-key / --api-key-stdin.');
          const client = ctx.anonymousClient();
          client.setApiKey(apiKey);
          let token: PortalToken | undefined;
          try {
            token = await client.createPortalToken();
          } catch (err) {
            // A non-admin key cannot mint a portal token, but the 403 proves the key is valid: save it all the same.
            if (!(err instanceof EngramError && err.code === 'admin_key_required')) throw err;
          }
          const tenantId = token?.tenants.length === 1 ? token.tenants[0]!.tenant_id : undefined;
          ctx.store.update(ctx.profileName, {
            url: ctx.url,
            api_key: apiKey,
            ...(tenantId ? { tenant_id: tenantId } : {}),
            ...(token ? tokenFields(token) : { portal_token: undefined, portal_token_expires_at: undefined }),
          });
          ctx.out.result({ profile: ctx.profileName, admin: token !== undefined, tenant_id: tenantId ?? null }, () =>
            ctx.out.line(
              `API key saved in profile "${ctx.profileName}"${token ? ' (admin key: portal token saved too)' : ' (not an admin key: no portal token)'}.`,
            ),
          );
        },
      ),
    );

  program
    .command('logout')
    .description("Forget the profile's portal token (the API key stays; `engram profiles remove` drops everything)")
    .action(
      action(run, async (ctx) => {
        if (!ctx.store.get(ctx.profileName))
          throw new CliError('profile_not_found', `No profile "${ctx.profileName}".`, EXIT.auth);
        ctx.store.update(ctx.profileName, { portal_token: undefined, portal_token_expires_at: undefined });
        ctx.out.result({ profile: ctx.profileName, logged_out: true }, () =>
          ctx.out.line(`Portal token removed from profile "${ctx.profileName}".`),
        );
      }),
    );

  const profiles = program.command('profiles').description('Saved profiles (secrets are never printed)');
  profiles
    .command('list', { isDefault: true })
    .description('List profiles')
    .action(
      action(run, async (ctx) => {
        const all = ctx.store.read().profiles;
        const now = Date.now();
        const rows = Object.entries(all).map(([name, p]) => ({
          name,
          url: p.url ?? null,
          tenant_id: p.tenant_id ?? null,
          email: p.email ?? null,
          api_key: p.api_key ? `${p.api_key.split('_').slice(0, 2).join('_')}_…` : null,
          portal_token_expires_at: p.portal_token_expires_at ?? null,
          portal_token_valid: p.portal_token_expires_at ? Date.parse(p.portal_token_expires_at) > now : false,
        }));
        ctx.out.result({ config_file: ctx.store.file, profiles: rows }, (v) => {
          ctx.out.table(
            v.profiles,
            [
              { header: 'profile', value: (r) => r.name },
              { header: 'url', value: (r) => r.url },
              { header: 'workspace', value: (r) => r.tenant_id },
              { header: 'api key', value: (r) => r.api_key },
              {
                header: 'portal token',
                value: (r) =>
                  r.portal_token_expires_at
                    ? `${r.portal_token_valid ? 'until' : 'expired'} ${shortDate(r.portal_token_expires_at)}`
                    : null,
              },
            ],
            'No profiles yet: run `engram signup` or `engram login`.',
          );
        });
      }),
    );
  profiles
    .command('remove <name>')
    .description('Delete a profile and its secrets from the config file')
    .action(
      action(run, async (ctx, _o, name) => {
        if (!ctx.store.remove(name!)) throw new CliError('profile_not_found', `No profile "${name}".`, EXIT.usage);
        ctx.out.result({ profile: name, removed: true }, () => ctx.out.line(`Profile "${name}" removed.`));
      }),
    );
}
