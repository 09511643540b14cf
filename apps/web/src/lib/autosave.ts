/**
 * Debounced, serialised autosave of a whole value, shared by every step that saves as the user types
 * (rooms, equipment, options, dimensioning, estimate — part 1 §9, part 2 §4.1, §4.4):
 * - every change restarts the wait; after it the latest value is saved, never while another save runs
 *   (the newest value waits and goes next), so two writes never race and the last edit wins;
 * - with `keyOf`, a value whose content equals the last saved content is not saved again;
 * - a save that fails because the network is down (`isRetryable`) keeps its value and tries again
 *   with back-off, or at once on `retry()` (the browser is back online); any other failure drops the
 *   value and reports 'error' (the caller restores or tells the user).
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'offline';

export interface AutosaveOptions<T> {
  delayMs: number;
  save: (value: T) => Promise<void>;
  /** The content compared with the last saved one; values with the same key are not saved twice. */
  keyOf?: (value: T) => string;
  onStatus?: (status: AutosaveStatus, error?: unknown) => void;
  /** True for a failure worth retrying as is (no network); defaults to never. */
  isRetryable?: (error: unknown) => boolean;
  /** Waits between retries of a retryable failure; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** Logged with a failed save (part 2 §8: save failures are logged). */
  errorLog?: string;
}

export interface Autosave<T> {
  /** A change: saved after the delay unless another change comes first. */
  schedule(value: T): void;
  /** Tells the saver what the server already holds (e.g. data just loaded), so it is not saved again. */
  markSaved(value: T): void;
  /** Forgets the pending change, if any (a running save finishes). */
  cancel(): void;
  /** Saves the pending change now; resolves true once everything is saved, false if a save failed. */
  flush(): Promise<boolean>;
  /** Waits for a running save, then saves `value` at once even if unchanged; rejects on failure. */
  saveNow(value: T): Promise<void>;
  /** Tries a value waiting for the network again now (the browser went back online). */
  retry(): void;
  /** True while a change is not yet saved (waiting, saving, or waiting for the network). */
  hasUnsaved(): boolean;
  status(): AutosaveStatus;
  /** Stops the timers (the value stays unsaved). */
  dispose(): void;
}

/** Back-off of retries while offline: 2 s, 5 s, 15 s, then every 30 s. */
const AUTOSAVE_RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000] as const;

type SaveLoopOptions<T> = Required<Omit<AutosaveOptions<T>, 'delayMs' | 'keyOf' | 'onStatus'>> &
  Pick<AutosaveOptions<T>, 'onStatus'>;

/** What the saver holds between calls. */
interface SaveLoopState<T> {
  lastSavedKey: string | null;
  savedOnce: boolean;
  pending: { value: T; key: string | null } | null;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<boolean> | null;
  current: AutosaveStatus;
  failures: number;
}

/** The saver's state and the loop that saves pending values one after the other. */
function createSaveLoop<T>({ save, onStatus, isRetryable, retryDelaysMs, errorLog }: SaveLoopOptions<T>) {
  const state: SaveLoopState<T> = {
    lastSavedKey: null,
    savedOnce: false,
    pending: null,
    timer: null,
    running: null,
    current: 'idle',
    failures: 0,
  };

  function setStatus(next: AutosaveStatus, error?: unknown) {
    if (next === state.current && next !== 'error' && next !== 'offline') return;
    state.current = next;
    onStatus?.(next, error);
  }

  function clearTimer() {
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
  }

  const restingStatus = (): AutosaveStatus => (state.savedOnce ? 'saved' : 'idle');
  const isSaved = (key: string | null): boolean => key !== null && key === state.lastSavedKey;

  async function saveOne(value: T, key: string | null): Promise<void> {
    setStatus('saving');
    await save(value);
    state.lastSavedKey = key;
    state.savedOnce = true;
    state.failures = 0;
  }

  function waitForNetwork(value: T, key: string | null, error: unknown) {
    // A newer change supersedes the one that failed.
    if (!state.pending) state.pending = { value, key };
    const wait = retryDelaysMs[Math.min(state.failures, retryDelaysMs.length - 1)] ?? 30_000;
    state.failures += 1;
    setStatus('offline', error);
    clearTimer();
    state.timer = setTimeout(() => {
      state.timer = null;
      start();
    }, wait);
  }

  /** Saves pending values one after the other until none is left; failures are reported, not thrown. */
  async function drain(): Promise<boolean> {
    let ok = true;
    while (state.pending) {
      const { value, key } = state.pending;
      state.pending = null;
      if (isSaved(key)) continue;
      try {
        await saveOne(value, key);
        ok = true;
      } catch (error) {
        if (isRetryable(error)) {
          waitForNetwork(value, key, error);
          return false;
        }
        console.error(errorLog, error);
        ok = false;
        setStatus('error', error);
      }
    }
    if (ok) setStatus(restingStatus());
    return ok;
  }

  function start(): Promise<boolean> {
    if (state.running) return state.running;
    clearTimer();
    state.running = drain().finally(() => {
      state.running = null;
      // A change scheduled while the save ran goes now (its wait has passed or restarts below).
      if (state.pending && state.timer === null && state.current !== 'offline') start();
    });
    return state.running;
  }

  return { state, setStatus, clearTimer, restingStatus, isSaved, saveOne, waitForNetwork, start };
}

export function createAutosave<T>({
  delayMs,
  save,
  keyOf,
  onStatus,
  isRetryable = () => false,
  retryDelaysMs = AUTOSAVE_RETRY_DELAYS_MS,
  errorLog = 'Erreur lors de la sauvegarde',
}: AutosaveOptions<T>): Autosave<T> {
  const loop = createSaveLoop<T>({ save, onStatus, isRetryable, retryDelaysMs, errorLog });
  const { state, setStatus, clearTimer, restingStatus, isSaved, saveOne, waitForNetwork, start } = loop;
  const keyFor = (value: T) => (keyOf ? keyOf(value) : null);

  return {
    schedule(value) {
      const key = keyFor(value);
      if (state.current !== 'offline') clearTimer();
      if (isSaved(key) && !state.running) {
        state.pending = null;
        clearTimer();
        if (state.current === 'pending' || state.current === 'offline') setStatus(restingStatus());
        return;
      }
      state.pending = { value, key };
      // While offline, the change joins the queue and goes with the next retry.
      if (state.current === 'offline') return;
      if (!state.running) setStatus('pending');
      state.timer = setTimeout(() => {
        state.timer = null;
        void start();
      }, delayMs);
    },
    markSaved(value) {
      state.lastSavedKey = keyFor(value);
    },
    cancel() {
      clearTimer();
      state.pending = null;
      if (!state.running && (state.current === 'pending' || state.current === 'offline')) {
        setStatus(restingStatus());
      }
    },
    async flush() {
      clearTimer();
      let ok = state.current !== 'error';
      if (state.running) ok = await state.running;
      if (state.pending) ok = await start();
      return ok && !state.pending;
    },
    async saveNow(value) {
      clearTimer();
      state.pending = null;
      if (state.running) await state.running;
      const key = keyFor(value);
      try {
        await saveOne(value, key);
        setStatus('saved');
      } catch (error) {
        if (isRetryable(error)) waitForNetwork(value, key, error);
        else setStatus('error', error);
        throw error;
      }
    },
    retry() {
      if (state.pending && !state.running) {
        state.failures = 0;
        void start();
      }
    },
    hasUnsaved: () => state.pending !== null || state.current === 'saving',
    status: () => state.current,
    dispose() {
      clearTimer();
    },
  };
}
