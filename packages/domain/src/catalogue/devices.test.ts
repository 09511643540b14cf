import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES, type EquipmentType } from '../equipment-types.ts';
import {
  boxPriceCents,
  estimatePriceCents,
  FLUSH_BOXES,
  PLATES,
  plateColorFor,
  platePriceCents,
  WIRING_DEVICES,
  wiringDeviceFor,
} from './devices.ts';

describe('wiring device prices (part 2 §3.10)', () => {
  it.each<[EquipmentType, number]>([
    ['SimpleSocket', 324],
    ['DoubleSocket', 648],
    ['NetworkSocket', 990],
    ['TVSocket', 700],
    ['SimpleSwitch', 350],
    ['DoubleSwitch', 800],
    ['DimmerSwitch', 350],
    // The cooking outlet is a 32 A cable outlet, not the 16 A socket.
    ['OvenSocket', 1290],
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
