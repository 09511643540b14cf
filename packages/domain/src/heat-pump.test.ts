import { describe, expect, it } from 'vitest';
import { BASE_TEMPERATURES } from './base-temperatures.data.ts';
import {
  DEFAULT_HEAT_PUMP_PERIOD,
  departmentOf,
  HEAT_PUMP_PERIODS,
  type HeatPumpResult,
  heatPumpSizing,
  periodCoefficient,
} from './heat-pump.ts';

function value(result: HeatPumpResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('construction periods (part 1 §9)', () => {
  it.each([
    ['since-2012', 0.4],
    ['2007-2012', 0.75],
    ['2001-2006', 0.8],
    ['1990-2000', 0.95],
    ['1983-1989', 1.15],
    ['1974-1982', 1.4],
    ['before-1974', 1.8],
  ])('%s → coefficient %d', (period, coefficient) => {
    expect(periodCoefficient(period)).toBe(coefficient);
  });

  it.each(['', 'avant-1900', '1990', 'since-2013'])(
    'refuses the unknown period %j with a French error',
    (period) => {
      expect(periodCoefficient(period)).toBeNull();
      const result = heatPumpSizing({ surface: 80, postalCode: '75011', period: period || 'x' });
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'INVALID_PERIOD',
          message: 'Période de construction inconnue\u00a0: choisissez une période de la liste',
        },
      });
    },
  );

  it('lists the seven periods with French labels, 1990–2000 by default', () => {
    expect(HEAT_PUMP_PERIODS.map((p) => p.label)).toEqual([
      '2012 et après',
      '2007 – 2012',
      '2001 – 2006',
      '1990 – 2000',
      '1983 – 1989',
      '1974 – 1982',
      'Avant 1974',
    ]);
    expect(DEFAULT_HEAT_PUMP_PERIOD).toBe('1990-2000');
  });
});

describe('departments', () => {
  it('holds all 96 metropolitan departments, 2A and 2B, from −15 (67, 68) to 0 (Corsica)', () => {
    const codes = Object.keys(BASE_TEMPERATURES);
    expect(codes).toHaveLength(96);
    for (let n = 1; n <= 95; n++) {
      if (n === 20) continue;
      expect(codes).toContain(String(n).padStart(2, '0'));
    }
    expect(BASE_TEMPERATURES['67']).toBe(-15);
    expect(BASE_TEMPERATURES['68']).toBe(-15);
    expect(BASE_TEMPERATURES['2A']).toBe(0);
    expect(BASE_TEMPERATURES['2B']).toBe(0);
    expect(Math.min(...Object.values(BASE_TEMPERATURES))).toBe(-15);
    expect(Math.max(...Object.values(BASE_TEMPERATURES))).toBe(0);
  });

  it.each([
    ['75001', '75'],
    ['01000', '01'],
    ['20000', '2A'],
    ['20090', '2A'],
    ['20199', '2A'],
    ['20200', '2B'],
    ['20290', '2B'],
    ['20600', '2B'],
    ['2a004', '2A'],
    ['2B033', '2B'],
    [' 69003 ', '69'],
    ['97100', null],
    ['00123', null],
    ['96000', null],
    ['20', null],
    ['750011', null],
    ['7', null],
    ['', null],
  ])('postal code %j → department %j', (code, department) => {
    expect(departmentOf(code)).toBe(department);
  });
});

describe('heatPumpSizing (part 1 §9)', () => {
  it('sizes 100 m² in Paris, 1990–2000, 2.5 m: 250 m³ × 24 K × 0.95 = 5.7 kW', () => {
    expect(
      value(heatPumpSizing({ surface: 100, postalCode: '75011', period: '1990-2000', ceilingHeight: 2.5 })),
    ).toMatchObject({
      volume: 250,
      deltaT: 24,
      lossKw: 5.7,
      minKw: 4.6,
      maxKw: 6.8,
      department: '75',
      baseTemperature: -5,
    });
  });

  it.each([
    [
      { surface: 120, postalCode: '67000', period: 'before-1974', ceilingHeight: 2.7 },
      324,
      34,
      19.8,
      15.9,
      23.8,
    ],
    [{ surface: 80, postalCode: '20000', period: 'since-2012', ceilingHeight: null }, 200, 19, 1.5, 1.2, 1.8],
    [
      { surface: '62,5', postalCode: '29200', period: '2007-2012', ceilingHeight: '2,4' },
      150,
      23,
      2.6,
      2.1,
      3.1,
    ],
    [{ surface: 95, postalCode: '13001', period: '1974-1982' }, 237.5, 24, 8, 6.4, 9.6],
  ])('%j → volume %d, ΔT %d, loss %d, min %d, max %d', (input, volume, deltaT, lossKw, minKw, maxKw) => {
    expect(value(heatPumpSizing(input))).toMatchObject({ volume, deltaT, lossKw, minKw, maxKw });
  });

  it('uses 2.5 m when the ceiling height is missing or not positive', () => {
    const a = value(heatPumpSizing({ surface: 50, postalCode: '44000', period: '2001-2006' }));
    const b = value(
      heatPumpSizing({ surface: 50, postalCode: '44000', period: '2001-2006', ceilingHeight: 0 }),
    );
    expect(a.volume).toBe(125);
    expect(b.volume).toBe(125);
  });

  it.each([
    { surface: null, postalCode: '75001', period: '1990-2000' },
    { surface: '', postalCode: '75001', period: '1990-2000' },
    { surface: 0, postalCode: '75001', period: '1990-2000' },
    { surface: 'abc', postalCode: '75001', period: '1990-2000' },
    { surface: 80, postalCode: '', period: '1990-2000' },
    { surface: 80, postalCode: '  ', period: '1990-2000' },
    { surface: 80, postalCode: '75001', period: '' },
    { surface: 80, postalCode: undefined, period: undefined },
  ])("answers 'Veuillez remplir tous les champs' for %j", (input) => {
    expect(heatPumpSizing(input)).toEqual({
      ok: false,
      error: { code: 'FIELDS_REQUIRED', message: 'Veuillez remplir tous les champs' },
    });
  });

  it.each(['97100', '00000', 'AB123', '750011', '20'])(
    "answers 'Code postal invalide' for %j",
    (postalCode) => {
      expect(heatPumpSizing({ surface: 80, postalCode, period: '1990-2000' })).toEqual({
        ok: false,
        error: { code: 'INVALID_POSTAL_CODE', message: 'Code postal invalide' },
      });
    },
  );
});
