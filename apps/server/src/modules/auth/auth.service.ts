import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  AUTH_ERROR_MESSAGES,
  type ConfirmResetPasswordInput,
  type LoginInput,
  RESET_LINK_VALIDITY_MS,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdatePasswordInput,
} from '@courant/domain';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Session, User as SessionUser } from 'lucia';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import {
  backoffWaitMs,
  clearRateLimit,
  hitRateLimit,
  rateLimitKey,
  undoRateLimitHit,
} from '../../auth/rate-limit.ts';
import { sessionTokenHash } from '../../auth/session-adapter.ts';
import { PasswordResetTokenSchema, SessionSchema, UserSchema } from '../../db/entities/index.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { passwordChangedEmail } from '../../mail/password-changed-email.ts';
import { passwordResetEmail } from '../../mail/password-reset-email.ts';
import type { Context } from '../../trpc/context.ts';
import { createCompany, loadUserCompany } from '../companies/companies.service.ts';
import type { AuthErrorAnswer, AuthErrorQuery, AuthResult, AuthSession, AuthUser } from './auth.schema.ts';

export type SignedInContext = Context & { user: SessionUser; session: Session };

export const rateLimited = (retryAfterS?: number) =>
  new AppError('RATE_LIMITED', AUTH_ERROR_MESSAGES.rateLimited, undefined, retryAfterS);
const secondsLeft = (windowStart: Date, windowMs: number) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface UserFields {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  siret: string;
}

export function toAuthUser(u: UserFields): AuthUser {
  return {
    id: u.id,
    email: u.email,
    user_metadata: { firstName: u.firstName, lastName: u.lastName, company: u.company, siret: u.siret },
  };
}

/**
 * A new session token at every login (only its SHA-256 is stored); a cookie session this browser still
 * held ends (no session fixation). The token goes to the cookie and, for programs, in the answer.
 */
export async function startSession(ctx: Context, userId: string): Promise<AuthSession> {
  const { lucia } = ctx.services;
  if (ctx.session && ctx.sessionSource === 'cookie') await lucia.invalidateSession(ctx.session.id);
  const session = await lucia.createSession(userId, {});
  ctx.res.header('set-cookie', lucia.createSessionCookie(session.id).serialize());
  return { token: session.id, expiresAt: session.expiresAt.toISOString() };
}

export const emailTaken = () => new AppError('EMAIL_TAKEN', AUTH_ERROR_MESSAGES.emailTaken);

/**
 * Writes a new account: registration and a first SSO sign-in both come here, so that an account is made
 * one way. `passwordHash` is null for an SSO account. Throws EMAIL_TAKEN when the address has one.
 */
