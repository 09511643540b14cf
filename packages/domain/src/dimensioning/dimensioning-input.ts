import { z } from 'zod';
import { DOMAIN_ERRORS } from '../errors.ts';
import { type Installation, installationSchema } from '../installation/installation.schema.ts';
import {
  type EquipmentItem,
  equipmentItemSchema,
  type ProjectOptions,
  projectOptionsSchema,
  type Room,
  roomSchema,
  WORK_SCOPES,
  WORK_TYPES,
} from '../project.schema.ts';

/**
 * Surge-protection facts the app cannot infer: no reliable list of AQ2 departments exists
 * (/work/shared/reference/lightning-departments.json is empty on purpose), so the user says it.
 */
export const lightningSchema = z.object({
  /** The building carries a lightning rod: type 1 SPD mandatory anywhere in France. */
  lightningRod: z.boolean().optional(),
  /** The site is in zone AQ2 (Nk > 25): type 2 SPD mandatory with an overhead supply or safety equipment. */
  aq2: z.boolean().optional(),
});
export type Lightning = z.infer<typeof lightningSchema>;

/** What a board is computed from. */
export const dimensioningInputSchema = z.object({
  rooms: z.array(roomSchema).max(500),
  equipments: z.array(equipmentItemSchema).max(5000),
  options: projectOptionsSchema.partial().nullable().optional(),
  postalCode: z.string().trim().max(10).nullable().optional(),
  numberOfPeople: z.coerce.number().int().min(1).max(100).nullable().optional(),
  lightning: lightningSchema.nullable().optional(),
  /** Step 1: 'Renovation' with workScope 'pieces_renovees' turns the dwelling rules into advice. */
  workType: z.enum(WORK_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_WORK_TYPE }).nullable().optional(),
  workScope: z.enum(WORK_SCOPES, { error: DOMAIN_ERRORS.UNKNOWN_WORK_SCOPE }).nullable().optional(),
  /** The installation facts saved with the project. */
  installation: installationSchema.nullable().optional(),
});

export interface DimensioningInput {
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  options?: Partial<ProjectOptions> | null;
  postalCode?: string | null;
  numberOfPeople?: number | null;
  lightning?: Lightning | null;
  workType?: string | null;
  workScope?: string | null;
  installation?: Installation | null;
}
