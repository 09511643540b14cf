import { z } from 'zod';
import { DOMAIN_ERRORS } from './errors.ts';
import { columnOf, idsOf } from './labelled.ts';

export const ROOM_CATEGORIES = ['living', 'circulation', 'service', 'sleeping', 'other', 'outdoor'] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

/**
 * Room type codes of spec part 2 §3.2, in the order the UI lists them, each with the French label
 * shown to users and its grouping category (part 1 §3). Labels in good French:
 * 'cuisine intégrée' (the spec writes 'intégré'), 'm²' (the spec writes 'm2'), no-break spaces.
 */
const ROOM_TYPE_TABLE = {
  Bedroom: { label: 'Chambre/Bureau', category: 'sleeping' },
  LivingRoom: { label: 'Salon/Séjour', category: 'living' },
  LivingRoomWithIntegratedKitchen: { label: 'Salon/Séjour avec cuisine intégrée', category: 'living' },
  Kitchen: { label: 'Cuisine', category: 'service' },
  WetRoom: { label: 'Salle d’eau', category: 'service' },
  WC: { label: 'WC', category: 'service' },
  BathroomWithWC: { label: 'Salle d’eau avec WC', category: 'service' },
  CirculationArea: { label: 'Circulation et locaux ≥ 4\u00a0m²', category: 'circulation' },
  Other: { label: 'Autres (garage, dégagement <\u00a04\u00a0m², placard…)', category: 'other' },
  ExteriorSpace: { label: 'Extérieur (terrasse, patio…)', category: 'outdoor' },
} satisfies Record<string, { label: string; category: RoomCategory }>;

export const ROOM_TYPES = idsOf(ROOM_TYPE_TABLE);
export const roomTypeSchema = z.enum(ROOM_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_ROOM_TYPE });
export type RoomType = z.infer<typeof roomTypeSchema>;
export const ROOM_TYPE_LABELS: Record<RoomType, string> = columnOf(ROOM_TYPE_TABLE, 'label');
export const ROOM_TYPE_CATEGORY: Record<RoomType, RoomCategory> = columnOf(ROOM_TYPE_TABLE, 'category');

export const DEFAULT_ROOM_TYPE: RoomType = 'Other';

/** Main rooms ("pièces principales") count towards RJ45 and TV minimums. */
export function isMainRoom(type: RoomType): boolean {
  return type === 'LivingRoom' || type === 'LivingRoomWithIntegratedKitchen' || type === 'Bedroom';
}

/** Kitchen-only equipment (oven and hood sockets) is offered in these room types (part 2 §5). */
export function hasKitchen(type: RoomType): boolean {
  return type === 'Kitchen' || type === 'LivingRoomWithIntegratedKitchen';
}
