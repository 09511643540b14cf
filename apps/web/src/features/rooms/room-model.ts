import {
  EXPOSITIONS,
  type Exposition,
  expositionSchema,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
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

export const ROOM_MESSAGES = {
  noRoom: 'Veuillez ajouter au moins une pièce avant de continuer.',
  missingType: (names: readonly string[]) =>
    names.length === 1
      ? `Veuillez sélectionner un type pour la pièce : ${names[0]}`
      : `Veuillez sélectionner un type pour les pièces : ${names.join(', ')}`,
  nameRequired: 'Le nom de la pièce est requis',
  surfaceRequired: 'La surface est requise',
  surfaceMin: 'La surface doit être positive',
  saveFailed: 'Erreur lors de la sauvegarde des modifications',
  missingProject: 'Projet manquant',
  missingSurface: (names: readonly string[]) =>
    names.length === 1
      ? `Veuillez saisir la surface de la pièce : ${names[0]}`
      : `Veuillez saisir la surface des pièces : ${names.join(', ')}`,
} as const;

/** Why the step may not move on (part 1 §5 'Step 3'), shown as a browser alert; null when it may. */
export function roomsNextProblem(rooms: readonly EditableRoom[]): string | null {
  if (rooms.length === 0) return ROOM_MESSAGES.noRoom;
  const untyped = rooms.filter((room) => !room.roomType).map((room) => room.name);
  if (untyped.length > 0) return ROOM_MESSAGES.missingType(untyped);
  const unmeasured = rooms.filter((room) => room.surface === null).map((room) => room.name);
  return unmeasured.length > 0 ? ROOM_MESSAGES.missingSurface(unmeasured) : null;
}

export interface NewRoomErrors {
  name?: string;
  surface?: string;
}

/** The new-room form (part 1 §2 step 3): name and surface required, the surface truthy and at least 0. */
export function validateNewRoom(input: { name: string; surface: number | string }): NewRoomErrors {
  const errors: NewRoomErrors = {};
  if (input.name.trim() === '') errors.name = ROOM_MESSAGES.nameRequired;
  const surface = typeof input.surface === 'number' ? input.surface : Number.parseFloat(input.surface);
  if (input.surface === '' || !surface || Number.isNaN(surface))
    errors.surface = ROOM_MESSAGES.surfaceRequired;
  else if (surface < 0) errors.surface = ROOM_MESSAGES.surfaceMin;
  return errors;
}

/** Select choices: the room types with their French labels (part 2 §3.2), and the expositions. */
export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }));
export const EXPOSITION_OPTIONS = EXPOSITIONS.map((exposition) => ({ value: exposition, label: exposition }));
