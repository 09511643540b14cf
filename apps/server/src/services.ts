import type { FastifyBaseLogger } from 'fastify';
import type { AppLucia } from './auth/lucia.ts';
import type { OidcProviders } from './auth/oidc.ts';
import type { Config } from './config.ts';
import type { Em, Orm } from './db/orm.ts';
import type { SqlRunner } from './db/prepared-sql.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStore } from './storage/file-store.ts';

/** The long-lived parts of the server, built once by createApp and handed to every request context. */
export interface Services {
  config: Config;
  orm: Orm;
  /** Plain SQL of the hot routes, prepared statements on PostgreSQL (`Deps.sql`). */
  sql: SqlRunner;
  lucia: AppLucia;
  storage: FileStore;
  /** SMTP when SMTP_URL is set, else the outbox directory (one JSON file per message). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** True when the request's Origin (or, failing that, Referer) is APP_URL's origin. */
  isTrustedOrigin(origin: string | undefined, referer: string | undefined): boolean;
  /** OpenID Connect providers (SSO), discovered on first use. */
  sso: OidcProviders;
  /** The job queue (pg-boss): plan previews and analyses, schedules. */
  jobs: JobQueue;
}

/**
 * What every service function takes first: the request's EntityManager (MikroORM's identity map is
 * per request) and the long-lived parts a service may use. One shape for every module.
 */
export interface Deps {
  em: Em;
  /**
   * Plain SQL outside any transaction, for the read models of the hot project routes:
   * prepared statements on PostgreSQL, the root EntityManager on PGlite (db/orm.ts `openPlainSql`),
   * neither of which needs a fork since such a statement touches no identity map. Never for entities,
   * nor inside `em.transactional` (use the transaction's own EntityManager there).
   */
  sql: SqlRunner;
  storage: FileStore;
  log: FastifyBaseLogger;
  config: Config;
  jobs: JobQueue;
}

export function makeOriginCheck(appUrl: string): Services['isTrustedOrigin'] {
  const allowed = new URL(appUrl).origin;
  return (origin, referer) => {
    const source = origin ?? referer;
    if (!source) return false;
    try {
      return new URL(source).origin === allowed;
    } catch {
      return false;
    }
  };
}
