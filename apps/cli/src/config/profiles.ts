// Named profiles in the user's config directory: one JSON file holding, per profile, the server address, the API key,
// the last portal token with its expiry, and the workspace id. It holds secrets, so the directory is 0700 and the file
// 0600, written whole to a temporary file and renamed so a crash never leaves half a file.
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CliError } from '../errors';

export interface Profile {
  url?: string;
  api_key?: string;
  tenant_id?: string;
  email?: string;
  portal_token?: string;
  /** ISO 8601: when portal_token stops working. */
  portal_token_expires_at?: string;
}

export interface ProfileFile {
  profiles: Record<string, Profile>;
}

export const CONFIG_FILE_NAME = 'config.json';

/**
 * The directory for engram's config, as env-paths would place it but without its `-nodejs` suffix (env-paths 4 is
 * ESM-only, and the path is a few lines): ENGRAM_CONFIG_DIR, else $XDG_CONFIG_HOME/engram, else the platform's place.
 */
export function configDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  if (env.ENGRAM_CONFIG_DIR) return path.resolve(env.ENGRAM_CONFIG_DIR);
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'engram');
  const home = env.HOME || os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Preferences', 'engram');
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), 'engram', 'Config');
  return path.join(home, '.config', 'engram');
}

export class ProfileStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = path.join(dir, CONFIG_FILE_NAME);
  }

  read(): ProfileFile {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
      throw new CliError('config_unreadable', `Cannot read ${this.file}: ${(err as Error).message}`, 3);
    }
    try {
      const parsed = JSON.parse(text) as Partial<ProfileFile>;
      return { profiles: parsed.profiles && typeof parsed.profiles === 'object' ? parsed.profiles : {} };
    } catch {
      throw new CliError('config_invalid', `${this.file} is not valid JSON; fix or remove it.`, 3);
    }
  }

  get(name: string): Profile | undefined {
    return this.read().profiles[name];
  }

  /** Merges `change` into profile `name` (undefined values remove a field) and writes the file. */
  update(name: string, change: Partial<Record<keyof Profile, string | undefined>>): Profile {
    const all = this.read();
    const next: Profile = { ...all.profiles[name] };
    for (const [k, v] of Object.entries(change) as Array<[keyof Profile, string | undefined]>) {
      if (v === undefined) delete next[k];
      else next[k] = v;
    }
    all.profiles[name] = next;
    this.write(all);
    return next;
  }

  remove(name: string): boolean {
    const all = this.read();
    if (!(name in all.profiles)) return false;
    delete all.profiles[name];
    this.write(all);
    return true;
  }

  private write(content: ProfileFile): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700); // mkdir's mode is masked by umask and ignored for an existing directory
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
  }
}
