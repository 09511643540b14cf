import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES } from '../equipment-types.ts';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { ROOM_TYPES } from '../room-types.ts';
import { applySuggestions, hasSuggestions, parseMissingEquipment } from './apply-suggestions.ts';
import { checkCompliance } from './check-compliance.ts';
import type { ComplianceResult } from './compliance.schema.ts';
import { toComplianceRequest } from './to-compliance-request.ts';

function counter(prefix = 'new') {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}-${n}`;
  };
}

function nonCompliant(roomId: string, missing: string[]): ComplianceResult {
  return {
    global_compliance: { overall_status: 'non_compliant', violations: [] },
    room_results: [
      { room_id: roomId, compliance_status: 'non_compliant', missing_equipment: missing, violations: [] },
    ],
  };
}

const item = (over: Partial<EquipmentItem> & Pick<EquipmentItem, 'id' | 'type'>): EquipmentItem => ({
  name: '',
  quantity: 1,
  roomId: 'r1',
  metadata: {},
  ...over,
});

describe('parseMissingEquipment', () => {
  it.each([
    ['3 SimpleSocket', { quantity: 3, type: 'SimpleSocket' }],
    ['1 LightingPoint', { quantity: 1, type: 'LightingPoint' }],
    ['SimpleSwitch', { quantity: 1, type: 'SimpleSwitch' }],
    ['  12   NetworkSocket ', { quantity: 12, type: 'NetworkSocket' }],
    ['2 Jacuzzi', null],
    ['0 SimpleSocket', null],
    ['deux prises', null],
    ['', null],
  ])('%j → %j', (entry, expected) => {
    expect(parseMissingEquipment(entry)).toEqual(expected);
  });
});

describe('applySuggestions (part 2 §4.2)', () => {
  it('adds the leading number to an existing item of the same room and type', () => {
    const equipments = [
      item({ id: 'a', type: 'SimpleSocket', quantity: 2, metadata: { color: '#FFFFFF' } }),
      item({ id: 'b', type: 'SimpleSocket', quantity: 1, roomId: 'r2' }),
    ];
    const next = applySuggestions(equipments, nonCompliant('r1', ['3 SimpleSocket']), counter());
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ id: 'a', quantity: 5 });
    expect(next[1]).toMatchObject({ id: 'b', quantity: 1 });
    expect(equipments[0]?.quantity).toBe(2); // the input is not mutated
  });

  it('creates a new item with the French label, the injected id and white by default', () => {
    const next = applySuggestions([], nonCompliant('r1', ['2 DoubleSocket', 'LightingPoint']), counter());
    expect(next).toEqual([
      {
        id: 'new-1',
        name: 'Prise double',
        quantity: 2,
        roomId: 'r1',
        type: 'DoubleSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'new-2',
        name: 'Point d’éclairage',
        quantity: 1,
        roomId: 'r1',
        type: 'LightingPoint',
        metadata: {},
      },
    ]);
  });

  it('takes the colour already used in the project for new colourable items', () => {
    const equipments = [
      item({ id: 'a', type: 'SimpleSwitch', roomId: 'r9', metadata: { color: '#000000' } }),
    ];
    const next = applySuggestions(equipments, nonCompliant('r1', ['1 SimpleSocket']), counter());
    expect(next[1]).toMatchObject({ type: 'SimpleSocket', metadata: { color: '#000000' } });
  });

  it('ignores compliant rooms, unknown types and project-level items', () => {
    const result: ComplianceResult = {
      global_compliance: { overall_status: 'non_compliant', violations: [] },
      room_results: [
        {
          room_id: 'r1',
          compliance_status: 'compliant',
          missing_equipment: ['4 SimpleSocket'],
          violations: [],
        },
        {
          room_id: 'r2',
          compliance_status: 'non_compliant',
          missing_equipment: ['1 Jacuzzi'],
          violations: [],
        },
      ],
    };
    const equipments = [item({ id: 'o', type: 'ecs', roomId: null })];
    expect(applySuggestions(equipments, result, counter())).toEqual(equipments);
    expect(hasSuggestions(result)).toBe(false);
    expect(hasSuggestions(nonCompliant('r1', ['1 SimpleSocket']))).toBe(true);
  });

  it('matches room ids as strings', () => {
    const equipments = [item({ id: 'a', type: 'NetworkSocket', quantity: 1, roomId: '12' })];
    const next = applySuggestions(equipments, nonCompliant('12', ['1 NetworkSocket']), counter());
    expect(next).toEqual([{ ...equipments[0], quantity: 2 }]);
  });
});

describe('toComplianceRequest', () => {
  it('builds the §3.5 request from rooms and equipment', () => {
    const rooms: Room[] = [
      { id: '1', name: 'Salon', surface: 24.5, options: { roomType: 'LivingRoom' } },
      { id: '2', name: 'Cellier', surface: 3 },
    ];
    const equipments: EquipmentItem[] = [
      item({ id: 'a', type: 'SimpleSocket', quantity: 4, roomId: '1', metadata: { color: '#FFFFFF' } }),
      item({ id: 'b', type: 'LightingPoint', quantity: 0, roomId: '1' }),
      item({ id: 'c', type: 'wiser_gateway', quantity: 1, roomId: null }),
    ];
    expect(toComplianceRequest({ projectId: 'p', postalCode: '69001', rooms, equipments })).toEqual({
      installation_id: 'p',
      context: { project_type: 'Résidentiel' },
      postal_code: '69001',
      rooms: [
        {
          room_id: '1',
          room_type: 'LivingRoom',
          room_area: 24.5,
          equipment: [{ equipment_type: 'SimpleSocket', quantity: 4, specifications: { color: '#FFFFFF' } }],
        },
        { room_id: '2', room_type: 'Other', room_area: 3, equipment: [] },
      ],
    });
  });
});

const roomArb = fc.record({
  type: fc.constantFrom(...ROOM_TYPES),
  surface: fc.oneof(fc.integer({ min: 0, max: 80 }), fc.double({ min: 0, max: 80, noNaN: true })),
});
const equipmentArb = fc.record({
  room: fc.nat({ max: 11 }),
  type: fc.constantFrom(...EQUIPMENT_TYPES),
  quantity: fc.integer({ min: 0, max: 6 }),
});
const dwellingArb = fc.record({
  rooms: fc.array(roomArb, { minLength: 1, maxLength: 12 }),
  equipment: fc.array(equipmentArb, { maxLength: 40 }),
  ecs: fc.constantFrom('aucun', 'cumulus_electrique', 'instantane'),
});

describe('property: suggestions fix what they point at', () => {
  it('after applying a result and checking again, no room has anything missing', () => {
    fc.assert(
      fc.property(dwellingArb, ({ rooms: specs, equipment, ecs }) => {
        const rooms: Room[] = specs.map((spec, i) => ({
          id: String(i + 1),
          name: `Pièce ${i + 1}`,
          surface: spec.surface,
          roomType: spec.type,
        }));
        const makeId = counter('e');
        const equipments: EquipmentItem[] = equipment.map((e) => ({
          id: makeId(),
          name: '',
          quantity: e.quantity,
          roomId: String((e.room % rooms.length) + 1),
          type: e.type,
          metadata: {},
        }));
        const options = { ecs: { type: ecs, nombrePersonnes: 3, nombrePiecesEau: 1 } } as const;
        const source = { projectId: 'p', postalCode: '33000', rooms, options };
        const first = checkCompliance(toComplianceRequest({ ...source, equipments }));
        const fixed = applySuggestions(equipments, first, makeId);
        const second = checkCompliance(toComplianceRequest({ ...source, equipments: fixed }));
        for (const room of second.room_results) {
          expect(room.missing_equipment).toEqual([]);
          expect(room.compliance_status).toBe('compliant');
        }
        // Only additions: every original item keeps at least its quantity.
        for (const original of equipments) {
          const after = fixed.find((e) => e.id === original.id);
          expect(after?.quantity).toBeGreaterThanOrEqual(original.quantity);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every missing entry reads "<count> <EquipmentType>" with a positive count', () => {
    fc.assert(
      fc.property(dwellingArb, ({ rooms: specs, equipment }) => {
        const result = checkCompliance({
          installation_id: 'p',
          rooms: specs.map((spec, i) => ({
            room_id: String(i),
            room_type: spec.type,
            room_area: spec.surface,
            equipment: equipment
              .filter((e) => e.room % specs.length === i)
              .map((e) => ({ equipment_type: e.type, quantity: e.quantity })),
          })),
        });
        for (const room of result.room_results) {
          for (const entry of room.missing_equipment) {
            expect(entry).toMatch(/^[1-9]\d* [A-Za-z0-9]+$/);
            expect(parseMissingEquipment(entry)).not.toBeNull();
          }
          expect(room.compliance_status === 'compliant').toBe(room.violations.length === 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
