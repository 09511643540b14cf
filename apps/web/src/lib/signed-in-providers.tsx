import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { appFetch } from './network.ts';
import { trpc } from './trpc.ts';

/** One client for the page's life: the provider mounts again on every visit of the signed-in area. */
let client: ReturnType<typeof trpc.createClient> | undefined;

function trpcClient() {
  client ??= trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: appFetch,
        // The server refuses batches of more than 10 calls.
        maxItems: 10,
      }),
    ],
  });
  return client;
}

/** The procedures' query helpers outside React: route loaders prefetch with them into the app's cache. */
export function trpcQueryUtils(queryClient: QueryClient) {
  return createTRPCQueryUtils({ queryClient, client: trpcClient() });
}

/**
 * What the signed-in area needs besides the app's own providers: tRPC, sharing the app's query cache,
 * and confirmation modals. The public pages (landing, auth) go without and call REST, so that they load
 * neither.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcClient()} queryClient={queryClient}>
      <ModalsProvider labels={{ confirm: 'Confirmer', cancel: 'Annuler' }}>{children}</ModalsProvider>
    </trpc.Provider>
  );
}
