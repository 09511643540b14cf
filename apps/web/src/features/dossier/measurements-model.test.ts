import { EMPTY_SITE_MEASUREMENTS, MEASUREMENT_MESSAGES } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  readForm,
  withBathroomBonding,
  withRcdTest,
  withSelfCheckAnswer,
} from './measurements-model.ts';

describe('the measurements form of the dossier screen', () => {
  it('shows saved numbers with a French comma and reads them back as the server saved them', () => {
    const saved = {
      ...EMPTY_SITE_MEASUREMENTS,
      insulationMOhm: 0.2,
      earthResistanceOhm: 35,
      rcdTests: [{ rcd: 1, trips: true, timeMs: 24 }],
    };
    const form = formOf(saved);
    expect(form).toMatchObject({ insulationMOhm: '0,2', earthResistanceOhm: '35', mainBondingMm2: '' });
    expect(form.rcdTests).toEqual([{ rcd: 1, trips: true, timeMs: '24' }]);
    expect(readForm(form)).toEqual({ measurements: saved, errors: {} });
  });

  it('gives the French message of an impossible entry by its field, and no measurements to save', () => {
    const form = withRcdTest({ ...formOf(EMPTY_SITE_MEASUREMENTS), earthResistanceOhm: '-5' }, 2, {
      timeMs: 'vite',
    });
    expect(readForm(form)).toEqual({
      measurements: null,
      errors: {
        earthResistanceOhm: MEASUREMENT_MESSAGES.earthResistance,
        'rcdTests.0.timeMs': MEASUREMENT_MESSAGES.tripTime,
      },
    });
  });

  it('keeps one answer per RCD, bathroom and self-check point', () => {
    let form = formOf(EMPTY_SITE_MEASUREMENTS);
    form = withRcdTest(withRcdTest(form, 1, { trips: false }), 1, { trips: true, timeMs: '30' });
    form = withBathroomBonding(withBathroomBonding(form, 'sdb', false), 'sdb', true);
    form = withSelfCheckAnswer(withSelfCheckAnswer(form, 'dcl', 'non_conforme'), 'dcl', 'conforme');
    expect(readForm(form).measurements).toMatchObject({
      rcdTests: [{ rcd: 1, trips: true, timeMs: 30 }],
      bathroomBonding: [{ roomId: 'sdb', done: true }],
      selfCheck: [{ id: 'dcl', status: 'conforme', note: '' }],
    });
    expect(withSelfCheckAnswer(form, 'dcl', null).selfCheck).toEqual([]);
  });
});
