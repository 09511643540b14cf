import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import type { OpenApiPaths } from './openapi.ts';

/** GET /api/v1/health: 200 when the database answers, 503 with "database": "down" when it does not. */
export function registerHealthRoute(app: FastifyInstance, services: Services): OpenApiPaths {
  app.get('/api/v1/health', async (_req, reply) => {
    // checkConnection runs a query without reconnecting a closed ORM, so a stopped database reads as down.
    const check = await services.orm.checkConnection().catch((error: unknown) => ({ ok: false, error }));
    if (check.ok) return reply.send({ status: 'ok', database: 'ok' });
    app.log.warn({ check }, 'health check: database down');
    return reply.status(503).send({ status: 'ok', database: 'down' });
  });
  const operation = {
    operationId: 'health',
    summary: 'État du service et de la base de données',
    tags: ['health'],
    security: [],
    responses: {
      '200': {
        description: 'Service disponible',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { status: { const: 'ok' }, database: { enum: ['ok', 'down'] } },
            },
          },
        },
      },
      '503': { description: 'Base de données indisponible' },
    },
  };
  return { '/api/v1/health': { get: operation } };
}
