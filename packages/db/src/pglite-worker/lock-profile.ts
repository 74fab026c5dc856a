// A diagnostic (ENGRAM_DB_LOCK_PROFILE=1): who holds the embedded database's lock, how long, and how long they waited
// for it, printed to stderr every 20 s, busiest first. Each holder is named by the first two frames of its call stack
// outside packages/db. This is how the issue 13 measurements in docs/benchmarks.md found where queries wait.
export const lockProfileEnabled = process.env.ENGRAM_DB_LOCK_PROFILE === '1';

interface Tally {
  n: number;
  waitMs: number;
  holdMs: number;
  maxHoldMs: number;
}

const tallies = new Map<string, Tally>();

if (lockProfileEnabled) {
  Error.stackTraceLimit = 60;
  setInterval(() => {
    const rows = [...tallies.entries()].sort((a, b) => b[1].holdMs - a[1].holdMs).slice(0, 15);
    const table = rows.map(([holder, t]) => ({
      holder: holder.slice(0, 240),
      n: t.n,
      holdMs: Math.round(t.holdMs),
      meanWaitMs: Math.round((t.waitMs / t.n) * 10) / 10,
      maxHoldMs: Math.round(t.maxHoldMs),
    }));
    process.stderr.write(`db-lock-profile ${JSON.stringify(table)}\n`);
    tallies.clear();
  }, 20_000).unref();
}

/** The caller's name, from the current stack (called synchronously where the caller asks for the lock). */
export function holderName(prefix = ''): string {
  const stack = (new Error().stack ?? '').split('\n').slice(2);
  const frames = stack.filter((l) => /(apps|packages)\//.test(l) && !/packages\/db\//.test(l)).slice(0, 2);
  return prefix + (frames.length ? frames : stack.slice(0, 3)).join(' <').replace(/\s+at\s+/g, ' ').trim();
}

export function recordHold(holder: string, waitMs: number, holdMs: number): void {
  let t = tallies.get(holder);
  if (!t) tallies.set(holder, (t = { n: 0, waitMs: 0, holdMs: 0, maxHoldMs: 0 }));
  t.n++;
  t.waitMs += waitMs;
  t.holdMs += holdMs;
  t.maxHoldMs = Math.max(t.maxHoldMs, holdMs);
}
