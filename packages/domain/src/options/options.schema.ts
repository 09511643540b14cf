import { z } from 'zod';
import { DOMAIN_ERRORS } from '../errors.ts';

/** Project-level items derived from the options step (part 1 §3 'Option item types'). */
export const OPTION_ITEM_TYPES = [
  'automation_system',
  'wiser_module',
  'wiser_gateway',
  'wiser_zigbee',
  'access_control',
  'ecs',
] as const;
export const optionItemTypeSchema = z.enum(OPTION_ITEM_TYPES, {
  error: DOMAIN_ERRORS.UNKNOWN_OPTION_ITEM_TYPE,
});
export type OptionItemType = z.infer<typeof optionItemTypeSchema>;

export const CONTROL_SYSTEMS = ['Aucun', 'Wiser'] as const;
export const WISER_CONTROLLERS = ['TXA663A', 'TXA663AN'] as const;
export const DEFAULT_WISER_CONTROLLER = 'TXA663A';
export const WISER_MODULES = ['variateur', 'volets', 'chauffage', 'commande'] as const;
export const ECS_TYPES = ['aucun', 'cumulus_electrique', 'thermodynamique', 'instantane'] as const;
export type EcsType = (typeof ECS_TYPES)[number];
export const ECS_TYPE_LABELS: Record<EcsType, string> = {
  aucun: 'Aucun',
  cumulus_electrique: 'Cumulus électrique',
  thermodynamique: 'Chauffe-eau thermodynamique',
  instantane: 'Chauffe-eau instantané',
};
export const ACCESS_CONTROL_KEYS = [
  'interphonie',
  'alarme',
  'portailEntree',
  'portailGarage',
  'irve',
  'eclairageFacade',
] as const;
export const GATE_TYPES = ['coulissant', 'battant'] as const;

const moduleCount = z.coerce.number().int().min(0).max(100);
const count = moduleCount.default(0);
const controllerSchema = z.enum(WISER_CONTROLLERS, { error: DOMAIN_ERRORS.UNKNOWN_WISER_CONTROLLER });
const moduleSchema = z.enum(WISER_MODULES);
const accessControlKeySchema = z.enum(ACCESS_CONTROL_KEYS);
const gateTypeSchema = z.enum(GATE_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_GATE_TYPE });
const ecsTypeSchema = z.enum(ECS_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_ECS_TYPE });
const peopleSchema = z.coerce.number().int().min(1).max(100);
const wetRoomsSchema = z.coerce.number().int().min(0).max(100);

const wiserConfigSchema = z.object({
  controleur: controllerSchema.default(DEFAULT_WISER_CONTROLLER),
  modules: z
    .object({ variateur: count, volets: count, chauffage: count, commande: count })
    .default({ variateur: 0, volets: 0, chauffage: 0, commande: 0 }),
  gateway: z.boolean().default(false),
  zigbee: z.boolean().default(false),
});

/** The options object of part 1 §3 / step 5. */
export const projectOptionsSchema = z.object({
  type: z.enum(CONTROL_SYSTEMS, { error: DOMAIN_ERRORS.UNKNOWN_CONTROL_SYSTEM }).default('Aucun'),
  wiserConfig: wiserConfigSchema.optional(),
  accessControl: z
    .object({
      interphonie: z.boolean().default(false),
      alarme: z.boolean().default(false),
      portailEntree: z.boolean().default(false),
      portailType: gateTypeSchema.nullable().default(null),
      portailGarage: z.boolean().default(false),
      irve: z.boolean().default(false),
      eclairageFacade: z.boolean().default(false),
    })
    .optional(),
  ecs: z
    .object({
      type: ecsTypeSchema.default('aucun'),
      nombrePersonnes: peopleSchema.default(1),
      nombrePiecesEau: wetRoomsSchema.default(0),
    })
    .optional(),
});
export type ProjectOptions = z.infer<typeof projectOptionsSchema>;

/*
 * What an equipment item's `options` hold, by the item's type (part 1 §3 'Option item types'). Each
 * option item names its option in a key of its own (systemType, moduleType, accessType, ecsType),
 * required and without default, so the union below tells them apart. The other keys are optional
 * and take no default: an item reads back as it was written (optionItems writes them all).
 */
