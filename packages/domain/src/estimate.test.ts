import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EquipmentType } from './equipment-types.ts';
import {
  buildDimensioningItems,
  buildEstimate,
  buildQuoteItems,
  cableTypeOf,
  type DimensioningItem,
  differentialRows,
  dimensioningItemSchema,
  ensureDifferentialBreakers,
  estimateTotals,
  generateDifferentialBreakers,
  itemForEquipmentType,
  lineTotal,
  NEW_DIMENSIONING_ITEM_DEFAULTS,
  newCustomItem,
  newDimensioningItem,
  type QuoteItem,
  quoteItemSchema,
  quoteName,
  quoteSchema,
  requestedPanelModules,
  withDifferentialBreakers,
} from './estimate.ts';

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

function breaker(id: string, rating: number, quantity = 1): DimensioningItem {
  return { id, type: 'circuit_breaker', intitule: id, reference_principal: '', prix: 8.5, quantity, rating };
}

describe('equipment lines (part 2 §9)', () => {
  const rooms = [{ id: 'r1' }, { id: 'r2' }];

  it.each<[EquipmentType, string, number, string, string]>([
    ['SimpleSocket', 'S520059', 3.24, 'S520702', '080041'],
    ['DoubleSocket', 'S520059', 3.24, 'S520704', '080042'],
    ['SimpleSwitch', 'S520204', 3.5, 'S520702', '080041'],
    ['DoubleSwitch', 'S520214', 8, 'S520702', '080041'],
    ['NetworkSocket', 'S520476', 9.9, 'S520702', '080041'],
    ['TVSocket', 'S520445', 7, 'S520702', '080041'],
    ['OvenSocket', 'S520059', 3.24, 'S520702', '080041'],
    ['ExtractorSocket', 'S520059', 3.24, 'S520702', '080041'],
    ['Dedicated20ASocket', 'S520059', 3.24, 'S520702', '080041'],
    ['DimmerSwitch', 'S520204', 3.5, '', '080041'],
  ])('%s → %s at %d, white plate %j, box %s', (type, ref, prix, plate, box) => {
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

  it.each<EquipmentType>([
    'LightingPoint',
    'WaterproofSocket',
    'Convector',
    'InertiaRadiator',
    'WaterHeater',
    'SimpleFlowVMC',
    'DoubleFlowVMC',
    'AirConditioning',
    'FloorHeating',
    'DuctedHeatPump',
  ])('skips %s (no catalogue reference or lighting point)', (type) => {
    expect(buildQuoteItems(rooms, [equipment('r1', type, 3)])).toEqual([]);
  });

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

describe('line totals and totals (part 2 §9, §5)', () => {
  function quoteLine(overrides: Partial<QuoteItem>): QuoteItem {
    return { ...newCustomItem('x'), plaque_blanche: '', ...overrides };
  }

  it.each<[string, Partial<QuoteItem>, number]>([
    [
      'simple socket, white plate, 40 mm box',
      { prix: 3.24, plaque_blanche: 'S520702', boite_encastrement: '080041', quantity: 2 },
      11.08,
    ],
    [
      'double socket, double plate and box',
      { prix: 3.24, plaque_blanche: 'S520704', boite_encastrement: '080042', quantity: 1 },
      10.34,
    ],
    ['black plate', { prix: 3.5, plaque_noir: 'S540702', boite_encastrement: '080041', quantity: 3 }, 17.4],
    ['both plates count', { prix: 1, plaque_blanche: 'S520702', plaque_noir: 'S540704', quantity: 1 }, 7],
    [
      'blank references add nothing',
      { prix: 9.9, plaque_blanche: '  ', boite_encastrement: '', quantity: 2 },
      19.8,
    ],
    ['50 mm boxes', { prix: 0, boite_encastrement: '080051', quantity: 1 }, 1.1],
    ['50 mm double box', { prix: 0, boite_encastrement: '080052', quantity: 2 }, 2.9],
    ['no float noise', { prix: 0.1, quantity: 3 }, 0.3],
  ])('%s', (_label, overrides, total) => {
    expect(lineTotal(quoteLine(overrides))).toBe(total);
  });

  it('makes board lines price × quantity (cable in metres)', () => {
    expect(lineTotal({ prix: 1.2, quantity: 23 })).toBe(27.6);
  });

  it('adds 20 % VAT in cents', () => {
    expect(
      estimateTotals([
        { prix: 10.01, quantity: 1 },
        { prix: 0.05, quantity: 3 },
      ]),
    ).toEqual({
      totalHT: 10.16,
      tva: 2.03,
      totalTTC: 12.19,
    });
  });

  it('is zero for no lines', () => {
    expect(estimateTotals([])).toEqual({ totalHT: 0, tva: 0, totalTTC: 0 });
  });

  it('never counts a negative or invalid price or quantity', () => {
    expect(lineTotal({ prix: -5, quantity: 2 })).toBe(0);
    expect(lineTotal({ prix: 5, quantity: -2 })).toBe(0);
    expect(lineTotal({ prix: Number.NaN, quantity: 2 })).toBe(0);
  });

  const line = fc.record({
    prix: fc.oneof(fc.double({ min: -100, max: 10_000, noNaN: true }), fc.integer({ min: 0, max: 500 })),
    quantity: fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.double({ min: 0, max: 500, noNaN: true })),
    plaque_blanche: fc.constantFrom('', 'S520702', 'S520704', 'bogus'),
    plaque_noir: fc.constantFrom('', 'S540702', 'S540704'),
    boite_encastrement: fc.constantFrom('', '080041', '080042', '080051', '080052'),
  });

  it('property: HT equals the sum of the line totals, nothing is negative, TTC = HT + VAT', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (items) => {
        const totals = estimateTotals(items);
        const sumCents = items.reduce((s, i) => s + Math.round(lineTotal(i) * 100), 0);
        expect(Math.round(totals.totalHT * 100)).toBe(sumCents);
        expect(totals.totalHT).toBeGreaterThanOrEqual(0);
        expect(totals.tva).toBeGreaterThanOrEqual(0);
        for (const i of items) expect(lineTotal(i)).toBeGreaterThanOrEqual(0);
        expect(Math.round(totals.totalTTC * 100)).toBe(Math.round((totals.totalHT + totals.tva) * 100));
        expect(Math.abs(totals.tva - totals.totalHT * 0.2)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('board lines from the dimensioning (part 2 §9)', () => {
  it.each([
    [2, 10.5, 'R9PFC602'],
    [6, 20, 'R9PFC606'],
    [10, 8.5, 'R9PFC610'],
    [16, 8.5, 'R9PFC616'],
    [20, 8.5, 'R9PFC620'],
    [25, 14, 'R9PFC625'],
    [32, 14, 'R9PFC632'],
    [40, 30, 'A9F77240'],
    [63, 110, 'A9F77263'],
    [50, 8.5, 'R9PFC616'],
    [3, 8.5, 'R9PFC616'],
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
    expect(item).toMatchObject({ intitule: 'Disjoncteur 20 A', quantity: 1 });
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

describe('differential switches (part 2 §9 DDR rule)', () => {
  it.each([
    ['8 × 16 A: 128 × 0.7 = 89.6 → 90 → 63 A', [breaker('a', 16, 8)], [[63, 65, 8]]],
    [
      '2 × 10 A + 1 × 16 A: 36 × 0.7 = 25.2 → 26 → 40 A',
      [breaker('a', 10, 2), breaker('b', 16)],
      [[40, 45, 3]],
    ],
    ['1 × 32 A: 22.4 → 23 → 25 A', [breaker('a', 32)], [[25, 35, 1]]],
    ['2 × 16 A + 2 A: 34 × 0.7 = 23.8 → 24 → 25 A', [breaker('a', 16, 2), breaker('b', 2)], [[25, 35, 3]]],
    ['50 A sum: 35 exactly → 40 A', [breaker('a', 25, 2)], [[40, 45, 2]]],
    ['57 A sum: 39.9 → 40 → 40 A', [breaker('a', 25), breaker('b', 32)], [[40, 45, 2]]],
    ['58 A sum: 40.6 → 41 → 63 A', [breaker('a', 32), breaker('b', 16), breaker('c', 10)], [[63, 65, 3]]],
  ] as const)('%s', (_label, breakers, expected) => {
    const ddrs = generateDifferentialBreakers([...breakers]);
    expect(ddrs.map((d) => [d.rating, d.prix, differentialRows([...breakers])[0]?.moduleUnits])).toEqual(
      expected,
    );
  });

  it('counts 40 A and 63 A as 2 module units and opens a new row past 8', () => {
    const rows = differentialRows([breaker('a', 63, 3), breaker('b', 40, 1), breaker('c', 16, 1)]);
    expect(rows.map((r) => [r.moduleUnits, r.circuitBreakerIds])).toEqual([
      [8, ['a', 'b']],
      [1, ['c']],
    ]);
  });

  it('spreads a line of 10 breakers over two rows and lists it in both', () => {
    const rows = differentialRows([breaker('a', 16, 10)]);
    expect(rows.map((r) => [r.rowId, r.moduleUnits, r.ratingSum, r.circuitBreakerIds])).toEqual([
      ['row-1', 8, 128, ['a']],
      ['row-2', 2, 32, ['a']],
    ]);
  });

  it('makes one DDR per row with type A 30 mA, rowId and breaker ids', () => {
    const ddrs = generateDifferentialBreakers([breaker('a', 10, 6), breaker('b', 20, 4)]);
    expect(ddrs).toHaveLength(2);
    expect(ddrs[0]).toMatchObject({
      id: 'ddr-1',
      type: 'differential_circuit_breaker',
      rowId: 'row-1',
      circuitBreakerIds: ['a', 'b'],
      quantity: 1,
    });
    expect(ddrs[0]?.intitule).toContain('30 mA type A');
  });

  it('ignores non-breaker lines and makes nothing without breakers', () => {
    expect(generateDifferentialBreakers([])).toEqual([]);
    const cable = { ...breaker('c', 16), type: 'cable' as const };
    expect(generateDifferentialBreakers([cable])).toEqual([]);
  });

  it('regenerates DDRs: old ones dropped, breakers get their row', () => {
    const stale: DimensioningItem = {
      ...breaker('old', 63),
      type: 'differential_circuit_breaker',
      id: 'ddr-9',
    };
    const items = withDifferentialBreakers([breaker('a', 16, 8), breaker('b', 20), stale]);
    expect(items.map((i) => [i.id, i.rowId])).toEqual([
      ['a', 'row-1'],
      ['b', 'row-2'],
      ['ddr-1', 'row-1'],
      ['ddr-2', 'row-2'],
    ]);
  });

  it('generates DDRs for saved lines only when they hold none', () => {
    const saved = [breaker('a', 16, 2)];
    expect(ensureDifferentialBreakers(saved).map((i) => i.id)).toEqual(['a', 'ddr-1']);
    const edited: DimensioningItem = {
      ...breaker('x', 25),
      type: 'differential_circuit_breaker',
      id: 'mine',
      prix: 40,
    };
    expect(ensureDifferentialBreakers([...saved, edited])).toEqual([...saved, edited]);
  });

  it('property: every row holds at most 8 module units and every breaker unit is counted', () => {
    const breakers = fc.array(
      fc.record({
        rating: fc.constantFrom(2, 6, 10, 16, 20, 25, 32, 40, 63, 50, 1),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(breakers, (list) => {
        const items = list.map((b, i) => breaker(`b${i}`, b.rating, b.quantity));
        const rows = differentialRows(items);
        for (const row of rows) {
          expect(row.moduleUnits).toBeLessThanOrEqual(8);
          expect(row.moduleUnits).toBeGreaterThan(0);
        }
        const units = list.reduce((s, b) => s + b.quantity * (b.rating === 40 || b.rating === 63 ? 2 : 1), 0);
        expect(rows.reduce((s, r) => s + r.moduleUnits, 0)).toBe(units);
        const ddrs = generateDifferentialBreakers(items);
        expect(ddrs).toHaveLength(rows.length);
        for (const [i, ddr] of ddrs.entries()) {
          const adjusted = rows[i]?.adjustedRating ?? 0;
          const expected = adjusted <= 25 ? 25 : adjusted <= 40 ? 40 : 63;
          expect(ddr.rating).toBe(expected);
        }
      }),
    );
  });
});

describe('new items and the type selector (part 2 §4.4, §9)', () => {
  it('creates a custom item: Nouvel équipement, 0 €, quantity 1, white plate, cable 1.5', () => {
    expect(newCustomItem('c1')).toMatchObject({
      id: 'c1',
      intitule: 'Nouvel équipement',
      prix: 0,
      quantity: 1,
      plaque_blanche: 'S520702',
      plaque_noir: '',
      section_cable: '1.5',
      roomId: null,
    });
    expect(quoteItemSchema.parse(newCustomItem('c1'))).toEqual(newCustomItem('c1'));
  });

  it('adds nothing but the white plate to a fresh custom line', () => {
    expect(lineTotal(newCustomItem('c'))).toBe(2);
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

  it.each<[EquipmentType, string, number, string, string]>([
    ['SimpleSocket', 'S520059', 3.24, '080041', 'S520702'],
    ['DoubleSocket', 'S520059', 3.24, '080042', 'S520704'],
    ['DoubleSwitch', 'S520214', 8, '080041', 'S520704'],
    ['SimpleSwitch', 'S520204', 3.5, '080041', 'S520702'],
    ['TVSocket', 'S520445', 7, '080041', 'S520702'],
    ['NetworkSocket', 'S520476', 9.9, '080041', 'S520702'],
    ['LightingPoint', '', 0, '', 'S520702'],
  ])('choosing %s resets reference %j, price %d, box %j, plate %j', (type, ref, prix, box, plate) => {
    expect(itemForEquipmentType(type)).toEqual({
      equipmentType: type,
      reference_principal: ref,
      prix,
      boite_encastrement: box,
      plaque_blanche: plate,
      plaque_noir: '',
    });
  });

  it('chooses the black plate for black equipment', () => {
    expect(itemForEquipmentType('DoubleSwitch', BLACK)).toMatchObject({
      plaque_blanche: '',
      plaque_noir: 'S540704',
    });
  });
});

describe('quote schemas (part 2 §3.8, §3.9, §5)', () => {
  it("names the quote 'Estimations {project name}'", () => {
    expect(quoteName('Maison Dupont')).toBe('Estimations Maison Dupont');
  });

  it('defaults the status to draft and accepts completed', () => {
    const base = { id: 'q', projectId: 'p', name: 'Estimations X' };
    expect(quoteSchema.parse(base).status).toBe('draft');
    expect(quoteSchema.parse({ ...base, status: 'completed' }).status).toBe('completed');
    expect(quoteSchema.safeParse({ ...base, status: 'sent' }).success).toBe(false);
  });

  it.each([0, -2, 'abc', null, 1.5])('falls back to quantity 1 for %j', (quantity) => {
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
