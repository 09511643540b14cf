import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price.ts';

describe('price on a project card (part 1 §4 Projects list)', () => {
  it('takes the first completed quote: sent or accepted, not a refused one', () => {
    const quotes = [
      { status: 'draft', totalAmount: 10 },
      { status: 'refused', totalAmount: 5 },
      { status: 'sent', totalAmount: 1234.5 },
      { status: 'accepted', totalAmount: 99 },
    ];
    expect(cardPrice({ status: 'draft', quotes })).toBe(1234.5);
    expect(cardPrice({ status: 'draft', quotes: [{ status: 'accepted', totalAmount: 7 }] })).toBe(7);
  });

  it('falls back to the last quote for a completed project with no completed quote', () => {
    const quotes = [
      { status: 'draft', totalAmount: 10 },
      { status: 'draft', totalAmount: 20 },
    ];
    expect(cardPrice({ status: 'completed', quotes })).toBe(20);
    expect(cardPrice({ status: 'draft', quotes })).toBeNull();
  });

  it('has no price without quotes', () => {
    expect(cardPrice({ status: 'completed', quotes: [] })).toBeNull();
    expect(cardPrice({ status: null })).toBeNull();
  });
});
