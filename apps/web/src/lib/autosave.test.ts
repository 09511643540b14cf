import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveStatus, createAutosave } from './autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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

interface Doc {
  total: number;
}

function setup(save: (value: Doc) => Promise<void>) {
  const statuses: AutosaveStatus[] = [];
  const saver = createAutosave<Doc>({
    delayMs: 1000,
    save,
    keyOf: (d) => JSON.stringify(d),
    onStatus: (s) => statuses.push(s),
  });
  return { saver, statuses };
}

describe('createAutosave (part 2 §4.4: debounce, only changed content, one save at a time)', () => {
  it('saves the last of quick changes once, one second after the last one', async () => {
    const saved: Doc[] = [];
    const { saver, statuses } = setup(async (d) => void saved.push(d));
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(600);
    saver.schedule({ total: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ total: 2 }]);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('does not save content equal to the last saved content', async () => {
    const save = vi.fn(async () => {});
    const { saver } = setup(save);
    saver.markSaved({ total: 5 });
    saver.schedule({ total: 5 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    saver.schedule({ total: 6 });
    await vi.advanceTimersByTimeAsync(1000);
    saver.schedule({ total: 6 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs two saves at once and saves the latest change after the running one', async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const saved: Doc[] = [];
    const { saver } = setup(async (d) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const gate = deferred();
      gates.push(gate);
      await gate.promise;
      saved.push(d);
      inFlight -= 1;
    });
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(gates).toHaveLength(1);
    saver.schedule({ total: 2 });
    saver.schedule({ total: 3 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(gates).toHaveLength(1);
    gates[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(2);
    gates[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ total: 1 }, { total: 3 }]);
    expect(maxInFlight).toBe(1);
  });

  it('reports a failed save in its status and saves again on the next change', async () => {
    let fail = true;
    const saved: Doc[] = [];
    const { saver, statuses } = setup(async (d) => {
      if (fail) throw new Error('réseau');
      saved.push(d);
    });
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.status()).toBe('error');
    fail = false;
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual([{ total: 1 }]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('saveNow cancels the pending change, waits for the running save and saves at once', async () => {
    const gate = deferred();
    const saved: Doc[] = [];
    let first = true;
    const { saver } = setup(async (d) => {
      if (first) {
        first = false;
        await gate.promise;
      }
      saved.push(d);
    });
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    saver.schedule({ total: 2 });
    const finishing = saver.saveNow({ total: 9 });
    gate.resolve();
    await finishing;
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([{ total: 1 }, { total: 9 }]);
  });

  it('flush saves the pending change without waiting for the delay', async () => {
    const saved: Doc[] = [];
    const { saver } = setup(async (d) => void saved.push(d));
    saver.schedule({ total: 4 });
    await saver.flush();
    expect(saved).toEqual([{ total: 4 }]);
    await saver.flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toEqual([{ total: 4 }]);
  });

  it('saveNow rejects when the save fails', async () => {
    const { saver } = setup(async () => {
      throw new Error('500');
    });
    await expect(saver.saveNow({ total: 1 })).rejects.toThrow('500');
    expect(saver.status()).toBe('error');
  });

  it('saves every value when no keyOf is given, and flush tells whether it succeeded', async () => {
    const saved: number[] = [];
    let fail = false;
    const saver = createAutosave<number>({
      delayMs: 10_000,
      save: async (v) => {
        if (fail) throw new Error('down');
        saved.push(v);
      },
    });
    saver.schedule(7);
    expect(await saver.flush()).toBe(true);
    saver.schedule(7);
    expect(await saver.flush()).toBe(true);
    expect(saved).toEqual([7, 7]);
    fail = true;
    saver.schedule(8);
    expect(await saver.flush()).toBe(false);
    expect(saver.status()).toBe('error');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('cancel drops the pending change', async () => {
    const save = vi.fn(async () => {});
    const { saver } = setup(save);
    saver.schedule({ total: 1 });
    saver.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.hasUnsaved()).toBe(false);
  });
});

describe('createAutosave offline (edits survive a bad network)', () => {
  class NetworkDown extends Error {}

  function offlineSetup() {
    let online = false;
    const saved: Doc[] = [];
    const statuses: AutosaveStatus[] = [];
    const saver = createAutosave<Doc>({
      delayMs: 100,
      keyOf: (d) => JSON.stringify(d),
      retryDelaysMs: [1000, 4000],
      isRetryable: (e) => e instanceof NetworkDown,
      onStatus: (s) => statuses.push(s),
      save: async (d) => {
        if (!online) throw new NetworkDown('Failed to fetch');
        saved.push(d);
      },
    });
    return { saver, saved, statuses, goOnline: () => (online = true) };
  }

  it('keeps a change that failed for lack of network and retries it with back-off', async () => {
    const { saver, saved, statuses, goOnline } = offlineSetup();
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(saver.status()).toBe('offline');
    expect(saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000); // first retry, still offline
    expect(statuses.filter((s) => s === 'offline')).toHaveLength(2);
    goOnline();
    await vi.advanceTimersByTimeAsync(3999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ total: 1 }]);
    expect(saver.status()).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('a change made while offline replaces the waiting one; retry() sends it at once', async () => {
    const { saver, saved, goOnline } = offlineSetup();
    saver.schedule({ total: 1 });
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule({ total: 2 });
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.status()).toBe('offline');
    goOnline();
    saver.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ total: 2 }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([{ total: 2 }]);
  });

  it('flush while offline resolves false and keeps the change queued', async () => {
    const { saver, saved, goOnline } = offlineSetup();
    saver.schedule({ total: 3 });
    expect(await saver.flush()).toBe(false);
    expect(saver.hasUnsaved()).toBe(true);
    goOnline();
    expect(await saver.flush()).toBe(true);
    expect(saved).toEqual([{ total: 3 }]);
  });

  it('saveNow while offline rejects but keeps the value for the next retry', async () => {
    const { saver, saved, goOnline } = offlineSetup();
    await expect(saver.saveNow({ total: 9 })).rejects.toThrow('Failed to fetch');
    expect(saver.status()).toBe('offline');
    goOnline();
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual([{ total: 9 }]);
  });
});
