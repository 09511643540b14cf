import {
  EQUIPMENT_TYPE_LABELS,
  type EquipmentItem,
  type EquipmentType,
  frenchTypography,
  isEquipmentType,
  parseMissingEquipment,
} from '@courant/domain';

// View texts of the equipment step; its edit rules (add, quantity, switch, colour) live in
// @courant/domain's equipment-edits.ts.

/** The previous/next arrows of the room selector wrap around (part 2 §2.1). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** '3 SimpleSocket' → '3 × Prise simple'; an entry this version cannot read is shown as sent. */
export function describeMissingEquipment(entry: string): string {
  const missing = parseMissingEquipment(entry);
  return missing ? frenchTypography(`${missing.quantity} x ${EQUIPMENT_TYPE_LABELS[missing.type]}`) : entry;
}

/** 'quantity × name' of the summary list (part 2 §2.2, with French typography); an item without a name shows its type's label. */
export function describeItem(item: EquipmentItem): string {
  const label = item.name || (isEquipmentType(item.type) ? EQUIPMENT_TYPE_LABELS[item.type] : item.type);
  return frenchTypography(`${item.quantity} x ${label}`);
}

/**
 * What an edit added, one line per room and type: '2 × Prise simple — Séjour' (the list shown after
 * 'Appliquer les suggestions'). Quantities that went down are not listed.
 */
export function describeAdded(
  before: readonly EquipmentItem[],
  after: readonly EquipmentItem[],
  rooms: readonly { id: string; name: string }[],
): string[] {
  const count = (items: readonly EquipmentItem[]) => {
    const totals = new Map<string, number>();
    for (const item of items) {
      if (!item.roomId) continue;
      const key = `${item.roomId}\u0000${item.type}`;
      totals.set(key, (totals.get(key) ?? 0) + item.quantity);
    }
    return totals;
  };
  const was = count(before);
  const lines: string[] = [];
  for (const [key, quantity] of count(after)) {
    const added = quantity - (was.get(key) ?? 0);
    if (added <= 0) continue;
    const [roomId, type] = key.split('\u0000') as [string, EquipmentType];
    const room = rooms.find((r) => r.id === roomId)?.name ?? 'Pièce sans nom';
    lines.push(frenchTypography(`${added} x ${EQUIPMENT_TYPE_LABELS[type] ?? type} — ${room}`));
  }
  return lines;
}
