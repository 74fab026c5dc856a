import { AppError } from '@engram/core';
import { TenantCounts, describeError, retryDelayMs, sleep, validateSubscribeOptions } from './shared';

describe('retryDelayMs', () => {
  const policy = { initialDelayMs: 100, maxDelayMs: 1000 };

  it('doubles the delay per failed attempt, between half and all of the exponential step', () => {
    expect(retryDelayMs(policy, 1, () => 0)).toBe(50);
    expect(retryDelayMs(policy, 1, () => 1)).toBe(100);
    expect(retryDelayMs(policy, 3, () => 0)).toBe(200);
    expect(retryDelayMs(policy, 3, () => 1)).toBe(400);
  });

  it('never exceeds the maximum delay', () => {
    expect(retryDelayMs(policy, 30, () => 1)).toBe(1000);
  });
});

describe('describeError', () => {
  it('names the error without its message, which may quote content', () => {
    expect(describeError(new TypeError('secret text'))).toBe('TypeError');
    expect(describeError(AppError.invalid('query_too_long', 'secret text'))).toBe('AppError:query_too_long');
    expect(describeError('secret text')).toBe('string');
  });
});

describe('sleep', () => {
  it('ends early when its signal aborts', async () => {
    const controller = new AbortController();
    const slept = sleep(3_600_000, controller.signal);
    controller.abort();
    await expect(slept).resolves.toBeUndefined();
  });
});

describe('validateSubscribeOptions', () => {
  it('accepts reserved slots below the concurrency and refuses the rest with a stable code', () => {
    expect(() => validateSubscribeOptions({ concurrency: 4, reservedSlots: 3 })).not.toThrow();
    for (const reservedSlots of [4, -1, 1.5]) {
      expect(() => validateSubscribeOptions({ concurrency: 4, reservedSlots })).toThrow(
        expect.objectContaining({ reason: 'bus_reserved_slots_invalid' }),
      );
    }
    expect(() => validateSubscribeOptions({ concurrency: 0 })).toThrow(
      expect.objectContaining({ reason: 'bus_concurrency_invalid' }),
    );
  });
});

test('TenantCounts counts running handlers per tenant and forgets a tenant at zero', () => {
  const counts = new TenantCounts();
  counts.add('a');
  counts.add('a');
  counts.add('b');
  expect([counts.get('a'), counts.get('b'), counts.get('c')]).toEqual([2, 1, 0]);
  expect(counts.atLeast(2)).toEqual(['a']);
  counts.release('a');
  counts.release('b');
  expect([counts.get('a'), counts.get('b')]).toEqual([1, 0]);
  expect(counts.atLeast(1)).toEqual(['a']);
});
