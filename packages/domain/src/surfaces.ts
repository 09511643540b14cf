import type { RoomType } from './room-types.ts';

// Surfaces of a dwelling: habitable rooms, the loi Carrez total, the 'Surface totale' of step 3.

/** A surface in m² as a count of cm² (0.01 m²), so that 0.1 + 0.2 adds to 0.3; invalid or negative is 0. */
function toSquareCentimetres(surface: unknown): number {
  const n = Number(surface);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}

/**
 * Rooms whose surface counts in the habitable surface the board is sized on (heating, circuits):
 * every room but exterior spaces (part 2 §3.7).
 */
export function isHabitable(type: RoomType): boolean {
  return type !== 'ExteriorSpace';
}

/**
 * Loi Carrez (loi 96-1107, décret 97-532): exterior spaces, garages and cellars are left out. A
 * garage or a cellar has no room type of its own (spec part 2 §3.2 files it under 'Other'): the
 * caller says so from the room's name.
 */
export function countsInCarrez(type: RoomType, garageOrCellar = false): boolean {
  return isHabitable(type) && !garageOrCellar;
}

/** The 'Surface totale' of step 3 (part 1 §2): the sum of the room surfaces, to the cm²; a surface still to give counts as none. */
export function totalSurface(rooms: readonly { surface: number | null }[]): number {
  return rooms.reduce((sum, room) => sum + toSquareCentimetres(room.surface), 0) / 100;
}

/** The loi Carrez surface of a plan without a printed total: its counted rooms' sum, to the cm² (part 1 §7). */
export function carrezSurface(rooms: readonly { surface: number | null; countsInCarrez: boolean }[]): number {
  return totalSurface(rooms.filter((room) => room.countsInCarrez));
}

/** Below this surface in m², a corridor or a storeroom asks for no socket (NF C 15-100 §10.1.3.3.2). */
export const SMALL_ROOM_SURFACE = 4;

/**
 * The room type of a corridor, dégagement or storeroom read on a plan: 'Other' when it is known to be
 * under 4 m², else 'CirculationArea'. A surface the plan does not give (0) is not known to be under
 * 4 m²: the circulation type asks for the socket and light point an electrician would not want to
 * miss (NF C 15-100 §10.1.3.2, §10.1.3.3.2).
 */
export function circulationRoomType(surface: number): 'Other' | 'CirculationArea' {
  return surface > 0 && surface < SMALL_ROOM_SURFACE ? 'Other' : 'CirculationArea';
}

/**
 * Rooms a plan names that the habitable surface leaves out whatever their type: garages, caves,
 * sous-sol, remises (Code de la construction, art. R156-1: « Il n'est pas tenu compte de la
 * superficie des combles non aménagés, caves, sous-sols, remises, garages, terrasses, loggias,
 * balcons… »). Their type says 'Other' or 'CirculationArea', so the name decides.
 */
const OUTSIDE_HABITABLE_NAME = /\b(garages?|gar|box|carport|caves?|sous sol|remises?|combles)\b/;

function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The room counts in the habitable surface of step 3: not an exterior space, garage, cave, sous-sol nor remise. */
export function countsInHabitableSurface(room: { name: string; roomType: RoomType | null }): boolean {
  return countsInCarrez(room.roomType ?? 'Other', OUTSIDE_HABITABLE_NAME.test(plainName(room.name)));
}

/** The habitable surface step 3 shows, to the cm²; a surface still to give counts as none. */
export function habitableSurface(
  rooms: readonly { name: string; roomType: RoomType | null; surface: number | null }[],
): number {
  return totalSurface(rooms.filter(countsInHabitableSurface));
}

/** The rooms habitableSurface leaves out because their surface is still to give: its total is partial. */
export function habitableSurfacesToGive(
  rooms: readonly { name: string; roomType: RoomType | null; surface: number | null }[],
): number {
  return rooms.filter((room) => room.surface === null && countsInHabitableSurface(room)).length;
}
