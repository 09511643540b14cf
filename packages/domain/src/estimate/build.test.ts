import { describe, expect, it } from 'vitest';
import { SPEC_BREAKERS } from '../../test/spec-breakers.ts';
import type { EquipmentType } from '../equipment-types.ts';
import {
  buildDimensioningItems,
  buildEstimate,
  buildQuoteItems,
  cableTypeOf,
  requestedPanelModules,
} from './build.ts';
import { dimensioningItemSchema } from './schema.ts';
import { WIRING_DEVICES } from './test-devices.ts';

const WHITE = '#FFFFFF';
const BLACK = '#000000';

function equipment(roomId: string, type: string, quantity: number, color?: string) {
  return {
    roomId,
    type: type as EquipmentType,
    quantity,
    metadata: color ? { color: color as '#FFFFFF' | '#000000' } : undefined,
  };
}

describe('equipment lines (part 2 §9)', () => {
  const rooms = [{ id: 'r1' }, { id: 'r2' }];

  it.each(WIRING_DEVICES)('%s → %s at %d, box %s, white plate %j', (type, ref, prix, box, plate) => {
    const [item] = buildQuoteItems(rooms, [equipment('r1', type, 1)]);
    expect(item).toMatchObject({
      reference_principal: ref,
      prix,
      plaque_blanche: plate,
      plaque_noir: '',
      boite_encastrement: box,
      roomId: 'r1',
      equipmentType: type,
      quantity: 1,
    });
  });

  it('gives black plates to black equipment, the double socket its double black plate', () => {
    const items = buildQuoteItems(rooms, [
      equipment('r1', 'SimpleSocket', 2, BLACK),
      equipment('r1', 'DoubleSocket', 1, BLACK),
    ]);
    expect(items.map((i) => [i.plaque_blanche, i.plaque_noir])).toEqual([
      ['', 'S540702'],
      ['', 'S540704'],
    ]);
  });

  // No chosen item is skipped any more (the pricing of each type is in devis.test.ts).

  it('skips option items, equipment of unknown rooms and zero quantities', () => {
    const items = buildQuoteItems(rooms, [
      { roomId: null, type: 'access_control', quantity: 1, metadata: null },
      equipment('elsewhere', 'SimpleSocket', 4),
      equipment('r1', 'SimpleSocket', 0),
    ]);
    expect(items).toEqual([]);
  });

  it('groups identical items of a room by summing quantities, keeps colours and rooms apart', () => {
    const items = buildQuoteItems(rooms, [
      equipment('r1', 'SimpleSocket', 2),
      equipment('r2', 'SimpleSocket', 1),
      equipment('r1', 'SimpleSocket', 3, WHITE),
      equipment('r1', 'SimpleSocket', 1, BLACK),
    ]);
    expect(items.map((i) => [i.roomId, i.plaque_blanche || i.plaque_noir, i.quantity])).toEqual([
      ['r1', 'S520702', 5],
      ['r1', 'S540702', 1],
      ['r2', 'S520702', 1],
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('matches numeric room ids with string equipment room ids', () => {
    const items = buildQuoteItems([{ id: '7' }], [equipment('7', 'TVSocket', 1)]);
    expect(items).toHaveLength(1);
  });

  it('labels lines in French', () => {
    const [item] = buildQuoteItems(rooms, [equipment('r1', 'NetworkSocket', 1)]);
    expect(item?.intitule).toBe('RJ45');
  });
});

describe('board lines from the dimensioning (part 2 §9)', () => {
  it.each<[rating: number, prix: number, reference: string]>([
    // The spec's breakers at their price in euros; then ratings it does not price, and an unknown one.
    ...SPEC_BREAKERS.map(([rating, cents, ref]): [number, number, string] => [rating, cents / 100, ref]),
    [50, 8.5, 'A9F77250'],
    [3, 8.5, 'A9F77203'],
    [7, 8.5, 'R9PFC616'],
  ])('a %i A breaker costs %d (%s)', (rating, prix, ref) => {
    const [item] = buildDimensioningItems({
      circuit_breakers: [{ rating, description: 'Prises', quantity: 2 }],
    });
    expect(item).toMatchObject({
      type: 'circuit_breaker',
      prix,
      reference_principal: ref,
      quantity: 2,
      rating,
      intitule: 'Prises',
    });
  });

  it('names a breaker without description by its rating, quantity defaults to 1', () => {
    const [item] = buildDimensioningItems({ circuit_breakers: [{ rating: 20 }] });
    expect(item).toMatchObject({ intitule: 'Disjoncteur 20\u00a0A', quantity: 1 });
  });

  it.each([
    [{ type: 'Tableau principal', modules: 13 }, 13, 25, 'R9H13401'],
    [{ type: 'Tableau principal', modules: 18 }, 18, 35, 'R9H18401'],
    [{ type: 'Tableau 2 rangées de 13 modules', modules: 18 }, 26, 35, 'R9H13402'],
    [{ type: 'Tableau 3 rangées de 18 modules' }, 54, 65, 'R9H18403'],
    [{ type: 'Coffret 4 x 13 modules' }, 52, 65, 'R9H13404'],
    [{ type: 'Tableau principal', modules: 30 }, 36, 55, 'R9H18402'],
    [{ type: 'Tableau principal', modules: 39 }, 39, 50, 'R9H13403'],
    [{ type: 'Tableau principal', modules: 100 }, 72, 90, 'R9H18404'],
    [{ type: 'Tableau principal' }, 18, 35, 'R9H18401'],
  ])('panel %j → %i modules at %d (%s)', (panel, modules, prix, ref) => {
    const [item] = buildDimensioningItems({ electrical_panels: [panel] });
    expect(item).toMatchObject({
      type: 'electrical_panel',
      modules,
      prix,
      reference_principal: ref,
      quantity: 1,
    });
  });

  it.each([
    ['2 rangées de 13 modules', 26],
    ['13 modules par rangée, 3 rangées', 39],
    ['2 x 18', 36],
    ['Tableau principal 3 rangées 13 modules', 39],
    ['Tableau divisionnaire 1 rangée 18 modules', 18],
    ['Tableau 4 rangées, 18 modules', 72],
    ['13 modules 2 rangées', 26],
    ['18 modules sur 3 rangées', 54],
    ['Coffret 3 rangées x 13', 39],
    ['Tableau principal', 18],
  ])('reads %j as %i requested modules', (type, modules) => {
    expect(requestedPanelModules({ type, modules: 18 })).toBe(modules);
  });

  it.each([
    [{ cableType: 'R2V', section: 2.5, length_estimate: 22.3 }, 1.2, 23],
    [{ cableType: 'R2V', section: 6, length_estimate: 8 }, 2.45, 8],
    [{ cableType: 'R2V', section: 10, length_estimate: 0.2 }, 4.2, 1],
    [{ cableType: 'Prefile', section: 1.5, length_estimate: 40 }, 0.9, 40],
    [{ cableType: 'RJ45', section: 0, length_estimate: 15.5 }, 0.7, 16],
    [{ cableType: 'Coaxial', section: 0 }, 0.18, 10],
    [{ type: 'Câble RJ45 Cat6', section: 0, length_estimate: 5 }, 0.7, 5],
    [{ type: 'H07V-U/R2V', section: 4, length_estimate: 12 }, 1.85, 12],
    [{ cableType: 'R2V', section: 1.5, length_estimate: 0 }, 0.9, 10],
  ])('cable %j → %d €/m × %i m', (cable, prix, quantity) => {
    const [item] = buildDimensioningItems({ cables: [cable] });
    expect(item).toMatchObject({ type: 'cable', prix, quantity });
  });

  it.each([
    [{ cableType: 'Prefile' }, 'Prefile'],
    [{ type: 'Câble coaxial TV' }, 'Coaxial'],
    [{ type: 'Gaine préfilée 3G1,5' }, 'Prefile'],
    [{ type: 'RJ45 Cat.6' }, 'RJ45'],
    [{ type: 'H07V-U/R2V' }, 'R2V'],
    [{}, 'R2V'],
  ])('cable kind of %j is %s', (cable, kind) => {
    expect(cableTypeOf(cable)).toBe(kind);
  });

  it('prices surge protectors at 120 and keeps their rating and description', () => {
    const [item] = buildDimensioningItems({
      surge_protectors: [{ type: 'Type 2', rating: '40kA', quantity: 1, description: 'Zone AQ2' }],
    });
    expect(item).toMatchObject({
      type: 'surge_protector',
      prix: 120,
      reference_principal: 'A9L40501',
      rating: '40kA',
      quantity: 1,
      description: 'Zone AQ2',
    });
  });

  it('builds nothing from a missing dimensioning', () => {
    expect(buildDimensioningItems(null)).toEqual([]);
    expect(buildEstimate({ rooms: [], equipments: [], dimensioning: undefined })).toEqual({
      quoteItems: [],
      dimensioningItems: [],
    });
  });

  it('gives every item a unique id that passes the item schema', () => {
    const { dimensioningItems } = buildEstimate({
      rooms: [],
      equipments: [],
      dimensioning: {
        circuit_breakers: [
          { rating: 16, quantity: 3 },
          { rating: 20, quantity: 2 },
        ],
        electrical_panels: [{ type: 'Tableau principal', modules: 26 }],
        cables: [{ cableType: 'R2V', section: 2.5, length_estimate: 30 }],
        surge_protectors: [{ type: 'Type 2', rating: '40kA', quantity: 1 }],
      },
    });
    expect(new Set(dimensioningItems.map((i) => i.id)).size).toBe(dimensioningItems.length);
    for (const item of dimensioningItems) expect(dimensioningItemSchema.parse(item)).toEqual(item);
  });
});
