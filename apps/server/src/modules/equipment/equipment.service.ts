import { randomUUID } from 'node:crypto';
import { type EquipmentItem as DomainEquipmentItem, equipmentItemSchema } from '@courant/domain';
import { type EquipmentItem, EquipmentItemSchema, RoomSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import { findOwnedProject, touchProject } from '../projects/project-access.ts';
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

export async function loadEquipment(em: Em, projectId: string): Promise<EquipmentItem[]> {
  return em.find(EquipmentItemSchema, { project: projectId }, { orderBy: { position: 'asc' } });
}

/** The saved equipment as @courant/domain reads it (compliance, dimensioning, estimate). */
export async function loadDomainEquipment(em: Em, projectId: string): Promise<DomainEquipmentItem[]> {
  const items = await loadEquipment(em, projectId);
  return items.flatMap((item) => {
    const parsed = equipmentItemSchema.safeParse(toEquipmentView(item));
    return parsed.success ? [parsed.data] : [];
  });
}

export async function getEquipment(em: Em, userId: string, projectId: string): Promise<EquipmentSetView> {
  const project = await findOwnedProject(em, userId, projectId);
  const items = await loadEquipment(em, project.id);
  return { projectId: project.id, equipments: items.map(toEquipmentView) };
}

/**
 * Replaces the project's equipment with the given set in one transaction (part 2 §7). A room item
 * must name a room of the project; project-level items derived from the options have roomId null.
 */
export async function replaceEquipment(
  em: Em,
  userId: string,
  input: EquipmentUpdateInput,
): Promise<EquipmentSetView> {
  const projectId = await em.transactional(async (tem) => {
    const project = await findOwnedProject(tem, userId, input.projectId, { lock: true });
    const rooms = await tem.find(RoomSchema, { project: project.id }, { fields: ['key'] });
    const roomKeys = new Set(rooms.map((r) => r.key));
    const unknown = input.equipments.flatMap((item, index) =>
      item.roomId != null && !roomKeys.has(item.roomId)
        ? [
            {
              path: ['equipments', index, 'roomId'],
              message: `Pièce introuvable dans ce projet : "${item.roomId}"`,
            },
          ]
        : [],
    );
    const first = unknown[0];
    if (first) throw new AppError('VALIDATION_ERROR', first.message, unknown);
    await tem.nativeDelete(EquipmentItemSchema, { project: project.id });
    for (const [position, item] of input.equipments.entries()) {
      tem.create(EquipmentItemSchema, {
        pk: randomUUID(),
        project: project.id,
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
    touchProject(project);
    await tem.flush();
    return project.id;
  });
  return getEquipment(em, userId, projectId);
}
