#!/usr/bin/env node
// The installed `engram` command: runs the TypeScript entry point through tsx (no build step).
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const main = path.join(__dirname, '..', 'src', 'main.ts');
const tsx = require.resolve('tsx');
const result = spawnSync(process.execPath, ['--import', tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) {
  process.stderr.write(`error: cannot start engram: ${result.error.message}\n`);
  process.exit(1);
}
process.exit(result.status ?? (result.signal ? 1 : 0));
