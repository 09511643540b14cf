import {
  EQUIPMENT_BY_CATEGORY,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentCategory,
  type EquipmentType,
  isKitchenOnly,
} from './equipment-types.ts';
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
  return `${EQUIPMENT_TYPE_LABELS[type]} : uniquement dans une cuisine ou un séjour avec cuisine intégrée (pièce « ${roomName} »).`;
}
