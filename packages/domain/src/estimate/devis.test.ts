import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRVE_OPTION_ITEM } from '../../test/sample-projects.ts';
import { EQUIPMENT_TYPES } from '../equipment-types.ts';
import type { EcsType } from '../options/options.schema.ts';
import { buildEstimate, buildOptionLines } from './build.ts';
import { devisCsv, frenchCsvCell, partsCsv } from './devis-csv.ts';
import { parseNumberInput } from './edits.ts';
import {
  buildLabourLines,
  DEFAULT_BOARD_LABOUR_MINUTES,
  DEFAULT_LABOUR_SETTINGS,
  DWELLING_LABOUR_IDS,
  hoursOf,
} from './labour.ts';
import { newDimensioningItem } from './new-items.ts';
import { type QuoteItem, quoteItemSchema, VAT_RATES } from './schema.ts';
import { estimateTotals, lineTotal, unitPrice } from './totals.ts';

const room = { id: 'r1', name: 'Séjour' };
const one = (type: (typeof EQUIPMENT_TYPES)[number]) =>
  buildEstimate({ rooms: [room], equipments: [{ roomId: 'r1', type, quantity: 2, metadata: null }] })
    .quoteItems[0] as QuoteItem;

describe('every chosen item is priced', () => {
  it.each(EQUIPMENT_TYPES)('%s gives a line, never dropped', (type) => {
    const line = one(type);
    expect(line).toMatchObject({ equipmentType: type, quantity: 2, roomId: 'r1', kind: 'fourniture' });
    if (line.prixASaisir) expect(line.prix).toBe(0);
    else expect(line.prix).toBeGreaterThan(0);
  });

  it('prices a lighting point as a DCL socket on its DCL box, both shown as parts', () => {
    const line = one('LightingPoint');
    expect(line.reference_principal).toBe('060710');
    expect(line.boite_encastrement).toBe('089342');
    expect(unitPrice(line)).toBe(8.1);
    expect(lineTotal(line)).toBe(16.2);
    expect(line.plaque_blanche).toBe('');
  });

  it('prices the 32 A cooking outlet apart from the 16 A socket, heaters, water heater and VMC', () => {
    expect(one('OvenSocket').reference_principal).toBe('S520662');
    expect(one('OvenSocket').prix).toBeGreaterThan(one('SimpleSocket').prix);
    for (const type of [
      'Convector',
      'InertiaRadiator',
      'WaterHeater',
      'SimpleFlowVMC',
      'WaterproofSocket',
    ] as const)
      expect(one(type).prixASaisir).toBeUndefined();
  });

  it('air conditioning and floor heating read 0 € with prix à saisir', () => {
    expect(one('AirConditioning')).toMatchObject({ prix: 0, prixASaisir: true });
    expect(one('FloorHeating')).toMatchObject({ prix: 0, prixASaisir: true });
  });

  it('prices the options: EV charger, water heater; the others at 0 € prix à saisir', () => {
    const lines = buildOptionLines([
      IRVE_OPTION_ITEM,
      {
        id: 'option-ecs',
        name: 'Cumulus électrique',
        roomId: null,
        type: 'ecs',
        quantity: 1,
        options: { ecsType: 'cumulus_electrique', nombrePersonnes: 2, nombrePiecesEau: 1 },
      },
      {
        id: 'option-alarme',
        name: 'Alarme',
        roomId: null,
        type: 'access_control',
        quantity: 1,
        options: { accessType: 'alarme' },
      },
    ]);
    expect(lines.map((l) => [l.id, l.prix > 0, l.prixASaisir ?? false])).toEqual([
      ['option-irve', true, false],
      ['option-ecs', true, false],
      ['option-alarme', false, true],
    ]);
  });
});

describe('the water heater and the EV charger chosen at step 5', () => {
  const ecs = (ecsType: EcsType) => ({
    id: 'option-ecs',
    name: 'Chauffe-eau',
    roomId: null,
    type: 'ecs' as const,
    quantity: 1,
    options: { ecsType, nombrePersonnes: 2, nombrePiecesEau: 1 },
  });
  const heaterInBathroom = {
    id: 'e1',
    name: 'Chauffe-eau',
    roomId: 'r1',
    type: 'WaterHeater' as const,
    quantity: 1,
    metadata: null,
  };

  it('prices one water heater when the option is placed in a room, as the option chose it', () => {
    for (const [ecsType, reference] of [
      ['cumulus_electrique', '022120'],
      ['thermodynamique', '286040'],
    ] as const) {
      const { quoteItems } = buildEstimate({ rooms: [room], equipments: [heaterInBathroom, ecs(ecsType)] });
      const heaters = quoteItems.filter((l) => l.equipmentType === 'WaterHeater' || l.id === 'option-ecs');
      expect(heaters, ecsType).toHaveLength(1);
      expect(heaters[0], ecsType).toMatchObject({
        roomId: 'r1',
        reference_principal: reference,
        quantity: 1,
      });
      expect(heaters[0]?.prix, ecsType).toBeGreaterThan(0);
    }
    // Without a room's water heater, the option's line prices it.
    const alone = buildEstimate({ rooms: [room], equipments: [ecs('cumulus_electrique')] }).quoteItems;
    expect(alone.filter((l) => l.id === 'option-ecs')).toHaveLength(1);
  });

  it("adds the EV charger's fitting time to the labour, at the company's time when it has one", () => {
    const labour = (minutes?: { EvCharger: number }) =>
      buildEstimate({
        rooms: [room],
        equipments: [IRVE_OPTION_ITEM],
        labour: { ...DEFAULT_LABOUR_SETTINGS, hourlyRate: 50, ...(minutes ? { minutes } : {}) },
      }).quoteItems.find((l) => l.id === DWELLING_LABOUR_IDS.evCharger);
    expect(labour()).toMatchObject({ kind: 'main_oeuvre', quantity: 3, prix: 50, roomId: null });
    expect(labour({ EvCharger: 240 })?.quantity).toBe(4);
    expect(labour({ EvCharger: 0 })).toBeUndefined();
  });
});

