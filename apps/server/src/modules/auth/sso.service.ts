import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES, emailSchema, type SsoCompleteInput } from '@courant/domain';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import * as oidc from 'openid-client';
import { isProviderUnreachable } from '../../auth/oidc.ts';
import { hitRateLimit, rateLimitKey } from '../../auth/rate-limit.ts';
import type { SsoProviderConfig } from '../../config.ts';
import { SsoSignupSchema, SsoStateSchema, UserIdentitySchema, UserSchema } from '../../db/entities/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { REST_PREFIX } from '../../rest/adapter.ts';
import type { Context } from '../../trpc/context.ts';
import type { AuthResult } from './auth.schema.ts';
import {
  createAccount,
  rateLimited,
  type SignedInContext,
  startSession,
  toAuthUser,
  withCompany,
} from './auth.service.ts';
import type {
  SsoCallbackInput,
  SsoCallbackResult,
  SsoIdentities,
  SsoPendingSignup,
  SsoSignup,
  SsoStartInput,
  SsoStartResult,
  SsoUnlinkInput,
} from './sso.schema.ts';

/** A started sign-in must come back within 10 minutes; a first sign-in must be completed within 30. */
const STATE_TTL_MS = 10 * 60 * 1000;
const SIGNUP_TTL_MS = 30 * 60 * 1000;
export const SSO_CALLBACK_PATH = `${REST_PREFIX}/auth/sso/callback`;
/** Binds a browser sign-in to the browser that started it (no login CSRF with someone else's code). */
const STATE_COOKIE = 'courant_sso_state';
/** The pending first sign-in of this browser, read by the completion screen. */
const SIGNUP_COOKIE = 'courant_sso_signup';
const SCOPE = 'openid email profile';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const notConfigured = () => new AppError('SSO_NOT_CONFIGURED', AUTH_ERROR_MESSAGES.ssoNotConfigured);
const stateInvalid = () => new AppError('SSO_STATE_INVALID', AUTH_ERROR_MESSAGES.ssoStateInvalid);
const ssoFailed = () => new AppError('SSO_FAILED', AUTH_ERROR_MESSAGES.ssoFailed);
const unavailable = () =>
  new AppError('SSO_PROVIDER_UNAVAILABLE', AUTH_ERROR_MESSAGES.ssoProviderUnavailable);
const signupExpired = () => new AppError('SSO_SIGNUP_EXPIRED', AUTH_ERROR_MESSAGES.ssoSignupExpired);

/** The provider itself answered an error to the sign-in (`error=access_denied`…): its code is kept. */
export class SsoRefusedError extends AppError {
  constructor(readonly providerCode: string) {
    super('SSO_FAILED', AUTH_ERROR_MESSAGES.ssoFailed);
  }
}

function providers(ctx: Context): SsoProviderConfig[] {
  const list = ctx.services.sso.list();
  if (list.length === 0) throw notConfigured();
  return list;
}

function pickProvider(ctx: Context, id: string | undefined): SsoProviderConfig {
  const list = providers(ctx);
  if (id === undefined && list.length === 1 && list[0]) return list[0];
  const found = id === undefined ? undefined : ctx.services.sso.find(id);
  if (!found) {
    throw new AppError('VALIDATION_ERROR', AUTH_ERROR_MESSAGES.ssoUnknownProvider, [
      { path: ['provider'], message: AUTH_ERROR_MESSAGES.ssoUnknownProvider },
    ]);
  }
  return found;
}

async function configurationOf(ctx: Context, provider: SsoProviderConfig): Promise<oidc.Configuration> {
  try {
    return await ctx.services.sso.configuration(provider);
  } catch (error) {
    ctx.services.log.warn({ err: error, provider: provider.id }, 'OpenID provider discovery failed');
    throw unavailable();
  }
}

/** Starts and callbacks per IP: each start writes a row, each callback calls the provider. */
async function limitPerIp(ctx: Context, action: 'sso-start' | 'sso-callback'): Promise<void> {
  const hit = await hitRateLimit(
    ctx.deps.em,
    rateLimitKey(action, 'ip', ctx.ip),
    ctx.services.config.rateLimits.ssoPerIp,
  );
  if (!hit.allowed) throw rateLimited();
}

