import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { backoffDelayMs } from './rate-limit.ts';

describe('backoffDelayMs', () => {
  const rule = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 86_400_000 };

  it('costs nothing for the free failures, then doubles, then stays at the cap', () => {
    expect([0, 1, 2].map((n) => backoffDelayMs(n, rule))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => backoffDelayMs(n, rule))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelayMs(9, rule)).toBe(60_000);
    expect(backoffDelayMs(10_000, rule)).toBe(60_000);
  });

  it('the login default: 5 failures on one e-mail from one IP cost 4 s, and never more than 15 min', () => {
    const login = DEFAULT_RATE_LIMITS.loginPerEmailIp;
    expect(backoffDelayMs(5, login)).toBe(4000);
    expect(backoffDelayMs(1000, login)).toBe(15 * 60_000);
  });
});
