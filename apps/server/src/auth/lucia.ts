import { Lucia, TimeSpan } from 'lucia';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { SqlRunner } from '../db/prepared-sql.ts';
import { MikroOrmSessionAdapter } from './session-adapter.ts';

export interface SessionUserAttributes {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  siret: string;
  /** The company whose projects the user sees and edits. */
  companyId: string;
}

export const SESSION_COOKIE_NAME = 'courant_session';

/** A session unused this long ends (sliding: lucia extends it when half of it has passed). */
export const SESSION_IDLE_DAYS = 7;
/** A session ends this long after its login, however often it is used (ASVS 3.3). */
export const SESSION_ABSOLUTE_DAYS = 30;
const DAY_MS = 86_400_000;

/** `sql` runs the session query of every request (prepared on PostgreSQL); `orm` the rest. */
export function createLucia(orm: Orm, sql: SqlRunner, config: Pick<Config, 'appUrl'>) {
  return new Lucia(new MikroOrmSessionAdapter(orm, sql, SESSION_ABSOLUTE_DAYS * DAY_MS), {
    sessionExpiresIn: new TimeSpan(SESSION_IDLE_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: config.appUrl.startsWith('https://'), sameSite: 'lax', path: '/' },
    },
    getUserAttributes: (attributes) => attributes,
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    DatabaseUserAttributes: SessionUserAttributes;
  }
}
