import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME } from '../../src/auth/lucia.ts';

// Each test uses its own e-mails and its own client IP, so per-account and per-IP limits never leak
// from one test to the next.

let counter = 0;

/** An e-mail address no earlier call answered. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.fr`;

/** A client IP no earlier call answered, sent as X-Forwarded-For (the test app trusts the proxy). */
export const nextIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

/** The body of a valid registration (part 1 §2), with a fresh e-mail address. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  company: 'Martin Électricité',
  siret: '12345678901237',
  firstName: 'Camille',
  lastName: 'Martin',
  email: uniqueEmail(),
  password: 'secret1',
  ...overrides,
});

/** Bearer authentication, as a program sends it. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session cookie as a browser would store it: the last Set-Cookie of that name wins. */
export function sessionCookie(res: LightMyRequestResponse): { value: string; header: string } | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const header = all.filter((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)).at(-1);
  if (!header) return undefined;
  return { value: header.split(';')[0]?.slice(SESSION_COOKIE_NAME.length + 1) ?? '', header };
}
