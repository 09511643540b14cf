import { type DimensioningItem, isDwellingLine, type QuoteItem } from '@courant/domain';

/**
 * How the estimate's lines are grouped for reading (part 2 §2.5): equipment per room, custom lines
 * apart, and the breakers under the differential switch of their row. Step 8 and the PDF both read
 * these groups, so the screen and the document list the same lines in the same order.
 */

export interface BreakerRow {
  differential: DimensioningItem | null;
  breakers: DimensioningItem[];
}

/** Each differential switch with the breakers of its row; breakers of no known row come last. */
export function breakersByRow(items: readonly DimensioningItem[]): BreakerRow[] {
  const ddrs = items.filter((i) => i.type === 'differential_circuit_breaker');
  const breakers = items.filter((i) => i.type === 'circuit_breaker');
  const rows: BreakerRow[] = ddrs.map((differential) => ({ differential, breakers: [] }));
  const orphans: DimensioningItem[] = [];
  for (const breaker of breakers) {
    const row =
      rows.find((r) => breaker.rowId && r.differential?.rowId === breaker.rowId) ??
      rows.find((r) => r.differential?.circuitBreakerIds?.includes(breaker.id));
    if (row) row.breakers.push(breaker);
    else orphans.push(breaker);
  }
  if (orphans.length > 0) rows.push({ differential: null, breakers: orphans });
  return rows;
}

/** The heading of the lines of the dwelling as a whole (earthing, smoke detector, GTL, options…). */
export const DWELLING_LINES = 'Installation du logement';

/** The heading of the lines of rooms no longer in the project. */
export const REMOVED_ROOMS = 'Pièces supprimées';

export interface RoomGroup {
  roomId: string;
  name: string;
  items: QuoteItem[];
}

/**
 * Equipment lines per room in the rooms' order, lines of rooms no longer there last, together; then
 * the dwelling's own lines (earthing, smoke detector, options: not the user's), then the custom lines.
 */
export function itemsByRoom(
  items: readonly QuoteItem[],
  rooms: ReadonlyArray<{ id: string; name: string }>,
): { rooms: RoomGroup[]; dwelling: QuoteItem[]; custom: QuoteItem[] } {
  const groups = new Map<string, RoomGroup>();
  for (const room of rooms)
    groups.set(String(room.id), { roomId: String(room.id), name: room.name, items: [] });
  const dwelling: QuoteItem[] = [];
  const custom: QuoteItem[] = [];
  // Rooms gone since the quote (deleted, or replaced by a new analysis) are never shown by their ids,
  // which mean nothing to a reader; their lines stay together, last, until the estimate is recalculated.
  const removed: RoomGroup = { roomId: '', name: REMOVED_ROOMS, items: [] };
  for (const item of items) {
    if (item.roomId == null || item.roomId === '') {
      (isDwellingLine(item) ? dwelling : custom).push(item);
      continue;
    }
    const group = groups.get(item.roomId);
    if (group) group.items.push(item);
    else removed.items.push(item);
  }
  const present = [...groups.values()].filter((g) => g.items.length > 0);
  return { rooms: removed.items.length > 0 ? [...present, removed] : present, dwelling, custom };
}
