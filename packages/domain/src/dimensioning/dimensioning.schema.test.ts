import { describe, expect, it } from 'vitest';
import { complianceRequestSchema, dimensioningRequestSchema } from '../compliance/compliance.schema.ts';
import { DOMAIN_ERRORS } from '../errors.ts';
import {
  BREAKER_RATINGS,
  CABLE_SECTIONS,
  cableSchema,
  circuitBreakerSchema,
  DEFAULT_CABLE,
  DEFAULT_CIRCUIT_BREAKER,
  DEFAULT_ELECTRICAL_PANEL,
  DEFAULT_SURGE_PROTECTOR,
  dimensioningSchema,
  electricalPanelSchema,
  SURGE_PROTECTOR_TYPES,
  surgeProtectorSchema,
} from './dimensioning.schema.ts';

describe('dimensioning constants (part 2 §5)', () => {
  it('allows exactly the spec ratings, cable sections and surge types', () => {
    expect(BREAKER_RATINGS).toEqual([1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63]);
    expect(CABLE_SECTIONS).toEqual({
      R2V: [1.5, 2.5, 4, 6, 10],
      Prefile: [1.5, 2.5, 6],
      Coaxial: [0],
      RJ45: [0],
    });
    expect(SURGE_PROTECTOR_TYPES).toEqual(['Type 1', 'Type 2', 'Type 3', 'Type 1+2']);
  });

  it('has the defaults for new rows', () => {
    expect(DEFAULT_CIRCUIT_BREAKER).toEqual({ description: 'Nouveau disjoncteur', rating: 16, quantity: 1 });
    expect(DEFAULT_ELECTRICAL_PANEL).toEqual({ type: 'Tableau principal', modules: 18 });
    expect(DEFAULT_CABLE).toEqual({
      type: 'H07V-U/R2V',
      cableType: 'R2V',
      section: 2.5,
      length_estimate: 10,
    });
    expect(DEFAULT_SURGE_PROTECTOR).toEqual({
      type: 'Type 2',
      rating: '40kA',
      quantity: 1,
      description: 'Protection contre les surtensions',
    });
    expect(circuitBreakerSchema.parse(DEFAULT_CIRCUIT_BREAKER)).toEqual(DEFAULT_CIRCUIT_BREAKER);
    expect(cableSchema.parse(DEFAULT_CABLE)).toEqual(DEFAULT_CABLE);
    expect(surgeProtectorSchema.parse(DEFAULT_SURGE_PROTECTOR)).toEqual(DEFAULT_SURGE_PROTECTOR);
  });
});

describe('row validation', () => {
  it.each([
    [{ description: 'x', rating: 16, quantity: 1 }, true],
    [{ description: 'x', rating: '20', quantity: '2' }, true],
    [{ description: 'x', rating: 15, quantity: 1 }, false],
    [{ description: 'x', rating: 16, quantity: 0 }, false],
  ])('breaker %j valid: %s', (row, valid) => {
    expect(circuitBreakerSchema.safeParse(row).success).toBe(valid);
  });

  it('says which rating is wrong in French', () => {
    const result = circuitBreakerSchema.safeParse({ description: 'x', rating: 15, quantity: 1 });
    expect(result.error?.issues[0]?.message).toBe(
      'Calibre non autorisé (valeurs possibles\u00a0: 1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63\u00a0A)',
    );
  });

  it.each([
    ['R2V', 10, true],
    ['R2V', 0, false],
    ['Prefile', 4, false],
    ['Prefile', 6, true],
    ['Coaxial', 0, true],
    ['RJ45', 2.5, false],
  ])('cable %s %s mm² valid: %s', (cableType, section, valid) => {
    expect(cableSchema.safeParse({ type: 'c', cableType, section, length_estimate: 3 }).success).toBe(valid);
  });

  it('rejects negative lengths and panels under 1 module', () => {
    expect(cableSchema.safeParse({ ...DEFAULT_CABLE, length_estimate: -0.1 }).success).toBe(false);
    expect(electricalPanelSchema.safeParse({ type: 'Tableau', modules: 0 }).success).toBe(false);
  });

  it('defaults every list of a saved dimensioning to empty', () => {
    expect(dimensioningSchema.parse({})).toEqual({
      circuit_breakers: [],
      electrical_panels: [],
      cables: [],
      surge_protectors: [],
      installation_notes: [],
    });
  });
});

describe('compliance request', () => {
  it('accepts numeric ids, an empty room type and the dimensioning variant without postal code', () => {
    const parsed = complianceRequestSchema.parse({
      installation_id: 42,
      postal_code: '75001',
      rooms: [
        {
          room_id: 7,
          room_type: '',
          room_area: '12.5',
          equipment: [{ equipment_type: 'SimpleSocket', quantity: 1 }],
        },
      ],
    });
    expect(parsed.installation_id).toBe('42');
    expect(parsed.rooms[0]).toMatchObject({ room_id: '7', room_type: '', room_area: 12.5 });
    expect(dimensioningRequestSchema.parse({ installation_id: 'p', number_of_people: 3, rooms: [] })).toEqual(
      {
        installation_id: 'p',
        number_of_people: 3,
        rooms: [],
      },
    );
  });

  it('an unknown room or equipment type gets its typed French error, never a default', () => {
    const result = complianceRequestSchema.safeParse({
      installation_id: 'p',
      rooms: [
        {
          room_id: 'r',
          room_type: 'Veranda',
          room_area: 12,
          equipment: [{ equipment_type: 'Jacuzzi', quantity: 1 }],
        },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rooms.0.room_type', DOMAIN_ERRORS.UNKNOWN_ROOM_TYPE],
      ['rooms.0.equipment.0.equipment_type', DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE],
    ]);
  });

  it('rejects a malformed postal code', () => {
    const result = complianceRequestSchema.safeParse({
      installation_id: 'p',
      postal_code: '7500',
      rooms: [],
    });
    expect(result.error?.issues[0]?.message).toBe('Le code postal doit contenir 5 chiffres');
  });
});
