import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES } from '@courant/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserIdentitySchema, UserSchema } from '../src/db/entities/index.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from './helpers/oidc-test-provider.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/test-app.ts';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider) running in this process on
 * loopback: discovery, PKCE, the login page, signed ID tokens and userinfo are the provider's own.
 */
const CALLBACK = `${TEST_APP_URL}/api/v1/auth/sso/callback`;
/** A program's own address, registered at the provider: it catches the code there. */
const PROGRAM_REDIRECT = 'http://127.0.0.1:9/courant-cli/callback';

let idp: TestProvider;
let t: TestApp;
let seq = 0;
const uniqueLogin = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [CALLBACK, PROGRAM_REDIRECT] });
  t = await createTestApp({
    LOG_LEVEL: process.env.SSO_LOG ?? 'silent',
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'entreprise',
        label: 'Se connecter avec Microsoft',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
      // Configured, but nothing listens there: "provider down" from the first request.
      { id: 'eteint', label: 'Se connecter avec Éteint', issuer: 'http://127.0.0.1:9', clientId: 'x' },
    ]),
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

function inject(options: InjectOptions) {
  return t.app.inject(options);
}

/** A new person at the provider, with a verified address `${login}@exemple.fr`: gives their login. */
function newProviderAccount(name: string, names: { given_name?: string; family_name?: string } = {}) {
  const login = uniqueLogin(name);
  idp.accounts.set(login, { email: `${login}@exemple.fr`, email_verified: true, ...names });
  return login;
}

/** The pending sign-up cookie a first SSO sign-in left, as the browser sends it back. */
const signupCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `courant_sso_signup=${res.cookies.find((c) => c.name === 'courant_sso_signup')?.value}`;

/** Browser: the completion form of a first SSO sign-in, sent with its pending sign-up cookie. */
function completeSignup(cookie: string, payload: Record<string, unknown>) {
  return inject({
    method: 'POST',
    url: '/api/v1/auth/sso/complete',
    headers: { cookie, origin: TEST_APP_URL },
    payload,
  });
}

/** Browser: POST /auth/sso from our page (Origin), as the web app calls it. */
async function startBrowser(body: Record<string, unknown> = { provider: 'entreprise' }) {
  const res = await inject({
    method: 'POST',
    url: '/api/v1/auth/sso',
    headers: { origin: TEST_APP_URL },
    payload: body,
  });
  const stateCookie = res.cookies.find((c) => c.name === 'courant_sso_state');
  return { res, url: res.json().url as string, stateCookie: stateCookie?.value ?? '' };
}

/** The provider's redirect back to GET /auth/sso/callback, followed by the browser with its cookies. */
async function browserCallback(returned: URL, cookies: Record<string, string>) {
  return inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
}

/** The whole browser flow up to our callback's answer. */
async function browserSignIn(login: string, from?: string) {
  const started = await startBrowser({ provider: 'entreprise', ...(from ? { from } : {}) });
  expect(started.res.statusCode, started.res.body).toBe(200);
  const returned = await signInAtProvider(started.url, login);
  const res = await browserCallback(returned, { courant_sso_state: started.stateCookie });
  return { res, returned, stateCookie: started.stateCookie };
}

/** Program: start with its own redirect URI, sign in at the provider, post code and state. */
async function programSignIn(login: string) {
  const start = await inject({
    method: 'POST',
    url: '/api/v1/auth/sso',
    payload: { provider: 'entreprise', mode: 'program', redirectUri: PROGRAM_REDIRECT },
  });
  expect(start.statusCode, start.body).toBe(200);
  const returned = await signInAtProvider(start.json().url, login);
  expect(returned.origin + returned.pathname).toBe(PROGRAM_REDIRECT);
  const answer = Object.fromEntries(returned.searchParams);
  const res = await inject({ method: 'POST', url: '/api/v1/auth/sso/callback', payload: answer });
  return { res, answer };
}

async function registerWithPassword(email: string) {
  const res = await inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      company: 'Martin Électricité',
      siret: '12345678901237',
      firstName: 'Claire',
      lastName: 'Martin',
      email,
      password: 'secret1',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { user: { id: string }; session: { token: string } };
}

