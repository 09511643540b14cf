import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults } from '../format.ts';
import {
  EMPTY_SITE_MEASUREMENTS,
  MEASUREMENT_MESSAGES,
  siteMeasurementsInputSchema,
} from './measurements.schema.ts';

function errorsOf(input: unknown): [string, string][] {
  const result = siteMeasurementsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('site measurements: what can be a measurement (reference consuel.md)', () => {
  it('starts empty: nothing measured, nothing answered', () => {
    expect(EMPTY_SITE_MEASUREMENTS).toMatchObject({
      earthingSystem: null,
      earthResistanceOhm: null,
      insulationMOhm: null,
      rcdTests: [],
      smokeAlarm: null,
      selfCheck: [],
    });
  });

  it('reads a field’s text as the electrician types it: French comma, spaces, empty = not measured', () => {
    const parsed = siteMeasurementsInputSchema.parse({
      earthResistanceOhm: ' 1 250 ',
      insulationMOhm: '0,2',
      mainBondingMm2: '',
      rcdTests: [{ rcd: 1, trips: true, timeMs: '23' }],
    });
    expect(parsed).toMatchObject({ earthResistanceOhm: 1250, insulationMOhm: 0.2, mainBondingMm2: null });
    expect(parsed.rcdTests).toEqual([{ rcd: 1, trips: true, timeMs: 23 }]);
  });

  it.each([
    [
      'a negative resistance',
      { earthResistanceOhm: -5 },
      'earthResistanceOhm',
      MEASUREMENT_MESSAGES.earthResistance,
    ],
    ['text', { earthResistanceOhm: 'douze' }, 'earthResistanceOhm', MEASUREMENT_MESSAGES.earthResistance],
    ['10⁹ Ω', { earthResistanceOhm: 1e9 }, 'earthResistanceOhm', MEASUREMENT_MESSAGES.earthResistance],
    [
      '10⁹ Ω typed',
      { earthResistanceOhm: '1e9' },
      'earthResistanceOhm',
      MEASUREMENT_MESSAGES.earthResistance,
    ],
    ['a negative insulation', { insulationMOhm: '-0,5' }, 'insulationMOhm', MEASUREMENT_MESSAGES.insulation],
    ['two numbers', { insulationMOhm: '0,5 0,6' }, 'insulationMOhm', MEASUREMENT_MESSAGES.insulation],
    [
      'a zero trip time',
      { rcdTests: [{ rcd: 1, trips: true, timeMs: 0 }] },
      'rcdTests.0.timeMs',
      MEASUREMENT_MESSAGES.tripTime,
    ],
    ['RCD 0', { rcdTests: [{ rcd: 0, trips: true }] }, 'rcdTests.0.rcd', MEASUREMENT_MESSAGES.rcdNumber],
    ['a GTL of 10 mm', { gtlWidthMm: 10 }, 'gtlWidthMm', MEASUREMENT_MESSAGES.gtlWidth],
    ['yes as text', { smokeAlarm: 'oui' }, 'smokeAlarm', MEASUREMENT_MESSAGES.yesNo],
    [
      'an unknown earthing system',
      { earthingSystem: 'TNC' },
      'earthingSystem',
      MEASUREMENT_MESSAGES.earthingSystem,
    ],
    ['an impossible day', { measuredOn: '2026-13-45' }, 'measuredOn', MEASUREMENT_MESSAGES.date],
  ])('refuses %s with its French message', (_, input, path, message) => {
    expect(errorsOf(input)).toEqual([[path, message]]);
  });

  it('refuses the same RCD tested twice, a hand answer to a measured point, an unknown point', () => {
    expect(
      errorsOf({
        rcdTests: [
          { rcd: 2, trips: true },
          { rcd: 2, trips: false },
        ],
        selfCheck: [
          { id: 'insulation', status: 'conforme' },
          { id: 'dcl', status: 'conforme' },
        ],
      }),
    ).toEqual([
      ['rcdTests.1.rcd', MEASUREMENT_MESSAGES.rcdTwice],
      ['selfCheck.0.id', MEASUREMENT_MESSAGES.selfCheckMeasured],
    ]);
    expect(errorsOf({ selfCheck: [{ id: 'peinture', status: 'conforme' }] })).toEqual([
      ['selfCheck.0.id', MEASUREMENT_MESSAGES.selfCheckItem],
    ]);
  });

  it('writes its messages in French typography', () => {
    expect(Object.values(MEASUREMENT_MESSAGES).flatMap(frenchTypographyFaults)).toEqual([]);
  });
});
