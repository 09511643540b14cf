import { DEFAULT_CABLE, type Dimensioning } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  deleteRow,
  dimensioningErrorMessage,
  EMPTY_DIMENSIONING,
  hasManualData,
  replaceRow,
  sectionLabel,
  withCableType,
} from './dimensioning-model.ts';

/** A board with one breaker, one panel and one cable (rows as the user adds them). */
const saved: Dimensioning = addRow(
  addRow(addRow(EMPTY_DIMENSIONING, 'circuit_breakers'), 'electrical_panels'),
  'cables',
);

describe('hasManualData', () => {
  it('is true when any editable list has a row, notes alone do not count', () => {
    expect(hasManualData(null)).toBe(false);
    expect(hasManualData({ ...EMPTY_DIMENSIONING, installation_notes: ['note'] })).toBe(false);
    expect(hasManualData(saved)).toBe(true);
    expect(hasManualData(addRow(EMPTY_DIMENSIONING, 'surge_protectors'))).toBe(true);
  });
});

describe('inputs (part 2 §5)', () => {
  it('forces N/A (0) for Coaxial and RJ45 and gives a valid section back for R2V and Prefile', () => {
    const coax = withCableType(DEFAULT_CABLE, 'Coaxial');
    expect(coax.section).toBe(0);
    expect(sectionLabel(coax.section)).toBe('N/A');
    expect(withCableType(coax, 'R2V').section).toBe(2.5);
    expect(withCableType({ ...DEFAULT_CABLE, section: 10 }, 'Prefile').section).toBe(2.5);
    expect(withCableType({ ...DEFAULT_CABLE, section: 6 }, 'Prefile').section).toBe(6);
    expect(withCableType({ ...DEFAULT_CABLE, section: 4 }, 'RJ45').section).toBe(0);
    expect(sectionLabel(1.5)).toBe('1,5\u00a0mm²');
  });
});

describe('row edits', () => {
  it('adds rows with the defaults of part 2 §5', () => {
    const d = addRow(
      addRow(addRow(addRow(EMPTY_DIMENSIONING, 'circuit_breakers'), 'electrical_panels'), 'cables'),
      'surge_protectors',
    );
    expect(d.circuit_breakers).toEqual([{ description: 'Nouveau disjoncteur', rating: 16, quantity: 1 }]);
    expect(d.electrical_panels).toEqual([{ type: 'Tableau principal', modules: 18 }]);
    expect(d.cables).toEqual([{ type: 'H07V-U/R2V', cableType: 'R2V', section: 2.5, length_estimate: 10 }]);
    expect(d.surge_protectors).toEqual([
      { type: 'Type 2', rating: '40kA', quantity: 1, description: 'Protection contre les surtensions' },
    ]);
  });

  it('replaces a row with its numbers clamped, and deletes one', () => {
    const edited = replaceRow(saved, 'circuit_breakers', 0, { description: 'Four', rating: 32, quantity: 0 });
    expect(edited.circuit_breakers).toEqual([{ description: 'Four', rating: 32, quantity: 1 }]);
    const cable = replaceRow(saved, 'cables', 0, {
      type: 'Câble TV',
      cableType: 'Coaxial',
      section: 2.5,
      length_estimate: -3,
    });
    expect(cable.cables[0]).toEqual({
      type: 'Câble TV',
      cableType: 'Coaxial',
      section: 0,
      length_estimate: 0,
    });
    expect(deleteRow(saved, 'cables', 0).cables).toEqual([]);
    expect(saved.cables).toHaveLength(1);
  });
});

describe('dimensioningErrorMessage (part 2 §8)', () => {
  it('prefers the detail, then the body message, then the error message, then the default', () => {
    expect(dimensioningErrorMessage({ body: { detail: 'pièces manquantes' } })).toBe(
      'Erreur de validation: pièces manquantes',
    );
    expect(dimensioningErrorMessage({ shape: { message: 'Projet introuvable' }, message: 'x' })).toBe(
      'Projet introuvable',
    );
    expect(dimensioningErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(dimensioningErrorMessage(undefined)).toBe('Erreur lors du calcul de dimensionnement');
  });
});
