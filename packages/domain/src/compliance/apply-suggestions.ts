import {
  type Color,
  DEFAULT_COLOR,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentType,
  needsColor,
} from '../equipment-types.ts';
import type { EquipmentItem } from '../project.schema.ts';
import type { ComplianceResult } from './compliance.schema.ts';
import { isEquipmentType } from './requirements.ts';

/** One `missing_equipment` entry read back: '3 SimpleSocket' → { quantity: 3, type: 'SimpleSocket' }. */
export interface MissingEquipment {
  quantity: number;
  type: EquipmentType;
}

/**
 * Reads "<count> <Type>" (part 2 §4.2: the leading number, default 1). Returns null for a type this
 * version does not know, so that a newer checker's suggestion never breaks an older client.
 */
export function parseMissingEquipment(entry: string): MissingEquipment | null {
  const match = /^\s*(\d+)?\s*([A-Za-z][A-Za-z0-9_]*)\s*$/.exec(entry);
  if (!match) return null;
  const type = match[2] ?? '';
  if (!isEquipmentType(type)) return null;
  const quantity = match[1] === undefined ? 1 : Number.parseInt(match[1], 10);
  if (quantity <= 0) return null;
  return { quantity, type };
}

/** The colour new colourable items take: the one already used in the project, else white. */
function projectColor(equipments: readonly EquipmentItem[]): Color {
  for (const item of equipments) {
    const color = item.metadata?.color;
    if (color && isEquipmentType(item.type) && needsColor(item.type)) return color;
  }
  return DEFAULT_COLOR;
}

/**
 * Adds what a compliance result says is missing (spec part 2 §4.2). For each non-compliant room,
 * each missing entry's quantity (leading number, default 1) is added to the existing item of the
 * same room and type, or to a new item named with the French label. A colour change applies to the
 * whole project (§4.1), so a new colourable item takes the colour already in use, white by default.
 * Ids come from `makeId` (the domain has no randomness). Returns a new list; the input is untouched.
 */
export function applySuggestions(
  equipments: readonly EquipmentItem[],
  result: ComplianceResult,
  makeId: () => string,
): EquipmentItem[] {
  const next = equipments.map((item) => ({ ...item }));
  const color = projectColor(equipments);
  for (const room of result.room_results) {
    if (room.compliance_status !== 'non_compliant') continue;
    const roomId = String(room.room_id);
    for (const entry of room.missing_equipment) {
      const missing = parseMissingEquipment(entry);
      if (!missing) continue;
      const existing = next.find(
        (item) => item.roomId != null && String(item.roomId) === roomId && item.type === missing.type,
      );
      if (existing) {
        existing.quantity += missing.quantity;
        continue;
      }
      next.push({
        id: makeId(),
        name: EQUIPMENT_TYPE_LABELS[missing.type],
        quantity: missing.quantity,
        roomId,
        type: missing.type,
        metadata: needsColor(missing.type) ? { color } : {},
      });
    }
  }
  return next;
}

/** True when applying the result would change something: the "Appliquer les suggestions" button. */
export function hasSuggestions(result: ComplianceResult): boolean {
  return result.room_results.some(
    (room) =>
      room.compliance_status === 'non_compliant' &&
      room.missing_equipment.some((entry) => parseMissingEquipment(entry) !== null),
  );
}
