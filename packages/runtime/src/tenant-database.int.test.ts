// openTenantDatabase on a real PGlite database kept in a temporary directory, as two processes sharing it would use it.
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { newTenantFactory, tempDir, type TempDir } from '@engram/testing';
import { openTenantDatabase } from './keys';
import { Shutdown } from './shutdown';
import { captureLogger } from '../test/log-capture';

describe('openTenantDatabase', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await tempDir('engram-runtime-tenant-db-');
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('a data key created by one process is read back by the next one holding the same master key', async () => {
    const { logger } = captureLogger();
    const config = {
      keys: { provider: 'local' as const, masterKeyBase64: randomBytes(32).toString('base64') },
      database: { kind: 'pglite' as const, dataDir: path.join(dir.path, 'db') },
    };

    const firstShutdown = new Shutdown(logger);
    const first = await openTenantDatabase(config, { logger, shutdown: firstShutdown });
    const { tenant } = await newTenantFactory(first.db.prisma)();
    const sealed = (await first.keyring.getOrCreate(tenant.id)).encryptText('quarterly plan', 'doc-1');
    // Stopping closes the database, as the first process would on SIGTERM.
    await firstShutdown.run();

    const secondShutdown = new Shutdown(logger);
    const second = await openTenantDatabase(config, { logger, shutdown: secondShutdown });
    try {
      expect((await second.keyring.get(tenant.id)).decryptText(sealed, 'doc-1')).toBe('quarterly plan');
    } finally {
      await secondShutdown.run();
    }
  });

  it('a missing shared key file stops the start before the database is opened', async () => {
    const { logger } = captureLogger();
    const dataDir = path.join(dir.path, 'db');
    const shutdown = new Shutdown(logger);
    await expect(
      openTenantDatabase(
        {
          keys: { provider: 'local', masterKeyFile: path.join(dir.path, 'missing.key') },
          database: { kind: 'pglite', dataDir },
        },
        { logger, shutdown },
      ),
    ).rejects.toMatchObject({ reason: 'master_key_missing' });
    expect(existsSync(dataDir)).toBe(false);
    await shutdown.run();
  });
});
