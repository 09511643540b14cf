import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build -w @courant/web` leaves the web app, when WEB_DIST_DIR does not say. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Vite names built files by their content hash: they never change, and can be kept a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated, so a release shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app; unknown paths get index.html (SPA), but /api and /trpc never do. The
 * build writes `.br` and `.gz` next to every text file; the one the browser accepts is sent as is.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  // The landing rendered at build time (web build/prerender.ts): painted before any script runs.
  const landing = existsSync(path.join(distDir, 'landing.html')) ? 'landing.html' : 'index.html';
  // The dashboard with its code, data and frame asked for by the HTML (web build/prerender.ts).
  const dashboard = existsSync(path.join(distDir, 'dashboard.html')) ? 'dashboard.html' : 'index.html';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One `/*` route that looks files up when asked: `wildcard: false` globbed the build at start and
      // registered a GET and a HEAD route per file (700 routes, a third of a second of the start).
      // A path that is no file falls through to the not-found handler below.
      wildcard: true,
      index: [landing],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (url.startsWith('/api/') || url.startsWith('/trpc') || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route introuvable\u00a0: ${req.method} ${url.split('?')[0]}`,
      });
    }
    const pathname = url.split('?')[0];
    const page = pathname === '/landing' ? landing : pathname === '/dashboard' ? dashboard : 'index.html';
    return reply.type('text/html').header('cache-control', REVALIDATE).sendFile(page);
  });
}
