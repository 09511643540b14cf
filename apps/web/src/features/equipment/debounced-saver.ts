/**
 * Debounced, serialised saving of a whole value (part 2 §4.1: every equipment edit is saved with a
 * debounced write). Edits during the wait restart it; edits during a save are saved right after it,
 * latest value only, so two writes of the same set never race and the last edit always wins.
 */
export type SaverStatus = 'idle' | 'pending' | 'saving' | 'error';

export interface SaverOptions<T> {
  delayMs: number;
  save: (value: T) => Promise<void>;
  onStatus?: (status: SaverStatus) => void;
}

export interface Saver<T> {
  schedule(value: T): void;
  /** Saves what is pending now; resolves true once everything is saved, false if the last save failed. */
  flush(): Promise<boolean>;
  /** Forgets a pending value (the caller already saved it another way). */
  cancel(): void;
  status(): SaverStatus;
}

export function createSaver<T>({ delayMs, save, onStatus }: SaverOptions<T>): Saver<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<boolean> | null = null;
  let current: SaverStatus = 'idle';

  function setStatus(next: SaverStatus) {
    if (next === current) return;
    current = next;
    onStatus?.(next);
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  async function drain(): Promise<boolean> {
    let ok = true;
    while (pending) {
      const { value } = pending;
      pending = null;
      setStatus('saving');
      try {
        await save(value);
        ok = true;
      } catch {
        ok = false;
      }
    }
    setStatus(ok ? 'idle' : 'error');
    return ok;
  }

  function run(): Promise<boolean> {
    clearTimer();
    if (!running) {
      running = drain().finally(() => {
        running = null;
      });
    }
    return running;
  }

  return {
    schedule(value) {
      pending = { value };
      clearTimer();
      if (!running) setStatus('pending');
      timer = setTimeout(() => {
        void run();
      }, delayMs);
    },
    async flush() {
      clearTimer();
      if (running) await running;
      if (pending) return run();
      return current !== 'error';
    },
    cancel() {
      clearTimer();
      pending = null;
      if (!running) setStatus('idle');
    },
    status: () => current,
  };
}
