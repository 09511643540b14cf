import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-case: e-mail uniqueness is case-insensitive. */
    email: p.string().length(320).unique(),
    passwordHash: p.text().hidden(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    company: p.string().length(200),
    siret: p.string().length(14),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;

/** lucia v3 sessions (the adapter lives in src/auth/session-adapter.ts). */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(100).primary(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    expiresAt: p.datetime(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;

/** Only the SHA-256 of the token is stored; single use, 1 hour (part 1 §9). */
export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PasswordResetToken = InferEntity<typeof PasswordResetTokenSchema>;

export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(320),
    message: p.text(),
    forwardedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
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
  },
});
export type RateLimit = InferEntity<typeof RateLimitSchema>;
