// A distributed service started with an incomplete environment stops at once and names what is missing, instead of
// starting with a key of its own (which would split tenants' data across master keys) or failing later.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function startWith(app: string, env: Record<string, string>): { status: number | null; stderr: string } {
  // Only PATH and HOME from the outside: no variable of the developer's shell may complete the configuration.
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '../../..', app),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr };
}

describe('distributed services refuse an incomplete configuration', () => {
  it('retrieval without a shared master key, brokers or search engines names each missing variable', () => {
    const r = startWith('retrieval', {
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/db',
      ENGRAM_INGEST_ADDR: '127.0.0.1:1',
    });
    expect(r.status).toBe(1);
    for (const name of ['ENGRAM_MASTER_KEY', 'KAFKA_BROKERS', 'QDRANT_URL', 'OPENSEARCH_URL'])
      expect(r.stderr).toContain(name);
  });

  it('the gateway without the auth secret every replica must share does not start', () => {
    const r = startWith('gateway', {
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/db',
      ENGRAM_MASTER_KEY: Buffer.alloc(32).toString('base64'),
      ENGRAM_INGEST_ADDR: '127.0.0.1:1',
      ENGRAM_RETRIEVAL_ADDR: '127.0.0.1:1',
      ENGRAM_MEMORY_ADDR: '127.0.0.1:1',
      ENGRAM_LIFECYCLE_ADDR: '127.0.0.1:1',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('ENGRAM_AUTH_SECRET');
  });

  it('a local master key file that does not exist is an error, not a new key', () => {
    const r = startWith('ingest', {
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/db',
      ENGRAM_MASTER_KEY_FILE: '/nonexistent/engram/master.key',
      KAFKA_BROKERS: '127.0.0.1:1',
      ENGRAM_CLASSIFIER_ADDR: '127.0.0.1:1',
      OPS_PORT: '0',
      GRPC_PORT: '0',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('master key file /nonexistent/engram/master.key does not exist');
  });
});
