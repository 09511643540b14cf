import { AppError, toTrpcError } from '../errors.ts';
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

export const publicProcedure = baseProcedure.use(appErrors);

/**
 * A signed-in user is required; the context is narrowed so that `ctx.user` is non-null. A state-changing
 * request authenticated by cookie must come from our own origin (CSRF): a Bearer token needs no check.
 */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const { user, session } = ctx;
  if (!user || !session) throw toTrpcError(new AppError('UNAUTHORIZED', 'Authentification requise'));
  if (ctx.sessionSource === 'cookie' && !SAFE_METHODS.has(ctx.req.method)) {
    if (!ctx.services.isTrustedOrigin(ctx.req.headers.origin, ctx.req.headers.referer)) {
      throw toTrpcError(new AppError('ORIGIN_REFUSED', 'Origine de la requête refusée'));
    }
  }
  return next({ ctx: { ...ctx, user, session } });
});

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
