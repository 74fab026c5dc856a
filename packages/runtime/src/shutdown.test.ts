import { Shutdown } from './shutdown';
import { captureLogger } from '../test/log-capture';

describe('Shutdown', () => {
  it('runs steps last-added first, each finished before the next starts', async () => {
    const { logger } = captureLogger();
    const shutdown = new Shutdown(logger);
    const events: string[] = [];
    shutdown.add(() => void events.push('database closed'));
    shutdown.add(async () => {
      events.push('bus closing');
      await new Promise((resolve) => setImmediate(resolve));
      events.push('bus closed');
    });
    shutdown.add(() => void events.push('server closed'));

    await shutdown.run();

    expect(events).toEqual(['server closed', 'bus closing', 'bus closed', 'database closed']);
  });

  it('logs a failing step and still runs the ones after it', async () => {
    const log = captureLogger();
    const shutdown = new Shutdown(log.logger);
    const events: string[] = [];
    shutdown.add(() => void events.push('database closed'));
    shutdown.add(() => {
      throw new Error('bus refused to close');
    });
    shutdown.add(() => Promise.reject(new Error('server refused to close')));

    await expect(shutdown.run()).resolves.toBeUndefined();

    expect(events).toEqual(['database closed']);
    const failures = log.lines().filter((l) => l.msg === 'shutdown step failed');
    expect(failures.map((l) => (l.err as { message: string }).message)).toEqual([
      'server refused to close',
      'bus refused to close',
    ]);
  });

  it('closes each thing once however often it is asked to stop', async () => {
    const { logger } = captureLogger();
    const shutdown = new Shutdown(logger);
    let closed = 0;
    shutdown.add(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      closed++;
    });

    const first = shutdown.run();
    const second = shutdown.run();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    await shutdown.run();

    expect(closed).toBe(1);
  });
});