describe('labour, travel and sundries', () => {
  const supplies = buildEstimate({
    rooms: [room],
    equipments: [
      { roomId: 'r1', type: 'SimpleSocket', quantity: 6, metadata: null },
      { roomId: 'r1', type: 'LightingPoint', quantity: 2, metadata: null },
    ],
  });

  it('rounds fitting time up to the tenth of an hour', () => {
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(30)).toBe(0.5);
    expect(hoursOf(31)).toBe(0.6);
    expect(hoursOf(260)).toBe(4.4);
  });

  it('adds one labour line per room at the hourly rate, then travel and small supplies', () => {
    const lines = buildLabourLines(supplies.quoteItems, [], [room], {
      hourlyRate: 45,
      travel: 35,
      suppliesPercent: 5,
    });
    // 6 × 30 min + 2 × 40 min = 260 min = 4,4 h.
    expect(lines[0]).toMatchObject({
      id: 'labour-r1',
      kind: 'main_oeuvre',
      unit: 'h',
      quantity: 4.4,
      prix: 45,
      roomId: 'r1',
    });
    expect(lineTotal(lines[0] as QuoteItem)).toBe(198);
    expect(lines[1]).toMatchObject({ kind: 'deplacement', unit: 'forfait', prix: 35, quantity: 1 });
    const suppliesTotal = estimateTotals(supplies.quoteItems).totalHT;
    expect(lines[2]).toMatchObject({
      kind: 'fourniture',
      quantity: 1,
      prix: Math.round(suppliesTotal * 5) / 100,
    });
  });

  it('takes per-type fitting times over the defaults', () => {
    const [labour] = buildLabourLines(supplies.quoteItems, [], [room], {
      ...DEFAULT_LABOUR_SETTINGS,
      minutes: { SimpleSocket: 10 },
    });
    expect(labour?.quantity).toBe(hoursOf(6 * 10 + 2 * 40));
  });

  it("prices the board's labour with the company's times per board line over the defaults", () => {
    const board = [
      { ...newDimensioningItem('electrical_panel', 'p'), quantity: 1 },
      { ...newDimensioningItem('circuit_breaker', 'b'), quantity: 12 },
      { ...newDimensioningItem('differential_circuit_breaker', 'd'), quantity: 3 },
      { ...newDimensioningItem('surge_protector', 's'), quantity: 1 },
      { ...newDimensioningItem('cable', 'c'), quantity: 40 },
    ];
    const boardLine = (settings: typeof DEFAULT_LABOUR_SETTINGS) =>
      buildLabourLines([], board, [], settings).find((l) => l.id === DWELLING_LABOUR_IDS.board);
    // Defaults: 120 + 12 × 15 + 3 × 20 + 30 + 40 × 0 = 390 min = 6,5 h.
    expect(DEFAULT_BOARD_LABOUR_MINUTES.cable).toBe(0);
    expect(boardLine(DEFAULT_LABOUR_SETTINGS)).toMatchObject({
      quantity: 6.5,
      prix: 45,
      kind: 'main_oeuvre',
    });
    // The company's: 180 for the panel, 10 a breaker, 1 a metre of cable; the others keep theirs:
    // 180 + 12 × 10 + 3 × 20 + 30 + 40 × 1 = 430 min = 7,2 h.
    expect(
      boardLine({
        ...DEFAULT_LABOUR_SETTINGS,
        hourlyRate: 50,
        boardMinutes: { electrical_panel: 180, circuit_breaker: 10, cable: 1 },
      }),
    ).toMatchObject({ quantity: 7.2, prix: 50 });
    // 0 everywhere: no board labour line at all.
    expect(
      boardLine({
        ...DEFAULT_LABOUR_SETTINGS,
        boardMinutes: {
          electrical_panel: 0,
          circuit_breaker: 0,
          differential_circuit_breaker: 0,
          surge_protector: 0,
          cable: 0,
        },
      }),
    ).toBeUndefined();
  });

  it('buildEstimate adds them only when labour settings are given', () => {
    const withLabour = buildEstimate({
      rooms: [room],
      equipments: [{ roomId: 'r1', type: 'SimpleSocket', quantity: 1, metadata: null }],
      labour: DEFAULT_LABOUR_SETTINGS,
    });
    expect(withLabour.quoteItems.some((l) => l.kind === 'main_oeuvre')).toBe(true);
    expect(supplies.quoteItems.some((l) => l.kind === 'main_oeuvre')).toBe(false);
  });
});

