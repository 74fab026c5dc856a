#!/usr/bin/env node
// `engram-mcp`: runs the TypeScript sources through tsx's require hook, in this process (stdin, stdout and signals stay
// the MCP client's). tsx and the sources are resolved from this file's own location, so the command works from any
// working directory and from wherever the package is installed or linked.
'use strict';
const path = require('node:path');
require(require.resolve('tsx/cjs/api', { paths: [__dirname] })).register();
require(path.join(__dirname, '..', 'src', 'main.ts')).main();
