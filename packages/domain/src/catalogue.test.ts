import { describe, expect, it } from 'vitest';
import {
  boxPriceCents,
  breakerForRating,
  CABLES,
  CIRCUIT_BREAKERS,
  cableFor,
  DIFFERENTIAL_BREAKERS,
  differentialForAdjustedRating,
  estimatePriceCents,
  FLUSH_BOXES,
  PANELS,
  PLATES,
  panelForModules,
  plateColorFor,
  platePriceCents,
  SURGE_PROTECTOR,
  WIRING_DEVICES,
  wiringDeviceFor,
} from './catalogue.ts';
import { EQUIPMENT_TYPES, type EquipmentType } from './equipment-types.ts';

describe('wiring device prices (part 2 §3.10)', () => {
  it.each<[EquipmentType, number]>([
    ['SimpleSocket', 324],
    ['DoubleSocket', 648],
    ['NetworkSocket', 990],
    ['TVSocket', 700],
    ['SimpleSwitch', 350],
    ['DoubleSwitch', 800],
    ['DimmerSwitch', 350],
    ['OvenSocket', 324],
    ['ExtractorSocket', 324],
    ['Dedicated20ASocket', 324],
  ])('%s costs %i cents', (type, cents) => {
    expect(wiringDeviceFor(type)?.priceCents).toBe(cents);
  });

  it('prices the double socket at 3.24 in the estimate (part 2 §9)', () => {
    const device = wiringDeviceFor('DoubleSocket');
    expect(device && estimatePriceCents(device)).toBe(324);
  });

  it.each<EquipmentType>([
    'LightingPoint',
    'WaterproofSocket',
    'InertiaRadiator',
    'Convector',
    'WaterHeater',
    'AirConditioning',
    'FloorHeating',
    'DuctedHeatPump',
    'SimpleFlowVMC',
    'DoubleFlowVMC',
  ])('%s has no catalogue reference', (type) => {
    expect(wiringDeviceFor(type)).toBeNull();
  });

  it('gives every priced device a manufacturer reference and a flush box', () => {
    for (const type of EQUIPMENT_TYPES) {
      const device = WIRING_DEVICES[type];
      if (!device) continue;
      expect(device.reference).toMatch(/^S52\d{4}$/);
      expect(Object.keys(FLUSH_BOXES)).toContain(device.box);
    }
  });

  it('uses a double box for the double socket only', () => {
    const doubles = EQUIPMENT_TYPES.filter((t) => WIRING_DEVICES[t]?.box === 'double40');
    expect(doubles).toEqual(['DoubleSocket']);
  });
});

describe('plates and boxes (part 2 §3.10)', () => {
  it.each([
    ['white', 'simple', 'S520702', 200],
    ['white', 'double', 'S520704', 400],
    ['black', 'simple', 'S540702', 200],
    ['black', 'double', 'S540704', 400],
  ] as const)('%s %s plate is %s at %i cents', (color, size, reference, cents) => {
    expect(PLATES[color][size]).toMatchObject({ reference, priceCents: cents });
    expect(platePriceCents(reference)).toBe(cents);
  });

  it.each([
    ['single40', 30],
    ['double40', 310],
    ['single50', 110],
    ['double50', 145],
  ] as const)('%s box costs %i cents', (kind, cents) => {
    expect(FLUSH_BOXES[kind].priceCents).toBe(cents);
    expect(boxPriceCents(FLUSH_BOXES[kind].reference)).toBe(cents);
  });

  it.each(['', '   ', null, undefined, 'UNKNOWN-REF'])(
    'a blank or unknown reference %j costs nothing',
    (ref) => {
      expect(platePriceCents(ref)).toBe(0);
      expect(boxPriceCents(ref)).toBe(0);
    },
  );

  it.each([
    ['#000000', 'black'],
    ['#000000'.toLowerCase(), 'black'],
    ['#FFFFFF', 'white'],
    [undefined, 'white'],
    ['#FF0000', 'white'],
  ] as const)('colour %s gives a %s plate', (color, plate) => {
    expect(plateColorFor(color)).toBe(plate);
  });
});