export const automationSystemOptionsSchema = z.object({
  systemType: z.enum(CONTROL_SYSTEMS, { error: DOMAIN_ERRORS.UNKNOWN_CONTROL_SYSTEM }),
  wiserConfig: z
    .object({
      controleur: controllerSchema.optional(),
      modules: z
        .object({
          variateur: moduleCount.optional(),
          volets: moduleCount.optional(),
          chauffage: moduleCount.optional(),
          commande: moduleCount.optional(),
        })
        .optional(),
      gateway: z.boolean().optional(),
      zigbee: z.boolean().optional(),
    })
    .optional(),
});
export const wiserModuleOptionsSchema = z.object({
  moduleType: moduleSchema,
  controleur: controllerSchema.optional(),
});
export const accessControlOptionsSchema = z.object({
  accessType: accessControlKeySchema,
  /** The entrance gate's kind, when chosen. */
  portailType: gateTypeSchema.optional(),
});
export const ecsOptionsSchema = z.object({
  ecsType: ecsTypeSchema,
  nombrePersonnes: peopleSchema.optional(),
  nombrePiecesEau: wetRoomsSchema.optional(),
});
/** The Wiser gateway and the Zigbee module hold no options. */
export const noOptionsSchema = z.object({});
/** Room equipment's options are the caller's own (the spec names none): kept as they were written. */
export const roomEquipmentOptionsSchema = z.record(z.string(), z.unknown());

/** The options each option item type holds. */
export const OPTION_ITEM_OPTIONS = {
  automation_system: automationSystemOptionsSchema,
  wiser_module: wiserModuleOptionsSchema,
  wiser_gateway: noOptionsSchema,
  wiser_zigbee: noOptionsSchema,
  access_control: accessControlOptionsSchema,
  ecs: ecsOptionsSchema,
} satisfies Record<OptionItemType, z.ZodObject>;
export type OptionItemOptions = { [T in OptionItemType]: z.infer<(typeof OPTION_ITEM_OPTIONS)[T]> };

const OPTION_MEMBERS = [
  automationSystemOptionsSchema,
  wiserModuleOptionsSchema,
  accessControlOptionsSchema,
  ecsOptionsSchema,
] as const;

/**
 * An equipment item's options: an option item's (each names its option by a key of its own), else a
 * room item's own. Read an option item's with optionsOf, which goes by the item's type.
 */
export const equipmentOptionsSchema = z.union([...OPTION_MEMBERS, roomEquipmentOptionsSchema]);
export type EquipmentOptions = z.infer<typeof equipmentOptionsSchema>;

export const OPTIONS_MISMATCH_MESSAGE = 'Options de l’équipement invalides pour son type';

const isOptionItemType = (type: string): type is OptionItemType =>
  (OPTION_ITEM_TYPES as readonly string[]).includes(type);

/** The options of an item of option type `type`, typed; null for another type or options that are not its. */
export function optionsOf<T extends OptionItemType>(
  item: { type: string; options?: unknown },
  type: T,
): OptionItemOptions[T] | null {
  if (item.type !== type) return null;
  const parsed = OPTION_ITEM_OPTIONS[type].safeParse(item.options);
  // The schema of OPTION_ITEM_OPTIONS[T] parses to OptionItemOptions[T]; TypeScript cannot follow T
  // through the table's index.
  return parsed.success ? (parsed.data as OptionItemOptions[T]) : null;
}

/**
 * Refines an item schema so that its options are those of its type: an option item's exactly those of
 * its option; a room item's none of an option's (the union would have read them as that option's,
 * dropping the rest). A caller's item that does not fit is refused with this message on `options`.
 */
export function optionsFitType(item: { type: string; options?: unknown }, ctx: z.RefinementCtx): void {
  if (item.options == null) return;
  const fits = isOptionItemType(item.type)
    ? OPTION_ITEM_OPTIONS[item.type].strict().safeParse(item.options).success
    : !OPTION_MEMBERS.some((member) => member.safeParse(item.options).success);
  if (!fits) ctx.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_MISMATCH_MESSAGE });
}
