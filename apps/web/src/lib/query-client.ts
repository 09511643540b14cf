import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { serverAnswerOf } from './error-message.ts';

/**
 * A request refused because there is no (longer a) session. A refused login or a wrong current password
 * is also answered 401 (INVALID_CREDENTIALS) but means the form's input was wrong, not that the session ended.
 */
export function isUnauthorized(error: unknown): boolean {
  const data = serverAnswerOf(error);
  return data?.httpStatus === 401 && data.code !== 'INVALID_CREDENTIALS';
}

function httpStatusOf(error: unknown): number | undefined {
  return serverAnswerOf(error)?.httpStatus;
}

export interface QueryClientOptions {
  /** Part 1 §8: any 401 logs the user out and sends them to login (wired in lib/auth.tsx). */
  onUnauthorized?: () => void;
}

/** Part 1 §9: default stale time 0, no refetch on window focus. Per-query times are set where used. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // A write made offline fails at once instead of pausing, so the autosave can keep it
      // (locally), say 'Hors ligne…' and retry with back-off; reads still wait for the network.
      mutations: { networkMode: 'always' },
      queries: {
        staleTime: 0,
        refetchOnWindowFocus: false,
        // A client error (401, 404, validation) will not change on a second try.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 1;
        },
      },
    },
  });
}
