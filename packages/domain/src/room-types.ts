import { z } from 'zod';
import { DOMAIN_ERRORS } from './errors.ts';
import { idsOf } from './labelled.ts';

/**
 * Room type codes of spec part 2 §3.2, in the order the UI lists them, with the French labels shown to
 * users, in good French as issue 20 asks: 'cuisine intégrée' (the spec writes 'intégré'), 'm²' (the
 * spec writes 'm2'), no-break spaces.
 */
export const ROOM_TYPE_LABELS = {
  Bedroom: 'Chambre/Bureau',
  LivingRoom: 'Salon/Séjour',
  LivingRoomWithIntegratedKitchen: 'Salon/Séjour avec cuisine intégrée',
  Kitchen: 'Cuisine',
  WetRoom: 'Salle d’eau',
  WC: 'WC',
  BathroomWithWC: 'Salle d’eau avec WC',
  CirculationArea: 'Circulation et locaux ≥ 4\u00a0m²',
  Other: 'Autres (garage, dégagement <\u00a04\u00a0m², placard…)',
  ExteriorSpace: 'Extérieur (terrasse, patio…)',
};
export const ROOM_TYPES = idsOf(ROOM_TYPE_LABELS);
export const roomTypeSchema = z.enum(ROOM_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_ROOM_TYPE });
export type RoomType = z.infer<typeof roomTypeSchema>;

export const DEFAULT_ROOM_TYPE: RoomType = 'Other';

export const ROOM_CATEGORIES = ['living', 'circulation', 'service', 'sleeping', 'other', 'outdoor'] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

export const ROOM_TYPE_CATEGORY: Record<RoomType, RoomCategory> = {
  LivingRoom: 'living',
  LivingRoomWithIntegratedKitchen: 'living',
  Kitchen: 'service',
  WetRoom: 'service',
  WC: 'service',
  BathroomWithWC: 'service',
  CirculationArea: 'circulation',
  Bedroom: 'sleeping',
  Other: 'other',
  ExteriorSpace: 'outdoor',
};

/** Main rooms ("pièces principales") count towards RJ45 and TV minimums. */
export function isMainRoom(type: RoomType): boolean {
  return type === 'LivingRoom' || type === 'LivingRoomWithIntegratedKitchen' || type === 'Bedroom';
}

/** Kitchen-only equipment (oven and hood sockets) is offered in these room types (part 2 §5). */
export function hasKitchen(type: RoomType): boolean {
  return type === 'Kitchen' || type === 'LivingRoomWithIntegratedKitchen';
}
