'use strict';
// A worker thread's own CPU priority, for the plain CommonJS worker scripts (the encoder's use-worker.js, OffThread's
// off-thread-worker.cjs), which load without a TypeScript loader.
const fs = require('node:fs');
const os = require('node:os');

/**
 * Sets this thread's nice value. Linux keeps one per thread and setpriority(PRIO_PROCESS, tid) changes only that
 * thread; /proc/thread-self names it ("<pid>/task/<tid>"). Elsewhere (no /proc) nothing changes and it says so.
 * Raising nice needs no privilege. True when the thread now has that value.
 */
function lowerOwnPriority(value) {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    os.setPriority(tid, value);
    return os.getPriority(tid) === value;
  } catch {
    return false;
  }
}

module.exports = { lowerOwnPriority };
