import { describe, expect, it } from 'vitest';
import { companySettingsSchema } from '../company/company.schema.ts';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { buildEstimate } from './build.ts';
import { DEFAULT_LABOUR_SETTINGS } from './labour.ts';
import { LINE_PRICE_MESSAGE, linePricesSchema, PRICEABLE_LINES } from './line-prices.ts';
import { isPriceToEnter } from './schema.ts';

const rooms: Room[] = [{ id: '1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' }];
const equipments = [
  { id: 'a', name: 'Prise', roomId: '1', type: 'SimpleSocket', quantity: 4, metadata: null, options: {} },
  { id: 'b', name: 'Clim', roomId: '1', type: 'AirConditioning', quantity: 1, metadata: null, options: {} },
] as EquipmentItem[];
const dimensioning = {
  circuit_breakers: [{ description: 'Prises', rating: 16, quantity: 1 }],
  cables: [{ cableType: 'R2V', section: 2.5, length_estimate: 12 }],
};
const estimate = (linePrices = {}) =>
  buildEstimate({ rooms, equipments, dimensioning, labour: { ...DEFAULT_LABOUR_SETTINGS, linePrices } })
    .quoteItems;
const byId = (items: ReturnType<typeof estimate>, id: string) => items.find((i) => i.id === id);

describe("the company's own prices of the lines without a catalogue price", () => {
  it('lists every line the catalogue leaves unpriced, with its label and unit, once', () => {
    const keys = PRICEABLE_LINES.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['gtl', 'earth-test-link', 'earthing-conductor', 'icta-20']));
    expect(keys).toContain('AirConditioning');
    expect(keys).not.toContain('earth-rod'); // priced by the catalogue ('prix à confirmer')
    expect(keys).not.toContain('SimpleSocket');
    expect(PRICEABLE_LINES.find((l) => l.key === 'earthing-conductor')?.unit).toBe('m');
    expect(PRICEABLE_LINES.find((l) => l.key === 'gtl')?.label).toContain('GTL');
  });

  it('without prices every such line of a new dwelling is 0 € and prix à saisir', () => {
    const items = estimate();
    for (const id of [
      'install-gtl',
      'install-earth-test-link',
      'install-icta-20',
      'room-1-AirConditioning-none',
    ]) {
      expect(isPriceToEnter(byId(items, id) ?? {})).toBe(true);
    }
  });

  it('prices a line with the company price, no prix à saisir; the others and catalogue lines are untouched', () => {
    const before = estimate();
    const items = estimate({ gtl: 310.5, 'icta-20': 0.85, AirConditioning: 1200, 'earth-rod': 99 });
    expect(byId(items, 'install-gtl')).toMatchObject({ prix: 310.5 });
    expect(byId(items, 'install-gtl')?.prixASaisir).toBeUndefined();
    expect(byId(items, 'install-icta-20')).toMatchObject({ prix: 0.85, quantity: 12 });
    expect(byId(items, 'room-1-AirConditioning-none')).toMatchObject({ prix: 1200 });
    expect(isPriceToEnter(byId(items, 'install-earth-test-link') ?? {})).toBe(true);
    // The earth rod has a catalogue price: a price for it changes nothing.
    expect(byId(items, 'install-earth-rod')).toEqual(byId(before, 'install-earth-rod'));
    expect(byId(items, 'room-1-SimpleSocket-white')).toEqual(byId(before, 'room-1-SimpleSocket-white'));
  });

  it('a price of 0 € is a price: the line is no longer waiting for one', () => {
    expect(isPriceToEnter(byId(estimate({ gtl: 0 }), 'install-gtl') ?? {})).toBe(false);
  });

  it('the settings take prices ≥ 0 with 2 decimals, typed the French way, and refuse the rest in French', () => {
    expect(linePricesSchema.parse({ gtl: '310,50', 'earth-test-link': 12 })).toEqual({
      gtl: 310.5,
      'earth-test-link': 12,
    });
    for (const bad of [-1, '12,345', 'abc', '', 100_001]) {
      const result = linePricesSchema.safeParse({ gtl: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LINE_PRICE_MESSAGE);
    }
    expect(linePricesSchema.safeParse({ 'earth-rod': 5 }).success).toBe(false);
    const settings = companySettingsSchema.parse({ name: 'Martin', siret: '73282932000074' });
    expect(settings.linePrices).toEqual({});
  });
});