export async function createAccount(
  em: Context['deps']['em'],
  fields: Omit<UserFields, 'id'> & { passwordHash: string | null },
): Promise<UserFields> {
  if ((await em.count(UserSchema, { email: fields.email })) > 0) throw emailTaken();
  const { company: name, siret, ...own } = fields;
  // Registration creates the company, the registering user its owner.
  const company = createCompany(em, { name, siret });
  const user = em.create(UserSchema, { id: randomUUID(), ...own, companyId: company.id, role: 'owner' });
  company.ownerId = user.id;
  try {
    await em.flush();
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
  return { ...user, company: company.name, siret: company.siret };
}

/** A stored user with its company's name and SIRET, as the auth answers carry them. */
export async function withCompany(
  em: Context['deps']['em'],
  user: Omit<UserFields, 'company' | 'siret'>,
): Promise<UserFields> {
  const company = await loadUserCompany(em, user.id);
  return { ...user, company: company.name, siret: company.siret };
}

/**
 * Creates the account and signs it in (part 1 §2: registration logs the user in). Limited per IP and on
 * the whole server before any hashing (30 registrations in one batch took 11.5 s of scrypt).
 */
export async function register(ctx: Context, input: RegisterInput): Promise<AuthResult> {
  const { em } = ctx.deps;
  const limits = ctx.services.config.rateLimits;
  const ipHit = await hitRateLimit(em, rateLimitKey('register', 'ip', ctx.ip), limits.registerPerIp);
  if (!ipHit.allowed) throw rateLimited(secondsLeft(ipHit.windowStart, limits.registerPerIp.windowMs));
  const allHit = await hitRateLimit(em, rateLimitKey('register', 'all', '*'), limits.registerGlobal);
  if (!allHit.allowed) throw rateLimited(secondsLeft(allHit.windowStart, limits.registerGlobal.windowMs));
  const user = await createAccount(ctx.deps.em, {
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    siret: input.siret,
  });
  return { user: toAuthUser(user), session: await startSession(ctx, user.id) };
}

/** The counter of one e-mail's failed logins from one IP. */
const loginPairKey = (email: string, ip: string) => rateLimitKey('login', 'email-ip', `${email}|${ip}`);

/**
 * Failed logins are limited so that nobody else's failures lock the owner out:
 * - per IP (any addresses): counted first, so parallel guesses cannot slip through; a success takes its
 *   own attempt back;
 * - per e-mail and IP: a growing delay after a few failures (429 with Retry-After, before any hashing).
 *   The owner, from another IP, signs in at once however many failures others made on the address.
 * There is no lock per e-mail alone: that is what let 5 wrong passwords lock a person out.
 */
export async function login(ctx: Context, input: LoginInput): Promise<AuthResult> {
  const { em } = ctx.deps;
  const limits = ctx.services.config.rateLimits;
  const email = input.email.trim().toLowerCase();
  const ipKey = rateLimitKey('login', 'ip', ctx.ip);
  const pairKey = loginPairKey(email, ctx.ip);
  const ipHit = await hitRateLimit(em, ipKey, limits.loginPerIp);
  if (!ipHit.allowed) throw rateLimited(secondsLeft(ipHit.windowStart, limits.loginPerIp.windowMs));
  const waitMs = await backoffWaitMs(em, pairKey, limits.loginPerEmailIp);
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));

  const user = await em.findOne(UserSchema, { email });
  // An unknown address costs one hash too: the answer's delay does not tell whether an account exists.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await hitRateLimit(em, pairKey, {
      limit: Number.MAX_SAFE_INTEGER,
      windowMs: limits.loginPerEmailIp.windowMs,
    });
    throw new AppError('INVALID_CREDENTIALS', AUTH_ERROR_MESSAGES.invalidCredentials);
  }

  await clearRateLimit(em, pairKey);
  await undoRateLimitHit(em, ipKey, ipHit.windowStart);
  return { user: toAuthUser(await withCompany(em, user)), session: await startSession(ctx, user.id) };
}

export async function signOut(ctx: SignedInContext): Promise<void> {
  const { lucia } = ctx.services;
  await lucia.invalidateSession(ctx.session.id);
  ctx.res.header('set-cookie', lucia.createBlankSessionCookie().serialize());
}

/** 'Se déconnecter de tous les appareils': every session of the account ends, this one included. */
export async function signOutEverywhere(ctx: SignedInContext): Promise<void> {
  const { lucia } = ctx.services;
  await lucia.invalidateUserSessions(ctx.user.id);
  ctx.res.header('set-cookie', lucia.createBlankSessionCookie().serialize());
}

/** Tells the owner that the password changed (the notice holds no token). A failure is only logged. */
async function sendPasswordChangedNotice(
  ctx: Context,
  user: { email: string; firstName: string },
  at: Date,
): Promise<void> {
  const { services } = ctx;
  await services.mailer.send(passwordChangedEmail(user.email, user.firstName, at, services.config.appUrl));
}

export function currentUser(ctx: SignedInContext): AuthUser {
  return toAuthUser(ctx.user);
}

