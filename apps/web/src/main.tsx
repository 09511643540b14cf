import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './touch.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { httpBatchLink } from '@trpc/client';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { handleSessionLost } from './lib/auth.tsx';
import { appFetch } from './lib/network.ts';
import { createQueryClient } from './lib/query-client.ts';
import { trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Part 1 §8: any 401 from a query or mutation logs out and goes to login (the router is created just below).
const queryClient = createQueryClient({ onUnauthorized: () => handleSessionLost(queryClient, router) });

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function App() {
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [
        httpBatchLink({
          url: '/trpc',
          fetch: appFetch,
          // The server refuses batches of more than 10 calls (issue 18).
          maxItems: 10,
        }),
      ],
    }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ModalsProvider labels={{ confirm: 'Confirmer', cancel: 'Annuler' }}>
            <Notifications position="bottom-left" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
