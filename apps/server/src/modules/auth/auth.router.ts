import {
  confirmResetPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
} from '@courant/domain';
import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { protectedProcedure, publicProcedure, sessionOpeningProcedure } from '../../trpc/procedures.ts';
import {
  authErrorAnswerSchema,
  authErrorQuerySchema,
  authResultSchema,
  authUserSchema,
} from './auth.schema.ts';
import {
  confirmPasswordReset,
  currentUser,
  describeAuthError,
  login,
  register,
  requestPasswordReset,
  signOut,
  signOutEverywhere,
  updatePassword,
} from './auth.service.ts';
import { ssoRouter } from './sso.router.ts';

/** Accounts and sessions (part 1 §7 'Authentication'); SSO in sso.router.ts and auth.routes.ts. */
export const authRouter = router({
  sso: ssoRouter,

  register: sessionOpeningProcedure
    .meta(rest('POST', '/auth/register', 'Créer un compte et ouvrir une session', { successStatus: 201 }))
    .input(registerInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),

  login: sessionOpeningProcedure
    .meta(rest('POST', '/auth/login', 'Ouvrir une session (cookie et jeton)'))
    .input(loginInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),

  signout: protectedProcedure
    .meta(rest('POST', '/auth/signout', 'Fermer la session'))
    .output(z.void())
    .mutation(({ ctx }) => signOut(ctx)),

  signoutEverywhere: protectedProcedure
    .meta(
      rest(
        'POST',
        '/auth/signout-everywhere',
        'Fermer toutes les sessions du compte, sur tous les appareils (celle-ci comprise)',
      ),
    )
    .output(z.void())
    .mutation(({ ctx }) => signOutEverywhere(ctx)),

  resetPassword: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/reset-password',
        'Envoyer un lien de réinitialisation (même réponse que l’adresse ait un compte ou non)',
      ),
    )
    .input(resetPasswordInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),

  confirmResetPassword: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/confirm-reset-password',
        'Choisir un nouveau mot de passe avec le lien reçu (ferme toutes les sessions)',
      ),
    )
    .input(confirmResetPasswordInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx, input)),

  updatePassword: protectedProcedure
    .meta(rest('POST', '/auth/update-password', 'Changer de mot de passe (ferme les autres sessions)'))
    .input(updatePasswordInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => updatePassword(ctx, input)),

  user: protectedProcedure
    .meta(rest('GET', '/auth/user', 'L’utilisateur connecté'))
    .output(authUserSchema)
    .query(({ ctx }) => currentUser(ctx)),

  error: publicProcedure
    .meta(rest('GET', '/auth/error', 'Description en français d’une erreur d’authentification'))
    .input(authErrorQuerySchema)
    .output(authErrorAnswerSchema)
    .query(({ input }) => describeAuthError(input)),
});
