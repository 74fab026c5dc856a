// Everything a command needs, resolved once per run: the profile, the credentials (ENGRAM_URL and ENGRAM_API_KEY win
// over the profile), the client, the output, and the directory relative paths are read from.
import path from 'node:path';
import { EngramClient } from '@engram/client';
import { ProfileStore, configDir, type Profile } from './config/profiles';
import { CliError, EXIT } from './errors';
import { Output, colorEnabled, type Streams } from './output';

export const DEFAULT_URL = 'http://127.0.0.1:8080';
/** A cached portal token is not used when it has less than this left: a call may take a moment. */
const TOKEN_MARGIN_MS = 30_000;

export interface GlobalOptions {
  profile?: string;
  url?: string;
  json?: boolean;
  color?: boolean;
}

export interface RunEnvironment {
  env: NodeJS.ProcessEnv;
  streams: Streams;
  stdin: NodeJS.ReadStream;
  /** The directory the user typed the command in (pnpm runs scripts from the repo root and sets INIT_CWD). */
  cwd: string;
}

export class Context {
  readonly out: Output;
  readonly profileName: string;
  readonly store: ProfileStore;
  private cachedClient: EngramClient | undefined;

  constructor(
    readonly run: RunEnvironment,
    readonly options: GlobalOptions,
  ) {
    const { env, streams } = run;
    const color = options.color !== false;
    this.out = new Output(
      streams,
      options.json === true,
      colorEnabled(streams.stdout, env, color),
      colorEnabled(streams.stderr, env, color),
    );
    this.profileName = options.profile ?? env.ENGRAM_PROFILE ?? 'default';
    this.store = new ProfileStore(configDir(env));
  }

  get profile(): Profile {
    return this.store.get(this.profileName) ?? {};
  }

  /** --url, then ENGRAM_URL, then the profile, then the local default. */
  get url(): string {
    return this.options.url ?? this.run.env.ENGRAM_URL ?? this.profile.url ?? DEFAULT_URL;
  }

  /** True when the API key in use is the profile's own (so a token minted with it may be saved there). */
  private get keyFromProfile(): boolean {
    return !this.run.env.ENGRAM_API_KEY && this.profile.api_key !== undefined;
  }

  get apiKey(): string | undefined {
    return this.run.env.ENGRAM_API_KEY || this.profile.api_key;
  }

  resolvePath(p: string): string {
    return path.resolve(this.run.cwd, p);
  }

  /** A client without credentials (signup, login). */
  anonymousClient(url = this.url): EngramClient {
    return new EngramClient({ baseUrl: url });
  }

  /** The data-plane client: needs an API key. */
  client(): EngramClient {
    if (this.cachedClient) return this.cachedClient;
    const apiKey = this.apiKey;
    if (!apiKey) {
      throw new CliError(
        'api_key_missing',
        `No API key: set ENGRAM_API_KEY, or run \`engram signup\` / \`engram login --api-key\` (profile "${this.profileName}").`,
        EXIT.auth,
      );
    }
    this.cachedClient = new EngramClient({ baseUrl: this.url, apiKey });
    return this.cachedClient;
  }

  /**
   * A client for management calls (namespaces, API keys, workspace): the profile's portal token while it is valid,
   * else one minted from the admin API key (POST /v1/auth/token) and kept in the profile when the key is the
   * profile's own.
   */
  async portalClient(): Promise<{ client: EngramClient; tenantId: string | undefined }> {
    const profile = this.profile;
    const sameServer = profile.url !== undefined && sameUrl(profile.url, this.url);
    const expires = profile.portal_token_expires_at ? Date.parse(profile.portal_token_expires_at) : 0;
    // A token from the profile is only good for the profile's own server and workspace.
    if (profile.portal_token && sameServer && !this.run.env.ENGRAM_API_KEY && expires - TOKEN_MARGIN_MS > Date.now()) {
      const client = new EngramClient({
        baseUrl: this.url,
        portalToken: profile.portal_token,
        ...(profile.tenant_id ? { tenantId: profile.tenant_id } : {}),
      });
      return { client, tenantId: profile.tenant_id };
    }
    const apiKey = this.apiKey;
    if (!apiKey) {
      const why = profile.portal_token ? 'the saved portal token has expired' : 'no portal token';
      throw new CliError(
        'portal_token_missing',
        `Management needs a portal token and ${why}: run \`engram login --email ...\`, or use an admin API key (ENGRAM_API_KEY or \`engram signup\`).`,
        EXIT.auth,
      );
    }
    const client = new EngramClient({ baseUrl: this.url, apiKey });
    const token = await client.createPortalToken();
    const tenantId = token.tenants.length === 1 ? token.tenants[0]!.tenant_id : undefined;
    if (tenantId) client.setTenantId(tenantId);
    // Management calls go with the token only: an X-API-Key beside it would be ambiguous.
    client.setApiKey(undefined);
    if (this.keyFromProfile && sameServer) {
      this.store.update(this.profileName, {
        portal_token: token.access_token,
        portal_token_expires_at: new Date(Date.now() + token.expires_in * 1000).toISOString(),
        ...(tenantId ? { tenant_id: tenantId } : {}),
      });
    }
    return { client, tenantId };
  }
}

function sameUrl(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}
