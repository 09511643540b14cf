import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/test-app.ts';

/** Login CSRF: a page of another site must not open a session, in the visitor's browser, for its account. */
describe('session-opening calls and the Origin header', () => {
  let t: TestApp;
  const account = {
    company: 'Origine SARL',
    siret: '12345678901237',
    firstName: 'Léa',
    lastName: 'Moreau',
    email: 'origin-check@example.fr',
    password: 'secret-123',
  };
  const post = (url: string, payload: object, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses registration and login from a foreign origin, without opening a session', async () => {
    const register = await post('/api/v1/auth/register', account, 'https://evil.example');
    expect(register.statusCode).toBe(403);
    expect(register.json()).toMatchObject({ code: 'ORIGIN_REFUSED' });
    expect(register.headers['set-cookie']).toBeUndefined();

    expect((await post('/api/v1/auth/register', account, TEST_APP_URL)).statusCode).toBe(201);
    const foreign = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      'https://evil.example',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const opaque = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      'null',
    );
    expect(opaque.statusCode).toBe(403);
  });

  it('accepts our own origin, and programs that send no Origin at all', async () => {
    const own = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      TEST_APP_URL,
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers['set-cookie']).toBeDefined();
    const program = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    expect(program.statusCode).toBe(200);
    expect(program.json().session.token).toEqual(expect.any(String));
  });
});
