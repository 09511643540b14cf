import type { Role } from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, deletedWith, emailAddress, sha256Hex, timestamps } from './properties.ts';

/** A person's names, as registration and the contact form take them (100 characters each). */
const personName = () => ({
  firstName: p.string().length(100),
  lastName: p.string().length(100),
});

/** The id of an OpenID Connect provider in the configuration (OIDC_PROVIDERS). */
const oidcProvider = () => p.string().length(40);

/**
 * Who a provider says the person is: its id, its `sub` (which identifies the person for good) and the
 * address it gave.
 */
const oidcIdentity = () => ({
  provider: oidcProvider(),
  subject: p.string().length(255),
  email: emailAddress(),
});

/** Where the browser goes after signing in (a path of this site). */
const returnTo = () => p.string().length(2000).nullable();

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-case: e-mail uniqueness is case-insensitive. */
    email: emailAddress().unique(),
    /** Null for an account created by SSO: it signs in through its provider until a reset link sets one. */
    passwordHash: p.text().hidden().nullable(),
    ...personName(),
    /** The company the user works for; its name and SIRET live there. */
    companyId: p.uuid().index(),
    /** 'owner' (who registered the company), 'admin' or 'member'. */
    role: p.string().length(10).$type<Role>().default('member'),
    ...timestamps(),
  },
});
export type User = InferEntity<typeof UserSchema>;

/**
 * lucia v3 sessions (the adapter lives in src/auth/session-adapter.ts). Only the SHA-256 of the token is
 * stored: the token itself lives in the cookie or the caller's Bearer header, so a copy of this table
 * opens no session. `expiresAt` slides with use (idle limit); `absoluteExpiresAt` is fixed at login.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    tokenHash: sha256Hex().primary(),
    user: () => deletedWith(UserSchema).index(),
    expiresAt: p.datetime().index(),
    absoluteExpiresAt: p.datetime(),
    createdAt: createdAt(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;

/** Only the SHA-256 of the token is stored; single use, 1 hour (part 1 §9). */
export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: p.uuid().primary(),
    user: () => deletedWith(UserSchema).index(),
    tokenHash: sha256Hex().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type PasswordResetToken = InferEntity<typeof PasswordResetTokenSchema>;

export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary(),
    ...personName(),
    email: emailAddress(),
    message: p.text(),
    forwardedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessageSchema>;

/** Fixed-window counters shared by every server process (login, reset: per IP and per e-mail). */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(400).primary(),
    windowStart: p.datetime(),
    count: p.integer(),
    /** The latest event counted (the login backoff waits from it). */
    lastHitAt: p.datetime().nullable(),
  },
});
export type RateLimit = InferEntity<typeof RateLimitSchema>;

/** An account's link to an OpenID Connect provider: the provider's `sub` identifies the person for good. */
export const UserIdentitySchema = defineEntity({
  name: 'UserIdentity',
  tableName: 'user_identities',
  uniques: [{ properties: ['provider', 'subject'] }],
  properties: {
    id: p.uuid().primary(),
    user: () => deletedWith(UserSchema).index(),
    /** The address is the one given when the link was made (shown in the settings). */
    ...oidcIdentity(),
    createdAt: createdAt(),
    lastUsedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UserIdentity = InferEntity<typeof UserIdentitySchema>;

/**
 * A started SSO sign-in: the state (its SHA-256), the nonce and the PKCE verifier, kept server-side so
 * that any server process can finish the flow. Taken once (deleted when read), valid 10 minutes.
 */
export const SsoStateSchema = defineEntity({
  name: 'SsoState',
  tableName: 'sso_states',
  properties: {
    stateHash: sha256Hex().primary(),
    provider: oidcProvider(),
    nonce: p.string().length(100),
    codeVerifier: p.string().length(200),
    /** 'browser' ends at GET /auth/sso/callback (cookie), 'program' at POST /auth/sso/callback (token). */
    mode: p.string().length(10),
    redirectUri: p.string().length(2000),
    returnTo: returnTo(),
    expiresAt: p.datetime().index(),
  },
});
export type SsoState = InferEntity<typeof SsoStateSchema>;

/**
 * A first SSO sign-in of an unknown address, waiting for what the provider does not give (company,
 * SIRET). Only the token's SHA-256 is stored; valid 30 minutes, once.
 */
export const SsoSignupSchema = defineEntity({
  name: 'SsoSignup',
  tableName: 'sso_signups',
  properties: {
    tokenHash: sha256Hex().primary(),
    ...oidcIdentity(),
    ...personName(),
    returnTo: returnTo(),
    expiresAt: p.datetime().index(),
  },
});
export type SsoSignup = InferEntity<typeof SsoSignupSchema>;