describe('circuit breakers (part 2 §9)', () => {
  it.each([
    [2, 1050, 'R9PFC602'],
    [6, 2000, 'R9PFC606'],
    [10, 850, 'R9PFC610'],
    [16, 850, 'R9PFC616'],
    [20, 850, 'R9PFC620'],
    [25, 1400, 'R9PFC625'],
    [32, 1400, 'R9PFC632'],
    [40, 3000, 'A9F77240'],
    [63, 11000, 'A9F77263'],
  ])('%i A costs %i cents (%s)', (rating, cents, reference) => {
    expect(breakerForRating(rating)).toMatchObject({ rating, priceCents: cents, reference });
  });

  it.each([1, 3, 4, 50, 0, -5, Number.NaN, null, undefined, 'abc'])(
    'an unknown rating %j is treated as 16 A at 8.50',
    (rating) => {
      expect(breakerForRating(rating)).toMatchObject({ rating: 16, priceCents: 850 });
    },
  );

  it('accepts a rating given as text', () => {
    expect(breakerForRating('32').priceCents).toBe(1400);
  });

  it('makes the 40 A and 63 A breakers 2-pole, 2 modules', () => {
    const twoModules = CIRCUIT_BREAKERS.filter((b) => b.modules === 2).map((b) => b.rating);
    expect(twoModules).toEqual([40, 63]);
  });
});

describe('panels by capacity (part 2 §3.10)', () => {
  it.each([
    [13, 2500],
    [18, 3500],
    [26, 3500],
    [36, 5500],
    [39, 5000],
    [52, 6500],
    [54, 6500],
    [72, 9000],
  ])('a %i-module panel costs %i cents', (capacity, cents) => {
    expect(PANELS.find((p) => p.capacity === capacity)?.priceCents).toBe(cents);
  });

  it('has rows × modules per row = capacity for every panel', () => {
    for (const panel of PANELS) expect(panel.rows * panel.modulesPerRow).toBe(panel.capacity);
  });

  it.each([
    [1, 13],
    [13, 13],
    [14, 18],
    [18, 18],
    [19, 26],
    [27, 36],
    [37, 39],
    [40, 52],
    [53, 54],
    [55, 72],
    [72, 72],
    [73, 72],
    [500, 72],
    [0, 18],
    [-3, 18],
    [Number.NaN, 18],
    [null, 18],
    [undefined, 18],
  ])('%j requested modules → %i-module panel', (requested, capacity) => {
    expect(panelForModules(requested).capacity).toBe(capacity);
  });
});

describe('cables per metre (part 2 §3.10, §9)', () => {
  it.each([
    ['R2V', 1.5, 90],
    ['R2V', 2.5, 120],
    ['R2V', 4, 185],
    ['R2V', 6, 245],
    ['R2V', 10, 420],
    ['Prefile', 1.5, 90],
    ['Prefile', 2.5, 120],
    ['Prefile', 6, 245],
    ['RJ45', 0, 70],
    ['Coaxial', 0, 18],
  ] as const)('catalogue: %s %s mm² costs %i cents/m', (cableType, section, cents) => {
    expect(CABLES.find((c) => c.cableType === cableType && c.section === section)?.priceCents).toBe(cents);
  });

  it.each([
    ['R2V', 0.75, 90],
    ['R2V', 1.5, 90],
    ['R2V', 2.4, 90],
    ['R2V', 2.5, 120],
    ['R2V', 3.9, 120],
    ['R2V', 4, 185],
    ['R2V', 5.9, 185],
    ['R2V', 6, 245],
    ['R2V', 9.9, 245],
    ['R2V', 10, 420],
    ['R2V', 16, 420],
    ['Prefile', 1.5, 90],
    ['Prefile', 2.5, 120],
    ['Prefile', 4, 120],
    ['Prefile', 6, 245],
    ['Prefile', 10, 245],
    ['RJ45', 0, 70],
    ['RJ45', 2.5, 70],
    ['Coaxial', 0, 18],
  ] as const)('rule: %s %s mm² → %i cents/m', (cableType, section, cents) => {
    expect(cableFor(cableType, section).priceCents).toBe(cents);
  });

  it('treats a missing section as the smallest', () => {
    expect(cableFor('R2V', undefined).section).toBe(1.5);
  });
});

describe('surge protector and differential switches (part 2 §3.10, §9)', () => {
  it('prices the type 2 surge protector at 120', () => {
    expect(SURGE_PROTECTOR.priceCents).toBe(12000);
  });

  it.each([
    [25, 3500],
    [40, 4500],
    [63, 6500],
  ])('the %i A 30 mA type A switch costs %i cents', (rating, cents) => {
    expect(DIFFERENTIAL_BREAKERS.find((d) => d.rating === rating)?.priceCents).toBe(cents);
  });

  it.each([
    [0, 25],
    [25, 25],
    [26, 40],
    [40, 40],
    [41, 63],
    [200, 63],
  ])('adjusted rating %i → %i A', (adjusted, rating) => {
    expect(differentialForAdjustedRating(adjusted).rating).toBe(rating);
  });
});
