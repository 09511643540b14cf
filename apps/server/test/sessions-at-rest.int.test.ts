import { randomBytes, randomUUID } from 'node:crypto';
import { AUTH_ERROR_MESSAGES } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_DAYS, SESSION_COOKIE_NAME, SESSION_IDLE_DAYS } from '../src/auth/lucia.ts';
import { sessionTokenHash } from '../src/auth/session-adapter.ts';
import { openOrm } from '../src/db/orm.ts';
import { bearer, nextIp, registration, sessionCookie } from './helpers/accounts.ts';
import { appWithOutbox } from './helpers/outbox.ts';
import { TEST_APP_URL } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// Sessions at rest: only token hashes in the database, an absolute lifetime, 'log out
// everywhere', and a password change that ends other sessions, burns reset links and sends a notice.

const t = appWithOutbox();
const { outboxFor } = t;

function request(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': nextIp(), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}
const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE_NAME}=${token}`, origin: TEST_APP_URL });
const me = (headers: Record<string, string>) => request('GET', '/api/v1/auth/user', undefined, headers);

async function register() {
  const body = registration();
  const res = await request('POST', '/api/v1/auth/register', body);
  expect(res.statusCode).toBe(201);
  const json = res.json() as { user: { id: string }; session: { token: string } };
  return { ...body, id: json.user.id, token: json.session.token };
}

async function login(email: string, password: string): Promise<string> {
  const res = await request('POST', '/api/v1/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return (res.json() as { session: { token: string } }).session.token;
}

const sql = <T>(text: string, params: unknown[] = []) =>
  t.app.services.orm.em.getConnection().execute<T[]>(text, params);

describe('sessions at rest', () => {
  it('stores only the SHA-256 of each token: a copy of the sessions table opens no session', async () => {
    const user = await register();
    const second = await login(user.email, user.password);
    const rows = await sql<Record<string, unknown>>('select * from sessions where user_id = ?', [user.id]);
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    for (const token of [user.token, second]) {
      expect(dump).not.toContain(token);
      expect(rows.map((r) => r.token_hash)).toContain(sessionTokenHash(token));
    }
    // Every value of the copied rows, tried as a token, is refused.
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const candidate = value instanceof Date ? value.toISOString() : String(value);
        expect((await me(bearer(candidate))).statusCode).toBe(401);
        expect((await me(cookie(candidate))).statusCode).toBe(401);
      }
    }
    // The tokens themselves still work.
    expect((await me(bearer(user.token))).statusCode).toBe(200);
    expect((await me(cookie(second))).statusCode).toBe(200);
  });

  it('ends a session at its absolute limit even while it is in use', async () => {
    const user = await register();
    const hash = sessionTokenHash(user.token);
    const [row] = await sql<{ created_at: Date; absolute_expires_at: Date }>(
      'select created_at, absolute_expires_at from sessions where token_hash = ?',
      [hash],
    );
    const lifetime =
      new Date(row?.absolute_expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime();
    expect(Math.round(lifetime / 86_400_000)).toBe(SESSION_ABSOLUTE_DAYS);

    // Used a minute ago (idle expiry far away), but logged in more than 30 days ago.
    await sql(
      `update sessions set expires_at = now() + interval '6 days', absolute_expires_at = now() - interval '1 second'
        where token_hash = ?`,
      [hash],
    );
    const res = await me(cookie(user.token));
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)?.header).toMatch(/Max-Age=0/);
    expect(await sql('select 1 from sessions where token_hash = ?', [hash])).toHaveLength(0);
  });

  it('slides the idle expiry with use, never past the absolute limit', async () => {
    const user = await register();
    const hash = sessionTokenHash(user.token);
    const expiry = async () => {
      const [row] = await sql<{ expires_at: Date; absolute_expires_at: Date }>(
        'select expires_at, absolute_expires_at from sessions where token_hash = ?',
        [hash],
      );
      return {
        idle: new Date(row?.expires_at ?? 0).getTime(),
        absolute: new Date(row?.absolute_expires_at ?? 0).getTime(),
      };
    };
    /** An hour of the idle window left, the absolute end `absoluteLeft` away; then one request. */
    const usedWithAbsoluteLeft = async (absoluteLeft: string) => {
      await sql(
        `update sessions set expires_at = now() + interval '1 hour', absolute_expires_at = now() + interval '${absoluteLeft}'
          where token_hash = ?`,
        [hash],
      );
      expect((await me(bearer(user.token))).statusCode).toBe(200);
      return expiry();
    };
    // Less than half of the idle window left, absolute end far away: a request slides the idle expiry.
    const slid = await usedWithAbsoluteLeft('20 days');
    expect(slid.idle - Date.now()).toBeGreaterThan((SESSION_IDLE_DAYS - 1) * 86_400_000);
    expect(slid.idle).toBeLessThan(slid.absolute);

    // Two days of absolute lifetime left: the slide stops at the absolute end.
    const capped = await usedWithAbsoluteLeft('2 days');
    expect(capped.idle).toBe(capped.absolute);
  });

  it('purges dead sessions: the periodic sweep and at each login for its user', async () => {
    const user = await register();
    const dead = async (column: 'expires_at' | 'absolute_expires_at') => {
      const token = randomBytes(20).toString('hex');
      await sql(
        `insert into sessions (token_hash, user_id, expires_at, absolute_expires_at, created_at)
         values (?, ?, now() + interval '1 day', now() + interval '1 day', now())`,
        [sessionTokenHash(token), user.id],
      );
      await sql(`update sessions set ${column} = now() - interval '1 minute' where token_hash = ?`, [
        sessionTokenHash(token),
      ]);
      return sessionTokenHash(token);
    };
    const count = async () =>
      Number(
        (await sql<{ n: string }>('select count(*) as n from sessions where user_id = ?', [user.id]))[0]?.n,
      );

    await dead('expires_at');
    await dead('absolute_expires_at');
    expect(await count()).toBe(3);
    await login(user.email, user.password);
    expect(await count()).toBe(2); // the live registration session and the new one

    await dead('expires_at');
    await dead('absolute_expires_at');
    await t.app.services.lucia.deleteExpiredSessions();
    expect(await count()).toBe(2);
  });
});

describe("'Se déconnecter de tous les appareils'", () => {
  it('ends every session of the account, this one included, and no one else’s', async () => {
    const user = await register();
    const phone = await login(user.email, user.password);
    const program = await login(user.email, user.password);
    const someoneElse = await register();

    const res = await request('POST', '/api/v1/auth/signout-everywhere', undefined, cookie(user.token));
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.header).toMatch(/Max-Age=0/);
    for (const token of [user.token, phone, program]) {
      expect((await me(bearer(token))).statusCode).toBe(401);
    }
    expect(await sql('select 1 from sessions where user_id = ?', [user.id])).toHaveLength(0);
    expect((await me(bearer(someoneElse.token))).statusCode).toBe(200);
    // The password still works: signing in again opens a new session.
    expect((await me(bearer(await login(user.email, user.password)))).statusCode).toBe(200);
  });

  it('works over tRPC with a Bearer token, and needs a session', async () => {
    const user = await register();
    const other = await login(user.email, user.password);
    const res = await request('POST', '/trpc/auth.signoutEverywhere', undefined, {
      ...bearer(user.token),
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await request('POST', '/api/v1/auth/signout-everywhere')).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated call from another Origin', async () => {
    const user = await register();
    const res = await request('POST', '/api/v1/auth/signout-everywhere', undefined, {
      cookie: `${SESSION_COOKIE_NAME}=${user.token}`,
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect((await me(bearer(user.token))).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends the other sessions, burns pending reset links and mails a notice without any token', async () => {
    const user = await register();
    const other = await login(user.email, user.password);
    expect((await request('POST', '/api/v1/auth/reset-password', { email: user.email })).statusCode).toBe(
      204,
    );
    const resetMail = (await outboxFor(user.email)).at(-1);
    const resetToken = /token_hash=([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? '')?.[1];
    expect(resetToken).toBeTruthy();

    const res = await request(
      'POST',
      '/api/v1/auth/update-password',
      { currentPassword: user.password, newPassword: 'nouveau-mdp' },
      cookie(user.token),
    );
    expect(res.statusCode).toBe(204);
    expect((await me(bearer(user.token))).statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(401);

    // The link sent before the change no longer sets a password.
    const reuse = await request('POST', '/api/v1/auth/confirm-reset-password', {
      code: resetToken,
      newPassword: 'attaquant1',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'TOKEN_INVALID', message: AUTH_ERROR_MESSAGES.tokenInvalid });
    await login(user.email, 'nouveau-mdp');

    const notice = (await outboxFor(user.email)).at(-1);
    expect(notice?.subject).toBe('Votre mot de passe Courant a été modifié');
    expect(notice?.text).toContain('Le mot de passe de votre compte Courant a été modifié le ');
    expect(notice?.text).toContain(`${TEST_APP_URL}/auth/reset-password`);
    for (const secret of [user.token, other, resetToken ?? '', 'nouveau-mdp', 'token_hash']) {
      expect(`${notice?.text}${notice?.html}`).not.toContain(secret);
    }
  });

  it('a reset through the e-mailed link mails the notice too', async () => {
    const user = await register();
    await request('POST', '/api/v1/auth/reset-password', { email: user.email });
    const resetToken = /token_hash=([A-Za-z0-9_-]+)/.exec(
      (await outboxFor(user.email)).at(-1)?.text ?? '',
    )?.[1];
    const res = await request('POST', '/api/v1/auth/confirm-reset-password', {
      code: resetToken,
      newPassword: 'nouveau-mdp',
    });
    expect(res.statusCode).toBe(204);
    const mails = await outboxFor(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Réinitialisation de votre mot de passe Courant',
      'Votre mot de passe Courant a été modifié',
    ]);
    expect((await me(bearer(user.token))).statusCode).toBe(401);
  });
});

describe('the hashed-sessions migration', () => {
  it('deletes the clear sessions a database held before it, so their tokens open nothing', async () => {
    const database = await createTestDatabase();
    const orm = await openOrm({ databaseUrl: database.url, dataDir: 'memory://' });
    try {
      await orm.migrator.up({ to: 'Migration20261124040000_work_scope' });
      const conn = orm.em.getConnection();
      const userId = randomUUID();
      const clearToken = randomBytes(20).toString('hex');
      await conn.execute(
        `insert into users (id, email, password_hash, first_name, last_name, company, siret, created_at, updated_at)
         values (?, 'old@example.fr', 'x', 'A', 'B', 'C', '12345678901237', now(), now())`,
        [userId],
      );
      await conn.execute(
        `insert into sessions (id, user_id, expires_at) values (?, ?, now() + interval '20 days')`,
        [clearToken, userId],
      );
      await orm.migrator.up();
      expect(await conn.execute('select * from sessions')).toEqual([]);
      const columns = await conn.execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'sessions' order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual([
        'absolute_expires_at',
        'created_at',
        'expires_at',
        'token_hash',
        'user_id',
      ]);
      // The user is kept; only the sessions went.
      expect(await conn.execute('select email from users')).toEqual([{ email: 'old@example.fr' }]);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});
