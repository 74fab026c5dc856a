'use strict';
// Preloaded into a worker (execArgv --require): every WebAssembly.instantiate resolves a second late, as on a machine
// too busy to compile the encoder's WASM backend before its weights are read.
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = (...args) => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => instantiate(...args));
