import { describe, expect, it } from 'vitest';
import { NEW_DIMENSIONING_ITEM_DEFAULTS, newCustomItem, newDimensioningItem } from './new-items.ts';
import { dimensioningItemSchema, quoteItemSchema } from './schema.ts';
import { lineTotal } from './totals.ts';

describe('new items and the type selector (part 2 §4.4, §9)', () => {
  it('creates a custom item: Nouvel équipement, supplies, 0 €, quantity 1, no plate, cable 1.5', () => {
    expect(newCustomItem('c1')).toMatchObject({
      id: 'c1',
      intitule: 'Nouvel équipement',
      prix: 0,
      quantity: 1,
      plaque_blanche: '',
      plaque_noir: '',
      boite_encastrement: '',
      section_cable: '1.5',
      roomId: null,
      kind: 'fourniture',
    });
    expect(quoteItemSchema.parse(newCustomItem('c1'))).toEqual(newCustomItem('c1'));
  });

  it('adds no hidden plate to a fresh custom line (45 € × 40 h is 1 800 €)', () => {
    expect(lineTotal(newCustomItem('c'))).toBe(0);
    expect(lineTotal({ ...newCustomItem('c'), prix: 45, quantity: 40 })).toBe(1800);
  });

  it.each([
    ['circuit_breaker', { prix: 8.5, rating: 16, quantity: 1 }],
    ['electrical_panel', { prix: 35, modules: 18, quantity: 1 }],
    ['cable', { prix: 0.85, section: 1.5, quantity: 10 }],
    ['surge_protector', { prix: 120, rating: '10kA', quantity: 1 }],
    ['differential_circuit_breaker', { prix: 35, rating: 25, quantity: 1 }],
  ] as const)('a new %s line has the spec defaults', (type, expected) => {
    const item = newDimensioningItem(type, 'n1');
    expect(item).toMatchObject({ ...expected, type, id: 'n1' });
    expect(dimensioningItemSchema.parse(item)).toEqual(item);
    expect(NEW_DIMENSIONING_ITEM_DEFAULTS[type].reference_principal).not.toBe('');
  });
});
