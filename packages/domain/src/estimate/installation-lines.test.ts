import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EV_CHARGER_PRODUCTS } from '../catalogue/appliances.ts';
import { computeDimensioning } from '../dimensioning/compute-dimensioning.ts';
import { EV_CHARGERS } from '../installation/installation.schema.ts';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { buildEstimate } from './build.ts';
import { buildInstallationLines } from './installation-lines.ts';
import { quoteItemSchema } from './schema.ts';
import { lineTotal } from './totals.ts';

const rooms: Room[] = [
  { id: '1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  { id: '2', name: 'Cuisine', surface: 9, roomType: 'Kitchen' },
  { id: '3', name: "Salle d'eau", surface: 5, roomType: 'WetRoom' },
  { id: '4', name: 'Terrasse', surface: 12, roomType: 'ExteriorSpace' },
];
const item = (id: string, roomId: string | null, type: string, quantity: number, options = {}) =>
  ({ id, name: type, roomId, type, quantity, metadata: null, options }) as EquipmentItem;
const equipments: EquipmentItem[] = [
  item('a', '1', 'SimpleSocket', 5),
  item('b', '1', 'LightingPoint', 2),
  item('c', '1', 'NetworkSocket', 2),
  item('d', '2', 'OvenSocket', 1),
  item('e', '3', 'WaterHeater', 1),
  item('f', '4', 'WaterproofSocket', 1),
  item('g', '4', 'LightingPoint', 1),
];

function estimateOf(extra: Partial<Parameters<typeof computeDimensioning>[0]> = {}, scope = {}) {
  const dimensioning = computeDimensioning({ rooms, equipments, ...extra });
  return { dimensioning, ...buildEstimate({ rooms, equipments, dimensioning, ...scope }) };
}
const byId = <T extends { id: string }>(items: readonly T[], id: string): T | undefined =>
  items.find((i) => i.id === id);

describe('the lines every quote of a dwelling carries', () => {
  const { quoteItems, dimensioning } = estimateOf();

  it('prices one off-peak contactor per water-heater control circuit of the board', () => {
    const control = dimensioning.circuit_breakers.filter((b) => /contacteur/.test(b.description));
    expect(control.reduce((s, b) => s + b.quantity, 0)).toBe(1);
    expect(byId(quoteItems, 'install-off-peak-contactor')).toMatchObject({
      reference_principal: '412500',
      quantity: 1,
      prix: 0,
      prixASaisir: true,
      roomId: null,
    });
  });

  it('adds earthing, one smoke detector, the communication panel and the GTL for a whole dwelling', () => {
    expect(byId(quoteItems, 'install-earth-rod')).toMatchObject({ reference_principal: '70505', prix: 7.08 });
    expect(byId(quoteItems, 'install-earth-rod')?.intitule).toMatch(/\(prix à confirmer\)$/);
    expect(byId(quoteItems, 'install-earth-rod-clamp')?.quantity).toBe(1);
    expect(byId(quoteItems, 'install-earth-test-link')).toMatchObject({ prixASaisir: true });
    expect(byId(quoteItems, 'install-earthing-conductor')).toMatchObject({ unit: 'm', quantity: 10 });
    expect(byId(quoteItems, 'install-smoke-detector')).toMatchObject({ quantity: 1, prix: 12.5 });
    expect(byId(quoteItems, 'install-communication-panel')?.quantity).toBe(1);
    expect(byId(quoteItems, 'install-gtl')?.quantity).toBe(1);
  });

  it('keeps the dwelling lines out of a renovation of some rooms, and out of an empty project', () => {
    const partial = estimateOf({}, { workType: 'Renovation', workScope: 'pieces_renovees' }).quoteItems;
    expect(partial.filter((i) => i.id.startsWith('install-')).map((i) => i.id)).toEqual([
      'install-off-peak-contactor',
      'install-icta-16',
      'install-icta-20',
      'install-icta-25',
      'install-icta-communication',
    ]);
    const whole = estimateOf({}, { workType: 'Renovation', workScope: 'logement_complet' }).quoteItems;
    expect(byId(whole, 'install-smoke-detector')).toBeDefined();
    expect(buildInstallationLines({ roomCount: 0, dimensioning: null })).toEqual([]);
  });

  it('counts ICTA conduit per diameter from the cable runs, communication apart', () => {
    const length = (section: number) =>
      dimensioning.cables
        .filter((c) => c.cableType === 'R2V' && c.section === section)
        .reduce((s, c) => s + c.length_estimate, 0);
    expect(byId(quoteItems, 'install-icta-16')?.quantity).toBe(Math.ceil(length(1.5)));
    expect(byId(quoteItems, 'install-icta-20')?.quantity).toBe(Math.ceil(length(2.5) + length(4)));
    expect(byId(quoteItems, 'install-icta-25')?.quantity).toBe(Math.ceil(length(6) + length(10)));
    const communication = dimensioning.cables
      .filter((c) => c.cableType === 'RJ45' || c.cableType === 'Coaxial')
      .reduce((s, c) => s + c.length_estimate, 0);
    expect(byId(quoteItems, 'install-icta-communication')).toMatchObject({
      quantity: Math.ceil(communication),
      unit: 'm',
    });
  });

  it('lighting points keep their DCL box and the terrace its weatherproof socket, both priced', () => {
    const terrace = quoteItems.filter((i) => i.roomId === '4');
    expect(terrace.find((i) => i.equipmentType === 'LightingPoint')?.boite_encastrement).toBe('089342');
    expect(
      lineTotal(terrace.find((i) => i.equipmentType === 'WaterproofSocket') ?? { prix: 0, quantity: 0 }),
    ).toBe(11.9);
  });

  it('every line passes the quote item schema and a typed price clears nothing else', () => {
    for (const line of quoteItems.filter((i) => i.id.startsWith('install-'))) {
      expect(quoteItemSchema.parse(line)).toEqual(line);
      expect(line.prixASaisir ? line.prix === 0 : line.prix > 0).toBe(true);
    }
  });

  it('any water heater count gives as many contactors as control circuits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.boolean(), (heaters, ecs) => {
        const list = [
          ...equipments.filter((e) => e.type !== 'WaterHeater'),
          ...(heaters > 0 ? [item('w', '3', 'WaterHeater', heaters)] : []),
        ];
        const options = ecs
          ? { ecs: { type: 'cumulus_electrique' as const, nombrePersonnes: 2, nombrePiecesEau: 1 } }
          : {};
        const dim = computeDimensioning({ rooms, equipments: list, options });
        const controls = dim.circuit_breakers
          .filter((b) => /contacteur/.test(b.description))
          .reduce((s, b) => s + b.quantity, 0);
        const lines = buildInstallationLines({ roomCount: rooms.length, dimensioning: dim });
        expect(byId(lines, 'install-off-peak-contactor')?.quantity ?? 0).toBe(controls);
      }),
      { numRuns: 30 },
    );
  });
});

describe('each EV charging variant has its product', () => {
  const irve = item('option-access_control-irve', null, 'access_control', 1, { accessType: 'irve' });
  irve.name = 'Borne de recharge (IRVE)';
  it.each(EV_CHARGERS)('%s', (variant) => {
    const list = [...equipments, irve];
    const options = { accessControl: { irve: true } } as Parameters<typeof computeDimensioning>[0]['options'];
    const dimensioning = computeDimensioning({
      rooms,
      equipments: list,
      options,
      installation: { evCharger: variant, supply: { phases: 'triphase', subscribedKva: 12 } },
    });
    const line = byId(buildEstimate({ rooms, equipments: list, dimensioning }).quoteItems, irve.id);
    const product = EV_CHARGER_PRODUCTS[variant];
    expect(line).toMatchObject({ reference_principal: product.reference, prix: product.priceCents / 100 });
    expect(line?.prixASaisir).toBeUndefined();
    if (variant !== 'wallbox_7kw') expect(line?.intitule).toMatch(/\(prix à confirmer\)$/);
  });
});
