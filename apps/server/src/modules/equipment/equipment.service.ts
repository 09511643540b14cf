import { randomUUID } from 'node:crypto';
import {
  allowedInRoom,
  type EquipmentItem as DomainEquipmentItem,
  equipmentItemSchema,
  isEquipmentType,
  kitchenOnlyMessage,
  toRoomType,
} from '@courant/domain';
import {
  type EquipmentItem,
  EquipmentItemSchema,
  type Project,
  RoomSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { projectList } from '../project-rows.ts';
import { writeProject } from '../projects/project-access.ts';
import type { EquipmentSetView, EquipmentUpdateInput, EquipmentView } from './equipment.schema.ts';

export function toEquipmentView(item: EquipmentItem): EquipmentView {
  return {
    id: item.key,
    name: item.name,
    quantity: item.quantity,
    roomId: item.roomKey ?? null,
    // Rows are written only after equipmentItemSchema validated them, so the column holds a known type.
    type: item.type as EquipmentView['type'],
    metadata: item.metadata ?? null,
    options: item.options ?? null,
  };
}

const equipment = projectList(EquipmentItemSchema, toEquipmentView, equipmentItemSchema);
/** The project's equipment in the order the user left it. */
export const loadEquipment: (em: Em, projectId: string) => Promise<EquipmentItem[]> = equipment.load;
/** The saved equipment as @courant/domain reads it (compliance, dimensioning, estimate). */
export const loadDomainEquipment: (em: Em, projectId: string) => Promise<DomainEquipmentItem[]> =
  equipment.loadDomain;

export async function getEquipment(deps: Deps, project: Project): Promise<EquipmentSetView> {
  const items = await loadEquipment(deps.em, project.id);
  return { projectId: project.id, equipments: items.map(toEquipmentView) };
}

/** The project's equipment rows replaced by `items`, in their order (inside the caller's transaction). */
export async function writeEquipmentSet(
  tem: Em,
  projectId: string,
  items: ReadonlyArray<EquipmentView | DomainEquipmentItem>,
): Promise<void> {
  await tem.nativeDelete(EquipmentItemSchema, { project: projectId });
  for (const [position, item] of items.entries()) {
    tem.create(EquipmentItemSchema, {
      pk: randomUUID(),
      project: projectId,
      key: item.id,
      position,
      roomKey: item.roomId ?? null,
      type: item.type,
      name: item.name,
      quantity: item.quantity,
      metadata: item.metadata ?? null,
      options: item.options ?? null,
    });
  }
}

/**
 * Replaces the project's equipment with the given set in one transaction (part 2 §7). A room item
 * must name a room of the project; project-level items derived from the options have roomId null.
 */
export async function replaceEquipment(
  deps: Deps,
  owned: Project,
  input: EquipmentUpdateInput,
): Promise<EquipmentSetView> {
  const project = await writeProject(deps.em, owned.id, async (tem, project) => {
    const rooms = await tem.find(
      RoomSchema,
      { project: project.id },
      { fields: ['key', 'name', 'roomType'] },
    );
    const roomsByKey = new Map(rooms.map((r) => [r.key, r]));
    const problems = input.equipments.flatMap((item, index) => {
      if (item.roomId == null) return [];
      const room = roomsByKey.get(item.roomId);
      if (!room) {
        return [
          {
            path: ['equipments', index, 'roomId'],
            message: `Pièce introuvable dans ce projet\u00a0: "${item.roomId}"`,
          },
        ];
      }
      // Part 2 §5: oven and hood sockets only in a kitchen, whoever sends the set. replaceRooms
      // writes the room type as a column (and inside options); a room without one is 'Other'.
      return isEquipmentType(item.type) && !allowedInRoom(item.type, toRoomType(room.roomType))
        ? [{ path: ['equipments', index, 'type'], message: kitchenOnlyMessage(item.type, room.name) }]
        : [];
    });
    const first = problems[0];
    if (first) throw new AppError('VALIDATION_ERROR', first.message, problems);
    await writeEquipmentSet(tem, project.id, input.equipments);
    return project;
  });
  return getEquipment(deps, project);
}
