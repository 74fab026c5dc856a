// Prisma's schema engine compiled to WebAssembly, driven through a PGlite driver adapter. The Prisma CLI would
// download a native engine binary, which is not reachable everywhere Engram builds; this runs fully offline.
// Dev tooling only (creating migrations, checking the schema against them): the service applies plain SQL files.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine, SchemaFilter, SchemasContainer } from '@prisma/schema-engine-wasm';

type EngineModule = typeof import('@prisma/schema-engine-wasm');

export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const SCHEMA_PATH = path.join(PACKAGE_DIR, 'prisma', 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PACKAGE_DIR, 'prisma', 'migrations');
export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

// The project compiles without DOM typings, so name only the part of the WebAssembly global used here.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: WasmExports } }>;
};
type WasmExports = Record<string, unknown> & { __wbindgen_start(): void };

let modulePromise: Promise<EngineModule> | undefined;

/**
 * The package's entry imports the .wasm file as an ES module, which Node 20 cannot do without a flag. Load the
 * wasm-bindgen glue instead and instantiate the module ourselves, as the generated entry would.
 */
function loadEngineModule(): Promise<EngineModule> {
  modulePromise ??= (async () => {
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const glue = (await import(pathToFileURL(path.join(dir, 'schema_engine_bg.js')).href)) as EngineModule & {
      __wbg_set_wasm(exports: WasmExports): void;
    };
    const { instance } = await WebAssembly.instantiate(readFileSync(path.join(dir, 'schema_engine_bg.wasm')), {
      './schema_engine_bg.js': glue,
    });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return glue;
  })();
  return modulePromise;
}

export interface OfflineSchemaEngine {
  engine: SchemaEngine;
  schema: SchemasContainer;
  close(): Promise<void>;
}

/**
 * An engine whose main and shadow databases are throw-away in-memory PGlite instances: good for diffing the schema
 * against the migration history, never for touching a real database.
 */
export async function openOfflineSchemaEngine(schemaPath = SCHEMA_PATH): Promise<OfflineSchemaEngine> {
  const wasm = await loadEngineModule();
  const content = readFileSync(schemaPath, 'utf8');
  const schema: SchemasContainer = { files: [{ path: schemaPath, content }] };
  const main = new PGlite();
  // Shadow databases are created here rather than by the adapter, so they can be closed: an open PGlite that the
  // engine set a lock timeout on keeps a 10 s timer alive and delays process exit.
  const shadows: PGlite[] = [];
  const mainFactory = new PrismaPGlite(main);
  const adapter = bindMigrationAwareSqlAdapterFactory({
    provider: mainFactory.provider,
    adapterName: mainFactory.adapterName,
    connect: () => mainFactory.connect(),
    connectToShadowDb: () => {
      const shadow = new PGlite();
      shadows.push(shadow);
      return new PrismaPGlite(shadow).connect();
    },
  });
  // The callback receives the engine's JSON log lines; only errors are worth surfacing to a developer.
  const onLog = (line: string) => {
    if (line.includes('"level":"ERROR"')) process.stderr.write(`${line}\n`);
  };
  const engine = await wasm.SchemaEngine.new({ datamodels: [[schemaPath, content]] }, onLog, adapter);
  return {
    engine,
    schema,
    async close() {
      engine.free();
      await Promise.all([main, ...shadows].map((db) => db.close()));
    },
  };
}

/** The migration history in the shape the engine expects (one directory per migration, `migration.sql` inside). */
export function readMigrationList(migrationsDir = MIGRATIONS_DIR): MigrationList {
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => {
      const file = path.join(migrationsDir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: existsSync(file)
            ? { tag: 'ok' as const, value: readFileSync(file, 'utf8') }
            : { tag: 'error' as const, value: `missing ${file}` },
        },
      };
    }),
  };
}

/** SQL that would bring a database built from the migrations up to the schema; empty when they agree. */
export async function diffMigrationsToSchema(handle: OfflineSchemaEngine, migrationsDir = MIGRATIONS_DIR) {
  const result = await handle.engine.diff({
    from: { tag: 'migrations', ...readMigrationList(migrationsDir) },
    to: { tag: 'schemaDatamodel', ...handle.schema },
    script: true,
    exitCode: true,
    filters: NO_FILTER,
  });
  // exitCode 2 means "non-empty diff" (as `prisma migrate diff --exit-code`).
  return { changed: result.exitCode === 2, script: result.stdout ?? '' };
}
