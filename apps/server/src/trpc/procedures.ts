import type { Session, User } from 'lucia';
import { z } from 'zod';
import type { Project } from '../db/entities/index.ts';
import { AppError, toTrpcError } from '../errors.ts';
import { findOwnedProject, markEditedBy } from '../modules/projects/project-access.ts';
import type { Context } from './context.ts';
import { baseProcedure, middleware } from './init.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Turns AppErrors thrown by services into tRPC errors that keep their code and French message. */
const appErrors = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    throw toTrpcError(result.error.cause);
  }
  return result;
});

export const publicProcedure = baseProcedure.use(appErrors).meta({ auth: 'public' });

export type SignedInContext = Context & { user: User; session: Session };

/**
 * A signed-in user is required; the context is narrowed so that `ctx.user` is non-null. A state-changing
 * request authenticated by cookie must come from our own origin (CSRF): a Bearer token needs no check.
 * Shared by protectedProcedure and the file routes (src/rest/file-route.ts).
 */
export function requireSession(ctx: Context): SignedInContext {
  const { user, session } = ctx;
  if (!user || !session) throw new AppError('UNAUTHORIZED', 'Authentification requise');
  if (ctx.sessionSource === 'cookie' && !SAFE_METHODS.has(ctx.req.method)) {
    if (!ctx.services.isTrustedOrigin(ctx.req.headers.origin, ctx.req.headers.referer)) {
      throw new AppError('ORIGIN_REFUSED', 'Origine de la requête refusée');
    }
  }
  return { ...ctx, user, session };
}

export const protectedProcedure = publicProcedure
  .meta({ auth: 'session' })
  .use(({ ctx, next }) => next({ ctx: requireSession(ctx) }));

/**
 * A procedure on one of the company's projects, named by the input field `key` (`id` for /projects/{id},
 * `projectId`, or the spec's `installation_id`): `ctx.project` is the project, and another company's
 * project answers 404 exactly like a missing one. Further `.input()` schemas merge with it.
 * A mutation that succeeds records the member as the project's last editor.
 */
export function projectProcedure<K extends string>(key: K) {
  const input = z.object({ [key]: z.string() } as { [P in K]: z.ZodString });
  return protectedProcedure.input(input).use(async ({ ctx, input, next, type }) => {
    const id = (input as Record<K, string>)[key];
    const project: Project = await findOwnedProject(ctx.deps.em, ctx.user, id);
    const result = await next({ ctx: { project } });
    // A deleted project has no row left: the update then touches nothing.
    if (result.ok && type === 'mutation') await markEditedBy(ctx.deps.em, project.id, ctx.user.id);
    return result;
  });
}

/**
 * Public calls that open a session (login, register). A page of another site must not sign a visitor
 * into an account it controls (login CSRF): a browser always sends Origin on such a POST, so a foreign
 * one is refused. Programs send no Origin and pass.
 */
export const sessionOpeningProcedure = publicProcedure.use(({ ctx, next }) => {
  const origin = ctx.req.headers.origin;
  if (origin !== undefined && !ctx.services.isTrustedOrigin(origin, undefined)) {
    throw toTrpcError(new AppError('ORIGIN_REFUSED', 'Origine de la requête refusée'));
  }
  return next();
});