describe('SSO configuration', () => {
  it('lists the configured providers, one button each', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/auth/sso/providers' });
    expect(res.json()).toEqual([
      { id: 'entreprise', label: 'Se connecter avec Microsoft' },
      { id: 'eteint', label: 'Se connecter avec Éteint' },
    ]);
  });

  it('sends a PKCE (S256) authorization request with state and nonce to the discovered endpoint', async () => {
    const { res, url, stateCookie } = await startBrowser();
    expect(res.statusCode).toBe(200);
    const asked = new URL(url);
    expect(asked.origin).toBe(idp.issuer);
    expect(asked.searchParams.get('client_id')).toBe(idp.clientId);
    expect(asked.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(asked.searchParams.get('response_type')).toBe('code');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.get('nonce')).toBeTruthy();
    expect(asked.searchParams.get('state')).toBe(stateCookie);
    // The browser's binding cookie is httpOnly and only sent back to the SSO routes.
    const cookie = res.cookies.find((c) => c.name === 'courant_sso_state');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/sso' });
  });

  it('refuses an unknown provider and a foreign Origin', async () => {
    const unknown = await startBrowser({ provider: 'inconnu' });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().message).toBe(AUTH_ERROR_MESSAGES.ssoUnknownProvider);
    const foreign = await inject({
      method: 'POST',
      url: '/api/v1/auth/sso',
      headers: { origin: 'https://evil.example' },
      payload: { provider: 'entreprise' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('browser flow', () => {
  it('creates the account at a first sign-in after asking company and SIRET, then signs in', async () => {
    const login = uniqueLogin('nouveau');
    idp.accounts.set(login, {
      email: `${login}@Exemple.fr`,
      email_verified: true,
      given_name: 'Inès',
      family_name: 'Durand',
    });
    const { res } = await browserSignIn(login, '/projects?page=2');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/sso/complete?from=%2Fprojects%3Fpage%3D2');
    const signupCookie = res.cookies.find((c) => c.name === 'courant_sso_signup');
    expect(signupCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'courant_session')).toBeUndefined();
    const cookie = `courant_sso_signup=${signupCookie?.value}`;

    // The completion screen reads what the provider gave.
    const pending = await inject({ method: 'GET', url: '/api/v1/auth/sso/signup', headers: { cookie } });
    expect(pending.json()).toEqual({
      provider: { id: 'entreprise', label: 'Se connecter avec Microsoft' },
      email: `${login}@exemple.fr`,
      firstName: 'Inès',
      lastName: 'Durand',
    });

    // Same validation messages as registration.
    const bad = await completeSignup(cookie, { company: '', siret: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: ['company'], message: AUTH_MESSAGES.companyRequired },
      { path: ['siret'], message: AUTH_MESSAGES.siretFormat },
    ]);

    const done = await completeSignup(cookie, { company: 'Durand Élec', siret: '123 456 789 00015' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().user).toMatchObject({
      email: `${login}@exemple.fr`,
      user_metadata: {
        firstName: 'Inès',
        lastName: 'Durand',
        company: 'Durand Élec',
        siret: '12345678900015',
      },
    });
    const session = done.cookies.find((c) => c.name === 'courant_session');
    expect(session?.value).toBe(done.json().session.token);
    const me = await inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { cookie: `courant_session=${session?.value}` },
    });
    expect(me.json().email).toBe(`${login}@exemple.fr`);

    // The pending sign-up was used: a second submission is refused, and no second account exists.
    const again = await completeSignup(cookie, { company: 'Autre', siret: '12345678901237' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_ERROR_MESSAGES.ssoSignupExpired);

    // The next sign-in goes straight to `from`, signed in through the recorded link.
    const second = await browserSignIn(login, '/projects');
    expect(second.res.statusCode).toBe(303);
    expect(second.res.headers.location).toBe('/projects');
    expect(second.res.cookies.find((c) => c.name === 'courant_session')?.value).toBeTruthy();
    const em = t.app.services.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: `${login}@exemple.fr` });
    expect(user.passwordHash).toBeNull();
    expect(
      await em.count(UserIdentitySchema, { user: user.id, provider: 'entreprise', subject: login }),
    ).toBe(1);
  });

  it('asks the names too when the provider gives none', async () => {
    const login = newProviderAccount('anonyme');
    const { res } = await browserSignIn(login);
    const cookie = signupCookieOf(res);
    const missing = await completeSignup(cookie, { company: 'Société', siret: '12345678901237' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: ['firstName'], message: AUTH_MESSAGES.firstNameRequired },
      { path: ['lastName'], message: AUTH_MESSAGES.lastNameRequired },
    ]);
    const done = await completeSignup(cookie, {
      company: 'Société',
      siret: '12345678901237',
      firstName: 'Léa',
      lastName: 'Petit',
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().user.user_metadata).toMatchObject({ firstName: 'Léa', lastName: 'Petit' });
  });

  it('signs into the existing account of a verified e-mail and records the link', async () => {
    const login = uniqueLogin('existant');
    const email = `${login}@exemple.fr`;
    const registered = await registerWithPassword(email);
    idp.accounts.set(login, { email: email.toUpperCase(), email_verified: true, given_name: 'Autre' });
    const { res } = await browserSignIn(login);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const token = res.cookies.find((c) => c.name === 'courant_session')?.value;
    const me = await inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { cookie: `courant_session=${token}` },
    });
    expect(me.json()).toMatchObject({ id: registered.user.id, user_metadata: { firstName: 'Claire' } });

    // Settings list the link; the account has a password, so it may unlink.
    const headers = { authorization: `Bearer ${registered.session.token}` };
    const listed = await inject({ method: 'GET', url: '/api/v1/auth/sso/identities', headers });
    expect(listed.json()).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'entreprise', name: 'Microsoft', email }],
    });
    const id = listed.json().identities[0].id;
    const unlinked = await inject({ method: 'DELETE', url: `/api/v1/auth/sso/identities/${id}`, headers });
    expect(unlinked.statusCode).toBe(204);
    expect(
      (await inject({ method: 'GET', url: '/api/v1/auth/sso/identities', headers })).json().identities,
    ).toEqual([]);
    // The password still signs in.
    const login2 = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'secret1' },
    });
    expect(login2.statusCode).toBe(200);
  });

  it('keeps the only sign-in method of an SSO account: no unlink, no password change, no password login', async () => {
    const login = newProviderAccount('seul', { given_name: 'A', family_name: 'B' });
    const { res } = await browserSignIn(login);
    const cookie = signupCookieOf(res);
    const done = await completeSignup(cookie, { company: 'Société', siret: '12345678901237' });
    const headers = { authorization: `Bearer ${done.json().session.token}` };
    const listed = (await inject({ method: 'GET', url: '/api/v1/auth/sso/identities', headers })).json();
    expect(listed.hasPassword).toBe(false);
    const refused = await inject({
      method: 'DELETE',
      url: `/api/v1/auth/sso/identities/${listed.identities[0].id}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SSO_LAST_SIGN_IN_METHOD',
      message: AUTH_ERROR_MESSAGES.ssoLastSignInMethod,
    });
    const change = await inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers,
      payload: { currentPassword: 'anything', newPassword: 'secret22' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(AUTH_ERROR_MESSAGES.noPasswordYet);
    const password = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `${login}@exemple.fr`, password: 'anything' },
    });
    expect(password.statusCode).toBe(401);
    expect(password.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an unverified e-mail with a French message, and creates nothing', async () => {
    const login = uniqueLogin('nonverifie');
    const email = `${login}@exemple.fr`;
    await registerWithPassword(email);
    idp.accounts.set(login, { email, email_verified: false });
    const { res } = await browserSignIn(login);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login?error=sso_email_unverified');
    expect(res.cookies.find((c) => c.name === 'courant_session')).toBeUndefined();
    const described = await inject({ method: 'GET', url: '/api/v1/auth/error?error=sso_email_unverified' });
    expect(described.json().message).toBe(AUTH_ERROR_MESSAGES.ssoEmailUnverified);
    expect(await t.app.services.orm.em.fork().count(UserIdentitySchema, { subject: login })).toBe(0);

    const program = await programSignIn(login);
    expect(program.res.statusCode).toBe(403);
    expect(program.res.json()).toMatchObject({
      code: 'SSO_EMAIL_UNVERIFIED',
      message: AUTH_ERROR_MESSAGES.ssoEmailUnverified,
    });
  });

  it('refuses a replayed state, and a callback not started by this browser', async () => {
    const login = uniqueLogin('rejeu');
    const email = `${login}@exemple.fr`;
    await registerWithPassword(email);
    const { res, returned, stateCookie } = await browserSignIn(login);
    expect(res.headers.location).toBe('/dashboard');
    const replay = await browserCallback(returned, { courant_sso_state: stateCookie });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/auth/login?error=sso_state_invalid');
    expect(replay.cookies.find((c) => c.name === 'courant_session')).toBeUndefined();

    // Login CSRF: a fresh code and state sent to another browser (no binding cookie) are refused.
    const started = await startBrowser();
    const foreign = await signInAtProvider(started.url, login);
    const victim = await browserCallback(foreign, {});
    expect(victim.headers.location).toBe('/auth/login?error=sso_state_invalid');
    // …and did not burn the state: the browser that started it still finishes.
    const owner = await browserCallback(foreign, { courant_sso_state: started.stateCookie });
    expect(owner.headers.location).toBe('/dashboard');
  });

  it('refuses an ID token meant for another application (audience)', async () => {
    const login = uniqueLogin('audience');
    await registerWithPassword(`${login}@exemple.fr`);
    idp.setWrongAudience(true);
    try {
      const { res } = await browserSignIn(login);
      expect(res.headers.location).toBe('/auth/login?error=sso_failed');
      expect(res.cookies.find((c) => c.name === 'courant_session')).toBeUndefined();
      const program = await programSignIn(login);
      expect(program.res.statusCode).toBe(401);
      expect(program.res.json()).toMatchObject({
        code: 'SSO_FAILED',
        message: AUTH_ERROR_MESSAGES.ssoFailed,
      });
    } finally {
      idp.setWrongAudience(false);
    }
    expect(await t.app.services.orm.em.fork().count(UserIdentitySchema, { subject: login })).toBe(0);
  });

  it('returns to the login page with the provider refusal (access denied)', async () => {
    const started = await startBrowser();
    const state = new URL(started.url).searchParams.get('state');
    const res = await browserCallback(
      new URL(`${CALLBACK}?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`),
      { courant_sso_state: started.stateCookie },
    );
    expect(res.headers.location).toBe('/auth/login?error=access_denied');
  });
});

describe('program flow', () => {
  it('answers { user, session: { token } } like login, and the token works as Bearer', async () => {
    const login = uniqueLogin('programme');
    const email = `${login}@exemple.fr`;
    const registered = await registerWithPassword(email);
    const { res, answer } = await programSignIn(login);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: registered.user.id, email });
    expect(body.session.token).toEqual(expect.any(String));
    const me = await inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${body.session.token}` },
    });
    expect(me.json().id).toBe(registered.user.id);
    // Same code and state again: refused.
    const replay = await inject({ method: 'POST', url: '/api/v1/auth/sso/callback', payload: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'SSO_STATE_INVALID',
      message: AUTH_ERROR_MESSAGES.ssoStateInvalid,
    });
  });

  it('answers { signup } for a new address, completed with a token instead of a cookie', async () => {
    const login = newProviderAccount('programme-nouveau', { given_name: 'Jo', family_name: 'Roy' });
    const { res } = await programSignIn(login);
    expect(res.statusCode, res.body).toBe(200);
    const { signup } = res.json();
    expect(signup).toMatchObject({ email: `${login}@exemple.fr`, firstName: 'Jo', lastName: 'Roy' });
    const done = await inject({
      method: 'POST',
      url: '/api/v1/auth/sso/complete',
      payload: { token: signup.token, company: 'Roy SARL', siret: '12345678901237' },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().session.token).toEqual(expect.any(String));
  });

  it('a browser state cannot be finished by a program, nor a program state by a browser', async () => {
    const started = await startBrowser();
    const state = new URL(started.url).searchParams.get('state');
    const res = await inject({
      method: 'POST',
      url: '/api/v1/auth/sso/callback',
      payload: { state, code: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SSO_STATE_INVALID');
  });
});

describe('provider down', () => {
  it('answers a clear French error when the provider cannot be reached', async () => {
    const res = await startBrowser({ provider: 'eteint' });
    expect(res.res.statusCode).toBe(502);
    expect(res.res.json()).toEqual({
      statusCode: 502,
      code: 'SSO_PROVIDER_UNAVAILABLE',
      message: AUTH_ERROR_MESSAGES.ssoProviderUnavailable,
    });
  });

  it('sends the browser back to the login page when the provider goes down mid-flow', async () => {
    const login = uniqueLogin('panne');
    await registerWithPassword(`${login}@exemple.fr`);
    const started = await startBrowser();
    const returned = await signInAtProvider(started.url, login);
    await idp.close();
    const res = await browserCallback(returned, { courant_sso_state: started.stateCookie });
    expect(res.headers.location).toBe('/auth/login?error=sso_provider_unavailable');
    const described = await inject({
      method: 'GET',
      url: '/api/v1/auth/error?error=sso_provider_unavailable',
    });
    expect(described.json().message).toBe(AUTH_ERROR_MESSAGES.ssoProviderUnavailable);
  });
});

describe('rate limit', () => {
  it('limits SSO callbacks per IP', async () => {
    const rules = t.app.services.config.rateLimits;
    const saved = rules.ssoPerIp;
    rules.ssoPerIp = { limit: 2, windowMs: 60_000 };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await inject({
          method: 'POST',
          url: '/api/v1/auth/sso/callback',
          headers: { 'x-forwarded-for': '203.0.113.77' },
          payload: { state: `s${i}`, code: 'c' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      rules.ssoPerIp = saved;
    }
  });
});
