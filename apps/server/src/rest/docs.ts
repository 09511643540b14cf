import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** The OpenAPI document at /api/v1/openapi.json (built once, on first request). */
export function registerDocsRoutes(app: FastifyInstance, router: AnyRouter, config: Config): void {
  let doc: unknown;
  app.get('/api/v1/openapi.json', async () => {
    doc ??= buildOpenApiDocument(router, config.appUrl);
    return doc;
  });
}
