import { describe, expect, it } from 'vitest';
import { dimensioningItemSchema, quoteItemSchema, quoteName, quoteSchema } from './schema.ts';

describe('quote schemas (part 2 §3.8, §3.9, §5)', () => {
  it("names the quote 'Estimations {project name}'", () => {
    expect(quoteName('Maison Dupont')).toBe('Estimations Maison Dupont');
  });

  it("defaults the status to draft and reads the spec's completed as sent", () => {
    const base = { id: 'q', projectId: 'p', name: 'Estimations X' };
    expect(quoteSchema.parse(base).status).toBe('draft');
    expect(quoteSchema.parse({ ...base, status: 'completed' }).status).toBe('sent');
    expect(quoteSchema.parse({ ...base, status: 'accepted' }).status).toBe('accepted');
    expect(quoteSchema.safeParse({ ...base, status: 'archived' }).success).toBe(false);
  });

  it.each([0, -2, 'abc', null, 0.4])('falls back to quantity 1 for %j', (quantity) => {
    expect(quoteItemSchema.parse({ id: 'a', prix: 1, quantity }).quantity).toBe(1);
  });

  it('rejects a negative price', () => {
    expect(quoteItemSchema.safeParse({ id: 'a', prix: -1, quantity: 1 }).success).toBe(false);
  });

  it('rejects an unknown board line type', () => {
    expect(dimensioningItemSchema.safeParse({ id: 'a', type: 'fuse', prix: 1, quantity: 1 }).success).toBe(
      false,
    );
  });
});
