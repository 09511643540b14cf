import { z } from 'zod';
import { authResultSchema } from './auth.schema.ts';

const providerId = z.string().trim().min(1).max(40);

/** GET /auth/sso/providers: one button each on the login and register screens. */
export const ssoProvidersSchema = z.array(z.object({ id: z.string(), label: z.string() }));

/** POST /auth/sso: starts a sign-in with a provider. */
export const ssoStartInputSchema = z.object({
  /** A provider's id (GET /auth/sso/providers); optional when only one is configured. */
  provider: providerId.optional(),
  /**
   * 'browser' (default): the provider sends the browser back to GET /auth/sso/callback, which opens a
   * cookie session. 'program': the caller catches the provider's redirect and posts its `code` and
   * `state` to POST /auth/sso/callback, which answers a session token.
   */
  mode: z.enum(['browser', 'program']).default('browser'),
  /** Browser: the path of this site to open once signed in (default /dashboard). */
  from: z.string().max(2000).optional(),
  /**
   * Program: where the provider sends the code back (registered at the provider, e.g. a loopback
   * address of a desktop tool); default: this server's GET /auth/sso/callback, whose redirect the
   * program must catch instead of following.
   */
  redirectUri: z.string().url().max(2000).optional(),
});
export type SsoStartInput = z.infer<typeof ssoStartInputSchema>;

export const ssoStartResultSchema = z.object({
  /** The provider's authorization URL: open it in the browser (the web app navigates to it). */
  url: z.string(),
});
export type SsoStartResult = z.infer<typeof ssoStartResultSchema>;

/** POST /auth/sso/callback: the query the provider appended to the redirect URI, as a program caught it. */
export const ssoCallbackInputSchema = z.object({
  code: z.string().max(4000).optional(),
  /** Required; optional in the schema so that a server without SSO answers its 501 first. */
  state: z.string().max(200).optional(),
  /** The issuer, when the provider sends it (RFC 9207): give it back as received. */
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type SsoCallbackInput = z.infer<typeof ssoCallbackInputSchema>;

/** The provider's answer on a first sign-in: what it told us, and the token to finish with. */
export const ssoSignupSchema = z.object({
  /** Send it to POST /auth/sso/complete with company and SIRET (valid 30 minutes, once). */
  token: z.string(),
  provider: z.object({ id: z.string(), label: z.string() }),
  email: z.string(),
  /** Empty when the provider gave none: POST /auth/sso/complete then needs it. */
  firstName: z.string(),
  lastName: z.string(),
});
export type SsoSignup = z.infer<typeof ssoSignupSchema>;

/**
 * Answer of POST /auth/sso/callback: `{ user, session }` like login for a known address; for an address
 * without an account, `{ signup }` (no session yet: POST /auth/sso/complete creates the account).
 */
export const ssoCallbackResultSchema = z.union([authResultSchema, z.object({ signup: ssoSignupSchema })]);
export type SsoCallbackResult = z.infer<typeof ssoCallbackResultSchema>;

/** GET /auth/sso/signup: the pending first sign-in of this browser (its cookie), for the completion screen. */
export const ssoSignupQuerySchema = z.object({ token: z.string().max(200).optional() }).default({});
export const ssoPendingSignupSchema = ssoSignupSchema.omit({ token: true });
export type SsoPendingSignup = z.infer<typeof ssoPendingSignupSchema>;

/** GET /auth/sso/identities: the providers linked to the account, for the settings. */
export const ssoIdentitiesSchema = z.object({
  /** False for an account created by SSO that never set a password: unlinking is then refused. */
  hasPassword: z.boolean(),
  identities: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      /** The provider's name (its button label without 'Se connecter avec'), or its id when no longer configured. */
      name: z.string(),
      email: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SsoIdentities = z.infer<typeof ssoIdentitiesSchema>;

export const ssoUnlinkInputSchema = z.object({ id: z.uuid() });
export type SsoUnlinkInput = z.infer<typeof ssoUnlinkInputSchema>;

/** GET /auth/sso/callback: the provider's redirect (browser). */
export const ssoBrowserCallbackQuerySchema = ssoCallbackInputSchema;