describe('VAT per line and totals per rate', () => {
  const line = (prix: number, vatRate?: 20 | 10 | 5.5) => ({
    prix,
    quantity: 1,
    ...(vatRate ? { vatRate } : {}),
  });

  it('splits the VAT per rate, highest first, and adds them up', () => {
    const totals = estimateTotals([line(100, 20), line(200, 10), line(50, 5.5), line(10)], 10);
    expect(totals.byRate).toEqual([
      { rate: 20, baseHT: 100, tva: 20 },
      { rate: 10, baseHT: 210, tva: 21 },
      { rate: 5.5, baseHT: 50, tva: 2.75 },
    ]);
    expect(totals).toMatchObject({ totalHT: 360, tva: 43.75, totalTTC: 403.75 });
  });

  it('refuses any other rate', () => {
    expect(quoteItemSchema.safeParse({ id: 'a', prix: 1, quantity: 1, vatRate: 7 }).success).toBe(false);
    expect(quoteItemSchema.parse({ id: 'a', prix: 1, quantity: 1, vatRate: '5.5' }).vatRate).toBe(5.5);
  });
});

describe('lines read honestly (properties)', () => {
  const lineArb = fc.record({
    prix: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
    quantity: fc.integer({ min: 1, max: 500 }),
    plaque_blanche: fc.constantFrom('', 'S520702', 'S520704'),
    boite_encastrement: fc.constantFrom('', '080041', '089342'),
    vatRate: fc.constantFrom(...VAT_RATES),
  });

  it('unit price × quantity = line total', () => {
    fc.assert(
      fc.property(
        lineArb,
        (l) => Math.round(unitPrice(l) * 100) * l.quantity === Math.round(lineTotal(l) * 100),
      ),
    );
  });

  it('totals per rate add up to the lines, and HT + VAT = TTC', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const totals = estimateTotals(lines);
        const cents = (n: number) => Math.round(n * 100);
        const sum = lines.reduce((s, l) => s + cents(lineTotal(l)), 0);
        return (
          cents(totals.totalHT) === sum &&
          totals.byRate.reduce((s, r) => s + cents(r.baseHT), 0) === sum &&
          cents(totals.totalHT) + cents(totals.tva) === cents(totals.totalTTC)
        );
      }),
    );
  });
});

describe('number input', () => {
  it.each([
    ['8,20', 'price', 8.2],
    ['8.20', 'price', 8.2],
    ['1 250,5', 'price', 1250.5],
    ['12', 'pieces', 12],
    ['2,5', 'measure', 2.5],
  ] as const)('%s as %s → %d', (text, kind, value) => {
    expect(parseNumberInput(text, kind)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc', 'price'],
    ['-5', 'price'],
    ['8,205', 'price'],
    ['1,5', 'pieces'],
    ['0', 'pieces'],
    ['2,55', 'measure'],
  ] as const)('%s as %s is refused with a French message', (text, kind) => {
    const result = parseNumberInput(text, kind);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^(Prix|Quantité|La quantité)/);
  });
});

describe('CSV for French spreadsheets', () => {
  const lines = [
    {
      intitule: 'Prise simple',
      reference_principal: 'S520059',
      plaque_blanche: 'S520702',
      boite_encastrement: '080041',
      prix: 3.24,
      quantity: 6,
    },
    { intitule: '=HYPERLINK("x")', reference_principal: '', prix: 45, quantity: 4.4, vatRate: 10 as const },
  ];

  it('writes the devis lines with ; and decimal commas, P.U. × quantity = total', () => {
    expect(devisCsv(lines).split('\r\n')).toEqual([
      'Désignation;Référence;Quantité;P.U. HT;TVA;Total HT',
      'Prise simple;S520059 + S520702 + 080041;6;5,54;20 %;33,24',
      `"'=HYPERLINK(""x"")";;4,4;45,00;10 %;198,00`,
      '',
    ]);
  });

  it("names a line without a catalogue price 'prix à saisir', its price cell still a number", () => {
    const gtl = { intitule: 'GTL', reference_principal: '', prix: 0, quantity: 1, prixASaisir: true };
    expect(devisCsv([gtl]).split('\r\n')[1]).toBe('GTL (prix à saisir);;1;0,00;20 %;0,00');
    // Once a price is typed, the line reads like any other.
    expect(devisCsv([{ ...gtl, prix: 180 }]).split('\r\n')[1]).toBe('GTL;;1;180,00;20 %;180,00');
  });

  it('writes the parts list, references summed', () => {
    expect(partsCsv([...lines, lines[0] as (typeof lines)[0]])).toBe(
      'Référence;Quantité\r\nS520059;12\r\nS520702;12\r\n080041;12\r\n',
    );
  });

  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(frenchCsvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
  });
});
