import { describe, expect, it } from 'vitest';
import { normaliseQuantity, quantityOf } from './quantity.ts';
import { dimensioningItemSchema, quoteItemSchema } from './schema.ts';

describe('a line’s quantity (part 2 §5: minimum 1, fallback 1)', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [' 7 ', 7],
    [2.6, 3],
    [2.4, 2],
    ['2,5', 3],
    [0.4, 1],
    [0, 1],
    [-2, 1],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [true, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [100_001, 1],
  ])('pieces: %j → %j', (value, expected) => {
    expect(normaliseQuantity(value, 'u')).toBe(expected);
    expect(normaliseQuantity(value, 'forfait')).toBe(expected);
    expect(quantityOf(value)).toBe(expected);
  });

  it.each([
    [12.34, 12.3],
    ['2,55', 2.6],
    [0.05, 0.1],
    [0.04, 1],
    [0, 1],
    ['abc', 1],
  ])('metres and hours: %j → %j', (value, expected) => {
    expect(normaliseQuantity(value, 'm')).toBe(expected);
    expect(normaliseQuantity(value, 'h')).toBe(expected);
  });

  it('is the rule of every line: estimate lines by their unit, board lines (a cable in metres)', () => {
    expect(quoteItemSchema.parse({ id: 'a', prix: 1, quantity: 2.6 }).quantity).toBe(3);
    expect(quoteItemSchema.parse({ id: 'a', prix: 1, quantity: 2.6, unit: 'h' }).quantity).toBe(2.6);
    expect(quoteItemSchema.parse({ id: 'a', prix: 1, quantity: 'x', kind: 'main_oeuvre' }).quantity).toBe(1);
    const board = (type: string, quantity: unknown) =>
      dimensioningItemSchema.parse({ id: 'd', type, prix: 1, quantity }).quantity;
    expect(board('circuit_breaker', 2.6)).toBe(3);
    expect(board('circuit_breaker', 0)).toBe(1);
    expect(board('cable', 12.5)).toBe(12.5);
    expect(board('cable', 'abc')).toBe(1);
  });
});
