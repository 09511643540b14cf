import {
  type ComplianceRequest,
  type EquipmentItem,
  equipmentItemSchema,
  type ProjectOptions,
  projectOptionsSchema,
  type Room,
  toComplianceRequest,
  toRoomType,
} from '@courant/domain';

/** The fields of a server room view this screen reads (rooms.get and projects.get answers). */
export interface RoomView {
  id: string;
  name: string;
  surface: number | null;
  roomType?: string | null;
  exposition?: string | null;
  options?: Record<string, unknown> | null;
}

/** The fields of a server equipment view (equipment.get answer). */
export interface EquipmentView {
  id: string;
  name: string;
  quantity: number;
  roomId?: string | null;
  type: string;
  metadata?: Record<string, unknown> | null;
  options?: Record<string, unknown> | null;
}

/** The project facts the compliance request reads. */
export interface ProjectFacts {
  id: string;
  codePostal?: string | null;
  numberOfPeople?: number | null;
  options?: Record<string, unknown> | null;
}

/** Rooms as the domain reads them; a missing or unknown type is 'Other' (part 2 §3.2). */
export function toRooms(views: readonly RoomView[]): Room[] {
  return views.map((view) => {
    const roomType = toRoomType(view.roomType ?? (view.options?.roomType as string | null | undefined));
    return {
      id: String(view.id),
      name: view.name,
      surface: view.surface === null ? null : Number(view.surface) || 0,
      roomType,
      options: { ...(view.options ?? {}), roomType },
    };
  });
}

/**
 * Equipment as the domain reads it. What the server sent is sent back unchanged on save (the whole
 * set, project-level option items included), so an item the schema would reshape is kept as is.
 */
export function toEquipments(views: readonly EquipmentView[]): EquipmentItem[] {
  return views.map((view) => {
    const parsed = equipmentItemSchema.safeParse(view);
    return parsed.success ? parsed.data : (view as EquipmentItem);
  });
}

function toOptions(options: Record<string, unknown> | null | undefined): Partial<ProjectOptions> | null {
  if (!options) return null;
  const parsed = projectOptionsSchema.partial().safeParse(options);
  return parsed.success ? parsed.data : null;
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
    options: toOptions(project.options),
  });
}

/** Ids for new items; the server keeps the client's ids (part 2 §3.3). */
export function newEquipmentId(): string {
  return crypto.randomUUID();
}
