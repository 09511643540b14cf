import { useCallback, useEffect, useRef, useState } from 'react';
import { type AutosaveStatus, createAutosave } from './autosave.ts';
import { isNetworkError } from './error-message.ts';

export interface UseAutosaveOptions<T> {
  delayMs: number;
  /** The write; the latest function given is used (it may close over fresh data). */
  save: (value: T) => Promise<void>;
  keyOf?: (value: T) => string;
  /** A save that failed for another reason than the network (the change is dropped). */
  onError?: (error: unknown) => void;
  /** Called after a save when nothing is left to save (e.g. to forget the local copy). */
  onSaved?: () => void;
  errorLog?: string;
}

export interface AutosaveState {
  status: AutosaveStatus;
  error: unknown;
}

/**
 * The shared autosave of a step (see lib/autosave.ts): one saver per mounted editor. A save without
 * network is retried with back-off and as soon as the browser is back online; leaving the page with
 * a change not yet saved asks first; unmounting the step saves what is pending.
 */
export function useAutosave<T>(options: UseAutosaveOptions<T>) {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<AutosaveState>({ status: 'idle', error: null });
  const [saver] = useState(() =>
    createAutosave<T>({
      delayMs: options.delayMs,
      keyOf: options.keyOf ? (value) => latest.current.keyOf?.(value) ?? '' : undefined,
      errorLog: options.errorLog,
      isRetryable: isNetworkError,
      save: (value) => latest.current.save(value),
      onStatus: (status, error) => {
        setState({ status, error: error ?? null });
        if (status === 'error') latest.current.onError?.(error);
        if (status === 'saved') latest.current.onSaved?.();
      },
    }),
  );

  useEffect(() => {
    const retry = () => saver.retry();
    // Leaving with a change not yet saved asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', retry);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('beforeunload', warn);
      // Leaving the step never drops an edit.
      void saver.flush();
    };
  }, [saver]);

  const schedule = useCallback((value: T) => saver.schedule(value), [saver]);
  return {
    ...state,
    saver,
    schedule,
    flush: saver.flush,
    saveNow: saver.saveNow,
    markSaved: saver.markSaved,
    cancel: saver.cancel,
    hasUnsaved: saver.hasUnsaved,
  };
}
