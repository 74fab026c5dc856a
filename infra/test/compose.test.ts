// docker-compose.yaml cannot be run here (no container engine), so its wiring is checked statically: each Engram
// container runs an app that exists, and each address it is given names a service of the file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}

describe('docker-compose distributed profile', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'infra/docker-compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const engram = Object.entries(compose.services).filter(([, s]) => s.image === 'engram:local');

  it('runs each of the six services from its own main.ts', () => {
    const apps = engram.map(([, s]) => s.environment?.ENGRAM_APP).sort();
    expect(apps).toEqual(['classifier', 'gateway', 'ingest', 'lifecycle', 'memory', 'retrieval']);
    for (const app of apps) expect(existsSync(path.join(ROOT, 'apps', app!, 'src/main.ts'))).toBe(true);
  });

  it('points every address and dependency at a service defined in the file', () => {
    const names = new Set(Object.keys(compose.services));
    for (const [name, service] of engram) {
      const env = service.environment ?? {};
      const hosts = [
        ...Object.entries(env)
          .filter(([k]) => k.endsWith('_ADDR'))
          .map(([, v]) => v.split(':')[0]),
        ...env.KAFKA_BROKERS!.split(',').map((b) => b.split(':')[0]),
        new URL(env.DATABASE_URL!).hostname,
        ...['QDRANT_URL', 'OPENSEARCH_URL'].filter((k) => env[k]).map((k) => new URL(env[k]!).hostname),
      ];
      for (const host of hosts)
        expect({ service: name, host, defined: names.has(host!) }).toEqual({ service: name, host, defined: true });
      for (const dep of Object.keys(service.depends_on ?? {})) expect(names.has(dep)).toBe(true);
    }
  });

  it('gives every service the same master key and the gateway its auth secret, from the environment', () => {
    for (const [, service] of engram)
      expect(service.environment?.ENGRAM_MASTER_KEY).toMatch(/^\$\{ENGRAM_MASTER_KEY:\?/);
    expect(compose.services.gateway?.environment?.ENGRAM_AUTH_SECRET).toMatch(/^\$\{ENGRAM_AUTH_SECRET:\?/);
  });
});
