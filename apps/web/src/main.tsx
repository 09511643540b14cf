import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './touch.css';
import './ui/bottom-bar.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { handleSessionLost } from './lib/auth.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.tsx';
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

// dashboard.html draws the signed-in layout's frame before any script runs (build/prerender.ts): it
// goes once the app's first page is on screen, or after 15 s whatever happened.
const frame = document.getElementById('app-frame');
if (frame) {
  const removeFrame = () => frame.remove();
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    removeFrame();
  });
  setTimeout(removeFrame, 15_000);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const Notifications = lazy(() =>
  import('./ui/notifications-container.ts').then((module) => ({ default: module.Notifications })),
);

/**
 * The toasts' container loads with the first toast: the notifications store keeps it meanwhile and the
 * container shows it once mounted (a page that shows no toast loads none of that code).
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const asked = notifications.length + queue.length > 0;
  useEffect(() => {
    if (asked) setNeeded(true);
  }, [asked]);
  if (!needed && !asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-left" />
    </Suspense>
  );
}

// tRPC and modals are provided by the signed-in area (routes/_app.tsx): the public pages do without.
function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DeferredNotifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * The page's route is resolved (its code, beforeLoad and loader: on /dashboard the user and the recent
 * projects, whose requests dashboard.html preloaded) before React draws anything: the app is drawn once,
 * with its data, where it drew the pending route first and then the loaded one (two renders, two commits,
 * two style and layout passes). The router knows the location is loaded and does not load it again when
 * it mounts (Transitioner); a redirect met meanwhile loads its target by itself (no history subscriber
 * yet). A failed load still renders: the router shows its error page or loads again.
 */
const root = document.getElementById('root');
if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  router.load().then(render, render);
  registerServiceWorker();
}
