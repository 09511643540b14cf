import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaver } from './debounced-saver.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSaver', () => {
  it('saves only the last of quick edits, after the delay', async () => {
    const saved: number[] = [];
    const saver = createSaver<number>({ delayMs: 300, save: async (v) => void saved.push(v) });
    saver.schedule(1);
    await vi.advanceTimersByTimeAsync(200);
    saver.schedule(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(saved).toEqual([2]);
    expect(saver.status()).toBe('idle');
  });

  it('never runs two saves at once and saves the newest value after the running one', async () => {
    const calls: { value: number; done: ReturnType<typeof deferred> }[] = [];
    const saver = createSaver<number>({
      delayMs: 100,
      save: (value) => {
        const done = deferred();
        calls.push({ value, done });
        return done.promise;
      },
    });
    saver.schedule(1);
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule(2);
    saver.schedule(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.value)).toEqual([1]);
    calls[0]?.done.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.value)).toEqual([1, 3]);
    calls[1]?.done.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.status()).toBe('idle');
  });

  it('flush saves at once and reports a failure', async () => {
    const saved: number[] = [];
    let fail = false;
    const saver = createSaver<number>({
      delayMs: 10_000,
      save: async (v) => {
        if (fail) throw new Error('down');
        saved.push(v);
      },
    });
    saver.schedule(7);
    expect(await saver.flush()).toBe(true);
    expect(saved).toEqual([7]);
    fail = true;
    saver.schedule(8);
    expect(await saver.flush()).toBe(false);
    expect(saver.status()).toBe('error');
    expect(await saver.flush()).toBe(false);
  });

  it('cancel drops the pending value', async () => {
    const saved: number[] = [];
    const saver = createSaver<number>({ delayMs: 100, save: async (v) => void saved.push(v) });
    saver.schedule(1);
    saver.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(saved).toEqual([]);
  });
});
