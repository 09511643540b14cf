import { clientInputSchema, clientSchema } from '@courant/domain';
import { z } from 'zod';

/** POST /clients. */
export const clientCreateInputSchema = clientInputSchema;

/** PUT /clients/{id}: every field again (the form sends the whole client). */
export const clientUpdateInputSchema = clientInputSchema.extend({ id: z.string() });
export type ClientUpdateInput = z.infer<typeof clientUpdateInputSchema>;

export const clientIdInputSchema = z.object({ id: z.string() });

export const clientViewSchema = clientSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientView = z.infer<typeof clientViewSchema>;

/** GET /clients: the company's clients by name (a company keeps a few hundred at most). */
export const clientListSchema = z.array(clientViewSchema);
