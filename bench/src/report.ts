// Prints a result table and keeps the raw numbers in bench/results/<name>.json (git-ignored).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(__dirname, '..', 'results');

export function machine() {
  const cpuModel = /model name\s*:\s*(.+)/.exec(safeRead('/proc/cpuinfo'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    cpus: os.availableParallelism(),
    cpuModel,
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function writeResult(name: string, result: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
  return file;
}

export const mib = (bytes: number): number => Math.round(bytes / 2 ** 20);
