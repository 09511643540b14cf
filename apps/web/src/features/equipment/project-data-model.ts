import {
  type ComplianceRequest,
  type EquipmentItem,
  equipmentItemSchema,
  type ProjectOptions,
  type Room,
  toComplianceRequest,
  toRoomType,
} from '@courant/domain';
import type { RouterOutputs } from '../../lib/trpc.ts';

/** A room as the server answers it (rooms.get, projects.get): typed by the domain's schemas. */
export type RoomView = RouterOutputs['rooms']['get']['rooms'][number];

/** An equipment item as the server answers it (equipment.get). */
export type EquipmentView = RouterOutputs['equipment']['get']['equipments'][number];

/** The project facts the compliance request reads. */
export interface ProjectFacts {
  id: string;
  codePostal?: string | null;
  numberOfPeople?: number | null;
  options?: Partial<ProjectOptions> | null;
}

/** Rooms as the domain reads them; a room without a type is 'Other' (part 2 §3.2). */
export function toRooms(views: readonly RoomView[]): Room[] {
  return views.map((view) => {
    // The server answers the type at the top level as well as inside options.
    const roomType = toRoomType(view.roomType);
    return { ...view, roomType, options: { ...view.options, roomType } };
  });
}

/**
 * Equipment kept locally until it could be saved, as the domain reads it. What the server
 * sent is sent back unchanged on save (the whole set, project-level option items included), so an
 * item the schema would reshape is kept as is.
 */
export function toEquipments(values: readonly unknown[]): EquipmentItem[] {
  return values.map((value) => {
    const parsed = equipmentItemSchema.safeParse(value);
    return parsed.success ? parsed.data : (value as EquipmentItem);
  });
}

/**
 * One builder for every check of the project (steps 4 and 6, the modal, suggestions), so that the
 * same data always gives the same request and the "not twice in a row" comparison holds.
 */
export function buildComplianceRequest(
  project: ProjectFacts,
  rooms: readonly Room[],
  equipments: readonly EquipmentItem[],
): ComplianceRequest {
  return toComplianceRequest({
    projectId: project.id,
    postalCode: project.codePostal ?? null,
    numberOfPeople: project.numberOfPeople ?? null,
    rooms,
    equipments,
    options: project.options ?? null,
  });
}

/** Ids for new items; the server keeps the client's ids (part 2 §3.3). */
export function newEquipmentId(): string {
  return crypto.randomUUID();
}
