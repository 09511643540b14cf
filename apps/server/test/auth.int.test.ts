import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES } from '@courant/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createLucia, SESSION_COOKIE_NAME, SESSION_IDLE_DAYS } from '../src/auth/lucia.ts';
import { sessionTokenHash } from '../src/auth/session-adapter.ts';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import {
  PasswordResetTokenSchema,
  RateLimitSchema,
  SessionSchema,
  UserSchema,
} from '../src/db/entities/index.ts';
import { bearer, nextIp, registration, sessionCookie, uniqueEmail } from './helpers/accounts.ts';
import { appWithOutbox } from './helpers/outbox.ts';
import { TEST_APP_URL } from './helpers/test-app.ts';

const t = appWithOutbox();
const { outboxFor } = t;

// ——— small helpers: each test uses its own e-mails and its own client IP (helpers/accounts.ts) ———

interface RequestOptions {
  ip?: string;
  headers?: Record<string, string>;
}

function request(method: 'GET' | 'POST', url: string, payload?: unknown, options: RequestOptions = {}) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': options.ip ?? nextIp(), ...(options.headers ?? {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}
const post = (url: string, payload?: unknown, options?: RequestOptions) =>
  request('POST', url, payload, options);
const get = (url: string, options?: RequestOptions) => request('GET', url, undefined, options);

const cookieHeaders = (token: string) => ({
  cookie: `${SESSION_COOKIE_NAME}=${token}`,
  origin: TEST_APP_URL,
});

async function registerUser(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await post('/api/v1/auth/register', body);
  expect(res.statusCode).toBe(201);
  const json = res.json() as { user: { id: string; email: string }; session: { token: string } };
  return { ...body, id: json.user.id, email: json.user.email, token: json.session.token };
}

async function login(email: string, password: string, ip?: string) {
  return post('/api/v1/auth/login', { email, password }, { ip });
}

