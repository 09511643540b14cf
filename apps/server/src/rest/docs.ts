import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { buildOpenApiDocument, type OpenApiPaths } from './openapi.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** Assets of the browsable reference, served from the npm package: no CDN, works offline. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Courant — référence de l’API REST</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

/** /api/v1/openapi.json (built once, on first request) and the browsable reference at /api/docs. */
export function registerDocsRoutes(
  app: FastifyInstance,
  router: AnyRouter,
  config: Config,
  extraPaths: readonly OpenApiPaths[],
): void {
  let doc: unknown;
  app.get('/api/v1/openapi.json', async () => {
    doc ??= buildOpenApiDocument(router, config.appUrl, extraPaths);
    return doc;
  });
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/init.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  app.get<{ Params: { asset: string } }>('/api/docs/:asset', async (req, reply) => {
    const type = ASSETS[req.params.asset];
    if (!type) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Fichier introuvable' });
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(path.join(swaggerDir, req.params.asset)));
  });
}
