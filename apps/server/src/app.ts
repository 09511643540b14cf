import { hostname } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import { useFrenchZodMessages } from '@courant/domain';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createLucia } from './auth/lucia.ts';
import { OidcProviders } from './auth/oidc.ts';
import { configurePasswordHashing } from './auth/password.ts';
import type { Config } from './config.ts';
import { migrate, openOrm, openPlainSql } from './db/orm.ts';
import { AppError } from './errors.ts';
import { createHttpServer } from './http-server.ts';
import { closeSpareChildren } from './jobs/child-job.ts';
import { openJobQueue } from './jobs/queues.ts';
import { startWorkers, warmUpJobProcesses } from './jobs/worker.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerAdminRoutes } from './modules/companies/admin.routes.ts';
import { dossierFileRoutes } from './modules/dossier/dossier.routes.ts';
import { invoiceFileRoutes } from './modules/invoices/invoices.routes.ts';
import { planFileRoutes } from './modules/plans/plans.routes.ts';
import { quoteFileRoutes } from './modules/quotes/quotes.routes.ts';
import { SealKeyError, sealKey } from './modules/signatures/seal-key.ts';
import { signatureFileRoutes } from './modules/signatures/signatures.routes.ts';
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
import { DEFAULT_WEB_DIST, registerWeb } from './web-app.ts';

/** Largest upload accepted at the HTTP layer; the plan rules (20 MB, 10 MB) answer 413 with their message. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface CreateAppOptions {
  /** Where the log lines go (standard output by default); tests read them to prove the redaction. */
  logStream?: { write(line: string): void };
}

/**
 * The whole server as a value: tests boot it in-process with app.inject or listen on a port. Each step
 * below registers one part; their order is the order requests meet them.
 */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  useFrenchZodMessages();
  const app = createHttpServer(config, options.logStream);
  configurePasswordHashing(config.passwordHashing);
  setOutputChecks(config.checkOutputs);
  const services = await openServices(app, config);
  await prepareSealKey(config);
  startJobs(app, services);
  await startSessionPurge(app, services);
  await registerHttpPlugins(app, config);
  registerErrorHandler(app);
  await registerTrpc(app, services);
  registerRest(app, services);
  await registerWeb(app, config.webDistDir ?? DEFAULT_WEB_DIST);
  return app;
}

/** The database (migrated), the file store, the mailer, sessions and SSO: what every request uses. */
async function openServices(app: FastifyInstance, config: Config): Promise<Services> {
  const orm = await openOrm(config, (message) => app.log.info(message));
  app.addHook('onClose', async () => {
    await orm.close(true);
  });
  // The queue before the migrations: one of them moves the jobs of the queue written before pg-boss.
  const jobs = await openJobQueue(orm, config, app.log);
  app.addHook('onClose', async () => jobs.close());
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
    jobs,
  };
  app.decorate('services', services);
  app.addHook('onClose', () => services.mailer.close());
  return services;
}

/**
 * The key that seals signed devis (SIGNING_P12, else the self-signed one kept in the data directory,
 * made now the first time): a wrong file or password stops the start with its reason.
 */
async function prepareSealKey(config: Config): Promise<void> {
  try {
    await sealKey(config.signing);
  } catch (error) {
    if (error instanceof SealKeyError) throw new Error(`SIGNING_P12: ${error.message}`);
    throw error;
  }
}

/**
 * The web process's own workers (JOB_INLINE_WORKER, see the server README), always on the embedded
 * database: started once the server listens, stopped when it closes (a job still running then is failed
 * by pg-boss's stop and tried again by the next worker).
 */
function startJobs(app: FastifyInstance, services: Services): void {
  const { config, orm, jobs } = services;
  if (!config.jobs.inlineWorker) return;
  // Job processes start ahead (one waits ready per task), and none outlives the server.
  warmUpJobProcesses(config);
  app.addHook('onClose', async () => closeSpareChildren());
  let stopWorkers: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWorkers = await startWorkers(
      { orm, storage: services.storage, config, log: app.log, jobs },
      { workerId: `web:${hostname()}:${process.pid}` },
    );
  });
  app.addHook('onClose', async () => stopWorkers?.());
}

/**
 * Dead sessions (idle or absolute limit passed) are purged at start, then every hour by the
 * 'sessions-purge' schedule (src/jobs/schedules.ts: once for all processes); a login also sweeps its
 * user's. A failure is logged; the schedule's next run tries again.
 */
async function startSessionPurge(app: FastifyInstance, services: Services): Promise<void> {
  await services.lucia.deleteExpiredSessions().catch((error: unknown) => {
    app.log.warn({ err: error }, 'purge des sessions expirées en échec');
  });
}

/** Compression, security headers, the NUL refusal and uploads: what every request passes through. */
async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
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
}

/** Fastify's own errors (bad JSON, body too large…) in the API's error shape; anything else is a 500. */
function registerErrorHandler(app: FastifyInstance): void {
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
}

/** The procedures at /trpc, with a Retry-After header when a refusal carries one (a full queue). */
async function registerTrpc(app: FastifyInstance, services: Services): Promise<void> {
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
}

/** The same procedures at /api/v1, the routes that are not procedures, and their OpenAPI document. */
function registerRest(app: FastifyInstance, services: Services): void {
  registerRestRoutes(app, appRouter, services);
  registerAdminRoutes(app, services);
  // Routes that are not procedures (health, SSO, uploads and downloads) give back their OpenAPI paths.
  const extraPaths = [
    registerHealthRoute(app, services),
    registerAuthRoutes(app, services),
    ...registerFileRoutes(app, services, [
      ...planFileRoutes,
      ...quoteFileRoutes,
      ...dossierFileRoutes,
      ...invoiceFileRoutes,
      ...signatureFileRoutes,
    ]),
  ];
  registerDocsRoutes(app, appRouter, services.config, extraPaths);
}
