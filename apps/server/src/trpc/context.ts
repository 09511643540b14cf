import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session, User } from 'lucia';
import type { Em } from '../db/orm.ts';
import type { Deps, Services } from '../services.ts';

export type SessionSource = 'cookie' | 'bearer' | null;

export interface Context {
  services: Services;
  /** What services take: a fresh EntityManager per request (the identity map is not shared), store, log, config. */
  deps: Deps;
  req: FastifyRequest;
  res: FastifyReply;
  ip: string;
  user: User | null;
  session: Session | null;
  sessionSource: SessionSource;
}

/** Resolves the session from the cookie or the `Authorization: Bearer <token>` header. */
export async function createContext(
  services: Services,
  req: FastifyRequest,
  res: FastifyReply,
): Promise<Context> {
  const { lucia } = services;
  const bearer = lucia.readBearerToken(req.headers.authorization ?? '');
  const cookieId = readSessionCookie(lucia, req.headers.cookie ?? '');
  const sessionId = bearer ?? cookieId;
  const sessionSource: SessionSource = bearer ? 'bearer' : cookieId ? 'cookie' : null;
  let user: User | null = null;
  let session: Session | null = null;
  if (sessionId) {
    const result = await lucia.validateSession(sessionId);
    user = result.user;
    session = result.session;
    if (sessionSource === 'cookie') {
      if (session?.fresh) res.header('set-cookie', lucia.createSessionCookie(session.id).serialize());
      if (!session) res.header('set-cookie', lucia.createBlankSessionCookie().serialize());
    }
  }
  // The request's EntityManager is forked when a service first asks for it: the hot project routes
  // (plain SQL through `sql`) and the requests refused before any service runs never build one.
  let em: Em | undefined;
  return {
    services,
    deps: {
      get em() {
        em ??= services.orm.em.fork();
        return em;
      },
      sql: services.sql,
      storage: services.storage,
      log: req.log,
      config: services.config,
      jobs: services.jobs,
    },
    req,
    res,
    ip: req.ip,
    user,
    session,
    sessionSource: session ? sessionSource : null,
  };
}

/** A cookie that is not valid percent-encoding makes lucia's parser throw: treat it as no cookie (401, not 500). */
function readSessionCookie(lucia: Services['lucia'], header: string): string | null {
  try {
    return lucia.readSessionCookie(header);
  } catch {
    return null;
  }
}
