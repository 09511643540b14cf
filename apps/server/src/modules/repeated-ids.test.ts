import { describe, expect, it } from 'vitest';
import { equipmentUpdateInputSchema } from './equipment/equipment.schema.ts';
import { roomsUpdateInputSchema } from './rooms/rooms.schema.ts';

const room = (id: string | number, name: string) => ({ id, name, surface: 12 });
const socket = (id: string | number, roomId: string) => ({ id, roomId, type: 'SimpleSocket', quantity: 2 });

describe('a set saved as a whole refuses an id given twice', () => {
  it('rooms: one issue at each repeat, on its id, naming it', () => {
    const result = roomsUpdateInputSchema.safeParse({
      id: 'p1',
      rooms: [room('r1', 'Séjour'), room('r2', 'Cuisine'), room('r1', 'Chambre'), room('r1', 'Bureau')],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['rooms', 2, 'id'], message: 'Identifiant de pièce en double\u00a0: "r1"' },
      { path: ['rooms', 3, 'id'], message: 'Identifiant de pièce en double\u00a0: "r1"' },
    ]);
  });

  it('equipment: ids are compared as the strings they are saved as (7 and "7" are one id)', () => {
    const result = equipmentUpdateInputSchema.safeParse({
      projectId: 'p1',
      equipments: [socket(7, 'r1'), socket('7', 'r2')],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['equipments', 1, 'id'], message: 'Identifiant d’équipement en double\u00a0: "7"' },
    ]);
  });

  it('accepts sets whose ids are all different', () => {
    expect(
      roomsUpdateInputSchema.safeParse({ id: 'p1', rooms: [room('r1', 'Séjour'), room('r2', 'Cuisine')] })
        .success,
    ).toBe(true);
    expect(
      equipmentUpdateInputSchema.safeParse({
        projectId: 'p1',
        equipments: [socket('e1', 'r1'), socket('e2', 'r1')],
      }).success,
    ).toBe(true);
  });
});
