import type { z } from 'zod';

/**
 * The saved values (a quote's lines, a project's rooms or equipment) that still parse, in their order: one
 * written by an older client that no longer does is left out rather than failing the whole read.
 */
export function parseSaved<T>(schema: z.ZodType<T>, values: readonly unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}
