// The worker thread of WorkerPglite (engine.ts): the PGlite engine (PostgreSQL in WebAssembly, with pgvector) runs
// here, so its statements execute off the process's main thread. It answers three calls from its one client, one at a
// time: execProtocolStream (wire-protocol bytes in, parsed backend messages out), syncToFs and close. Plain CommonJS,
// so it loads the same under tsx, jest and plain node.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, messages } = require('@electric-sql/pglite');
const { vector } = require('@electric-sql/pglite-pgvector');

let db;
let queue = Promise.resolve();

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

parentPort.on('message', (m) => {
  queue = queue.then(async () => {
    try {
      const result = await methods[m.method](...m.args);
      parentPort.postMessage({ id: m.id, result });
    } catch (err) {
      parentPort.postMessage({ id: m.id, error: describe(err) });
    }
  });
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
