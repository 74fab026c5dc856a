import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { cpuBetween, readThreadCpu, statCpuMs } from './thread-cpu';

test('reads utime and stime from a stat line whose command contains spaces and parentheses', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
  const line = '4242 (node (worker) 1) R 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 9 0 100 0';
  expect(statCpuMs(line)).toBe(3000);
});

const onLinux = os.platform() === 'linux';

(onLinux ? test : test.skip)('the main thread and a spinning worker thread each accumulate CPU', async () => {
  // A worker that spins until told to stop: its thread must show up as the busiest other thread.
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const stop = new Int32Array(workerData);
     let x = 0;
     while (Atomics.load(stop, 0) === 0) for (let i = 0; i < 100000; i++) x += Math.sqrt(x + i);`,
    { eval: true, workerData: stop.buffer },
  );
  try {
    const before = readThreadCpu();
    // Spin here too until the kernel has counted 50 ms on each thread (ticks are 10 ms); the deadline only guards a
    // broken reader.
    const deadline = Date.now() + 10_000;
    let used = cpuBetween(before, readThreadCpu(), 1)!;
    let x = 0;
    while ((used.mainMs < 50 || used.busiestMs < 50) && Date.now() < deadline) {
      for (let i = 0; i < 100_000; i++) x += Math.sqrt(x + i);
      await new Promise((resolve) => setImmediate(resolve));
      used = cpuBetween(before, readThreadCpu(), 1)!;
    }
    expect(x).toBeGreaterThan(0);
    expect(used.mainMs).toBeGreaterThanOrEqual(50);
    expect(used.busiestMs).toBeGreaterThanOrEqual(50);
  } finally {
    Atomics.store(stop, 0, 1);
    await worker.terminate();
  }
});

test('splits the other threads into the busiest ones and the rest', () => {
  const main = String(process.pid);
  const before = new Map([
    [main, 100],
    ['1', 0],
    ['2', 10],
    ['3', 0],
  ]);
  const after = new Map([
    [main, 400],
    ['1', 1000],
    ['2', 30],
    ['3', 900],
    ['4', 5],
  ]);
  expect(cpuBetween(before, after, 2)).toEqual({ mainMs: 300, busiestMs: 1900, restMs: 25 });
});
