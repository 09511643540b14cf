import { z } from 'zod';
import { DOMAIN_ERRORS } from './errors.ts';
import { columnOf, idsOf } from './labelled.ts';

/**
 * Equipment type codes of spec part 2 §3.3 with their French labels (spec labels where given: Prise
 * simple, RJ45, Prise plaque, Prise hotte, Va-et-vient).
 */
export const EQUIPMENT_TYPE_LABELS = {
  SimpleSocket: 'Prise simple',
  DoubleSocket: 'Prise double',
  WaterproofSocket: 'Prise étanche',
  NetworkSocket: 'RJ45',
  TVSocket: 'Prise TV',
  OvenSocket: 'Prise plaque',
  ExtractorSocket: 'Prise hotte',
  Dedicated20ASocket: 'Prise spécialisée 20A',
  SimpleSwitch: 'Interrupteur simple',
  DoubleSwitch: 'Interrupteur double',
  DimmerSwitch: 'Va-et-vient',
  LightingPoint: 'Point d’éclairage',
  InertiaRadiator: 'Radiateur à inertie',
  Convector: 'Convecteur',
  WaterHeater: 'Chauffe-eau',
  AirConditioning: 'Climatisation',
  FloorHeating: 'Plancher chauffant',
  DuctedHeatPump: 'PAC gainable',
  SimpleFlowVMC: 'VMC simple flux',
  DoubleFlowVMC: 'VMC double flux',
};
export const EQUIPMENT_TYPES = idsOf(EQUIPMENT_TYPE_LABELS);
export const equipmentTypeSchema = z.enum(EQUIPMENT_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE });
export type EquipmentType = z.infer<typeof equipmentTypeSchema>;

/**
 * Tabs of the equipment step with their labels (part 2 §2.1) and the types each lists, in display
 * order (part 2 §3.4).
 */
const EQUIPMENT_TABS = {
  electricite: {
    label: 'Électricité',
    types: [
      'SimpleSocket',
      'Dedicated20ASocket',
      'DoubleSocket',
      'WaterproofSocket',
      'NetworkSocket',
      'TVSocket',
      'OvenSocket',
      'ExtractorSocket',
    ],
  },
  eclairage: { label: 'Éclairage', types: ['LightingPoint', 'SimpleSwitch', 'DoubleSwitch', 'DimmerSwitch'] },
  chauffage: {
    label: 'Chauffage/Climatisation',
    types: ['InertiaRadiator', 'Convector', 'AirConditioning', 'FloorHeating', 'DuctedHeatPump'],
  },
  chauffe_eau: { label: 'Chauffe-Eau', types: ['WaterHeater'] },
  vmc: { label: 'VMC', types: ['SimpleFlowVMC', 'DoubleFlowVMC'] },
} satisfies Record<string, { label: string; types: readonly EquipmentType[] }>;

export const EQUIPMENT_CATEGORIES = idsOf(EQUIPMENT_TABS);
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export const EQUIPMENT_CATEGORY_LABELS: Record<EquipmentCategory, string> = columnOf(EQUIPMENT_TABS, 'label');
export const EQUIPMENT_BY_CATEGORY: Record<EquipmentCategory, readonly EquipmentType[]> = columnOf(
  EQUIPMENT_TABS,
  'types',
);

export const COLORS = { white: '#FFFFFF', black: '#000000' } as const;
export const colorSchema = z.enum([COLORS.white, COLORS.black]);
export type Color = z.infer<typeof colorSchema>;
export const DEFAULT_COLOR: Color = COLORS.white;

/** Sockets and switches come in white or black (part 2 §3.4): every socket and every switch. */
const COLOURABLE = new Set<EquipmentType>([
  ...EQUIPMENT_BY_CATEGORY.electricite,
  ...EQUIPMENT_BY_CATEGORY.eclairage.filter((type) => type !== 'LightingPoint'),
]);
export function needsColor(type: EquipmentType): boolean {
  return COLOURABLE.has(type);
}

/** Heating, water heater and VMC are yes/no switches: on adds one, off removes it (part 2 §4.1). */
const ON_OFF = new Set<EquipmentType>([
  'InertiaRadiator',
  'Convector',
  'AirConditioning',
  'FloorHeating',
  'DuctedHeatPump',
  'WaterHeater',
  'SimpleFlowVMC',
  'DoubleFlowVMC',
]);
export function isOnOff(type: EquipmentType): boolean {
  return ON_OFF.has(type);
}

/** Offered only in Kitchen and LivingRoomWithIntegratedKitchen rooms (part 2 §5). */
const KITCHEN_ONLY = new Set<EquipmentType>(['OvenSocket', 'ExtractorSocket']);
export function isKitchenOnly(type: EquipmentType): boolean {
  return KITCHEN_ONLY.has(type);
}

/** Hints shown to the user (part 2 §3.4). */
export const EQUIPMENT_HINTS: Partial<Record<EquipmentType, string>> = {
  NetworkSocket: 'RJ45 Cat.6 minimum, 2 recommandées par pièce principale.',
  SimpleSwitch: 'Interrupteur à 1,10\u00a0m, obligatoire à l’entrée de la pièce.',
  ExtractorSocket: 'Prise hotte à 1,80\u00a0m minimum.',
  SimpleSocket: 'Prises 16A/230V.',
  DoubleSocket: 'Prise double\u00a0: 3680\u00a0W maximum.',
  OvenSocket: 'Circuit dédié 32A obligatoire.',
};
