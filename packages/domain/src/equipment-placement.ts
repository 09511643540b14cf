import { isEquipmentType } from './compliance/requirements.ts';
import {
  EQUIPMENT_BY_CATEGORY,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentCategory,
  type EquipmentType,
  isKitchenOnly,
} from './equipment-types.ts';
import { frenchTypography } from './format.ts';
import { DEFAULT_ROOM_TYPE, hasKitchen, type RoomType } from './room-types.ts';

// Which equipment a room may hold (spec part 2 §5): oven and hood sockets only where there is a
// kitchen. The equipment step offers only these types; the server refuses the others.

/** Whether a room of this type may hold the equipment; a room without a type counts as 'Other'. */
export function allowedInRoom(type: EquipmentType, roomType: RoomType | null | undefined): boolean {
  return !isKitchenOnly(type) || hasKitchen(roomType ?? DEFAULT_ROOM_TYPE);
}

/** The types a room's tab lists: oven and hood sockets only where there is a kitchen (part 2 §5). */
export function typesForRoom(category: EquipmentCategory, roomType: RoomType): EquipmentType[] {
  return EQUIPMENT_BY_CATEGORY[category].filter((type) => allowedInRoom(type, roomType));
}

/** Why the server refuses a kitchen-only item in another room. */
export function kitchenOnlyMessage(type: EquipmentType, roomName: string): string {
  return `${EQUIPMENT_TYPE_LABELS[type]}\u00a0: uniquement dans une cuisine ou un séjour avec cuisine intégrée (pièce « ${roomName} »).`;
}

/** An item that may no longer stay in its room: the room's type changed after it was placed. */
export interface MisplacedItem {
  id: string;
  roomId: string;
  type: EquipmentType;
  quantity: number;
  /** French, for the screen: what was removed, from which room, and why. */
  message: string;
}

/** Why an oven or hood socket left a room that is no longer a kitchen (part 2 §5). */
export function kitchenOnlyRemovedMessage(type: EquipmentType, quantity: number, roomName: string): string {
  return frenchTypography(
    `${quantity} x ${EQUIPMENT_TYPE_LABELS[type]} retirée${quantity > 1 ? 's' : ''} de la pièce « ${roomName} »\u00a0: uniquement dans une cuisine ou un séjour avec cuisine intégrée.`,
  );
}

/**
 * The kitchen-only items whose room no longer has a kitchen (part 2 §5): a room whose type changes
 * from Cuisine to anything without a kitchen loses its oven and hood sockets, so that the equipment
 * set stays one the server accepts. Items of rooms not listed, and project-level items, are kept.
 */
export function misplacedItems(
  items: readonly { id: string; roomId?: string | null; type: string; quantity: number }[],
  rooms: readonly { id: string; name: string; roomType?: RoomType | null }[],
): MisplacedItem[] {
  const byId = new Map(rooms.map((room) => [room.id, room]));
  return items.flatMap((item) => {
    const room = item.roomId == null ? undefined : byId.get(item.roomId);
    if (!room || !isEquipmentType(item.type) || allowedInRoom(item.type, room.roomType)) return [];
    return [
      {
        id: item.id,
        roomId: room.id,
        type: item.type,
        quantity: item.quantity,
        message: kitchenOnlyRemovedMessage(item.type, item.quantity, room.name),
      },
    ];
  });
}