/** A short-lived httpOnly cookie of the SSO flow; its values are base64url, nothing to escape. */
function cookie(ctx: Context, name: string, value: string, maxAgeS: number, path = '/'): string {
  const secure = ctx.services.config.appUrl.startsWith('https://') ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeS}; Path=${path}; HttpOnly; SameSite=Lax${secure}`;
}

function readCookie(ctx: Context, name: string): string | undefined {
  for (const part of (ctx.req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** A path of this site to return to (no open redirect): the same rule as the web app's `from`. */
function safeReturnPath(from: string | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from.startsWith('/auth') ? null : from;
}

/** The provider's name for the settings, from its button label: 'Se connecter avec Microsoft' → 'Microsoft'. */
export function providerName(label: string): string {
  return label.replace(/^se connecter (avec|via|par)\s+/i, '') || label;
}

export function listSsoProviders(ctx: Context): { id: string; label: string }[] {
  return ctx.services.sso.list().map(({ id, label }) => ({ id, label }));
}

/**
 * Authorization Code flow with PKCE (S256), `state` and `nonce`: the three secrets are made here and kept
 * in the database (any server process can finish the flow), the authorization URL is answered.
 */
export async function startSso(ctx: Context, input: SsoStartInput): Promise<SsoStartResult> {
  const provider = pickProvider(ctx, input.provider);
  await limitPerIp(ctx, 'sso-start');
  const config = await configurationOf(ctx, provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri =
    input.mode === 'program' && input.redirectUri
      ? input.redirectUri
      : `${ctx.services.config.appUrl}${SSO_CALLBACK_PATH}`;
  const now = new Date();
  // Abandoned sign-ins are swept as new ones start (the index on expires_at keeps it cheap).
  await ctx.deps.em.nativeDelete(SsoStateSchema, { expiresAt: { $lte: now } });
  ctx.deps.em.create(SsoStateSchema, {
    stateHash: sha256(state),
    provider: provider.id,
    nonce,
    codeVerifier,
    mode: input.mode,
    redirectUri,
    returnTo: input.mode === 'browser' ? safeReturnPath(input.from) : null,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  await ctx.deps.em.flush();
  if (input.mode === 'browser') {
    ctx.res.header(
      'set-cookie',
      cookie(ctx, STATE_COOKIE, state, STATE_TTL_MS / 1000, `${REST_PREFIX}/auth/sso`),
    );
  }
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href };
}

interface StateRow {
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string | null;
  expires_at: Date | string;
}

/** Takes a started sign-in once: the row is deleted as it is read, so a replayed state finds nothing. */
async function takeState(ctx: Context, state: string, mode: 'browser' | 'program'): Promise<StateRow> {
  const rows = await ctx.deps.em.execute<StateRow[]>(
    `delete from "sso_states" where "state_hash" = ? and "mode" = ? returning "provider", "nonce", "code_verifier", "redirect_uri", "return_to", "expires_at"`,
    [sha256(state), mode],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw stateInvalid();
  return row;
}

interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Exchanges the code (with the PKCE verifier) and checks the ID token: signature against the provider's
 * keys, issuer, audience (our client id), expiry, nonce. The e-mail comes from the ID token, or from the
 * userinfo endpoint when the provider keeps it there.
 */
async function exchangeCode(
  ctx: Context,
  provider: SsoProviderConfig,
  row: StateRow,
  state: string,
  answer: SsoCallbackInput,
): Promise<ProviderIdentity> {
  if (answer.error) throw new SsoRefusedError(answer.error.slice(0, 100));
  const config = await configurationOf(ctx, provider);
  const currentUrl = new URL(row.redirect_uri);
  for (const key of ['code', 'state', 'iss'] as const) {
    const value = answer[key];
    if (value !== undefined) currentUrl.searchParams.set(key, value);
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw ssoFailed();
    let info: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      info = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    }
    return {
      subject: claims.sub,
      email: typeof info.email === 'string' ? info.email : null,
      // Only a boolean true counts ("true" as a string is not the standard claim).
      emailVerified: info.email_verified === true,
      firstName: text(info.given_name, 100),
      lastName: text(info.family_name, 100),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof oidc.AuthorizationResponseError) throw new SsoRefusedError(error.error);
    if (isProviderUnreachable(error)) {
      ctx.services.log.warn({ err: error, provider: provider.id }, 'OpenID provider unreachable');
      throw unavailable();
    }
    // A wrong issuer, audience, signature, nonce or an expired code: refused, and logged for the admin.
    ctx.services.log.warn({ err: error, provider: provider.id }, 'OpenID sign-in refused');
    throw ssoFailed();
  }
}

type Outcome = { kind: 'signed-in'; userId: string } | { kind: 'signup'; signup: SsoSignup };

async function link(
  ctx: Context,
  userId: string,
  provider: string,
  identity: ProviderIdentity,
  email: string,
) {
  ctx.deps.em.create(UserIdentitySchema, {
    id: randomUUID(),
    user: userId,
    provider,
    subject: identity.subject,
    email,
  });
  try {
    await ctx.deps.em.flush();
  } catch (error) {
    // The same person signing in twice at once: the first link made stands.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.deps.em.clear();
  }
}

/**
 * Which account the provider's person is: the one already linked to (provider, subject); else the account
 * of the same verified e-mail, linked now; else none yet — a pending sign-up asks for company and SIRET.
 */
async function resolveAccount(
  ctx: Context,
  provider: SsoProviderConfig,
  identity: ProviderIdentity,
  returnTo: string | null,
): Promise<Outcome> {
  const { em } = ctx.deps;
  const linked = await em.findOne(UserIdentitySchema, { provider: provider.id, subject: identity.subject });
  if (linked) {
    linked.lastUsedAt = new Date();
    await em.flush();
    return { kind: 'signed-in', userId: linked.user };
  }
  // An address the provider does not vouch for could be anyone's: it never opens an account.
  const parsed = emailSchema.safeParse(identity.email ?? '');
  if (!identity.emailVerified || !parsed.success) {
    throw new AppError('SSO_EMAIL_UNVERIFIED', AUTH_ERROR_MESSAGES.ssoEmailUnverified);
  }
  const email = parsed.data;
  const user = await em.findOne(UserSchema, { email });
  if (user) {
    await link(ctx, user.id, provider.id, identity, email);
    return { kind: 'signed-in', userId: user.id };
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await em.nativeDelete(SsoSignupSchema, { expiresAt: { $lte: now } });
  em.create(SsoSignupSchema, {
    tokenHash: sha256(token),
    provider: provider.id,
    subject: identity.subject,
    email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    returnTo,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
  });
  await em.flush();
  return {
    kind: 'signup',
    signup: {
      token,
      provider: { id: provider.id, label: provider.label },
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    },
  };
}

async function signedIn(ctx: Context, userId: string): Promise<AuthResult> {
  const user = await ctx.deps.em.findOne(UserSchema, { id: userId });
  if (!user) throw ssoFailed();
  return {
    user: toAuthUser(await withCompany(ctx.deps.em, user)),
    session: await startSession(ctx, user.id),
  };
}

/** POST /auth/sso/callback: a program posts the code and state it caught; answers a session like login. */
export async function finishSsoForProgram(ctx: Context, input: SsoCallbackInput): Promise<SsoCallbackResult> {
  providers(ctx);
  await limitPerIp(ctx, 'sso-callback');
  const state = input.state;
  if (!state) throw stateInvalid();
  const row = await takeState(ctx, state, 'program');
  const provider = pickProvider(ctx, row.provider);
  const identity = await exchangeCode(ctx, provider, row, state, input);
  const outcome = await resolveAccount(ctx, provider, identity, null);
  if (outcome.kind === 'signup') return { signup: outcome.signup };
  return signedIn(ctx, outcome.userId);
}

/**
 * GET /auth/sso/callback: the browser comes back from the provider. Answers where to send it: `from`
 * (or the dashboard) with a cookie session, the completion screen for a first sign-in, or the login page
 * with an error code that GET /auth/error describes in French.
 */
export async function finishSsoInBrowser(ctx: Context, query: SsoCallbackInput): Promise<string> {
  providers(ctx);
  const bound = readCookie(ctx, STATE_COOKIE);
  ctx.res.header('set-cookie', cookie(ctx, STATE_COOKIE, '', 0, `${REST_PREFIX}/auth/sso`));
  try {
    await limitPerIp(ctx, 'sso-callback');
    const state = query.state;
    // The state must be the one this browser started with: a code obtained by someone else and sent
    // to a victim's browser would otherwise sign the victim into the sender's account.
    if (!state || !bound || bound !== state) throw stateInvalid();
    const row = await takeState(ctx, state, 'browser');
    const provider = pickProvider(ctx, row.provider);
    const identity = await exchangeCode(ctx, provider, row, state, { ...query, state });
    const outcome = await resolveAccount(ctx, provider, identity, row.return_to);
    if (outcome.kind === 'signup') {
      ctx.res.header('set-cookie', cookie(ctx, SIGNUP_COOKIE, outcome.signup.token, SIGNUP_TTL_MS / 1000));
      const from = row.return_to ? `?from=${encodeURIComponent(row.return_to)}` : '';
      return `/auth/sso/complete${from}`;
    }
    await startSession(ctx, outcome.userId);
    return row.return_to ?? '/dashboard';
  } catch (error) {
    const code =
      error instanceof SsoRefusedError
        ? error.providerCode
        : error instanceof AppError
          ? error.code.toLowerCase()
          : 'server_error';
    if (!(error instanceof AppError)) ctx.services.log.error({ err: error }, 'SSO callback failed');
    return `/auth/login?error=${encodeURIComponent(code)}`;
  }
}

interface SignupRow {
  tokenHash: string;
  provider: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  returnTo?: string | null;
  expiresAt: Date;
}

async function findSignup(ctx: Context, token: string | undefined): Promise<SignupRow> {
  const value = token ?? readCookie(ctx, SIGNUP_COOKIE);
  if (!value) throw signupExpired();
  const row = await ctx.deps.em.findOne(SsoSignupSchema, { tokenHash: sha256(value) });
  if (!row || row.expiresAt.getTime() <= Date.now()) throw signupExpired();
  return row;
}

/** GET /auth/sso/signup: what the provider told us, for the completion screen. */
export async function pendingSsoSignup(ctx: Context, token: string | undefined): Promise<SsoPendingSignup> {
  providers(ctx);
  const row = await findSignup(ctx, token);
  const provider = ctx.services.sso.find(row.provider);
  return {
    provider: { id: row.provider, label: provider?.label ?? row.provider },
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/**
 * POST /auth/sso/complete: creates the account of a first SSO sign-in with what the provider did not give
 * (company, SIRET, and the names when it gave none), links the identity and signs in. The account has no
 * password: it signs in through its provider, or sets one with a reset link.
 */
export async function completeSsoSignup(ctx: Context, input: SsoCompleteInput): Promise<AuthResult> {
  providers(ctx);
  const row = await findSignup(ctx, input.token);
  const firstName = row.firstName || input.firstName;
  const lastName = row.lastName || input.lastName;
  const missing = [
    ...(firstName ? [] : [{ path: ['firstName'], message: AUTH_MESSAGES.firstNameRequired }]),
    ...(lastName ? [] : [{ path: ['lastName'], message: AUTH_MESSAGES.lastNameRequired }]),
  ];
  if (!firstName || !lastName) {
    throw new AppError('VALIDATION_ERROR', missing[0]?.message ?? AUTH_MESSAGES.firstNameRequired, missing);
  }
  // Claimed once: of two submissions, one creates the account.
  const claimed = await ctx.deps.em.nativeDelete(SsoSignupSchema, { tokenHash: row.tokenHash });
  if (claimed !== 1) throw signupExpired();
  const identity = { subject: row.subject, email: row.email, emailVerified: true, firstName, lastName };
  let userId: string;
  const existing = await ctx.deps.em.findOne(UserSchema, { email: row.email });
  if (existing) {
    // The address got an account meanwhile (registration): the provider vouched for it, link it.
    userId = existing.id;
  } else {
    const user = await createAccount(ctx.deps.em, {
      email: row.email,
      passwordHash: null,
      firstName,
      lastName,
      company: input.company,
      siret: input.siret,
    });
    userId = user.id;
  }
  await link(ctx, userId, row.provider, identity, row.email);
  ctx.res.header('set-cookie', cookie(ctx, SIGNUP_COOKIE, '', 0));
  return signedIn(ctx, userId);
}

/** GET /auth/sso/identities: the account's linked providers (settings). */
export async function listSsoIdentities(ctx: SignedInContext): Promise<SsoIdentities> {
  const user = await ctx.deps.em.findOne(UserSchema, { id: ctx.user.id });
  const rows = await ctx.deps.em.find(
    UserIdentitySchema,
    { user: ctx.user.id },
    { orderBy: { createdAt: 'asc' } },
  );
  return {
    hasPassword: Boolean(user?.passwordHash),
    identities: rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      name: providerName(ctx.services.sso.find(r.provider)?.label ?? r.provider),
      email: r.email,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** DELETE /auth/sso/identities/{id}: only with a password left, or the account could not sign in again. */
export async function unlinkSsoIdentity(ctx: SignedInContext, input: SsoUnlinkInput): Promise<void> {
  const identity = await ctx.deps.em.findOne(UserIdentitySchema, { id: input.id, user: ctx.user.id });
  if (!identity) throw notFound('Fournisseur lié');
  const user = await ctx.deps.em.findOne(UserSchema, { id: ctx.user.id });
  if (!user?.passwordHash) {
    throw new AppError('SSO_LAST_SIGN_IN_METHOD', AUTH_ERROR_MESSAGES.ssoLastSignInMethod);
  }
  await ctx.deps.em.nativeDelete(UserIdentitySchema, { id: identity.id, user: ctx.user.id });
}
