import { QueryClient } from '@tanstack/react-query';

/** Part 1 §9: default stale time 0, no refetch on window focus. Per-query times are set where used. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
