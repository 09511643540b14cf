import { AUTH_MESSAGES } from '@courant/domain';
import { hashPassword } from '../../auth/password.ts';
import { UserSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import type { AuthResult } from '../auth/auth.schema.ts';
import { startSession, toAuthUser, withCompany } from '../auth/auth.service.ts';
import type { AcceptInvitationInput } from './team.schema.ts';
import { acceptInvitation } from './team.service.ts';

/**
 * POST /invitations/accept. Signed in: the account (it must be the invited address) joins the company.
 * Not signed in: a new account is made for the invited address with the given names and password, and
 * signed in — the same session as after registration.
 */
export async function acceptInvitationAs(ctx: Context, input: AcceptInvitationInput): Promise<AuthResult> {
  const { em } = ctx.deps;
  if (ctx.user && ctx.session) {
    const { userId } = await acceptInvitation(em, input.token, { existingUserId: ctx.user.id });
    const user = await em.findOneOrFail(UserSchema, { id: userId }, { refresh: true });
    return {
      user: toAuthUser(await withCompany(em, user)),
      session: { token: ctx.session.id, expiresAt: ctx.session.expiresAt.toISOString() },
    };
  }
  if (!input.firstName) throw validation(['firstName'], AUTH_MESSAGES.firstNameRequired);
  if (!input.lastName) throw validation(['lastName'], AUTH_MESSAGES.lastNameRequired);
  if (!input.password) throw validation(['password'], AUTH_MESSAGES.passwordRequired);
  const { userId } = await acceptInvitation(em, input.token, {
    newUser: {
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
    },
  });
  const user = await em.findOneOrFail(UserSchema, { id: userId });
  return { user: toAuthUser(await withCompany(em, user)), session: await startSession(ctx, userId) };
}

function validation(path: string[], message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ path, message }]);
}
