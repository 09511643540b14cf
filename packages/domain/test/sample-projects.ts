import fc from 'fast-check';
import { EQUIPMENT_TYPES, type EquipmentType } from '../src/equipment-types.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../src/project.schema.ts';
import { ROOM_TYPES, type RoomType } from '../src/room-types.ts';

/**
 * Test support shared by the dimensioning and estimate tests (not exported by the package): projects
 * drawn by fast-check as plain records, turned into the rooms and equipment computeDimensioning reads.
 */

/** The project item of step 5's EV charger option (IRVE). */
export const IRVE_OPTION_ITEM = {
  id: 'option-irve',
  name: 'Borne de recharge (IRVE)',
  roomId: null,
  type: 'access_control',
  quantity: 1,
  options: { accessType: 'irve' },
} satisfies EquipmentItem;

/** Step 5's access control with everything off but `over`. */
export const accessOptions = (
  over: Partial<NonNullable<ProjectOptions['accessControl']>>,
): Partial<ProjectOptions> => ({
  accessControl: {
    interphonie: false,
    alarme: false,
    portailEntree: false,
    portailGarage: false,
    irve: false,
    eclairageFacade: false,
    portailType: null,
    ...over,
  },
});

/**
 * The rooms and equipment of a project drawn by fast-check, as sampleRoomsAndEquipment reads them: 1 to
 * `rooms` rooms of any type and a surface in `surface` (m²), up to `items` pieces of equipment of any
 * type, `quantity` each.
 */
export function projectSampleArb(o: {
  rooms: number;
  surface: [number, number];
  items: number;
  quantity: [number, number];
}) {
  const [minSurface, maxSurface] = o.surface;
  const [minQuantity, maxQuantity] = o.quantity;
  const room = fc.record({
    type: fc.constantFrom(...ROOM_TYPES),
    surface: fc.double({ min: minSurface, max: maxSurface, noNaN: true }),
  });
  const item = fc.record({
    room: fc.nat({ max: o.rooms - 1 }),
    type: fc.constantFrom(...EQUIPMENT_TYPES),
    quantity: fc.integer({ min: minQuantity, max: maxQuantity }),
  });
  return {
    rooms: fc.array(room, { minLength: 1, maxLength: o.rooms }),
    equipment: fc.array(item, { maxLength: o.items }),
  };
}

/** Rooms 'P0', 'P1'… with ids '0', '1'…; each piece of equipment in room `room` modulo their number. */
export function sampleRoomsAndEquipment(sample: {
  rooms: readonly { type: RoomType; surface: number }[];
  equipment: readonly { room: number; type: EquipmentType; quantity: number }[];
}): { rooms: Room[]; equipments: EquipmentItem[] } {
  const rooms: Room[] = sample.rooms.map((r, i) => ({
    id: String(i),
    name: `P${i}`,
    surface: r.surface,
    roomType: r.type,
  }));
  const equipments: EquipmentItem[] = sample.equipment.map((e, i) => ({
    id: `e${i}`,
    name: '',
    quantity: e.quantity,
    roomId: String(e.room % rooms.length),
    type: e.type,
  }));
  return { rooms, equipments };
}

/** A room as a test writes it: name, type, surface (m²) and its equipment counts by type. */
export type RoomSpec = [
  name: string,
  type: RoomType,
  surface: number,
  equipment: Partial<Record<EquipmentType, number>>,
];

/** Rooms with ids '1', '2'… and their equipment, item ids '<room id>-<type>'. */
export function buildProject(specs: readonly RoomSpec[]): { rooms: Room[]; equipments: EquipmentItem[] } {
  const rooms: Room[] = [];
  const equipments: EquipmentItem[] = [];
  specs.forEach(([name, type, surface, equipment], i) => {
    const id = String(i + 1);
    rooms.push({ id, name, surface, roomType: type });
    for (const [t, quantity] of Object.entries(equipment)) {
      equipments.push({
        id: `${id}-${t}`,
        name: '',
        quantity: quantity ?? 0,
        roomId: id,
        type: t as EquipmentType,
      });
    }
  });
  return { rooms, equipments };
}
