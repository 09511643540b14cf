import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * helmet itself, as @fastify/helmet depends on it. @fastify/helmet calls `helmet(options)` for every
 * answer, which parses and validates the CSP directives each time (63 µs a request against 3 µs for a
 * middleware built once, measured on the shared VM): the middleware is built once here instead.
 */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as typeof import('helmet').default;

/**
 * Response headers of every answer (ASVS V14.4): a Content-Security-Policy the web app and
 * /api/docs work under (scripts from our origin only; styles inline because Mantine and Swagger UI
 * inject them; pdf.js's worker from our origin and its decoders in WebAssembly), no framing, nosniff,
 * a Referrer-Policy, HSTS when the app is served over https, and no caching of API answers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = new URL(config.appUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plan previews are <img> of our own origin; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url;
    const isApi = path.startsWith('/api/v1/') || path.startsWith('/trpc/') || path === '/trpc';
    // Answers carry one account's data: no cache may keep them (the docs' own assets may be cached).
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
