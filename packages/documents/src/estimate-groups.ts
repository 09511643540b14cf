import type { DimensioningItem, QuoteItem } from '@courant/domain';

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

export interface RoomGroup {
  roomId: string;
  name: string;
  items: QuoteItem[];
}

/** Equipment lines per room in the rooms' order; lines of an unknown room keep their own group. */
export function itemsByRoom(
  items: readonly QuoteItem[],
  rooms: ReadonlyArray<{ id: string; name: string }>,
): { rooms: RoomGroup[]; custom: QuoteItem[] } {
  const groups = new Map<string, RoomGroup>();
  for (const room of rooms)
    groups.set(String(room.id), { roomId: String(room.id), name: room.name, items: [] });
  const custom: QuoteItem[] = [];
  for (const item of items) {
    if (item.roomId == null || item.roomId === '') {
      custom.push(item);
      continue;
    }
    let group = groups.get(item.roomId);
    if (!group) {
      group = { roomId: item.roomId, name: `Pièce ${item.roomId}`, items: [] };
      groups.set(item.roomId, group);
    }
    group.items.push(item);
  }
  return { rooms: [...groups.values()].filter((g) => g.items.length > 0), custom };
}
