import type { FastifyInstance } from 'fastify';
import { sendError } from '../../rest/adapter.ts';
import type { OpenApiPaths } from '../../rest/openapi.ts';
import type { Services } from '../../services.ts';
import { createContext } from '../../trpc/context.ts';
import { ssoBrowserCallbackQuerySchema } from './sso.schema.ts';
import { finishSsoInBrowser, SSO_CALLBACK_PATH } from './sso.service.ts';

/**
 * GET /auth/sso/callback (part 1 §7): the provider sends the browser back here. It is a redirect, not a
 * JSON answer, so it is a plain route: to `from` (or /dashboard) signed in, to the completion screen on a
 * first sign-in, or to the login page with `?error=<code>` (GET /auth/error gives its French text).
 */
export function registerAuthRoutes(app: FastifyInstance, services: Services): OpenApiPaths {
  app.get(SSO_CALLBACK_PATH, async (req, reply) => {
    try {
      const query = ssoBrowserCallbackQuerySchema.safeParse(req.query ?? {});
      const ctx = await createContext(services, req, reply);
      const location = await finishSsoInBrowser(ctx, query.success ? query.data : {});
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    } catch (error) {
      // No provider configured: 501 SSO_NOT_CONFIGURED, as for the other SSO calls.
      return sendError(reply, error);
    }
  });
  const operation = {
    operationId: 'auth.ssoBrowserCallback',
    security: [],
    summary:
      'Connexion unique (SSO)\u00a0: retour du navigateur depuis le fournisseur (code, state, iss)\u202f; redirige vers `from` avec la session en cookie, vers /auth/sso/complete pour un premier accès, ou vers /auth/login?error=<code>',
    tags: ['auth'],
    responses: {
      '303': { description: 'Redirection (Location) vers la page suivante' },
      '501': {
        description: 'Aucun fournisseur SSO n’est configuré\u00a0: code SSO_NOT_CONFIGURED',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  return { [SSO_CALLBACK_PATH]: { get: operation } };
}
