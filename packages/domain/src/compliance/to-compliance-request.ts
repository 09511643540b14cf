import { type EquipmentItem, type ProjectOptions, type Room, roomTypeOf } from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE } from '../room-types.ts';
import type { ComplianceEquipment, ComplianceRequest } from './compliance.schema.ts';
import { isEquipmentType } from './requirements.ts';

export interface ComplianceRequestSource {
  projectId: string | number;
  postalCode?: string | null;
  numberOfPeople?: number | null;
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  /** Step 5 options: water heating and façade lighting feed whole-dwelling rules. */
  options?: Partial<ProjectOptions> | null;
  /** Step 1: a renovation of some rooms only turns the dwelling rules into advice. */
  typeTravaux?: string | null;
  workScope?: string | null;
}

/**
 * Builds the request of part 2 §3.5 from the app's rooms and equipment, so that server and web send
 * the same payload (and the web's "never send the same data twice" comparison is stable).
 * Project-level option items (roomId null) are not room equipment and are left out; items with a
 * quantity of 0 are left out too. A room without a type is sent as 'Other' (part 2 §3.2).
 */
export function toComplianceRequest(source: ComplianceRequestSource): ComplianceRequest {
  const byRoom = new Map<string, ComplianceEquipment[]>();
  for (const item of source.equipments) {
    if (item.roomId == null || !isEquipmentType(item.type) || item.quantity <= 0) continue;
    const specifications = item.metadata?.color ? { color: item.metadata.color } : {};
    const list = byRoom.get(String(item.roomId)) ?? [];
    list.push({ equipment_type: item.type, quantity: item.quantity, specifications });
    byRoom.set(String(item.roomId), list);
  }
  const request: ComplianceRequest = {
    installation_id: String(source.projectId),
    context: {
      project_type: 'Résidentiel',
      ...(source.typeTravaux ? { work_type: source.typeTravaux } : {}),
      ...(source.workScope ? { work_scope: source.workScope } : {}),
      ...(source.options ? { options: source.options } : {}),
    },
    rooms: source.rooms.map((room) => ({
      room_id: String(room.id),
      room_type: roomTypeOf(room) ?? DEFAULT_ROOM_TYPE,
      // A surface still to give counts as none (step 3 asks for it before going on).
      room_area: room.surface ?? 0,
      equipment: byRoom.get(String(room.id)) ?? [],
    })),
  };
  if (source.postalCode) request.postal_code = source.postalCode;
  if (source.numberOfPeople != null) request.number_of_people = source.numberOfPeople;
  return request;
}
