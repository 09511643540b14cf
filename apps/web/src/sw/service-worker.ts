/**
 * Courant's service worker (a site visit with a bad network or none). Built apart from the
 * app by build/service-worker.ts into /sw.js, which fills in the build's files and version.
 *
 * - The app shell (index.html, the scripts, styles, icons of this build) is kept at install: pages
 *   open from it at once, with or without network. The largest files (PDF making, pdf.js, fonts) are
 *   kept the first time they are used.
 * - Reads of data go to the network first; their answers are kept (lib offline-data.ts) and given back
 *   when the network is gone, so that a project already opened can be consulted offline. Writes are
 *   never touched: the app keeps them and sends them when the network returns (lib/autosave.ts).
 * - A new build waits until the app asks it to take over ('Mettre à jour', lib/service-worker.ts).
 */
import { NETWORK_ERROR_MESSAGE } from '../lib/network.ts';
import { batchCallKeys, DATA_CACHE, isKeptRead, keptAnswers, offlineBatch } from './offline-data.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Filled in at build time (build/service-worker.ts). */
declare const __COURANT_SW__: { version: string; precache: string[] };

const worker = globalThis as unknown as WorkerScope;
const { version, precache } = __COURANT_SW__;
const SHELL_CACHE = `courant-shell-${version}`;
const SHELL_PAGE = '/index.html';
/** Pages painted by the server (the landing, build/prerender.ts): from the network while there is one. */
const SERVER_PAGES = new Set(['/', '/landing']);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(precache.map((p) => new Request(p, { cache: 'reload' })))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older builds' shells go; the kept data stays (it is the user's, not the build's).
      for (const name of await caches.keys()) {
        if (name.startsWith('courant-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc')) {
    const keys = batchCallKeys(url);
    if (keys) event.respondWith(batchedRead(event, keys));
    else if (isKeptRead(url.pathname)) event.respondWith(keptRead(event));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(url));
    return;
  }
  if (url.pathname.startsWith('/assets/') || precache.includes(url.pathname))
    event.respondWith(shellFile(request));
});

/** An app page: the kept shell (the router draws the page), the landing from the server first. */
async function page(url: URL): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  if (SERVER_PAGES.has(url.pathname)) {
    try {
      return await fetch(url.href);
    } catch {
      // Offline: the shell draws the landing too.
    }
  }
  return (await cache.match(SHELL_PAGE)) ?? fetch(url.href);
}

/** A file of this build: kept once fetched (hashed names never change). */
async function shellFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Who is signed in, a plan file: the network's answer, kept; the kept one without network. */
async function keptRead(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache.match(event.request);
    if (kept) return kept;
    throw error;
  }
}

/** A batch of tRPC reads: each answer kept by procedure and input, the batch rebuilt from them offline. */
async function batchedRead(event: FetchEvent, keys: string[]): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const answers = await Promise.all(
      keys.map(async (key) => {
        const kept = await cache.match(key);
        return kept ? ((await kept.json()) as unknown) : undefined;
      }),
    );
    const batch = offlineBatch(answers, NETWORK_ERROR_MESSAGE);
    if (!batch) throw error;
    return new Response(JSON.stringify(batch.body), {
      status: batch.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (response.status === 200 || response.status === 207) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const kept = keptAnswers(keys, await copy.json());
        await Promise.all(
          [...kept].map(([key, answer]) =>
            cache.put(
              key,
              new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
            ),
          ),
        );
      })(),
    );
  }
  return response;
}
