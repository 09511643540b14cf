import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DATA_CACHE } from '../sw/offline-data.ts';

/** The prompt shown when a new build of the app is ready. */
const UPDATE_TEXT = {
  title: 'Nouvelle version de Courant',
  message: 'Une mise à jour est prête. Vos modifications en attente sont conservées.',
  action: 'Mettre à jour',
} as const;

const UPDATE_ID = 'courant-update';
/** Whose answers the service worker keeps on this browser (src/sw/offline-data.ts). */
const OWNER_KEY = 'courant-offline-owner';

/**
 * The answers kept for offline reading belong to one user: they go when the user signs out or another
 * one signs in (nothing of one account is shown to another on a shared browser).
 */
export function keepOfflineDataOf(userId: string | null): void {
  if (typeof window === 'undefined') return;
  let owner: string | null = null;
  try {
    owner = window.localStorage.getItem(OWNER_KEY);
    if (userId) window.localStorage.setItem(OWNER_KEY, userId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch (error) {
    console.warn('Stockage local indisponible', error);
  }
  if (owner !== userId || userId === null) forgetOfflineData();
}

/** Empties the kept answers (sign-out, session lost). */
export function forgetOfflineData(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(DATA_CACHE).catch((error: unknown) => console.warn('Cache hors ligne non vidé', error));
}

function offerUpdate(waiting: ServiceWorker, accept: () => void): void {
  notifications.show({
    id: UPDATE_ID,
    color: 'blue',
    autoClose: false,
    title: UPDATE_TEXT.title,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{UPDATE_TEXT.message}</Text>
        <Button
          size="xs"
          onClick={() => {
            accept();
            waiting.postMessage('skip-waiting');
          }}
        >
          {UPDATE_TEXT.action}
        </Button>
      </Group>
    ),
  });
}

async function start(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register('/sw.js');
  // The page reloads when the new build takes over, only if the user asked for it ('Mettre à jour'):
  // the first install also takes over the open page, with nothing to reload.
  let accepted = false;
  const accept = () => {
    accepted = true;
  };
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  // A build installed while an older one runs this page waits for the user.
  const offer = (worker: ServiceWorker) => {
    if (container.controller) offerUpdate(worker, accept);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  // Look for a new build when the app comes back to the screen or the network returns.
  const check = () => {
    registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}

/**
 * Installs the service worker of the built app (src/sw/service-worker.ts): the app opens without
 * network and a project already opened can be consulted offline. Not in development,
 * where Vite serves files that change at every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const run = () => {
    start(container).catch((error: unknown) => console.warn('Service worker non installé', error));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
