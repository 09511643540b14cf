import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { useFrenchZodMessages } from '@courant/domain';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createLucia } from './auth/lucia.ts';
import { OidcProviders } from './auth/oidc.ts';
import { configurePasswordHashing } from './auth/password.ts';
import type { Config } from './config.ts';
import { migrate, openOrm, openPlainSql } from './db/orm.ts';
import { AppError } from './errors.ts';
import { closeSpareChildren } from './jobs/child-job.ts';
import { runWorker, warmUpJobProcesses } from './jobs/worker.ts';
import { REDACTED, REDACTED_LOG_PATHS, redactUrl } from './log-redaction.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerAdminRoutes } from './modules/companies/admin.routes.ts';
import { PLAN_ANALYSIS_JOB } from './modules/plans/plan-analysis.service.ts';
import { PLAN_PREVIEW_JOB } from './modules/plans/plan-preview.job.ts';
import { planFileRoutes } from './modules/plans/plans.routes.ts';
import { quoteFileRoutes } from './modules/quotes/quotes.routes.ts';
import { registerRestRoutes, sendError } from './rest/adapter.ts';
import { registerDocsRoutes } from './rest/docs.ts';
import { registerFileRoutes } from './rest/file-route.ts';
import { registerHealthRoute } from './rest/health.ts';
import { refuseNulCharacters } from './rest/refuse-nul.ts';
import { registerSecurityHeaders } from './rest/security-headers.ts';
import { makeOriginCheck, type Services } from './services.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { type AppRouter, appRouter } from './trpc/app-router.ts';
import { createContext } from './trpc/context.ts';
import { setOutputChecks } from './trpc/output-checks.ts';

/** Largest upload accepted at the HTTP layer; the plan rules (20 MB, 10 MB) answer 413 with their message. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * Request logs at info level: one short line when the answer is sent, instead of Fastify's two
 * serialised objects (incoming + completed) per request. Errors keep Fastify's detailed lines.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, request, reply] = args;
    if (error) {
      super.requestCompleted(...args);
      return;
    }
    reply.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  }
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes proxy-addr's trust function (the n hops nearest
 * the server are proxies; the address before them is the client's, whatever the client wrote further left).
 */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export interface CreateAppOptions {
  /** Where the log lines go (standard output by default); tests read them to prove the redaction. */
  logStream?: { write(line: string): void };
}

/** The whole server as a value: tests boot it in-process with app.inject or listen on a port. */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  useFrenchZodMessages();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Issue 18: no token, password, cookie or authorization header in any log line.
            redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    // A client has REQUEST_TIMEOUT_MS (2 minutes) to send a whole request, its headers within 60 s of it;
    // Fastify's default (0) would let slow senders hold connections open for ever. Node checks the open
    // connections against these limits every `connectionsCheckingInterval` (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    logController: new AccessLog(),
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: trustProxyOption(config.trustProxy),
  });

  configurePasswordHashing(config.passwordHashing);
  setOutputChecks(config.checkOutputs);
  const orm = await openOrm(config, (message) => app.log.info(message));
  app.addHook('onClose', async () => {
    await orm.close(true);
  });
  await migrate(orm);
  const sql = await openPlainSql(orm, config);

  const services: Services = {
    config,
    orm,
    sql,
    lucia: createLucia(orm, sql, config),
    storage: await createFileStore(config),
    mailer: createMailer(config, app.log),
    log: app.log,
    isTrustedOrigin: makeOriginCheck(config.appUrl),
    sso: new OidcProviders(config.ssoProviders),
  };
  app.decorate('services', services);
  app.addHook('onClose', () => services.mailer.close());
  // The durable job queue's in-process worker (JOB_INLINE_WORKER, see the server README): started once
  // the server listens, stopped (its current job finished or abandoned to its lease) when it closes.
  // Two loops, so that a long analysis never holds the previews of new uploads back.
  if (config.jobs.inlineWorker) {
    // Job processes start ahead (one waits ready per task), and none outlives the server.
    warmUpJobProcesses(config);
    app.addHook('onClose', async () => closeSpareChildren());
    const stopWorker = new AbortController();
    let workers: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      const loop = (kinds: string[]) =>
        runWorker(
          { orm, storage: services.storage, config, log: app.log },
          {
            workerId: `web:${hostname()}:${process.pid}`,
            leaseMs: config.jobs.leaseMs,
            pollMs: config.jobs.pollMs,
            signal: stopWorker.signal,
            kinds,
          },
        ).catch((error: unknown) => app.log.error({ err: error }, 'job worker stopped'));
      workers = Promise.all([loop([PLAN_PREVIEW_JOB]), loop([PLAN_ANALYSIS_JOB])]);
    });
    app.addHook('onClose', async () => {
      stopWorker.abort();
      // A job still running after 5 s is left to its lease (another worker takes it); a claim stuck on a
      // database that is already gone must not hold the shutdown either.
      await Promise.race([workers, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    });
  }
  // Dead sessions (idle or absolute limit passed) are purged at start and every hour; a login also
  // sweeps its user's. A failure is logged and retried at the next tick.
  const purgeSessions = () =>
    services.lucia.deleteExpiredSessions().catch((error: unknown) => {
      app.log.warn({ err: error }, 'purge des sessions expirées en échec');
    });
  await purgeSessions();
  const sessionPurge = setInterval(purgeSessions, 3_600_000);
  sessionPurge.unref();
  app.addHook('onClose', async () => clearInterval(sessionPurge));

  // API answers over 1 kB in brotli or gzip, as the client accepts. Brotli at quality 4: most of the
  // size gain of 11 for a fraction of the CPU, on every answer. Built web files come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app, config);
  refuseNulCharacters(app);

  // Uploads: one part at most 1 byte over the largest rule, so that the service can say which rule broke.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10 } });

  // Fastify's own errors (bad JSON, body too large…) in the API's error shape; anything else is a 500.
  app.setErrorHandler((error, _req, reply) => {
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      const message =
        e.statusCode === 413 ? 'Fichier ou requête trop volumineux' : (e.message ?? 'Requête invalide');
      return reply
        .status(e.statusCode)
        .send({ statusCode: e.statusCode, code: e.code ?? 'BAD_REQUEST', message });
    }
    return sendError(reply, error);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      // One batch costs at most ten procedures (30 registrations in one batch took 11.5 s of scrypt).
      maxBatchSize: 10,
      responseMeta: ({ errors }) => {
        const retryAfter = errors
          .map((e) => (e.cause instanceof AppError ? e.cause.retryAfter : undefined))
          .find(Boolean);
        return retryAfter ? { headers: new Headers({ 'retry-after': String(retryAfter) }) } : {};
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, appRouter, services);
  registerAdminRoutes(app, services);
  // Routes that are not procedures (health, SSO, uploads and downloads) give back their OpenAPI paths.
  const extraPaths = [
    registerHealthRoute(app, services),
    registerAuthRoutes(app, services),
    ...registerFileRoutes(app, services, [...planFileRoutes, ...quoteFileRoutes]),
  ];
  registerDocsRoutes(app, appRouter, config, extraPaths);

  await registerWeb(app, config.webDistDir ?? defaultWebDist);
  return app;
}

/** Vite names built files by their content hash: they never change, and can be kept a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated, so a release shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app; unknown paths get index.html (SPA), but /api and /trpc never do. The
 * build writes `.br` and `.gz` next to every text file; the one the browser accepts is sent as is.
 */
async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
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
