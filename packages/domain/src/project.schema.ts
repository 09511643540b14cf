import { z } from 'zod';
import { colorSchema, equipmentTypeSchema } from './equipment-types.ts';
import { DOMAIN_ERRORS } from './errors.ts';
import { idsOf } from './labelled.ts';
import { equipmentOptionsSchema, optionItemTypeSchema } from './options/options.schema.ts';
import { PROJECT_STATUSES } from './projects/project-status.ts';
import { roomTypeSchema } from './room-types.ts';
import { filledText } from './text-fields.ts';

/** French validation messages of spec part 1 §5, one source for forms and server. */
export const PROJECT_MESSAGES = {
  nameRequired: 'Le nom du projet est requis',
  typeProjetRequired: 'Le type de projet est requis',
  typeTravauxRequired: 'Le type de travaux est requis',
  codePostalRequired: 'Le code postal est requis',
  codePostalFormat: 'Le code postal doit contenir 5 chiffres',
  numberOfPeople: 'Le nombre de personnes dans le logement est requis et doit être supérieur à 0',
} as const;

export const PROJECT_TYPES = ['Résidentiel', 'Tertiaire'] as const;
/** Only Résidentiel is selectable (part 1 §2 step 1). */
export const SELECTABLE_PROJECT_TYPES: readonly ProjectType[] = ['Résidentiel'];
export const WORK_TYPE_LABELS = { Construction: 'Construction', Renovation: 'Rénovation' };
export const WORK_TYPES = idsOf(WORK_TYPE_LABELS);
export const SELECTABLE_WORK_TYPES: readonly WorkType[] = ['Construction', 'Renovation'];

/**
 * What a renovation covers: the whole dwelling (every dwelling rule applies: kitchen
 * circuits, RJ45 count by T-size, ≥ 2 RCDs…) or only the rooms entered (their own rules; the
 * dwelling-level rules become advice). A construction is always the whole dwelling.
 */
export const WORK_SCOPE_LABELS = { logement_complet: 'Logement complet', pieces_renovees: 'Pièces rénovées' };
export const WORK_SCOPES = idsOf(WORK_SCOPE_LABELS);
export const workScopeSchema = z.enum(WORK_SCOPES, { error: DOMAIN_ERRORS.UNKNOWN_WORK_SCOPE });
export type WorkScope = z.infer<typeof workScopeSchema>;
export const DEFAULT_WORK_SCOPE: WorkScope = 'logement_complet';

/** The scope the rules apply: only a renovation of some rooms is partial. */
export function effectiveWorkScope(
  typeTravaux: string | null | undefined,
  scope: string | null | undefined,
): WorkScope {
  return typeTravaux === 'Renovation' && scope === 'pieces_renovees' ? 'pieces_renovees' : 'logement_complet';
}

export const projectTypeSchema = z.enum(PROJECT_TYPES, { error: PROJECT_MESSAGES.typeProjetRequired });
export type ProjectType = z.infer<typeof projectTypeSchema>;
export const workTypeSchema = z.enum(WORK_TYPES, { error: PROJECT_MESSAGES.typeTravauxRequired });
export type WorkType = z.infer<typeof workTypeSchema>;

export const projectInfoSchema = z.object({
  name: filledText(PROJECT_MESSAGES.nameRequired).max(200),
  description: z.string().trim().max(5000).optional().nullable(),
  typeProjet: projectTypeSchema,
  typeTravaux: workTypeSchema,
  /** Only read for a renovation; missing means the whole dwelling. */
  workScope: workScopeSchema.nullable().optional(),
  codePostal: filledText(PROJECT_MESSAGES.codePostalRequired).regex(
    /^\d{5}$/,
    PROJECT_MESSAGES.codePostalFormat,
  ),
  numberOfPeople: z.coerce
    .number({ error: PROJECT_MESSAGES.numberOfPeople })
    .int(PROJECT_MESSAGES.numberOfPeople)
    .min(1, PROJECT_MESSAGES.numberOfPeople)
    .max(100),
  /** A client of the company's list; null: none yet. */
  clientId: z.string().max(100).nullable().optional(),
});
export type ProjectInfo = z.infer<typeof projectInfoSchema>;

