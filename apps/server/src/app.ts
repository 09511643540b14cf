import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLucia } from './auth/lucia.ts';
import type { Config } from './config.ts';
import { migrate, openOrm } from './db/orm.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerPlanRoutes } from './modules/plans/plans.routes.ts';
import { registerRestRoutes, sendError } from './rest/adapter.ts';
import { registerDocsRoutes } from './rest/docs.ts';
import { registerHealthRoute } from './rest/health.ts';
import { makeOriginCheck, type Services } from './services.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { type AppRouter, appRouter } from './trpc/app-router.ts';
import { createContext } from './trpc/context.ts';

/** Largest upload accepted at the HTTP layer; the plan rules (20 MB, 10 MB) answer 413 with their message. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The whole server as a value: tests boot it in-process with app.inject or listen on a port. */
export async function createApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.trustProxy,
  });

  const orm = await openOrm(config, (message) => app.log.info(message));
  app.addHook('onClose', async () => {
    await orm.close(true);
  });
  await migrate(orm);

  const services: Services = {
    config,
    orm,
    lucia: createLucia(orm, config),
    storage: await createFileStore(config),
    mailer: createMailer(config, app.log),
    log: app.log,
    isTrustedOrigin: makeOriginCheck(config.appUrl),
  };
  app.decorate('services', services);
  app.addHook('onClose', () => services.mailer.close());

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
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerHealthRoute(app, services);
  registerRestRoutes(app, appRouter, services);
  registerDocsRoutes(app, appRouter, config);
  // Routes that are not procedures (multipart uploads, file downloads) are registered here by their module.
  registerAuthRoutes(app);
  registerPlanRoutes(app, services);

  await registerWeb(app, config.webDistDir ?? defaultWebDist);
  return app;
}

/** Serves the built web app; unknown paths get index.html (SPA), but /api and /trpc never do. */
async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (url.startsWith('/api/') || url.startsWith('/trpc') || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route introuvable : ${req.method} ${url.split('?')[0]}`,
      });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
