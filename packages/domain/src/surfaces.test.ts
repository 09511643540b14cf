import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_TYPES } from './room-types.ts';
import {
  carrezSurface,
  circulationRoomType,
  countsInCarrez,
  countsInHabitableSurface,
  habitableSurface,
  habitableSurfacesToGive,
  isHabitable,
  SMALL_ROOM_SURFACE,
  totalSurface,
} from './surfaces.ts';

describe('habitable surface (part 2 §3.7)', () => {
  it.each(ROOM_TYPES)('counts %s unless it is an exterior space', (type) => {
    expect(isHabitable(type)).toBe(type !== 'ExteriorSpace');
  });
});

describe('loi Carrez surface (part 1 §7 analysis surface_loi_carrez)', () => {
  it('leaves out exterior spaces, garages and cellars', () => {
    expect(countsInCarrez('ExteriorSpace')).toBe(false);
    expect(countsInCarrez('Other', true)).toBe(false);
    expect(countsInCarrez('Other')).toBe(true);
    expect(countsInCarrez('LivingRoom')).toBe(true);
  });

  it('adds the counted rooms to the cm²', () => {
    expect(
      carrezSurface([
        { surface: 0.1, countsInCarrez: true },
        { surface: 0.2, countsInCarrez: true },
        { surface: 12, countsInCarrez: false },
      ]),
    ).toBe(0.3);
    expect(carrezSurface([])).toBe(0);
  });
});

describe("'Surface totale' of step 3 (part 1 §2)", () => {
  it('sums the room surfaces to the cm², without float noise', () => {
    expect(totalSurface([{ surface: 0.1 }, { surface: 0.2 }, { surface: 11.25 }])).toBe(11.55);
    expect(totalSurface([{ surface: 12.345 }])).toBe(12.35);
    expect(totalSurface([])).toBe(0);
  });

  it('counts invalid and negative surfaces as 0', () => {
    expect(totalSurface([{ surface: Number.NaN }, { surface: -3 }, { surface: 4 }])).toBe(4);
  });

  it('is the sum of whole-cm² surfaces, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 })), (cm2) => {
        const rooms = cm2.map((c) => ({ surface: c / 100 }));
        const sum = cm2.reduce((a, b) => a + b, 0) / 100;
        expect(totalSurface(rooms)).toBe(sum);
        expect(totalSurface([...rooms].reverse())).toBe(sum);
      }),
    );
  });
});

describe('small circulations (NF C 15-100 §10.1.3.3.2, 4 m²)', () => {
  it('types a corridor known to be under 4 m² as Other, else as a circulation', () => {
    expect(SMALL_ROOM_SURFACE).toBe(4);
    expect(circulationRoomType(3.99)).toBe('Other');
    expect(circulationRoomType(4)).toBe('CirculationArea');
    expect(circulationRoomType(12)).toBe('CirculationArea');
    // A surface the plan does not give is not known to be small.
    expect(circulationRoomType(0)).toBe('CirculationArea');
  });
});

describe('habitable surface (Code de la construction R156-1; step 3 total)', () => {
  it.each([
    ['Séjour', 'LivingRoom', true],
    ['Cellier', 'Other', true],
    ['Terrasse', 'ExteriorSpace', false],
    ['Garage', 'Other', false],
    ['GAR.', 'Other', false],
    ['Cave', 'CirculationArea', false],
    ['Sous-sol', 'CirculationArea', false],
    ['Remise', 'Other', false],
  ] as const)('%s (%s) counts: %s', (name, roomType, counts) => {
    expect(countsInHabitableSurface({ name, roomType })).toBe(counts);
  });

  it('adds the habitable rooms to the cent, a surface still to give counting as none', () => {
    expect(
      habitableSurface([
        { name: 'Séjour', roomType: 'LivingRoom', surface: 0.1 },
        { name: 'Dgt', roomType: 'CirculationArea', surface: 0.2 },
        { name: 'SdB', roomType: 'WetRoom', surface: null },
        { name: 'Garage', roomType: 'Other', surface: 18.6 },
        { name: 'Balcon', roomType: 'ExteriorSpace', surface: 4.5 },
      ]),
    ).toBe(0.3);
  });

  it('counts the habitable rooms whose surface is still to give, not a garage nor a terrace', () => {
    const rooms = [
      { name: 'Séjour', roomType: 'LivingRoom', surface: null },
      { name: 'SdB', roomType: 'WetRoom', surface: null },
      { name: 'Cuisine', roomType: 'Kitchen', surface: 11.85 },
      { name: 'Garage', roomType: 'Other', surface: null },
      { name: 'Terrasse', roomType: 'ExteriorSpace', surface: null },
    ] as const;
    expect(habitableSurfacesToGive(rooms)).toBe(2);
    expect(habitableSurfacesToGive(rooms.slice(2))).toBe(0);
  });
});
