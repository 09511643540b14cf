import { z } from 'zod';

/** Every paginated list (projects, plans, quotes) takes `page` and `limit`, with these French messages. */
export const PAGE_MESSAGES = {
  page: 'La page doit être un entier supérieur ou égal à 1',
  limit: (max: number) => `La limite doit être comprise entre 1 et ${max}`,
} as const;

/**
 * `page` (from 1) and `limit` (1 to `max`): numbers or the strings of a query string (REST), anything
 * else answers VALIDATION_ERROR (400) with a French message.
 */
export function pageInputSchema(defaultLimit: number, max = 100) {
  const limitMessage = PAGE_MESSAGES.limit(max);
  return z.object({
    page: z.coerce
      .number({ error: PAGE_MESSAGES.page })
      .int(PAGE_MESSAGES.page)
      .min(1, PAGE_MESSAGES.page)
      .max(Number.MAX_SAFE_INTEGER, PAGE_MESSAGES.page)
      .default(1),
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(max, limitMessage)
      .default(defaultLimit),
  });
}
export type PageInput = z.infer<ReturnType<typeof pageInputSchema>>;

/** What a page says of the whole list. */
export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of a list: its items under `key` ('projects', 'plans', 'quotes'), then what the page says. */
export function pageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const items = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return z.object({ ...items, ...pageInfoSchema.shape });
}

export function pageInfo(input: PageInput, total: number): PageInfo {
  return { page: input.page, limit: input.limit, total, totalPages: Math.ceil(total / input.limit) };
}

/** SQL `offset` of a page. */
export function pageOffset(input: PageInput): number {
  return (input.page - 1) * input.limit;
}
