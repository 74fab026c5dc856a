'use strict';
// Test fixture for worker-pool.test.ts: a worker thread that speaks the pool protocol without loading a model, so the
// pool's scheduling and failure handling can be tested in milliseconds. A text `t<n>` becomes the unit vector
// (cos n, sin n, 0, ...), which lets a test check that every row came back to the right place.
// Behaviour switches: workerData.failLoad, workerData.delayMs; a text "crash" kills the thread, "fail" fails the batch.
const { parentPort, workerData } = require('node:worker_threads');

const dimensions = workerData.dimensions;

function vectorOf(text) {
  const match = /^t(\d+)$/.exec(text);
  let angle = 0;
  if (match) angle = Number(match[1]);
  else for (const ch of text) angle = (angle * 31 + ch.charCodeAt(0)) % 1000;
  const v = new Float32Array(dimensions);
  v[0] = Math.cos(angle);
  v[1] = Math.sin(angle);
  return v;
}

if (workerData.failLoad) {
  parentPort.postMessage({ type: 'load_failed', message: 'weights missing' });
} else {
  parentPort.on('message', (message) => {
    setTimeout(() => {
      if (message.texts.includes('crash')) throw new Error('worker crashed');
      if (message.texts.includes('fail')) {
        parentPort.postMessage({ type: 'failed', id: message.id, message: 'bad batch' });
        return;
      }
      const vectors = new Float32Array(message.texts.length * dimensions);
      message.texts.forEach((text, i) => vectors.set(vectorOf(text), i * dimensions));
      parentPort.postMessage({ type: 'result', id: message.id, vectors }, [vectors.buffer]);
    }, workerData.delayMs ?? 0);
  });
  parentPort.postMessage({ type: 'ready', dimensions });
}
