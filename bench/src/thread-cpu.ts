// CPU time of this process per thread, read from /proc (Linux). The ingest benchmark's server runs in this process, so
// the main thread's share is what the pipeline (HTTP, database, classifier, chunker, indexers) and the benchmark client
// take from the cores the encoder needs; the busiest other threads are the encoder workers, and the rest are V8's
// helper threads (garbage collection, compilation) and libuv's pool.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/** CPU milliseconds per thread id at one moment. */
export type ThreadCpuSample = Map<string, number>;

export interface ThreadCpu {
  /** CPU milliseconds of the main thread. */
  mainMs: number;
  /** CPU milliseconds of the `busiest` other threads (the encoder workers, when the caller passes their number). */
  busiestMs: number;
  /** CPU milliseconds of every remaining thread. */
  restMs: number;
}

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** utime + stime of one /proc stat line, in milliseconds; the comm field may contain spaces, so parse after ')'. */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After ')' the fields start at field 3 (state); utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Null off Linux, where /proc is missing. */
export function readThreadCpu(): ThreadCpuSample | null {
  if (os.platform() !== 'linux') return null;
  try {
    const sample: ThreadCpuSample = new Map();
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        sample.set(tid, statCpuMs(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
      } catch {
        // the thread ended between listing and reading
      }
    }
    return sample;
  } catch {
    return null;
  }
}

/**
 * CPU used between two samples, split into the main thread, the `busiest` other threads and the rest. Threads that
 * ended in between are missing from the second sample and not counted.
 */
export function cpuBetween(
  before: ThreadCpuSample | null,
  after: ThreadCpuSample | null,
  busiest = 0,
): ThreadCpu | null {
  if (!before || !after) return null;
  const main = String(process.pid);
  let mainMs = 0;
  const others: number[] = [];
  for (const [tid, ms] of after) {
    const used = ms - (before.get(tid) ?? 0);
    if (tid === main) mainMs = used;
    else others.push(used);
  }
  others.sort((a, b) => b - a);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { mainMs, busiestMs: sum(others.slice(0, busiest)), restMs: sum(others.slice(busiest)) };
}

/** CPU milliseconds of another process (all its threads) and of its main thread; null off Linux or once it has exited. */
export function readProcessCpu(pid: number): { totalMs: number; mainMs: number } | null {
  if (os.platform() !== 'linux') return null;
  try {
    return {
      totalMs: statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8')),
      mainMs: statCpuMs(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    };
  } catch {
    return null;
  }
}
