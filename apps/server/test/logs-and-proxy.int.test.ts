import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../src/auth/lucia.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { registration } from './helpers/accounts.ts';
import { makeOutboxDir, readOutbox } from './helpers/outbox.ts';
import { createTestApp, TEST_APP_URL, type TestApp, withTestApp } from './helpers/test-app.ts';

// Logs never hold a token, a reset link or a password; config errors mask credentials;
// TRUST_PROXY is a hop count or a list of proxies, never "trust the client-written left-most address".

const account = (email: string, ip: string) => ({
  payload: registration({ email, password: 'Mot-de-passe-initial-42' }),
  headers: { 'x-forwarded-for': ip },
});

/** POST /auth/register from a client behind a proxy that wrote `forwardedFor`. */
const registerBehindProxy = (t: TestApp, email: string, forwardedFor: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...account(email, forwardedFor) });

describe('log redaction', () => {
  it('a whole reset flow run with the logs captured leaves no token, link or password in them', async () => {
    const outboxDir = await makeOutboxDir();
    const lines: string[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'info', MAIL_OUTBOX_DIR: outboxDir },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const app = t.app;
      const email = 'logs@example.fr';
      const reg = account(email, '10.3.0.1');
      const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', ...reg });
      expect(registered.statusCode).toBe(201);
      const firstToken = registered.json().session.token as string;

      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { email } }))
          .statusCode,
      ).toBe(204);
      const [mail] = await readOutbox(outboxDir, email);
      const resetToken = /token_hash=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(resetToken.length).toBeGreaterThan(20);

      // The link opened in a browser (the page, then API calls carrying it), and an SSO-like callback.
      await app.inject({ method: 'GET', url: `/auth/confirm-reset-password?token_hash=${resetToken}` });
      await app.inject({ method: 'GET', url: `/api/v1/nowhere?token_hash=${resetToken}&x=1` });
      await app.inject({
        method: 'GET',
        url: '/api/v1/auth/sso/callback?code=CODE-SECRET-1&state=STATE-SECRET-2',
      });
      const newPassword = 'Nouveau-mot-de-passe-77';
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/confirm-reset-password',
        payload: { code: resetToken, newPassword },
      });
      expect(confirmed.statusCode).toBe(204);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: newPassword },
      });
      expect(login.statusCode).toBe(200);
      const session = login.json().session.token as string;
      await app.inject({
        method: 'GET',
        url: '/api/v1/auth/user',
        headers: { authorization: `Bearer ${session}` },
      });
      await app.inject({
        method: 'GET',
        url: '/api/v1/auth/user',
        headers: { cookie: `${SESSION_COOKIE_NAME}=${session}`, origin: TEST_APP_URL },
      });
      // Junk that makes the server log an error line with the request.
      await app.inject({
        method: 'POST',
        url: `/api/v1/auth/login?token=${session}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
        payload: '{"email": ',
      });

      const log = lines.join('');
      // The lines were written: the request lines (redacted) and the outbox line (by recipient and subject).
      expect(log).toContain('token_hash=[masqué]');
      expect(log).toContain('code=[masqué]&state=[masqué]');
      expect(log).toContain('e-mail écrit dans la boîte d’envoi');
      expect(log).toContain('Réinitialisation de votre mot de passe Courant');
      for (const secret of [
        resetToken,
        firstToken,
        session,
        'Mot-de-passe-initial-42',
        newPassword,
        'CODE-SECRET-1',
        'STATE-SECRET-2',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
      expect(log).not.toMatch(/token_hash=[A-Za-z0-9_-]{8,}/);
      // Error lines keep what helps: the error's code.
      expect(log).toContain('"code":"SSO_NOT_CONFIGURED"');
    } finally {
      await t.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
    // Boots its own app and hashes three passwords: a generous limit for a busy machine.
  }, 120_000);

  it('a bad URL variable stops the start with its credentials masked; secrets are never echoed', () => {
    const error = (() => {
      try {
        loadConfig({ DATABASE_URL: 'postgres://courant:s3cr3t-pw@db:99999/courant' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toContain('DATABASE_URL');
    expect(String((error as Error).message)).toContain('courant:[masqué]@db');
    expect(String((error as Error).message)).not.toContain('s3cr3t');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY', () => {
  it('reads hop counts and address lists, and "true" as one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('with one hop, the client is the address the proxy saw, not what the client wrote on the left', async () => {
    await withTestApp({ TRUST_PROXY: '1', REGISTER_LIMIT_PER_IP: '1' }, async (t) => {
      expect((await registerBehindProxy(t, 'a@example.fr', '1.1.1.1, 10.0.0.5')).statusCode).toBe(201);
      // Same client (10.0.0.5 as the proxy saw it) pretending to be another: still limited.
      expect((await registerBehindProxy(t, 'b@example.fr', '2.2.2.2, 10.0.0.5')).statusCode).toBe(429);
      expect((await registerBehindProxy(t, 'c@example.fr', '10.0.0.6')).statusCode).toBe(201);
      // The server does not wait for ever on a slow sender.
      expect(t.app.server.requestTimeout).toBe(120_000);
    });
  }, 120_000);

  it('with a list of proxies, only those are skipped', async () => {
    await withTestApp({ TRUST_PROXY: '127.0.0.1', REGISTER_LIMIT_PER_IP: '1' }, async (t) => {
      // inject comes from 127.0.0.1 (a trusted proxy); 10.0.0.7 is not one, so it is the client.
      expect((await registerBehindProxy(t, 'd@example.fr', '9.9.9.9, 10.0.0.7')).statusCode).toBe(201);
      expect((await registerBehindProxy(t, 'e@example.fr', '8.8.8.8, 10.0.0.7')).statusCode).toBe(429);
    });
  }, 120_000);
});
