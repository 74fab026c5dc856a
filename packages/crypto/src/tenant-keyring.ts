// Hands out each tenant's TenantKeys: loads the wrapped data key from the store (creating it on first use), unwraps it
// through the KeyProvider and keeps the derived keys in a bounded LRU with a TTL, so the provider (possibly a remote
// KMS) is asked once per tenant per TTL rather than once per request.
import { LRUCache } from 'lru-cache';
import { AppError } from '@engram/core';
import type { Clock, KeyProvider } from '@engram/core';
import { TenantKeys } from './tenant-keys';

export interface StoredTenantKey {
  wrapped: Buffer;
  keyRef: string;
}

/**
 * Where wrapped data keys live (the tenants table). `save` must not replace a key that is already stored
 * (insert-if-absent, e.g. `UPDATE tenants SET ... WHERE id = $1 AND wrapped_key IS NULL`): when two processes
 * create a tenant's key at once, the first save wins and the keyring re-reads the store to adopt it.
 */
export interface TenantKeyStore {
  load(tenantId: string): Promise<StoredTenantKey | null>;
  save(tenantId: string, wrapped: Buffer, keyRef: string): Promise<void>;
}

export interface TenantKeyringOptions {
  provider: KeyProvider;
  store: TenantKeyStore;
  /** How long unwrapped keys stay cached. Also bounds how long another process keeps a shredded key. Default 10 min. */
  cacheTtlMs?: number;
  /** Most tenants kept unwrapped at once (least recently used go first). Default 1000. */
  maxCached?: number;
  /** Time source for the TTL; tests pass a controllable one. */
  clock?: Clock;
}

type Mode = 'get' | 'getOrCreate';

export class TenantKeyring {
  readonly #provider: KeyProvider;
  readonly #store: TenantKeyStore;
  readonly #cache: LRUCache<string, TenantKeys>;
  /** Single flight per tenant and mode: concurrent callers share one load (and at most one key creation). */
  readonly #inFlight = new Map<string, Promise<TenantKeys>>();

  constructor(options: TenantKeyringOptions) {
    this.#provider = options.provider;
    this.#store = options.store;
    const clock = options.clock;
    this.#cache = new LRUCache<string, TenantKeys>({
      max: options.maxCached ?? 1000,
      ttl: options.cacheTtlMs ?? 10 * 60_000,
      // Expiry counts from unwrapping, not from last use, so a busy tenant's key is still re-read periodically.
      updateAgeOnGet: false,
      ...(clock === undefined ? {} : { perf: { now: () => clock.now().getTime() }, ttlResolution: 0 }),
    });
  }

  /** The tenant's keys; creates and stores its data key on first use. */
  getOrCreate(tenantId: string): Promise<TenantKeys> {
    return this.#resolve(tenantId, 'getOrCreate');
  }

  /** The tenant's keys. Throws AppError `not_found` (`tenant_key_not_found`) if it has none, e.g. after shredding. */
  get(tenantId: string): Promise<TenantKeys> {
    return this.#resolve(tenantId, 'get');
  }

  /**
   * Drops the tenant's unwrapped keys from this process. Crypto-shredding deletes the wrapped key from the store, then
   * calls this; a load already under way is not cached afterwards.
   */
  forget(tenantId: string): void {
    this.#cache.delete(tenantId);
    this.#inFlight.delete(flightKey(tenantId, 'get'));
    this.#inFlight.delete(flightKey(tenantId, 'getOrCreate'));
  }

  #resolve(tenantId: string, mode: Mode): Promise<TenantKeys> {
    const cached = this.#cache.get(tenantId);
    if (cached) return Promise.resolve(cached);
    const key = flightKey(tenantId, mode);
    const pending = this.#inFlight.get(key);
    if (pending) return pending;

    const flight = this.#load(tenantId, mode).then(
      (keys) => {
        // Cache only if forget() did not run meanwhile.
        if (this.#inFlight.get(key) === flight) {
          this.#cache.set(tenantId, keys);
          this.#inFlight.delete(key);
        }
        return keys;
      },
      (err: unknown) => {
        if (this.#inFlight.get(key) === flight) this.#inFlight.delete(key);
        throw err;
      },
    );
    this.#inFlight.set(key, flight);
    return flight;
  }

  async #load(tenantId: string, mode: Mode): Promise<TenantKeys> {
    const stored = await this.#store.load(tenantId);
    if (stored) return this.#unwrap(tenantId, stored);
    if (mode === 'get') {
      throw AppError.notFound('tenant_key_not_found', `tenant ${tenantId} has no data key`);
    }

    const created = await this.#provider.generateDataKey(tenantId);
    await this.#store.save(tenantId, created.wrapped, created.keyRef);
    // Re-read: if another process saved first, its key is the tenant's key and ours is discarded unused.
    const winner = await this.#store.load(tenantId);
    if (!winner) {
      created.plaintext.fill(0);
      throw new AppError('internal', `data key of tenant ${tenantId} was not kept by the key store`, {
        reason: 'tenant_key_not_saved',
      });
    }
    if (!winner.wrapped.equals(created.wrapped)) {
      created.plaintext.fill(0);
      return this.#unwrap(tenantId, winner);
    }
    return deriveAndWipe(tenantId, created.plaintext);
  }

  async #unwrap(tenantId: string, stored: StoredTenantKey): Promise<TenantKeys> {
    const dataKey = await this.#provider.unwrapDataKey(tenantId, stored.wrapped, stored.keyRef);
    return deriveAndWipe(tenantId, dataKey);
  }
}

function flightKey(tenantId: string, mode: Mode): string {
  return `${mode}\u0000${tenantId}`;
}

/** Only the derived subkeys live on; the data key itself is zeroed as soon as they exist. */
function deriveAndWipe(tenantId: string, dataKey: Buffer): TenantKeys {
  try {
    return new TenantKeys(tenantId, dataKey);
  } finally {
    dataKey.fill(0);
  }
}

/**
 * A key store that lives as long as the process: for harnesses and tests that need real encryption but no database
 * of keys. Like the tenants table, it never replaces a stored key.
 */
export function memoryTenantKeyStore(): TenantKeyStore {
  const stored = new Map<string, StoredTenantKey>();
  return {
    load: async (tenantId) => stored.get(tenantId) ?? null,
    save: async (tenantId, wrapped, keyRef) => {
      if (!stored.has(tenantId)) stored.set(tenantId, { wrapped, keyRef });
    },
  };
}
