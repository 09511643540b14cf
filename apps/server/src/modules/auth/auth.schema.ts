import { z } from 'zod';

/** The current user as the web app reads it (part 1 §3: email and user_metadata). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    siret: z.string(),
  }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authSessionSchema = z.object({
  /** The session id: send it as `Authorization: Bearer <token>` (programs) or rely on the cookie (browsers). */
  token: z.string(),
  /** ISO 8601; the expiry slides forward while the session is used. */
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Answer of login and register. */
export const authResultSchema = z.object({ user: authUserSchema, session: authSessionSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** GET /auth/error: the query an identity provider or an e-mail link sends back after a failure. */
export const authErrorQuerySchema = z.object({
  error: z.string().max(200).optional(),
  error_code: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type AuthErrorQuery = z.infer<typeof authErrorQuerySchema>;

export const authErrorAnswerSchema = z.object({
  /** The code received (error_code, else error), or null when none was given. */
  error: z.string().nullable(),
  /** Its French description, from our own table: the query's text is never echoed. */
  message: z.string(),
});
export type AuthErrorAnswer = z.infer<typeof authErrorAnswerSchema>;
