import {
  type Color,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentItem,
  type EquipmentType,
  frenchTypography,
  isEquipmentType,
  needsColor,
  parseMissingEquipment,
} from '@courant/domain';

/**
 * The edits of the equipment step (spec part 2 §4.1) as pure functions over the project's whole
 * equipment list. Each returns a new list; project-level option items (roomId null) pass through
 * untouched so that saving the whole set never loses what the options step wrote.
 */

function sameRoom(item: EquipmentItem, roomId: string): boolean {
  return item.roomId != null && String(item.roomId) === roomId;
}

/** The items of one room, in list order. */
export function roomItems(items: readonly EquipmentItem[], roomId: string): EquipmentItem[] {
  return items.filter((item) => sameRoom(item, roomId));
}

/** How many of a type the room holds (several items of one type are summed). */
export function quantityOf(items: readonly EquipmentItem[], roomId: string, type: EquipmentType): number {
  return items
    .filter((item) => sameRoom(item, roomId) && item.type === type)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** The colour colourable items of the project carry, or null while there is none. */
export function projectColor(items: readonly EquipmentItem[]): Color | null {
  for (const item of items) {
    if (isEquipmentType(item.type) && needsColor(item.type) && item.metadata?.color) {
      return item.metadata.color;
    }
  }
  return null;
}

export interface AddEquipment {
  roomId: string;
  type: EquipmentType;
  /** Required for colourable types (part 2 §5: no colourable item without a colour). */
  color: Color | null;
  makeId: () => string;
}

/**
 * Adds one item of a type to a room: one more on the existing item of that room and type, else a
 * new item named with the French label. A colourable type without a colour is refused (unchanged list).
 */
export function addEquipment(items: readonly EquipmentItem[], add: AddEquipment): EquipmentItem[] {
  const colourable = needsColor(add.type);
  if (colourable && !add.color) return [...items];
  const metadata = colourable && add.color ? { color: add.color } : {};
  const existing = items.find((item) => sameRoom(item, add.roomId) && item.type === add.type);
  if (existing) {
    return items.map((item) =>
      item === existing
        ? { ...item, quantity: item.quantity + 1, metadata: { ...(item.metadata ?? {}), ...metadata } }
        : item,
    );
  }
  return [
    ...items,
    {
      id: add.makeId(),
      name: EQUIPMENT_TYPE_LABELS[add.type],
      quantity: 1,
      roomId: add.roomId,
      type: add.type,
      metadata,
    },
  ];
}

/** Quantity plus or minus; it floors at 0, and 0 removes the item (part 2 §4.1, §5). */
export function changeQuantity(
  items: readonly EquipmentItem[],
  itemId: string,
  delta: number,
): EquipmentItem[] {
  const next: EquipmentItem[] = [];
  for (const item of items) {
    if (item.id !== itemId) {
      next.push(item);
      continue;
    }
    const quantity = Math.max(0, item.quantity + delta);
    if (quantity > 0) next.push({ ...item, quantity });
  }
  return next;
}

export interface SwitchEquipment {
  roomId: string;
  type: EquipmentType;
  on: boolean;
  makeId: () => string;
}

/** Heating, water heater and VMC are yes/no: on adds one, off removes it (part 2 §4.1). */
export function switchEquipment(items: readonly EquipmentItem[], change: SwitchEquipment): EquipmentItem[] {
  const present = quantityOf(items, change.roomId, change.type) > 0;
  if (change.on) {
    if (present) return [...items];
    return addEquipment(items, {
      roomId: change.roomId,
      type: change.type,
      color: null,
      makeId: change.makeId,
    });
  }
  return items.filter((item) => !(sameRoom(item, change.roomId) && item.type === change.type));
}

/** A colour change applies to every colourable item of the project, all rooms (part 2 §4.1). */
export function applyColor(items: readonly EquipmentItem[], color: Color): EquipmentItem[] {
  return items.map((item) =>
    isEquipmentType(item.type) && needsColor(item.type) && item.metadata?.color !== color
      ? { ...item, metadata: { ...(item.metadata ?? {}), color } }
      : item,
  );
}

/** Total number of equipment pieces placed in rooms (project-level option items are not counted). */
export function equipmentCount(items: readonly EquipmentItem[]): number {
  return items.filter((item) => item.roomId != null).reduce((sum, item) => sum + item.quantity, 0);
}

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

/** 'quantity × name' of the summary list (part 2 §2.2, typography of issue 20); an item without a name shows its type's label. */
export function describeItem(item: EquipmentItem): string {
  const label = item.name || (isEquipmentType(item.type) ? EQUIPMENT_TYPE_LABELS[item.type] : item.type);
  return frenchTypography(`${item.quantity} x ${label}`);
}

/**
 * What an edit added, one line per room and type: '2 × Prise simple — Séjour' (the list shown after
 * 'Appliquer les suggestions', issue 20). Quantities that went down are not listed.
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
