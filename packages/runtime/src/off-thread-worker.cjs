'use strict';
// The worker thread of OffThread (off-thread.ts): loads one module (TypeScript through tsx's CommonJS hooks, since
// worker threads inherit no loader from tsx or jest) and runs its exported functions on request, one at a time.
//   <- { id, fn, args }            -> { id, result } | { id, error: { name, message, code, reason, details } }
// Errors carry the thrower's message and AppError fields only; results are whatever the function returned (cloned).
const { parentPort, workerData } = require('node:worker_threads');
const { lowerOwnPriority } = require('@engram/core/src/thread-priority.cjs');

if (workerData.module.endsWith('.ts')) require('tsx/cjs/api').register();
const functions = require(workerData.module);

if (workerData.nice) lowerOwnPriority(workerData.nice);

function describe(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const { code, reason, details } = err;
  return { name: err.name, message: err.message, code, reason, details };
}

parentPort.on('message', async ({ id, fn, args }) => {
  try {
    if (typeof functions[fn] !== 'function') throw new Error(`${workerData.module} exports no function ${fn}`);
    parentPort.postMessage({ id, result: await functions[fn](...args) });
  } catch (err) {
    parentPort.postMessage({ id, error: describe(err) });
  }
});
