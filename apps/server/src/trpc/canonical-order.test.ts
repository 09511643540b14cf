import { quoteItemSchema } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canonicalOrder } from './canonical-order.ts';

// What production answers on the hot project routes (output-checks.ts) must be what zod's output check
// would have answered: same keys, same order, same values.
describe('canonicalOrder', () => {
  const line = quoteItemSchema.parse({
    id: 'q1',
    intitule: 'Câble',
    prix: 1.2,
    section_cable: 2.5,
    quantity: '12.34',
    unit: 'm',
    vatRate: '5.5',
  });

  it('answers a saved quote line, its keys sorted as jsonb gives them back, as zod does', () => {
    const fromJsonb = Object.fromEntries(Object.entries(line).sort(([a], [b]) => (a < b ? -1 : 1)));
    const ordered = canonicalOrder(quoteItemSchema)(fromJsonb);
    expect(JSON.stringify(ordered)).toBe(JSON.stringify(quoteItemSchema.parse(fromJsonb)));
    expect(ordered).toMatchObject({ section_cable: '2.5', quantity: 12.3, vatRate: 5.5 });
  });

  it('hands a value zod would rewrite (never written by the schema) to zod', () => {
    const old = { ...line, section_cable: 4, vatRate: '10' };
    const ordered = canonicalOrder(quoteItemSchema)(old) as typeof line;
    expect(ordered.section_cable).toBe('4');
    expect(ordered.vatRate).toBe(10);
  });

  it('gives an object already in order back as it is, and rebuilds one that is not', () => {
    const schema = z.object({ b: z.string(), a: z.array(z.object({ y: z.number(), x: z.number() })) });
    const order = canonicalOrder(schema);
    const inOrder = { b: 'b', a: [{ y: 1, x: 2 }] };
    expect(order(inOrder)).toBe(inOrder);
    const shuffled = { a: [{ x: 2, y: 1 }], b: 'b', extra: true };
    expect(JSON.stringify(order(shuffled))).toBe(JSON.stringify(schema.parse(shuffled)));
    expect(JSON.stringify(order(shuffled))).toBe('{"b":"b","a":[{"y":1,"x":2}]}');
  });
});
