import { describe, expect, it } from 'vitest';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { computeDimensioning, installationChecks } from './compute-dimensioning.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { dimensioningInputKey } from './input-key.ts';

const rooms: Room[] = [
  { id: 'a', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  { id: 'b', name: 'Chambre', surface: 11, roomType: 'Bedroom' },
];
const equipments: EquipmentItem[] = [
  { id: 'e1', name: '', roomId: 'a', type: 'SimpleSocket', quantity: 5 },
  { id: 'e2', name: '', roomId: 'b', type: 'LightingPoint', quantity: 1 },
];
const base: DimensioningInput = {
  rooms,
  equipments,
  installation: { supply: { phases: 'monophase', subscribedKva: 6 } },
};

describe('the board remembers what it was computed from', () => {
  it('writes the key of its input, the same whatever the order of rooms, equipment and keys', () => {
    const board = computeDimensioning(base);
    expect(board.input_key).toBe(dimensioningInputKey(base));
    expect(
      dimensioningInputKey({
        ...base,
        rooms: [...rooms].reverse(),
        equipments: [...equipments]
          .reverse()
          .map((e) => ({ type: e.type, roomId: e.roomId, quantity: e.quantity, name: e.name, id: e.id })),
      }),
    ).toBe(board.input_key);
  });

  it.each<[string, DimensioningInput]>([
    ['a room surface', { ...base, rooms: [{ ...(rooms[0] as Room), surface: 26 }, rooms[1] as Room] }],
    [
      'an equipment quantity',
      { ...base, equipments: [{ ...(equipments[0] as EquipmentItem), quantity: 6 }] },
    ],
    ['the supply', { ...base, installation: { supply: { phases: 'triphase', subscribedKva: 12 } } }],
    [
      'the shutters of a room',
      { ...base, installation: { ...base.installation, rooms: [{ roomId: 'a', shutters: 2 }] } },
    ],
    ['the work scope', { ...base, workType: 'Renovation', workScope: 'pieces_renovees' }],
  ])('changes with %s', (_, changed) => {
    expect(dimensioningInputKey(changed)).not.toBe(dimensioningInputKey(base));
  });
});

describe('the supply checks without the board (step 6)', () => {
  it('are the checks of the board', () => {
    const heavy: DimensioningInput = {
      ...base,
      installation: {
        supply: { phases: 'monophase', subscribedKva: 3 },
        rooms: [{ roomId: 'a', heatingWatts: 6000 }],
      },
    };
    const checks = installationChecks(heavy);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks).toEqual(computeDimensioning(heavy).installation_checks);
    expect(installationChecks({ rooms, equipments })).toEqual([]);
  });
});