/** The link of the e-mail: APP_URL's confirm page, or the caller's redirectUrl when it is on APP_URL's origin. */
export function resetLink(appUrl: string, redirectUrl: string | undefined, token: string): string {
  let url = new URL(`${appUrl}/auth/confirm-reset-password`);
  if (redirectUrl) {
    try {
      const asked = new URL(redirectUrl);
      // Another origin would turn our e-mail into a way to send the token elsewhere.
      if (asked.origin === url.origin) url = asked;
    } catch {
      // Not a URL: the default page.
    }
  }
  url.hash = '';
  url.searchParams.set('token_hash', token);
  return url.toString();
}

/**
 * Sends a reset link when the address has an account, and answers the same either way. Only the token's
 * SHA-256 is stored; it is valid 1 hour and once (part 1 §9).
 */
export async function requestPasswordReset(ctx: Context, input: ResetPasswordInput): Promise<void> {
  const { services } = ctx;
  const { em } = ctx.deps;
  const limits = services.config.rateLimits;
  const email = input.email.trim().toLowerCase();
  const ipHit = await hitRateLimit(em, rateLimitKey('reset-password', 'ip', ctx.ip), limits.resetPerIp);
  const emailHit = await hitRateLimit(
    em,
    rateLimitKey('reset-password', 'email', email),
    limits.resetPerEmail,
  );
  if (!ipHit.allowed || !emailHit.allowed) throw rateLimited();

  const user = await em.findOne(UserSchema, { email });
  if (!user) return;
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  // Earlier links stay valid until they expire (the user may open the first e-mail); dead ones go.
  await em.nativeDelete(PasswordResetTokenSchema, {
    user: user.id,
    $or: [{ expiresAt: { $lte: now } }, { usedAt: { $ne: null } }],
  });
  em.create(PasswordResetTokenSchema, {
    id: randomUUID(),
    user: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_VALIDITY_MS),
    usedAt: null,
  });
  await em.flush();
  const link = resetLink(services.config.appUrl, input.redirectUrl, token);
  await services.mailer.send(passwordResetEmail(user.email, user.firstName, link));
}

/** Sets the new password from a reset link, spends the link and ends every session of the account. */
export async function confirmPasswordReset(ctx: Context, input: ConfirmResetPasswordInput): Promise<void> {
  const { services } = ctx;
  const { em } = ctx.deps;
  const invalid = () => new AppError('TOKEN_INVALID', AUTH_ERROR_MESSAGES.tokenInvalid);
  const tokenHash = sha256(input.code);
  const token = await em.findOne(PasswordResetTokenSchema, { tokenHash });
  if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  const userId = token.user;
  const now = new Date();
  await em.transactional(async (tx) => {
    // Claimed atomically: of two requests with the same link, only one changes the password.
    const claimed = await tx.nativeUpdate(
      PasswordResetTokenSchema,
      { id: token.id, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    if (claimed !== 1) throw invalid();
    await tx.nativeUpdate(UserSchema, { id: userId }, { passwordHash, updatedAt: now });
    // The account's other links die with this one.
    await tx.nativeUpdate(PasswordResetTokenSchema, { user: userId, usedAt: null }, { usedAt: now });
  });
  await services.lucia.invalidateUserSessions(userId);
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user) return;
  // Owning the mailbox is proof enough: the login failures from this IP that led here no longer count.
  await clearRateLimit(em, loginPairKey(user.email, ctx.ip));
  await sendPasswordChangedNotice(ctx, user, now);
}

/**
 * Checks the current password, sets the new one, ends every other session of the user, burns the reset
 * links still pending (one sent to a mailbox an attacker reads must not undo this change) and mails a notice.
 */
export async function updatePassword(ctx: SignedInContext, input: UpdatePasswordInput): Promise<void> {
  const { services } = ctx;
  const { em } = ctx.deps;
  const key = rateLimitKey('update-password', 'user', ctx.user.id);
  const hit = await hitRateLimit(em, key, services.config.rateLimits.passwordChangePerUser);
  if (!hit.allowed) throw rateLimited();
  const user = await em.findOne(UserSchema, { id: ctx.user.id });
  if (!user) throw unauthorized();
  if (!user.passwordHash) {
    // An account created by SSO: its first password comes from a reset link (owning the mailbox).
    throw new AppError('VALIDATION_ERROR', AUTH_ERROR_MESSAGES.noPasswordYet, [
      { path: ['currentPassword'], message: AUTH_ERROR_MESSAGES.noPasswordYet },
    ]);
  }
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    // A field error, not a 401: the web app logs out on any 401 (part 1 §8).
    throw new AppError('VALIDATION_ERROR', AUTH_ERROR_MESSAGES.wrongCurrentPassword, [
      { path: ['currentPassword'], message: AUTH_ERROR_MESSAGES.wrongCurrentPassword },
    ]);
  }
  await clearRateLimit(em, key);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(UserSchema, { id: user.id }, { passwordHash, updatedAt: now });
    await tx.nativeUpdate(PasswordResetTokenSchema, { user: user.id, usedAt: null }, { usedAt: now });
    await tx.nativeDelete(SessionSchema, {
      user: user.id,
      tokenHash: { $ne: sessionTokenHash(ctx.session.id) },
    });
  });
  await sendPasswordChangedNotice(ctx, user, now);
}

