import { describe, expect, it } from 'vitest';
import { Budget } from './budget.ts';

/** A CPU clock the test moves by hand (microseconds, as process.cpuUsage counts). */
function fakeClock() {
  let micros = 5_000_000;
  const clock = (since?: NodeJS.CpuUsage) => ({
    user: micros - (since?.user ?? 0),
    system: 0 - (since?.system ?? 0),
  });
  return { clock, spend: (ms: number) => (micros += ms * 1000) };
}

describe('a page’s CPU budget', () => {
  it('lets a stage start only while its share of the budget is left', () => {
    const { clock, spend } = fakeClock();
    const budget = new Budget(10_000, undefined, clock);
    expect(budget.allows(0.5)).toBe(true);
    spend(4_999);
    expect(budget.allows(0.5)).toBe(true);
    spend(2);
    expect(budget.allows(0.5)).toBe(false);
    expect(budget.allows(0.8)).toBe(true);
    expect(budget.spentMs()).toBe(5_001);
  });

  it('keeps each stage’s CPU time, in the order they ran', () => {
    const { clock, spend } = fakeClock();
    const budget = new Budget(10_000, undefined, clock);
    spend(1200);
    budget.mark('page reading');
    spend(300);
    budget.mark('close readings');
    expect(budget.marks).toEqual([
      { stage: 'page reading', cpuMs: 1200 },
      { stage: 'close readings', cpuMs: 300 },
    ]);
  });

  it('counts the real CPU time of this process by default', () => {
    const budget = new Budget(60_000);
    let x = 0;
    for (let i = 0; i < 5_000_000; i++) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
    expect(budget.spentMs()).toBeGreaterThan(0);
  });
});