export {
  ACCESS_CONTROL_KEYS,
  DEFAULT_WISER_CONTROLLER,
  ECS_TYPE_LABELS,
  ECS_TYPES,
  type EcsType,
  type EquipmentOptions,
  equipmentOptionsSchema,
  GATE_TYPES,
  OPTION_ITEM_TYPES,
  type OptionItemType,
  optionItemTypeSchema,
  type ProjectOptions,
  projectOptionsSchema,
  WISER_CONTROLLERS,
  WISER_MODULES,
} from './options/options.schema.ts';
export { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from './projects/project-status.ts';
export const projectStatusSchema = z.enum(PROJECT_STATUSES, { error: DOMAIN_ERRORS.UNKNOWN_PROJECT_STATUS });

export const EXPOSITIONS = [
  'Nord',
  'Nord-Est',
  'Est',
  'Sud-Est',
  'Sud',
  'Sud-Ouest',
  'Ouest',
  'Nord-Ouest',
] as const;
export const expositionSchema = z.enum(EXPOSITIONS, { error: DOMAIN_ERRORS.UNKNOWN_EXPOSITION });
export type Exposition = z.infer<typeof expositionSchema>;

/** Where and how surely the plan analysis read a room. */
export const roomDetectionSchema = z.object({
  /** The plan file the label was read on. */
  planFileId: z.string().max(100).optional(),
  /** 1-based page of that file. */
  page: z.number().int().min(1).max(100),
  /** The label's box, fractions of the displayed page, origin top left. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
  /** 0–1. */
  confidence: z.number().min(0).max(1),
  /** The user checked the room (edited and validated it): no longer 'À vérifier'. */
  checked: z.boolean().optional(),
});
export type RoomDetection = z.infer<typeof roomDetectionSchema>;

/** Below this confidence a detected room is shown 'À vérifier' (step 3). */
export const DETECTION_REVIEW_BELOW = 0.7;

/** A detected room the user should check: an unsure reading, or no surface read ('À vérifier'). */
export function needsReview(room: { surface: number | null; detection?: RoomDetection | null }): boolean {
  if (room.surface === null) return true;
  const d = room.detection;
  return d != null && !d.checked && d.confidence < DETECTION_REVIEW_BELOW;
}

/**
 * A room (pièce). On save the id is a string and roomType/exposition also live inside options
 * (part 1 §3); `roomType` at top level is kept for readers of either shape.
 */
export const roomSchema = z.object({
  id: z.coerce.string().min(1).max(100),
  name: z.string().trim().min(1, 'Le nom de la pièce est requis').max(200),
  /** m²; null while nobody has given it (a plan that names the room without a readable surface). */
  surface: z.coerce.number().min(0, 'La surface doit être positive').max(100000).nullable(),
  roomType: roomTypeSchema.optional().nullable(),
  exposition: expositionSchema.optional().nullable(),
  options: z
    .object({
      roomType: roomTypeSchema.optional().nullable(),
      exposition: expositionSchema.optional().nullable(),
      /** Where the plan analysis read this room (step 3 draws its box on the plan). */
      detection: roomDetectionSchema.optional().nullable(),
    })
    .catchall(z.unknown())
    .optional()
    .nullable(),
});
export type Room = z.infer<typeof roomSchema>;

/** The room type of a room, wherever the client put it. */
export function roomTypeOf(room: Pick<Room, 'roomType' | 'options'>): Room['roomType'] {
  return room.roomType ?? room.options?.roomType ?? null;
}

/** An equipment item: per room (roomId set) or project level (roomId null, an option item type). */
export const equipmentItemSchema = z.object({
  id: z.coerce.string().min(1).max(100),
  name: z.string().trim().max(200).default(''),
  quantity: z.coerce.number().int().min(0).max(10000),
  roomId: z.coerce.string().max(100).nullable().optional(),
  // A room's equipment or a project-level option item; an unknown value gets the room list's message.
  type: z.union([equipmentTypeSchema, optionItemTypeSchema], { error: DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE }),
  metadata: z.object({ color: colorSchema.optional() }).catchall(z.unknown()).optional().nullable(),
  /** What the item's option holds (an option item), or `{}` (room equipment): see options.schema.ts. */
  options: equipmentOptionsSchema.optional().nullable(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;
