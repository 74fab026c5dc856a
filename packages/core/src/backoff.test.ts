import { backoffDelayMs, type BackoffPolicy } from './backoff';

const policy = (jitter: BackoffPolicy['jitter']): BackoffPolicy => ({ initialDelayMs: 100, maxDelayMs: 1000, jitter });

test('without jitter the delay doubles per attempt from the initial delay, up to the maximum', () => {
  expect([1, 2, 3, 4, 5, 30].map((a) => backoffDelayMs(policy('none'), a))).toEqual([100, 200, 400, 800, 1000, 1000]);
});

test('equal jitter keeps the delay between half and all of the step', () => {
  expect(backoffDelayMs(policy('equal'), 3, () => 0)).toBe(200);
  expect(backoffDelayMs(policy('equal'), 3, () => 1)).toBe(400);
  expect(backoffDelayMs(policy('equal'), 30, () => 1)).toBe(1000);
});

test('full jitter spreads the delay from nothing to the whole step', () => {
  expect(backoffDelayMs(policy('full'), 3, () => 0)).toBe(0);
  expect(backoffDelayMs(policy('full'), 3, () => 0.5)).toBe(200);
  expect(backoffDelayMs(policy('full'), 30, () => 1)).toBe(1000);
});
