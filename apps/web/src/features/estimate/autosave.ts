/**
 * Debounced autosave of a whole value (part 2 §4.4): every change restarts a wait; after it, the
 * value is saved only when its content differs from the last saved content, never while another
 * save is running (the latest value waits and goes next). `saveNow` skips the wait, for finishing.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AutosaveOptions<T> {
  delayMs: number;
  save: (value: T) => Promise<void>;
  /** The content compared with the last saved one; values with the same key are not saved twice. */
  keyOf: (value: T) => string;
  onStatus?: (status: AutosaveStatus, error?: unknown) => void;
  /** Logged with a failed save (part 2 §8: save failures are only logged). */
  errorLog?: string;
}

export interface Autosave<T> {
  /** A change: saved after the delay unless another change comes first. */
  schedule(value: T): void;
  /** Tells the saver what the server already holds (e.g. the quote just loaded), so it is not saved again. */
  markSaved(value: T): void;
  /** Forgets the pending change, if any (a running save finishes). */
  cancel(): void;
  /** Saves the pending change now instead of after the delay; resolves once nothing is left to save. */
  flush(): Promise<void>;
  /** Waits for a running save, then saves `value` at once even if unchanged; rejects on failure. */
  saveNow(value: T): Promise<void>;
  status(): AutosaveStatus;
}

export function createAutosave<T>({
  delayMs,
  save,
  keyOf,
  onStatus,
  errorLog = 'Erreur lors de la sauvegarde',
}: AutosaveOptions<T>): Autosave<T> {
  let lastSavedKey: string | null = null;
  let pending: { value: T; key: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let current: AutosaveStatus = 'idle';

  function setStatus(next: AutosaveStatus, error?: unknown) {
    if (next === current && next !== 'error') return;
    current = next;
    onStatus?.(next, error);
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  async function saveOne(value: T, key: string): Promise<void> {
    setStatus('saving');
    await save(value);
    lastSavedKey = key;
  }

  /** Saves pending values one after the other until none is left; failures are reported, not thrown. */
  async function drain(): Promise<void> {
    while (pending) {
      const { value, key } = pending;
      pending = null;
      if (key === lastSavedKey) continue;
      try {
        await saveOne(value, key);
      } catch (error) {
        // Part 2 §8: save failures are only logged; the status indicator carries the error.
        console.error(errorLog, error);
        setStatus('error', error);
        if (!pending) return;
      }
    }
    setStatus(lastSavedKey === null ? 'idle' : 'saved');
  }

  function start() {
    clearTimer();
    if (running) return;
    running = drain().finally(() => {
      running = null;
      // A change scheduled without a timer while the save ran (see schedule) goes now.
      if (pending && timer === null) start();
    });
  }

  return {
    schedule(value) {
      const key = keyOf(value);
      clearTimer();
      if (key === lastSavedKey && !running) {
        pending = null;
        if (current === 'pending') setStatus('saved');
        return;
      }
      pending = { value, key };
      if (!running) setStatus('pending');
      timer = setTimeout(() => {
        timer = null;
        start();
      }, delayMs);
    },
    markSaved(value) {
      lastSavedKey = keyOf(value);
    },
    cancel() {
      clearTimer();
      pending = null;
      if (!running && current === 'pending') setStatus(lastSavedKey === null ? 'idle' : 'saved');
    },
    async flush() {
      clearTimer();
      if (pending && !running) start();
      while (running) await running;
    },
    async saveNow(value) {
      clearTimer();
      pending = null;
      if (running) await running;
      const key = keyOf(value);
      try {
        await saveOne(value, key);
        setStatus('saved');
      } catch (error) {
        setStatus('error', error);
        throw error;
      }
    },
    status: () => current,
  };
}
