import { isEquipmentType } from './compliance/requirements.ts';
import { type Color, EQUIPMENT_TYPE_LABELS, type EquipmentType, needsColor } from './equipment-types.ts';
import type { EquipmentItem } from './project.schema.ts';

/**
 * The edits of the equipment step (spec part 2 §4.1, §5) as pure functions over the project's whole
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
export function roomQuantity(items: readonly EquipmentItem[], roomId: string, type: EquipmentType): number {
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
  const present = roomQuantity(items, change.roomId, change.type) > 0;
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
