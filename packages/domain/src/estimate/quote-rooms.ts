/**
 * A quote is derived from the rooms. When the rooms change after it was made (a plan
 * analysed again gives new rooms, a room deleted, added, resized or retyped), its lines no longer
 * follow them: the quote is 'à recalculer' and a completed project goes back to draft.
 */

/** What of a room the estimate is computed from: its identity, its surface and its type. */
export interface QuotedRoom {
  id: string;
  surface: number;
  roomType?: string | null;
}

/** True when the rooms differ in anything the estimate is computed from (names are only labels). */
export function roomsChangedForQuote(before: readonly QuotedRoom[], after: readonly QuotedRoom[]): boolean {
  if (before.length !== after.length) return true;
  const old = new Map(before.map((room) => [String(room.id), room]));
  return after.some((room) => {
    const was = old.get(String(room.id));
    return !was || was.surface !== room.surface || (was.roomType ?? null) !== (room.roomType ?? null);
  });
}

/** Lines that belong to a room no longer in the project (custom lines belong to none). */
export function linesOfRemovedRooms<T extends { roomId?: string | null }>(
  items: readonly T[],
  rooms: ReadonlyArray<{ id: string }>,
): T[] {
  const ids = new Set(rooms.map((room) => String(room.id)));
  return items.filter((item) => item.roomId != null && item.roomId !== '' && !ids.has(String(item.roomId)));
}

/**
 * The saved quote no longer follows the rooms: some of its lines are of a removed room, or a room
 * with equipment has no line in it (a room added since). An empty quote follows nothing.
 */
export function quoteNeedsRecompute(
  items: ReadonlyArray<{ roomId?: string | null }>,
  rooms: ReadonlyArray<{ id: string }>,
  equipment: ReadonlyArray<{ roomId?: string | null }> = [],
): boolean {
  if (items.length === 0) return false;
  if (linesOfRemovedRooms(items, rooms).length > 0) return true;
  const quoted = new Set(items.map((item) => item.roomId).filter((id) => id != null && id !== ''));
  const ids = new Set(rooms.map((room) => String(room.id)));
  return equipment.some(
    (item) => item.roomId != null && ids.has(String(item.roomId)) && !quoted.has(String(item.roomId)),
  );
}