function tokenFromLink(text: string): string {
  const match = /\/auth\/confirm-reset-password\?token_hash=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function requestResetToken(email: string): Promise<string> {
  const res = await post('/api/v1/auth/reset-password', { email });
  expect(res.statusCode).toBe(204);
  const mails = await outboxFor(email);
  const last = mails.at(-1);
  if (!last) throw new Error('no e-mail in the outbox');
  return tokenFromLink(last.text);
}

// ——— registration ———

describe('POST /api/v1/auth/register', () => {
  it('creates the account, signs it in with an httpOnly SameSite=Lax cookie and answers the user and session', async () => {
    const body = registration({ email: `  ${uniqueEmail('Camille').toUpperCase()} ` });
    const res = await post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    const email = body.email.trim().toLowerCase();
    expect(json.user).toEqual({
      id: expect.any(String),
      email,
      user_metadata: {
        firstName: 'Camille',
        lastName: 'Martin',
        company: 'Martin Électricité',
        siret: '12345678901237',
      },
    });
    expect(json.session.token).toEqual(expect.any(String));
    // The idle limit (sliding); the absolute one is tested in sessions-at-rest.int.test.ts.
    expect(new Date(json.session.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + (SESSION_IDLE_DAYS - 1) * 86_400_000,
    );
    const cookie = sessionCookie(res);
    expect(cookie?.value).toBe(json.session.token);
    expect(cookie?.header).toMatch(/HttpOnly/i);
    expect(cookie?.header).toMatch(/SameSite=Lax/i);
    expect(cookie?.header).toMatch(/Path=\//);
    // APP_URL is http here: a Secure cookie would never come back.
    expect(cookie?.header).not.toMatch(/Secure/i);

    const me = await get('/api/v1/auth/user', {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(json.user);

    // Only a hash is stored, never the password.
    const row = await t.app.services.orm.em.fork().findOneOrFail(UserSchema, { email });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('secret1');
  });

  it('marks the cookie Secure when APP_URL is https', () => {
    const https = createLucia(t.app.services.orm, t.app.services.sql, { appUrl: 'https://courant.example' });
    expect(https.createSessionCookie('abc').serialize()).toMatch(/; Secure/i);
    expect(https.createSessionCookie('abc').serialize()).toMatch(/HttpOnly/i);
  });

  it('answers 409 with a French message for a taken e-mail, whatever its case', async () => {
    const user = await registerUser();
    const res = await post('/api/v1/auth/register', registration({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: AUTH_ERROR_MESSAGES.emailTaken,
    });
    expect(await t.app.services.orm.em.fork().count(UserSchema, { email: user.email })).toBe(1);
  });

  it('gives every missing field its French message', async () => {
    const res = await post('/api/v1/auth/register', {});
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.message).toBe(AUTH_MESSAGES.companyRequired);
    expect(json.issues).toEqual([
      { path: ['company'], message: 'Le nom de la société est requis' },
      { path: ['siret'], message: 'Le numéro SIRET est requis' },
      { path: ['firstName'], message: 'Le prénom est requis' },
      { path: ['lastName'], message: 'Le nom est requis' },
      { path: ['email'], message: 'L’adresse email est requise' },
      { path: ['password'], message: 'Le mot de passe est requis' },
    ]);
  });

  // Which value gets which message is the domain's rule, tested with it (auth.schema.test.ts); here, that
  // a refused field of each kind answers 400 with its issue and writes nothing.
  it.each([
    ['siret', 'ABCDEFGHIJKLMN', 'Le SIRET doit contenir exactement 14 chiffres'],
    ['email', 'pas-une-adresse', 'L’adresse email n’est pas valide'],
    ['password', '12345', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['firstName', '   ', 'Le prénom est requis'],
  ])('refuses %s = %j with “%s” and creates nothing', async (field, value, message) => {
    const body = registration({ [field]: value });
    const res = await post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      issues: [{ path: [field], message }],
    });
    expect(sessionCookie(res)).toBeUndefined();
    if (field !== 'email')
      expect(await t.app.services.orm.em.fork().count(UserSchema, { email: body.email })).toBe(0);
  });
});

// ——— login ———

describe('POST /api/v1/auth/login', () => {
  it('answers the user and a new session id at every login, with the cookie', async () => {
    const user = await registerUser();
    const first = await login(user.email.toUpperCase(), user.password);
    const second = await login(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = first.json();
    const b = second.json();
    expect(a.user.email).toBe(user.email);
    expect(new Set([user.token, a.session.token, b.session.token]).size).toBe(3);
    expect(sessionCookie(second)?.value).toBe(b.session.token);
    // Another device's session is not touched by a login elsewhere.
    expect((await get('/api/v1/auth/user', { headers: bearer(a.session.token) })).statusCode).toBe(200);
  });

  it('ends the session the browser already held when it logs in again (no session fixation)', async () => {
    const user = await registerUser();
    const res = await post(
      '/api/v1/auth/login',
      { email: user.email, password: user.password },
      { headers: cookieHeaders(user.token) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().session.token).not.toBe(user.token);
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 and message', async () => {
    const user = await registerUser();
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email ou mot de passe incorrect',
      });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('requires e-mail and password with the French messages', async () => {
    const res = await post('/api/v1/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: ['email'], message: 'L’adresse email est requise' },
      { path: ['password'], message: 'Le mot de passe est requis' },
    ]);
    const bad = await post('/api/v1/auth/login', { email: 'nope', password: 'x' });
    expect(bad.json().message).toBe('L’adresse email n’est pas valide');
  });

  it('works over tRPC too, with the same cookie', async () => {
    const user = await registerUser();
    const res = await post('/trpc/auth.login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const token = res.json().result.data.session.token;
    expect(sessionCookie(res)?.value).toBe(token);
    const invalid = await post('/trpc/auth.login', { email: user.email, password: 'bad' });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().error).toMatchObject({
      message: 'Email ou mot de passe incorrect',
      data: { code: 'INVALID_CREDENTIALS' },
    });
  });
});

describe('login rate limits', () => {
  it('5 wrong passwords from one IP never lock the owner out: from another IP the right password works at once', async () => {
    const user = await registerUser();
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await login(user.email, `wrong-${i}`, attacker);
      // The first failures answer 401; then the attacker's IP must wait (429), with no password checked.
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
    // Even 10 more failures from as many IPs: the owner's own IP is not delayed.
    const owner = nextIp();
    for (let i = 0; i < 10; i++) expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    // Each failure costs a password hash: a generous limit for a busy machine (speed is not measured here).
  }, 120_000);

  it('delays one e-mail from one IP more after each failure past the free ones (429 + Retry-After)', async () => {
    const limits = t.config.rateLimits;
    expect(limits.loginPerEmailIp.freeFailures).toBe(3);
    // Minutes instead of the default seconds, so that a slow machine cannot let a wait pass unseen.
    limits.loginPerEmailIp = { ...DEFAULT_RATE_LIMITS.loginPerEmailIp, baseDelayMs: 60_000 };
    onTestFinished(() => {
      limits.loginPerEmailIp = DEFAULT_RATE_LIMITS.loginPerEmailIp;
    });
    const user = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await login(user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    // From then on each failure doubles the wait: 1 min, 2 min, 4 min.
    const em = t.app.services.orm.em.fork();
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await login(user.email, user.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      });
      waits.push(String(blocked.headers['retry-after']));
      // Time passes (moved back in the database): the next guess is checked, and fails again.
      await em.nativeUpdate(
        RateLimitSchema,
        { key: { $like: 'login:email-ip:%' }, lastHitAt: { $ne: null } },
        { lastHitAt: new Date(Date.now() - 20 * 60_000) },
      );
      expect((await login(user.email, `wrong-again-${round}`, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240']);
    // Meanwhile the owner, from another IP, is not delayed at all.
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
    // No address is stored in clear in the counters.
    const keys = (await em.find(RateLimitSchema, {})).map((r) => r.key).join(' ');
    expect(keys).not.toContain(user.email);
  });

  it('forgets the failures of an e-mail from an IP once its owner logs in from it', async () => {
    const limits = t.config.rateLimits;
    limits.loginPerEmailIp = { ...DEFAULT_RATE_LIMITS.loginPerEmailIp, baseDelayMs: 60_000 };
    onTestFinished(() => {
      limits.loginPerEmailIp = DEFAULT_RATE_LIMITS.loginPerEmailIp;
    });
    const user = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    // Counted from zero again: two more failures are still free.
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('blocks an IP after too many failures on any addresses, and only that IP', async () => {
    const limits = t.config.rateLimits;
    const saved = limits.loginPerIp;
    limits.loginPerIp = { limit: 3, windowMs: 60_000 };
    try {
      const user = await registerUser();
      const ip = nextIp();
      // Successes do not count: a shared office IP is not blocked by its own logins.
      for (let i = 0; i < 4; i++) expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await login(uniqueEmail('guess'), 'guess', ip)).statusCode).toBe(401);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
      expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
    } finally {
      limits.loginPerIp = saved;
    }
  });
});

// ——— sessions: user, signout, Bearer and cookie, Origin ———

describe('sessions', () => {
  it('GET /auth/user answers 401 without a session, with a forged one, or with a junk header', async () => {
    const cases: Record<string, string>[] = [
      {},
      bearer('forged-session-id'),
      bearer('x'.repeat(5000)),
      { authorization: 'Basic dXNlcjpwYXNz' },
      { cookie: `${SESSION_COOKIE_NAME}=forged-session-id` },
      { cookie: `${SESSION_COOKIE_NAME}=${'%'.repeat(300)}` },
    ];
    for (const headers of cases) {
      const res = await get('/api/v1/auth/user', { headers });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentification requise' });
    }
    // A forged cookie is cleared.
    const forged = await get('/api/v1/auth/user', { headers: { cookie: `${SESSION_COOKIE_NAME}=forged` } });
    expect(sessionCookie(forged)?.header).toMatch(/Max-Age=0/);
  });

  it('accepts the session from the cookie or from Authorization: Bearer', async () => {
    const user = await registerUser();
    const viaBearer = await get('/api/v1/auth/user', { headers: bearer(user.token) });
    const viaCookie = await get('/api/v1/auth/user', {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${user.token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaCookie.statusCode).toBe(200);
    expect(viaBearer.json()).toEqual(viaCookie.json());
    expect(viaBearer.json().email).toBe(user.email);
  });

  it('an expired session answers 401', async () => {
    const user = await registerUser();
    await t.app.services.orm.em
      .fork()
      .nativeUpdate(
        SessionSchema,
        { tokenHash: sessionTokenHash(user.token) },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(401);
  });

  it('signout ends the session and clears the cookie', async () => {
    const user = await registerUser();
    const res = await post('/api/v1/auth/signout', undefined, { headers: cookieHeaders(user.token) });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe('');
    expect(sessionCookie(res)?.header).toMatch(/Max-Age=0/);
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(401);
    expect(
      await t.app.services.orm.em.fork().count(SessionSchema, { tokenHash: sessionTokenHash(user.token) }),
    ).toBe(0);
    // Signing out twice: no session any more.
    const again = await post('/api/v1/auth/signout', undefined, { headers: bearer(user.token) });
    expect(again.statusCode).toBe(401);
  });

  it('signout with a Bearer token needs no Origin', async () => {
    const user = await registerUser();
    expect((await post('/api/v1/auth/signout', undefined, { headers: bearer(user.token) })).statusCode).toBe(
      204,
    );
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change without our Origin or Referer (403 ORIGIN_REFUSED)', async () => {
    const user = await registerUser();
    const cookie = `${SESSION_COOKIE_NAME}=${user.token}`;
    const change = { currentPassword: user.password, newPassword: 'nouveau1' };
    const refused: Record<string, string>[] = [
      { cookie },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'http://localhost:3001' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie, origin: 'null' },
    ];
    for (const headers of refused) {
      for (const url of ['/api/v1/auth/update-password', '/api/v1/auth/signout', '/trpc/auth.signout']) {
        // The tRPC client always sends a JSON content type, even for a mutation without input.
        const withType = url.startsWith('/trpc')
          ? { ...headers, 'content-type': 'application/json' }
          : headers;
        const res = await post(url, url.includes('update') ? change : undefined, { headers: withType });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        const body = res.json();
        expect(body.code ?? body.error?.data?.code).toBe('ORIGIN_REFUSED');
      }
    }
    // Nothing changed: the session is alive and the password is the old one.
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // A Referer of our own origin is enough when Origin is absent; GET needs neither.
    expect((await get('/api/v1/auth/user', { headers: { cookie } })).statusCode).toBe(200);
    const ok = await post('/api/v1/auth/signout', undefined, {
      headers: { cookie, referer: `${TEST_APP_URL}/settings` },
    });
    expect(ok.statusCode).toBe(204);
  });
});

// ——— password change ———

describe('POST /api/v1/auth/update-password', () => {
  it('checks the current password, sets the new one and ends every other session', async () => {
    const user = await registerUser();
    const other = (await login(user.email, user.password)).json().session.token as string;
    const res = await post(
      '/api/v1/auth/update-password',
      { currentPassword: user.password, newPassword: 'nouveau-mdp' },
      { headers: cookieHeaders(user.token) },
    );
    expect(res.statusCode).toBe(204);
    expect((await get('/api/v1/auth/user', { headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await get('/api/v1/auth/user', { headers: bearer(other) })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'nouveau-mdp')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field message, not a 401 (which would log the user out)', async () => {
    const user = await registerUser();
    const res = await post(
      '/api/v1/auth/update-password',
      { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mdp' },
      { headers: bearer(user.token) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Le mot de passe actuel est incorrect',
      issues: [{ path: ['currentPassword'], message: 'Le mot de passe actuel est incorrect' }],
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('limits wrong current passwords per account', async () => {
    const user = await registerUser();
    const attempt = (currentPassword: string) =>
      post(
        '/api/v1/auth/update-password',
        { currentPassword, newPassword: 'nouveau-mdp' },
        { headers: bearer(user.token) },
      );
    for (let i = 0; i < DEFAULT_RATE_LIMITS.passwordChangePerUser.limit; i++) {
      expect((await attempt(`wrong-${i}`)).statusCode).toBe(400);
    }
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_ERROR_MESSAGES.rateLimited);
  });

  it.each([
    [{ newPassword: 'nouveau-mdp' }, 'currentPassword', 'Le mot de passe actuel est requis'],
    [{ currentPassword: 'secret1' }, 'newPassword', 'Le nouveau mot de passe est requis'],
    [
      { currentPassword: 'secret1', newPassword: '12345' },
      'newPassword',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
  ])('validates %j: %s “%s”', async (body, field, message) => {
    const user = await registerUser();
    const res = await post('/api/v1/auth/update-password', body, { headers: bearer(user.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      issues: [{ path: [field], message }],
    });
  });

  it('answers 401 without a session', async () => {
    const res = await post('/api/v1/auth/update-password', {
      currentPassword: 'secret1',
      newPassword: 'nouveau-mdp',
    });
    expect(res.statusCode).toBe(401);
  });
});

// ——— password reset ———

describe('password reset', () => {
  it('answers 204 whether or not the address has an account, and mails only real accounts', async () => {
    const nobody = uniqueEmail('nobody');
    const none = await post('/api/v1/auth/reset-password', {
      email: nobody,
      redirectUrl: `${TEST_APP_URL}/auth/confirm-reset-password`,
    });
    expect(none.statusCode).toBe(204);
    expect(await outboxFor(nobody)).toEqual([]);

    const user = await registerUser({ firstName: 'Zoé' });
    const res = await post('/api/v1/auth/reset-password', { email: `  ${user.email.toUpperCase()}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe(none.body);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ to: user.email, subject: 'Réinitialisation de votre mot de passe Courant' });
    expect(mail?.text).toContain('Bonjour Zoé,');
    expect(mail?.text).toContain('Ce lien expire dans 1 heure');
    const token = tokenFromLink(mail?.text ?? '');
    expect(mail?.text).toContain(`${TEST_APP_URL}/auth/confirm-reset-password?token_hash=${token}`);
    expect(mail?.html).toContain(`href="${TEST_APP_URL}/auth/confirm-reset-password?token_hash=${token}"`);
    expect(mail?.html).toContain('<html lang="fr">');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only the SHA-256 of the token is stored, valid for one hour.
    const rows = await t.app.services.orm.em.fork().find(PasswordResetTokenSchema, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    const validity = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(validity).toBeGreaterThan(59 * 60_000);
    expect(validity).toBeLessThanOrEqual(60 * 60_000);
  });

  it('keeps the link on our own origin: a foreign redirectUrl is ignored, our own is kept', async () => {
    const user = await registerUser();
    await post('/api/v1/auth/reset-password', {
      email: user.email,
      redirectUrl: 'https://evil.example/steal',
    });
    await post('/api/v1/auth/reset-password', {
      email: user.email,
      redirectUrl: `${TEST_APP_URL}/auth/confirm-reset-password?from=mail#x`,
    });
    const [foreign, own] = await outboxFor(user.email);
    expect(foreign?.text).not.toContain('evil.example');
    expect(foreign?.text).toMatch(/http:\/\/localhost:3000\/auth\/confirm-reset-password\?token_hash=[\w-]+/);
    expect(own?.text).toMatch(
      /http:\/\/localhost:3000\/auth\/confirm-reset-password\?from=mail&token_hash=[\w-]+\n/,
    );
  });

  it('sets the new password through the e-mailed link, once, and ends every session', async () => {
    const user = await registerUser();
    const otherSession = (await login(user.email, user.password)).json().session.token as string;
    const token = await requestResetToken(user.email);

    const res = await post('/api/v1/auth/confirm-reset-password', { code: token, newPassword: 'tout-neuf' });
    expect(res.statusCode).toBe(204);
    for (const session of [user.token, otherSession]) {
      expect((await get('/api/v1/auth/user', { headers: bearer(session) })).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'tout-neuf')).statusCode).toBe(200);

    const reused = await post('/api/v1/auth/confirm-reset-password', {
      code: token,
      newPassword: 'encore-autre',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      statusCode: 400,
      code: 'TOKEN_INVALID',
      message: 'Le lien de réinitialisation est invalide ou a expiré.',
    });
    expect((await login(user.email, 'tout-neuf')).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and spends the older links of the account', async () => {
    const user = await registerUser();
    const older = await requestResetToken(user.email);
    const expired = await requestResetToken(user.email);
    const em = t.app.services.orm.em.fork();
    const rows = await em.find(
      PasswordResetTokenSchema,
      { user: user.id },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(rows).toHaveLength(2);
    await em.nativeUpdate(
      PasswordResetTokenSchema,
      { id: rows[1]?.id },
      { expiresAt: new Date(Date.now() - 1000) },
    );

    for (const code of [expired, 'inconnu', `${older}x`]) {
      const res = await post('/api/v1/auth/confirm-reset-password', { code, newPassword: 'tout-neuf' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID', message: AUTH_ERROR_MESSAGES.tokenInvalid });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const third = await requestResetToken(user.email);
    expect(
      (await post('/api/v1/auth/confirm-reset-password', { code: third, newPassword: 'tout-neuf' }))
        .statusCode,
    ).toBe(204);
    // The other link still pending for this account died with the one used.
    const afterUse = await post('/api/v1/auth/confirm-reset-password', {
      code: older,
      newPassword: 'autre-mdp',
    });
    expect(afterUse.statusCode).toBe(400);
    expect((await login(user.email, 'tout-neuf')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await registerUser();
    const token = await requestResetToken(user.email);
    const results = await Promise.all(
      ['premier-mdp', 'second-mdp'].map((newPassword) =>
        post('/api/v1/auth/confirm-reset-password', { code: token, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });

  it('validates the reset payloads with the French messages', async () => {
    const missing = await post('/api/v1/auth/confirm-reset-password', { newPassword: 'tout-neuf' });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Token de réinitialisation manquant',
    });
    const short = await post('/api/v1/auth/confirm-reset-password', { code: 'abc', newPassword: '123' });
    expect(short.json()).toMatchObject({ message: 'Le mot de passe doit contenir au moins 6 caractères' });
    const empty = await post('/api/v1/auth/confirm-reset-password', { code: 'abc', newPassword: '' });
    expect(empty.json()).toMatchObject({ message: 'Le nouveau mot de passe est requis' });
    const noEmail = await post('/api/v1/auth/reset-password', {});
    expect(noEmail.json()).toMatchObject({ statusCode: 400, message: 'L’adresse email est requise' });
    const badEmail = await post('/api/v1/auth/reset-password', { email: 'x@' });
    expect(badEmail.json()).toMatchObject({ statusCode: 400, message: 'L’adresse email n’est pas valide' });
  });

  it('limits reset requests per e-mail (3 an hour) and per IP, with the same answer for unknown addresses', async () => {
    expect(DEFAULT_RATE_LIMITS.resetPerEmail).toEqual({ limit: 3, windowMs: 60 * 60_000 });
    const user = await registerUser();
    const nobody = uniqueEmail('nobody');
    for (const email of [user.email, nobody]) {
      for (let i = 0; i < 3; i++)
        expect((await post('/api/v1/auth/reset-password', { email })).statusCode).toBe(204);
      const blocked = await post('/api/v1/auth/reset-password', { email });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(AUTH_ERROR_MESSAGES.rateLimited);
    }
    expect(await outboxFor(user.email)).toHaveLength(3);

    const limits = t.config.rateLimits;
    const saved = limits.resetPerIp;
    limits.resetPerIp = { limit: 2, windowMs: 60_000 };
    try {
      const ip = nextIp();
      for (let i = 0; i < 2; i++) {
        expect((await post('/api/v1/auth/reset-password', { email: uniqueEmail() }, { ip })).statusCode).toBe(
          204,
        );
      }
      expect((await post('/api/v1/auth/reset-password', { email: uniqueEmail() }, { ip })).statusCode).toBe(
        429,
      );
    } finally {
      limits.resetPerIp = saved;
    }
  });
});

// ——— error, SSO, documentation ———

describe('GET /api/v1/auth/error and the SSO routes', () => {
  it('describes a known error code in French and never echoes the query text', async () => {
    const known = await get('/api/v1/auth/error?error=access_denied&error_description=%3Cscript%3E');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ error: 'access_denied', message: 'Accès refusé.' });
    const expired = await get('/api/v1/auth/error?error=access_denied&error_code=otp_expired');
    expect(expired.json()).toEqual({ error: 'otp_expired', message: AUTH_ERROR_MESSAGES.tokenInvalid });
    const unknown = await get('/api/v1/auth/error?error=%3Cb%3Ehello&error_description=hello');
    expect(unknown.json().message).toBe('Une erreur d’authentification est survenue. Veuillez réessayer.');
    expect(JSON.stringify(unknown.json().message)).not.toContain('hello');
    const none = await get('/api/v1/auth/error');
    expect(none.json()).toEqual({
      error: null,
      message: 'Une erreur d’authentification est survenue. Veuillez réessayer.',
    });
    const proto = await get('/api/v1/auth/error?error=__proto__');
    expect(proto.statusCode).toBe(200);
  });

  it('answers 501 SSO_NOT_CONFIGURED on the three SSO routes', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/auth/sso'],
      ['GET', '/api/v1/auth/sso/callback?code=abc&state=def'],
      ['POST', '/api/v1/auth/sso/callback'],
    ] as const) {
      const res = await request(method, url, method === 'POST' ? { provider: 'x' } : undefined);
      expect(res.statusCode, url).toBe(501);
      expect(res.json()).toEqual({
        statusCode: 501,
        code: 'SSO_NOT_CONFIGURED',
        message: 'La connexion par authentification unique (SSO) n’est pas disponible sur ce serveur.',
      });
    }
  });

  it('documents every auth route in OpenAPI', async () => {
    const doc = (await get('/api/v1/openapi.json')).json();
    for (const [p, method] of [
      ['/api/v1/auth/register', 'post'],
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/auth/signout', 'post'],
      ['/api/v1/auth/reset-password', 'post'],
      ['/api/v1/auth/confirm-reset-password', 'post'],
      ['/api/v1/auth/update-password', 'post'],
      ['/api/v1/auth/user', 'get'],
      ['/api/v1/auth/error', 'get'],
      ['/api/v1/auth/sso', 'post'],
      ['/api/v1/auth/sso/callback', 'get'],
      ['/api/v1/auth/sso/callback', 'post'],
    ] as const) {
      expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
    expect(doc.paths['/api/v1/auth/sso'].post.responses['501']).toBeDefined();
    expect(
      doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['company', 'siret', 'firstName', 'lastName', 'email', 'password']);
  });
});

// ——— no input makes a 500 ———

describe('junk input', () => {
  const routes = [
    '/api/v1/auth/register',
    '/api/v1/auth/login',
    '/api/v1/auth/reset-password',
    '/api/v1/auth/confirm-reset-password',
    '/api/v1/auth/update-password',
    '/api/v1/auth/signout',
    '/api/v1/auth/sso',
    '/api/v1/contact',
    '/trpc/auth.register',
    '/trpc/auth.login',
  ];
  const long = 'é'.repeat(100_000);
  const bodies: unknown[] = [
    null,
    'texte',
    42,
    [],
    [{ email: 'a@b.fr' }],
    { email: {}, password: [] },
    { email: ['a@b.fr'], password: 'secret1' },
    { email: 'a@b.fr', password: 123456 },
    { email: `${long}@b.fr`, password: long, company: long, siret: long, firstName: long, lastName: long },
    {
      company: 'a\u0000b',
      siret: '12345678901237',
      firstName: 'a',
      lastName: 'b',
      email: 'a\u0000@b.fr',
      password: 'secret1',
    },
    {
      email: 'a@b.fr',
      password: 'secret1',
      code: { $ne: null },
      newPassword: 'secret1',
      currentPassword: 'x',
    },
    { __proto__: { admin: true }, constructor: { prototype: {} }, email: 'a@b.fr', password: 'x' },
    { code: '\ud800', newPassword: '\ud800\ud800\ud800\ud800\ud800\ud800' },
    { message: 'x'.repeat(6000), firstName: 'a', lastName: 'b', email: 'a@b.fr' },
  ];

  /** Never a 500; the SSO routes answer their 501 to anything parsable. Errors keep the error body shape. */
  function expectNoServerError(res: LightMyRequestResponse, url: string, what: string) {
    const label = `${url} ${what.slice(0, 60)}`;
    // Bodies Fastify cannot parse are refused (400, 415) before any route runs.
    if (url.includes('/sso') && res.statusCode >= 500) expect(res.statusCode, label).toBe(501);
    else expect(res.statusCode, label).toBeLessThan(500);
    if (res.statusCode >= 400 && url.startsWith('/api')) {
      expect(res.json(), label).toMatchObject({
        statusCode: res.statusCode,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  }

  it('answers every junk JSON body without a server error', async () => {
    for (const url of routes) {
      for (const body of bodies) {
        const res = await post(url, JSON.stringify(body), {
          headers: { 'content-type': 'application/json', ...bearer('forged') },
        });
        expectNoServerError(res, url, JSON.stringify(body));
      }
    }
    // The NUL bytes, overlong values and wrong types created no account.
    expect(await t.app.services.orm.em.fork().count(UserSchema, { email: 'a@b.fr' })).toBe(0);
  });

  it('answers malformed bodies and odd content types with a 4xx', async () => {
    for (const url of routes) {
      for (const [type, payload] of [
        ['application/json', '{"email": '],
        ['application/json', ''],
        ['text/plain', 'email=a@b.fr'],
        ['application/x-www-form-urlencoded', 'email=a%40b.fr&password=secret1'],
        ['application/octet-stream', '\u0000\u0001'],
      ]) {
        const res = await post(url, payload, { headers: { 'content-type': type as string } });
        expectNoServerError(res, url, type as string);
        if (!url.includes('/sso')) expect(res.statusCode, `${url} ${type}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('answers junk queries on the GET routes without a server error', async () => {
    for (const url of [
      '/api/v1/auth/user?x=%00',
      '/api/v1/auth/error?error=a&error=b',
      `/api/v1/auth/error?error=${'x'.repeat(5000)}`,
      '/api/v1/auth/error?error[$ne]=1',
      '/api/v1/auth/sso/callback?%%%',
    ]) {
      expectNoServerError(await get(url), url, 'query');
    }
  });
});
