import { FairDispatcher } from './fair-dispatcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairDispatcher', () => {
  it('lets tenants take turns, one message each, keeping each tenant’s order', async () => {
    const dispatcher = new FairDispatcher(1);
    const ran: string[] = [];
    const jobs = [
      ...Array.from({ length: 5 }, (_, i) => dispatcher.submit('a', async () => void ran.push(`a${i}`))),
      dispatcher.submit('b', async () => void ran.push('b0')),
      dispatcher.submit('b', async () => void ran.push('b1')),
      dispatcher.submit('', async () => void ran.push('x0')),
    ];
    await Promise.all(jobs);
    expect(ran).toEqual(['a0', 'b0', 'x0', 'a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('runs at most `concurrency` at once and returns each result', async () => {
    const dispatcher = new FairDispatcher(2);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        dispatcher.submit(`t${i % 3}`, async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
    expect(dispatcher.waiting).toBe(0);
  });

  it('a tenant arriving behind a backlog runs next, not after it', async () => {
    const dispatcher = new FairDispatcher(1);
    const ran: string[] = [];
    const backlog = Array.from({ length: 50 }, (_, i) =>
      dispatcher.submit('big', async () => {
        ran.push(`big${i}`);
        await tick();
      }),
    );
    await tick();
    await tick();
    const small = dispatcher.submit('small', async () => void ran.push('small'));
    await Promise.all([...backlog, small]);
    expect(ran.indexOf('small')).toBeLessThan(5);
  });

  it('passes a failure to its submitter and goes on with the others', async () => {
    const dispatcher = new FairDispatcher(1);
    const failed = dispatcher.submit('a', async () => {
      throw new Error('handler failed');
    });
    const ok = dispatcher.submit('b', async () => 'fine');
    await expect(failed).rejects.toThrow('handler failed');
    await expect(ok).resolves.toBe('fine');
  });

  it("keeps the reserved slots for a tenant that arrives while another's messages hold every other slot", async () => {
    const dispatcher = new FairDispatcher(3, 1);
    const started: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const backlog = Array.from({ length: 6 }, (_, i) =>
      dispatcher.submit('a', async () => {
        started.push(`a${i}`);
        await held;
      }),
    );
    await tick();
    await tick();
    expect(started).toEqual(['a0', 'a1']);
    const late = dispatcher.submit('b', async () => void started.push('b0'));
    await tick();
    await late;
    expect(started).toEqual(['a0', 'a1', 'b0']);
    release();
    await Promise.all(backlog);
    expect(started).toHaveLength(7);
  });
});
