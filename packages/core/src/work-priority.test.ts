import { PriorityLock, isBackgroundWork, runAsBackground } from './work-priority';

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('background work is marked through everything it starts, and nothing else is', async () => {
  expect(isBackgroundWork()).toBe(false);
  const seen = await runAsBackground(async () => {
    await tick();
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(isBackgroundWork()), 1));
  });
  expect(seen).toBe(true);
  expect(isBackgroundWork()).toBe(false);
});

test('the lock serves waiting interactive work first, and background work after at most N interactive grants', async () => {
  const lock = new PriorityLock(2);
  const order: string[] = [];
  let release!: () => void;
  const first = lock.runExclusive(() => new Promise<void>((resolve) => (release = resolve)), false);
  const waiters = [
    lock.runExclusive(async () => void order.push('b1'), true),
    lock.runExclusive(async () => void order.push('b2'), true),
    lock.runExclusive(async () => void order.push('i1'), false),
    lock.runExclusive(async () => void order.push('i2'), false),
    lock.runExclusive(async () => void order.push('i3'), false),
  ];
  expect(lock.waiting).toEqual({ interactive: 3, background: 2 });
  release();
  await Promise.all([first, ...waiters]);
  expect(order).toEqual(['i1', 'i2', 'b1', 'i3', 'b2']);
  expect(lock.waiting).toEqual({ interactive: 0, background: 0 });
});

test('a failing holder releases the lock, and its caller inside runAsBackground counts as background', async () => {
  const lock = new PriorityLock();
  await expect(lock.runExclusive(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  const order: string[] = [];
  let release!: () => void;
  const holder = lock.runExclusive(() => new Promise<void>((resolve) => (release = resolve)));
  const bg = runAsBackground(() => lock.runExclusive(async () => void order.push('background')));
  const fg = lock.runExclusive(async () => void order.push('interactive'));
  release();
  await Promise.all([holder, bg, fg]);
  expect(order).toEqual(['interactive', 'background']);
});
