import { type RouterOutputs, trpc } from '../../lib/trpc.ts';

export type ClientView = RouterOutputs['clients']['list'][number];

/** The company's clients, by name (step 1's picker and the settings' list share the cache). */
export function useClients() {
  return trpc.clients.list.useQuery(undefined, { staleTime: 60_000 });
}

/** Refreshes what shows a client: the list, and projects (their cards and step 1 carry it). */
export function useInvalidateClients() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.clients.list.invalidate(), utils.projects.invalidate()]);
}
