import type { RoomType } from './room-types.ts';

// The checks of the rooms step (spec part 1 §2 step 3, §5 'Step 3'): the new-room form, and what
// the step asks before moving on. The web shows these messages; the rules live here.

export const ROOM_MESSAGES = {
  noRoom: 'Veuillez ajouter au moins une pièce avant de continuer.',
  missingType: (names: readonly string[]) =>
    names.length === 1
      ? `Veuillez sélectionner un type pour la pièce : ${names[0]}`
      : `Veuillez sélectionner un type pour les pièces : ${names.join(', ')}`,
  nameRequired: 'Le nom de la pièce est requis',
  surfaceRequired: 'La surface est requise',
  surfaceMin: 'La surface doit être positive',
  missingSurface: (names: readonly string[]) =>
    names.length === 1
      ? `Veuillez saisir la surface de la pièce\u00a0: ${names[0]}`
      : `Veuillez saisir la surface des pièces\u00a0: ${names.join(', ')}`,
} as const;

/** Why the step may not move on (part 1 §5 'Step 3'), shown as a browser alert; null when it may. */
export function roomsNextProblem(
  rooms: readonly { name: string; surface: number | null; roomType: RoomType | null }[],
): string | null {
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
