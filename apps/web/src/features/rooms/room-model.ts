import {
  type Exposition,
  expositionSchema,
  type RoomDetection,
  type RoomType,
  roomDetectionSchema,
  roomTypeSchema,
} from '@courant/domain';

/** A room as the rooms step edits it (part 1 §3 'Room'). */
export interface EditableRoom {
  id: string;
  name: string;
  /** m²; null while still to give ('Surface à saisir'). */
  surface: number | null;
  roomType: RoomType | null;
  exposition: Exposition | null;
  /** Where the plan analysis read the room (its box on the plan), null for a room typed in. */
  detection: RoomDetection | null;
}

interface ServerRoom {
  id: string;
  name: string;
  surface: number | null;
  roomType?: string | null;
  exposition?: string | null;
  options?: Record<string, unknown> | null;
}

/** A room read from the server or the analysis; roomType and exposition may sit inside options. */
export function toEditableRoom(room: ServerRoom): EditableRoom {
  const type = roomTypeSchema.safeParse(room.roomType ?? room.options?.roomType);
  const exposition = expositionSchema.safeParse(room.exposition ?? room.options?.exposition);
  const detection = roomDetectionSchema.safeParse(room.options?.detection);
  return {
    id: String(room.id),
    name: room.name,
    surface: room.surface === null ? null : Number(room.surface) || 0,
    roomType: type.success ? type.data : null,
    exposition: exposition.success ? exposition.data : null,
    detection: detection.success ? detection.data : null,
  };
}

/** The shape PUT /projects/{id}/rooms takes: id as a string, roomType and exposition inside options. */
export function toSavedRoom(room: EditableRoom) {
  return {
    id: room.id,
    name: room.name,
    surface: room.surface,
    roomType: room.roomType,
    exposition: room.exposition,
    options: { roomType: room.roomType, exposition: room.exposition, detection: room.detection },
  };
}

/** Texts of the rooms screen that are not rules (the rules' messages are the domain's ROOM_MESSAGES). */
export const ROOMS_STEP_TEXT = {
  saveFailed: 'Erreur lors de la sauvegarde des modifications',
  loadFailed: 'Erreur lors du chargement des pièces',
  /** Under the habitable surface while rooms that count in it have no surface yet: the total is partial. */
  surfacesToGive: (count: number) =>
    count === 1 ? 'Sans 1 surface à saisir' : `Sans ${count} surfaces à saisir`,
  missingProject: 'Projet manquant',
} as const;
