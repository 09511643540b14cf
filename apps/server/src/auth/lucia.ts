import { Lucia, TimeSpan } from 'lucia';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { MikroOrmSessionAdapter } from './session-adapter.ts';

export interface SessionUserAttributes {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  siret: string;
}

export const SESSION_COOKIE_NAME = 'courant_session';

export function createLucia(orm: Orm, config: Pick<Config, 'appUrl'>) {
  return new Lucia(new MikroOrmSessionAdapter(orm), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
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
