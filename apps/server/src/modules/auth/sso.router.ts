import { ssoCompleteInputSchema } from '@courant/domain';
import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { protectedProcedure, publicProcedure, sessionOpeningProcedure } from '../../trpc/procedures.ts';
import { authResultSchema } from './auth.schema.ts';
import {
  ssoCallbackInputSchema,
  ssoCallbackResultSchema,
  ssoIdentitiesSchema,
  ssoPendingSignupSchema,
  ssoProvidersSchema,
  ssoSignupQuerySchema,
  ssoStartInputSchema,
  ssoStartResultSchema,
  ssoUnlinkInputSchema,
} from './sso.schema.ts';
import {
  completeSsoSignup,
  finishSsoForProgram,
  listSsoIdentities,
  listSsoProviders,
  pendingSsoSignup,
  startSso,
  unlinkSsoIdentity,
} from './sso.service.ts';

/** The SSO errors a caller may meet, with their codes (the French messages are in the answers). */
const ssoErrors = {
  '403':
    'Origine refusée (ORIGIN_REFUSED) ou adresse email non confirmée par le fournisseur (SSO_EMAIL_UNVERIFIED)',
  '429': 'Trop de tentatives depuis cette adresse IP (RATE_LIMITED)',
  '501': 'Aucun fournisseur SSO n’est configuré sur ce serveur (SSO_NOT_CONFIGURED)',
  '502': 'Le fournisseur d’identité ne répond pas (SSO_PROVIDER_UNAVAILABLE)',
};

/**
 * Single sign-on with OpenID Connect providers. The browser's return from the provider,
 * GET /auth/sso/callback, is a redirect and lives in auth.routes.ts.
 */
export const ssoRouter = router({
  providers: publicProcedure
    .meta(
      rest(
        'GET',
        '/auth/sso/providers',
        'Fournisseurs d’identité configurés (un bouton chacun\u202f; liste vide sans SSO)',
      ),
    )
    .output(ssoProvidersSchema)
    .query(({ ctx }) => listSsoProviders(ctx)),

  start: sessionOpeningProcedure
    .meta(
      rest(
        'POST',
        '/auth/sso',
        'Connexion unique (SSO)\u00a0: démarrer (répond l’URL d’autorisation du fournisseur\u202f; 501 SSO_NOT_CONFIGURED sans fournisseur)',
        { errors: ssoErrors },
      ),
    )
    .input(ssoStartInputSchema)
    .output(ssoStartResultSchema)
    .mutation(({ ctx, input }) => startSso(ctx, input)),

  callback: sessionOpeningProcedure
    .meta(
      rest(
        'POST',
        '/auth/sso/callback',
        'Connexion unique (SSO)\u00a0: terminer pour un programme (code et state reçus\u202f; répond { user, session } comme login, ou { signup } pour un premier accès)',
        {
          errors: {
            ...ssoErrors,
            '400': 'Demande expirée ou déjà utilisée (SSO_STATE_INVALID), ou données invalides',
            '401':
              'Réponse du fournisseur refusée\u00a0: signature, émetteur, audience ou nonce (SSO_FAILED)',
          },
        },
      ),
    )
    .input(ssoCallbackInputSchema)
    .output(ssoCallbackResultSchema)
    .mutation(({ ctx, input }) => finishSsoForProgram(ctx, input)),

  signup: publicProcedure
    .meta(
      rest(
        'GET',
        '/auth/sso/signup',
        'Premier accès par SSO en attente (cookie du navigateur ou token)\u00a0: ce que le fournisseur a donné',
      ),
    )
    .input(ssoSignupQuerySchema)
    .output(ssoPendingSignupSchema)
    .query(({ ctx, input }) => pendingSsoSignup(ctx, input.token)),

  complete: sessionOpeningProcedure
    .meta(
      rest(
        'POST',
        '/auth/sso/complete',
        'Premier accès par SSO\u00a0: créer le compte avec la société et le SIRET, et ouvrir la session',
        { successStatus: 201 },
      ),
    )
    .input(ssoCompleteInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => completeSsoSignup(ctx, input)),

  identities: protectedProcedure
    .meta(rest('GET', '/auth/sso/identities', 'Fournisseurs liés au compte'))
    .output(ssoIdentitiesSchema)
    .query(({ ctx }) => listSsoIdentities(ctx)),

  unlink: protectedProcedure
    .meta(
      rest(
        'DELETE',
        '/auth/sso/identities/{id}',
        'Délier un fournisseur (refusé, 409, quand le compte n’a pas de mot de passe)',
      ),
    )
    .input(ssoUnlinkInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => unlinkSsoIdentity(ctx, input)),
});