/** French descriptions of the error codes an auth redirect may carry; anything else gets the generic one. */
const AUTH_ERROR_DESCRIPTIONS: Record<string, string> = {
  access_denied: 'Accès refusé.',
  unauthorized: 'Authentification requise.',
  unauthorized_client: 'Cette application n’est pas autorisée à se connecter.',
  invalid_request: 'Requête de connexion invalide.',
  invalid_grant: AUTH_ERROR_MESSAGES.tokenInvalid,
  otp_expired: AUTH_ERROR_MESSAGES.tokenInvalid,
  token_expired: AUTH_ERROR_MESSAGES.tokenInvalid,
  token_invalid: AUTH_ERROR_MESSAGES.tokenInvalid,
  session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalid_credentials: AUTH_ERROR_MESSAGES.invalidCredentials,
  email_taken: AUTH_ERROR_MESSAGES.emailTaken,
  rate_limited: AUTH_ERROR_MESSAGES.rateLimited,
  over_request_rate_limit: AUTH_ERROR_MESSAGES.rateLimited,
  sso_not_configured: AUTH_ERROR_MESSAGES.ssoNotConfigured,
  // The SSO callback sends the browser to /auth/login?error=<code> with these codes (sso.service.ts).
  sso_state_invalid: AUTH_ERROR_MESSAGES.ssoStateInvalid,
  sso_failed: AUTH_ERROR_MESSAGES.ssoFailed,
  sso_provider_unavailable: AUTH_ERROR_MESSAGES.ssoProviderUnavailable,
  sso_email_unverified: AUTH_ERROR_MESSAGES.ssoEmailUnverified,
  sso_signup_expired: AUTH_ERROR_MESSAGES.ssoSignupExpired,
  validation_error: AUTH_ERROR_MESSAGES.ssoUnknownProvider,
  server_error: 'Le service d’authentification a rencontré une erreur. Veuillez réessayer.',
  temporarily_unavailable:
    'Le service d’authentification est momentanément indisponible. Veuillez réessayer.',
};
const GENERIC_AUTH_ERROR = 'Une erreur d’authentification est survenue. Veuillez réessayer.';

export function describeAuthError(query: AuthErrorQuery): AuthErrorAnswer {
  const code = query.error_code?.trim() || query.error?.trim() || null;
  const known = [query.error_code, query.error]
    .map((c) => c?.trim().toLowerCase())
    .find((c) => c !== undefined && Object.hasOwn(AUTH_ERROR_DESCRIPTIONS, c));
  return {
    error: code,
    message: known ? (AUTH_ERROR_DESCRIPTIONS[known] ?? GENERIC_AUTH_ERROR) : GENERIC_AUTH_ERROR,
  };
}
