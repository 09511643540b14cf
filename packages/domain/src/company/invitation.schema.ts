import { z } from 'zod';
import { AUTH_MESSAGES, registerInputSchema } from '../auth.schema.ts';

/**
 * The invitation page's form for a person without an account: names and a password, with the
 * registration's rules and messages; the address is the invited one.
 */
export const joinFormSchema = registerInputSchema
  .pick({ firstName: true, lastName: true, password: true })
  .extend({
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
      .min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsMismatch,
  });
export type JoinForm = z.input<typeof joinFormSchema>;
