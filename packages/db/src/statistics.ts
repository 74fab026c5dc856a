// Planner statistics for PGlite (issue 13). PostgreSQL keeps them current with autovacuum's ANALYZE; PGlite runs
// PostgreSQL in single-user mode, with no autovacuum and no activity counters, so its tables are never analyzed and
// the planner guesses: a fact hydration by 30 ids scanned every fact of the tenant through the wrong index and an
// entity subplan read the whole entities table once per fact (27 ms; 4.7 ms once analyzed). This keeps statistics
// current the way autovacuum decides to (growth since the last ANALYZE), table by table, as background work, so the
// database lock serves requests between tables.
import { runAsBackground, type SqlDatabase } from '@engram/core';

export interface StatisticsKeeperOptions {
  /** How often tables are checked. Default 30 s. */
  intervalMs?: number;
  /** First check after start. Default 2 s. */
  firstCheckMs?: number;
  onError?: (err: unknown) => void;
  onAnalyzed?: (table: string, ms: number) => void;
}

/**
 * Tables never analyzed, or whose size in pages moved by more than 10 % (at least 8 pages) since their last ANALYZE,
 * which recorded it in pg_class.relpages. Size rather than row counts: PGlite keeps no per-table activity counters.
 */
const STALE_TABLES = `
  SELECT c.relname AS name
  FROM pg_class c
  WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
    AND (c.reltuples < 0
         OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > greatest(8, c.relpages / 10))
  ORDER BY c.relname`;

/** Finds the stale tables and analyzes them, one statement each; returns their names. */
export async function analyzeStaleTables(sql: SqlDatabase, onAnalyzed?: (table: string, ms: number) => void): Promise<string[]> {
  return runAsBackground(async () => {
    const { rows } = await sql.query<{ name: string }>(STALE_TABLES);
    for (const { name } of rows) {
      const started = performance.now();
      // The name comes from pg_class, quoted as an identifier.
      await sql.query(`ANALYZE "${name.replace(/"/g, '""')}"`);
      onAnalyzed?.(name, performance.now() - started);
    }
    return rows.map((r) => r.name);
  });
}

/** Keeps planner statistics current until stopped; one check at a time. */
export function keepStatisticsCurrent(sql: SqlDatabase, options: StatisticsKeeperOptions = {}): { stop(): Promise<void> } {
  const { intervalMs = 30_000, firstCheckMs = 2_000, onError, onAnalyzed } = options;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = analyzeStaleTables(sql, onAnalyzed)
        .catch((err: unknown) => {
          if (!stopped) onError?.(err);
        })
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(firstCheckMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
