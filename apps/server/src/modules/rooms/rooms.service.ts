import { randomUUID } from 'node:crypto';
import {
  type Room as DomainRoom,
  type MisplacedItem,
  misplacedItems,
  roomSchema,
  roomTypeOf,
  totalSurface,
} from '@courant/domain';
import { EquipmentItemSchema, type Project, type Room, RoomSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import type { Deps } from '../../services.ts';
import { projectList } from '../project-rows.ts';
import { asNumber, writeProject } from '../projects/project-access.ts';
import { reopenAfterRoomsChange } from '../quotes/quote-reopen.ts';
import type { RoomsUpdateInput, RoomsUpdateView, RoomsView, RoomView } from './rooms.schema.ts';

export function toRoomView(room: Room): RoomView {
  return {
    id: room.key,
    name: room.name,
    surface: asNumber(room.surface ?? null),
    roomType: room.roomType ?? null,
    exposition: room.exposition ?? null,
    options: {
      ...(room.options ?? {}),
      roomType: room.roomType ?? null,
      exposition: room.exposition ?? null,
    },
  };
}

const rooms = projectList(RoomSchema, toRoomView, roomSchema);
/** The project's rooms in the order the user left them. */
export const loadRooms: (em: Em, projectId: string) => Promise<Room[]> = rooms.load;
/** The saved rooms as @courant/domain reads them (compliance, dimensioning, estimate). */
export const loadDomainRooms: (em: Em, projectId: string) => Promise<DomainRoom[]> = rooms.loadDomain;

export async function getRooms(deps: Deps, project: Project): Promise<RoomsView> {
  const rooms = await loadRooms(deps.em, project.id);
  const surface = asNumber(project.surfaceLoiCarrez);
  return {
    projectId: project.id,
    rooms: rooms.map(toRoomView),
    surfaceLoiCarrez: surface,
  };
}

/**
 * Replaces the project's rooms with the given set in one transaction; equipment of a room that is no
 * longer in the set goes with it, and so do oven and hood sockets of a room that is no longer a
 * kitchen (part 2 §5: else every later equipment save would be refused). roomType and exposition are
 * kept both as columns and inside options (part 2 §3.2: the client sends them inside options).
 */
export async function replaceRooms(
  deps: Deps,
  owned: Project,
  input: RoomsUpdateInput,
): Promise<RoomsUpdateView> {
  let removedEquipment: MisplacedItem[] = [];
  const project = await writeProject(deps.em, owned.id, async (tem, project) => {
    const before = await tem.find(
      RoomSchema,
      { project: project.id },
      { fields: ['key', 'surface', 'roomType'] },
    );
    const kept = new Set(input.rooms.map((r) => r.id));
    const removed = before.map((r) => r.key).filter((key) => !kept.has(key));
    await tem.nativeDelete(RoomSchema, { project: project.id });
    if (removed.length > 0) {
      await tem.nativeDelete(EquipmentItemSchema, { project: project.id, roomKey: { $in: removed } });
    }
    for (const [position, room] of input.rooms.entries()) {
      const roomType = roomTypeOf(room) ?? null;
      const exposition = room.exposition ?? room.options?.exposition ?? null;
      tem.create(RoomSchema, {
        pk: randomUUID(),
        project: project.id,
        key: room.id,
        position,
        name: room.name,
        surface: room.surface,
        roomType,
        exposition,
        options: { ...(room.options ?? {}), roomType, exposition },
      });
    }
    const items = await tem.find(
      EquipmentItemSchema,
      { project: project.id, roomKey: { $ne: null } },
      { fields: ['key', 'roomKey', 'type', 'quantity'], orderBy: { position: 'asc' } },
    );
    const rooms = input.rooms.map((room) => ({ id: room.id, name: room.name, roomType: roomTypeOf(room) }));
    removedEquipment = misplacedItems(
      items.map((item) => ({ id: item.key, roomId: item.roomKey, type: item.type, quantity: item.quantity })),
      rooms,
    );
    if (removedEquipment.length > 0) {
      await tem.nativeDelete(EquipmentItemSchema, {
        project: project.id,
        key: { $in: removedEquipment.map((item) => item.id) },
      });
    }
    reopenAfterRoomsChange(
      project,
      before.map((r) => ({ id: r.key, surface: asNumber(r.surface) ?? 0, roomType: r.roomType })),
      input.rooms.map((r) => ({ id: r.id, surface: r.surface ?? 0, roomType: roomTypeOf(r) ?? null })),
    );
    project.surfaceLoiCarrez =
      input.surfaceLoiCarrez !== undefined ? input.surfaceLoiCarrez : totalSurface(input.rooms);
    return project;
  });
  return { ...(await getRooms(deps, project)), removedEquipment };
}
