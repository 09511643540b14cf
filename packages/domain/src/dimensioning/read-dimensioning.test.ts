import { describe, expect, it } from 'vitest';
import type { Dimensioning } from './dimensioning.schema.ts';
import { readDimensioning } from './read-dimensioning.ts';

const saved: Dimensioning = {
  circuit_breakers: [{ description: 'Prises séjour', rating: 16, quantity: 2 }],
  electrical_panels: [{ type: 'Tableau principal 2 rangées 13 modules', modules: 26 }],
  cables: [{ type: 'H07V-U/R2V', cableType: 'R2V', section: 2.5, length_estimate: 42.5 }],
  surge_protectors: [],
  installation_notes: ['Prévoir 20 % de réserve'],
};

describe('readDimensioning (part 2 §4.3: computed only when none is saved)', () => {
  it('has nothing for a project without dimensioning', () => {
    expect(readDimensioning(null)).toBeNull();
    expect(readDimensioning(undefined)).toBeNull();
    expect(readDimensioning([])).toBeNull();
  });

  it('reads saved data as it is, including an emptied one', () => {
    expect(readDimensioning(saved)).toEqual(saved);
    expect(readDimensioning({})).toEqual({
      circuit_breakers: [],
      electrical_panels: [],
      cables: [],
      surge_protectors: [],
      installation_notes: [],
    });
  });

  it('keeps the valid rows of data that no longer fits the schema', () => {
    const read = readDimensioning({
      ...saved,
      circuit_breakers: [{ description: 'x', rating: 17, quantity: 1 }, ...saved.circuit_breakers],
      installation_notes: ['ok', 3],
    });
    expect(read?.circuit_breakers).toEqual(saved.circuit_breakers);
    expect(read?.cables).toEqual(saved.cables);
    expect(read?.installation_notes).toEqual(['ok']);
  });
});
