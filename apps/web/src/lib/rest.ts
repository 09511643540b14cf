import { appFetch } from './network.ts';
import type { RouterInputs, RouterOutputs } from './trpc.ts';

/**
 * The calls of the public pages (landing, auth screens), made over the REST adapter so that those pages
 * load neither tRPC nor the signed-in shell. Types come from the same procedures as tRPC's.
 */

/** An error answer of the REST API; `data` has the shape of a tRPC error's, so one reader serves both. */
export class ApiError extends Error {
  readonly data: { httpStatus: number; code: string };
  constructor(httpStatus: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.data = { httpStatus, code };
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, input?: object): Promise<T> {
  let url = `/api/v1${path}`;
  const init: RequestInit = { method, headers: { accept: 'application/json' } };
  if (method === 'GET' && input) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    if (query.size > 0) url += `?${query}`;
  } else if (method === 'POST') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(input ?? {});
  }
  const response = await appFetch(url, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not our API's JSON (a proxy's error page): the status alone says what happened.
  }
  if (!response.ok) {
    const error = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      response.status,
      typeof error.code === 'string' ? error.code : 'HTTP_ERROR',
      typeof error.message === 'string' ? error.message : '',
    );
  }
  return body as T;
}

type In<K extends keyof RouterInputs['auth']> = RouterInputs['auth'][K];
type Out<K extends keyof RouterOutputs['auth']> = RouterOutputs['auth'][K];
type Sso = RouterInputs['auth']['sso'];
type SsoOut = RouterOutputs['auth']['sso'];

export const publicApi = {
  user: () => call<Out<'user'>>('GET', '/auth/user'),
  login: (input: In<'login'>) => call<Out<'login'>>('POST', '/auth/login', input),
  register: (input: In<'register'>) => call<Out<'register'>>('POST', '/auth/register', input),
  signout: () => call<Out<'signout'>>('POST', '/auth/signout'),
  resetPassword: (input: In<'resetPassword'>) =>
    call<Out<'resetPassword'>>('POST', '/auth/reset-password', input),
  confirmResetPassword: (input: In<'confirmResetPassword'>) =>
    call<Out<'confirmResetPassword'>>('POST', '/auth/confirm-reset-password', input),
  describeError: (input: In<'error'>) => call<Out<'error'>>('GET', '/auth/error', input),
  ssoProviders: () => call<SsoOut['providers']>('GET', '/auth/sso/providers'),
  ssoStart: (input: Sso['start']) => call<SsoOut['start']>('POST', '/auth/sso', input),
  ssoSignup: () => call<SsoOut['signup']>('GET', '/auth/sso/signup'),
  ssoComplete: (input: Sso['complete']) => call<SsoOut['complete']>('POST', '/auth/sso/complete', input),
  /** The invitation page: read an invitation by its link's token, and accept it. */
  invitation: (input: RouterInputs['team']['invitation']) =>
    call<RouterOutputs['team']['invitation']>('GET', '/invitations/preview', input),
  acceptInvitation: (input: RouterInputs['team']['accept']) =>
    call<RouterOutputs['team']['accept']>('POST', '/invitations/accept', input),
  /** The signing page of a devis (its link's token is the authorisation): read, ask for a code, sign. */
  signingView: (token: string) =>
    call<RouterOutputs['signing']['view']>('GET', `/signing/${encodeURIComponent(token)}`),
  signingCode: ({ token, ...input }: RouterInputs['signing']['requestCode']) =>
    call<RouterOutputs['signing']['requestCode']>(
      'POST',
      `/signing/${encodeURIComponent(token)}/code`,
      input,
    ),
  sign: ({ token, ...input }: RouterInputs['signing']['sign']) =>
    call<RouterOutputs['signing']['sign']>('POST', `/signing/${encodeURIComponent(token)}/sign`, input),
  contact: (input: RouterInputs['tools']['contact']) =>
    call<RouterOutputs['tools']['contact']>('POST', '/contact', input),
};
