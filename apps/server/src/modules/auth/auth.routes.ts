import type { FastifyInstance } from 'fastify';
import { sendError } from '../../rest/adapter.ts';
import { jsonSchema, type OpenApiPaths } from '../../rest/openapi.ts';
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
    parameters: callbackQueryParameters(),
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

/** What each query parameter of the provider's redirect carries (RFC 6749 §4.1.2, RFC 9207). */
const CALLBACK_QUERY_TEXTS: Record<string, string> = {
  code: 'Code d’autorisation donné par le fournisseur (absent s’il refuse)',
  state:
    'Valeur opaque envoyée au départ (POST /auth/sso), rendue telle quelle par le fournisseur\u00a0: obligatoire',
  iss: 'Identifiant de l’émetteur, quand le fournisseur l’envoie (RFC 9207)',
  error: 'Code d’erreur du fournisseur (access_denied…), à la place de `code`',
  error_description: 'Texte de l’erreur du fournisseur',
};

/**
 * The query the provider appends to the redirect, from the schema the route parses it with: a
 * parameter added to the schema is documented with it. None is required by the schema (a bad or
 * missing one redirects to the login page with its error code, it is never a 400).
 */
function callbackQueryParameters() {
  const schema = jsonSchema(ssoBrowserCallbackQuerySchema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    description: CALLBACK_QUERY_TEXTS[name],
    schema: property,
  }));
}
