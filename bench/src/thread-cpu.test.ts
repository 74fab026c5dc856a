import { cpuBetween, readThreadCpu, statCpuMs } from './thread-cpu';

test('reads utime and stime from a stat line whose command contains spaces and parentheses', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
  const line = '4242 (node (worker) 1) R 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 9 0 100 0';
  expect(statCpuMs(line)).toBe(3000);
});

test('the main thread accumulates CPU while it spins', () => {
  const before = readThreadCpu();
  if (!before) return; // not Linux
  // Spin until the kernel has counted 50 ms on this thread (ticks are 10 ms); the deadline only guards a broken reader.
  const deadline = Date.now() + 10_000;
  let used = cpuBetween(before, readThreadCpu())!;
  let x = 0;
  while (used.mainMs < 50 && Date.now() < deadline) {
    for (let i = 0; i < 100_000; i++) x += Math.sqrt(x + i);
    used = cpuBetween(before, readThreadCpu())!;
  }
  expect(x).toBeGreaterThan(0);
  expect(used.mainMs).toBeGreaterThanOrEqual(50);
  expect(used.busiestMs + used.restMs).toBeGreaterThanOrEqual(0);
});

test('splits the other threads into the busiest ones and the rest', () => {
  const main = String(process.pid);
  const before = new Map([[main, 100], ['1', 0], ['2', 10], ['3', 0]]);
  const after = new Map([[main, 400], ['1', 1000], ['2', 30], ['3', 900], ['4', 5]]);
  expect(cpuBetween(before, after, 2)).toEqual({ mainMs: 300, busiestMs: 1900, restMs: 25 });
});
