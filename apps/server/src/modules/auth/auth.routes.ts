import { AUTH_ERROR_MESSAGES } from '@courant/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { REST_PREFIX, toErrorBody } from '../../rest/adapter.ts';
import { documentExtraOperation } from '../../rest/openapi.ts';

const SSO_ROUTES = [
  { method: 'POST', path: '/auth/sso', summary: 'Connexion unique (SSO) : démarrer' },
  {
    method: 'GET',
    path: '/auth/sso/callback',
    summary: 'Connexion unique (SSO) : retour du fournisseur (query)',
  },
  {
    method: 'POST',
    path: '/auth/sso/callback',
    summary: 'Connexion unique (SSO) : retour du fournisseur (JSON)',
  },
] as const;

/**
 * The SSO routes of part 1 §7, whose payloads the spec does not show. No identity provider is configured,
 * so they answer 501 SSO_NOT_CONFIGURED rather than a 404 that would look like a wrong address.
 */
export function registerAuthRoutes(app: FastifyInstance): void {
  const body = toErrorBody(new AppError('SSO_NOT_CONFIGURED', AUTH_ERROR_MESSAGES.ssoNotConfigured));
  for (const route of SSO_ROUTES) {
    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.path}`,
      handler: async (_req, reply) => reply.status(body.statusCode).type('application/json').send(body),
    });
    documentExtraOperation({
      method: route.method === 'GET' ? 'get' : 'post',
      path: `${REST_PREFIX}${route.path}`,
      summary: route.summary,
      tags: ['auth'],
      ...(route.method === 'POST'
        ? {
            requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } },
          }
        : {}),
      responses: {
        '501': {
          description: `Aucun fournisseur SSO n'est configuré : code SSO_NOT_CONFIGURED, « ${AUTH_ERROR_MESSAGES.ssoNotConfigured} »`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    });
  }
}
