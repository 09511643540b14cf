import { EQUIPMENT_TYPES, type EquipmentType } from '../equipment-types.ts';
import { DEFAULT_ROOM_TYPE, ROOM_TYPES, type RoomType } from '../room-types.ts';

/**
 * The NF C 15-100 minimum quantities as plain functions of a surface or a room count, shared by the
 * compliance check and the dimensioning. Sources: /work/shared/reference/nfc15100.md §a (A5 values,
 * unchanged by the 2024 series as far as any source says), Hager and Schneider "équipement minimal"
 * tables, Promotelec fiche "quel équipement minimal prévoir".
 */

/** Since A5 each outlet counts: a double socket is 2 "socles" (NF C 15-100 A5 counting rule). */
export const SOCKET_OUTLETS: Partial<Record<EquipmentType, number>> = {
  SimpleSocket: 1,
  DoubleSocket: 2,
  WaterproofSocket: 1,
};

export const SWITCH_TYPES: readonly EquipmentType[] = ['SimpleSwitch', 'DoubleSwitch', 'DimmerSwitch'];

const EQUIPMENT_TYPE_SET = new Set<string>(EQUIPMENT_TYPES);
const ROOM_TYPE_SET = new Set<string>(ROOM_TYPES);

export function isEquipmentType(value: string): value is EquipmentType {
  return EQUIPMENT_TYPE_SET.has(value);
}

/** An unknown room type is checked as 'Other', the default of part 2 §3.2. */
export function toRoomType(value: string | null | undefined): RoomType {
  return value && ROOM_TYPE_SET.has(value) ? (value as RoomType) : DEFAULT_ROOM_TYPE;
}

/** A finite, non-negative number (bad surfaces and quantities count as 0). */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * NF C 15-100 10.1.3.3, séjour: one socle per started 4 m², at least 5; above 28 m² at least 7
 * (the exact number is agreed with the client). ≤ 20 m² → 5, ≤ 24 → 6, ≤ 28 → 7, > 28 → 7.
 */
export function sejourSocketMinimum(area: number): number {
  const s = nonNegative(area);
  return s <= 28 ? Math.max(5, Math.ceil(s / 4)) : 7;
}

/** NF C 15-100 10.1.3.3, kitchen: 6 socles (4 above the worktop); 3 accepted when S ≤ 4 m². */
export function kitchenSocketMinimum(area: number): number {
  return nonNegative(area) <= 4 ? 3 : 6;
}

/**
 * Open kitchen: the kitchen part counts 8 m² and the séjour the rest (Schneider guide "équipement
 * minimal": "la surface du séjour est égale à la surface totale moins 8 m²"; single source, kept).
 */
export const OPEN_KITCHEN_AREA = 8;

export function openKitchenSocketMinimum(area: number): { kitchen: number; sejour: number; total: number } {
  const s = nonNegative(area);
  const kitchen = kitchenSocketMinimum(Math.min(s, OPEN_KITCHEN_AREA));
  const sejour = sejourSocketMinimum(Math.max(0, s - OPEN_KITCHEN_AREA));
  return { kitchen, sejour, total: kitchen + sejour };
}

/** Bedroom: 3 socles (NF C 15-100 10.1.3.3). */
export const BEDROOM_SOCKET_MINIMUM = 3;

/**
 * "Other" rooms above 4 m² (bureau, buanderie, attached garage…): 1 socle; 4 m² or less: none
 * (Schneider wiki "autres locaux supérieurs à 4 m², circulations et WC", 10.1.3.3.2).
 */
export function otherRoomSocketMinimum(area: number): number {
  return nonNegative(area) > 4 ? 1 : 0;
}

/**
 * Minimum RJ45 outlets for the dwelling (arrêté du 3 août 2016, NF C 15-100 Titre 11 / -11):
 * T1: 2 side by side in the séjour · T2: 3 (+1 in another main room) · T3 and more: 4 (+1 in each of
 * two other main rooms). Main rooms are living rooms and bedrooms.
 */
export function dwellingRj45Minimum(mainRooms: number): number {
  if (mainRooms <= 0) return 0;
  if (mainRooms === 1) return 2;
  if (mainRooms === 2) return 3;
  return 4;
}

/** How many main rooms other than the séjour must hold one RJ45 (T2: 1, T3+: 2). */
export function otherRoomsWithRj45(mainRooms: number): number {
  return Math.max(0, dwellingRj45Minimum(mainRooms) - 2);
}

/** The séjour RJ45 pair ("2 socles RJ45 juxtaposés"). */
export const SEJOUR_RJ45_MINIMUM = 2;

/** At least 3 specialised 20 A circuits (lave-linge, lave-vaisselle, four, sèche-linge…). */
export const DEDICATED_20A_MINIMUM = 3;

/** Water heating kinds that need a stored-water heater on its own 20 A circuit. */
export const ECS_WITH_WATER_HEATER = ['cumulus_electrique', 'thermodynamique'] as const;
