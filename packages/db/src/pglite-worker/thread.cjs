// The worker thread of WorkerPglite (engine.ts): the PGlite engine (PostgreSQL in WebAssembly, with pgvector) runs
// here, so its statements execute off the process's main thread. It answers three calls from its one client, one at a
// time: execProtocolStream (wire-protocol bytes in, parsed backend messages out), syncToFs and close. Plain CommonJS,
// so it loads the same under tsx, jest and plain node.
//
// Calls run in the order they arrive, with one exception: a standalone statement (one the client sent without waiting
// for the calls before it, outside any transaction: `standalone` on the message) of a request someone waits for
// (`interactive`) goes before background standalone statements that arrived earlier. Standalone statements sent
// together do not depend on each other (each sender waits only for its own). One sent after a transaction's COMMIT (the
// client releases its lock once COMMIT is sent) may be queued behind it, so a statement only ever goes before
// standalone ones ahead of it, never past another kind of call: only the order of independent statements changes.
// After MAX_INTERACTIVE_IN_A_ROW such jumps, the oldest background statement goes first, so the pipeline is never starved.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, messages } = require('@electric-sql/pglite');
const { vector } = require('@electric-sql/pglite-pgvector');
const { lowerOwnPriority } = require('@engram/core/src/thread-priority.cjs');

// Below the main thread and the query encoder, above the encoder's passage workers (engine.ts, `nice`).
if (workerData.nice > 0) lowerOwnPriority(workerData.nice);

let db;
/** Calls received and not yet run, oldest first. */
const waiting = [];
let running = false;
let interactiveInARow = 0;
const MAX_INTERACTIVE_IN_A_ROW = 4;

/** An error as plain data: PostgreSQL's fields (code, detail, constraint, ...) survive the thread boundary. */
function describe(err) {
  const out = { ...err };
  out.message = err && err.message !== undefined ? String(err.message) : String(err);
  out.name = err && err.name;
  out.isDatabaseError = err instanceof messages.DatabaseError;
  return out;
}

/**
 * Whether this filesystem's syncToFs does anything: PGlite's base class has a no-op one, which the Node filesystem (it
 * writes through to the data directory) and the in-memory one keep. Then the client skips the round trip per statement.
 */
function syncsToFs(fs) {
  const chain = [];
  for (let p = Object.getPrototypeOf(fs); p && p !== Object.prototype; p = Object.getPrototypeOf(p)) chain.push(p);
  return chain.slice(0, -1).some((p) => Object.prototype.hasOwnProperty.call(p, 'syncToFs'));
}

const methods = {
  execProtocolStream: (bytes, options) => db.execProtocolStream(bytes, options),
  syncToFs: () => db.syncToFs(),
  close: () => db.close(),
};

/** Where the next call to run is in `waiting` (see the rule at the top). */
function nextIndex() {
  const first = waiting[0];
  if (!first.standalone || first.interactive || interactiveInARow >= MAX_INTERACTIVE_IN_A_ROW) {
    interactiveInARow = 0;
    return 0;
  }
  for (let i = 1; i < waiting.length && waiting[i].standalone; i++) {
    if (waiting[i].interactive) {
      interactiveInARow++;
      return i;
    }
  }
  return 0;
}

/** Lets the messages that arrived while a call ran (PGlite runs synchronously) reach `waiting` before the next pick. */
const arrivals = () => new Promise((resolve) => setImmediate(resolve));

async function drain() {
  running = true;
  await arrivals();
  while (waiting.length > 0) {
    const [m] = waiting.splice(nextIndex(), 1);
    try {
      const result = await methods[m.method](...m.args);
      parentPort.postMessage({ id: m.id, result });
    } catch (err) {
      parentPort.postMessage({ id: m.id, error: describe(err) });
    }
    await arrivals();
  }
  running = false;
}

parentPort.on('message', (m) => {
  waiting.push(m);
  if (!running) void drain();
});

(async () => {
  db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { vector } });
  await db.exec('CREATE EXTENSION IF NOT EXISTS vector;');
  // The client builds the array types' parsers and serializers, as PGlite does for itself at start.
  const { rows } = await db.query(`
    SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
    LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
    WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`);
  parentPort.postMessage({ type: 'ready', arrayTypes: rows, syncsToFs: syncsToFs(db.fs) });
})().catch((err) => parentPort.postMessage({ type: 'failed', error: describe(err) }));
