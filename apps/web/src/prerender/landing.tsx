import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { routeTree } from '../routeTree.gen.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * Renders the landing page to HTML at build time (build/prerender.ts), with the same components, theme
 * and routes as the app: the page is painted before any script runs, then the app takes over.
 */
export async function renderLanding(): Promise<string> {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
