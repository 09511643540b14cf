import { z } from 'zod';
import { colorSchema, EQUIPMENT_TYPES } from '../equipment-types.ts';
import { DOMAIN_ERRORS } from '../errors.ts';
import { noOptionsSchema, projectOptionsSchema } from '../options/options.schema.ts';
import { ROOM_TYPES } from '../room-types.ts';

/**
 * Request and result of the NF C 15-100 check, in the snake_case shapes of spec part 2 §3.5–3.6.
 * `room_type` and `equipment_type` must be codes of ROOM_TYPES and EQUIPMENT_TYPES (an
 * unknown value gets its typed French error, UNKNOWN_ROOM_TYPE / UNKNOWN_EQUIPMENT_TYPE, never a
 * default); an empty room type means none given and is checked as 'Other'.
 */

const isIn = (values: readonly string[]) => (value: string) => values.includes(value);

/** What the check reads of an item besides its type and count: its colour (sockets and switches). */
export const equipmentSpecificationsSchema = noOptionsSchema.extend({ color: colorSchema.optional() });
export type EquipmentSpecifications = z.infer<typeof equipmentSpecificationsSchema>;

export const complianceEquipmentSchema = z.object({
  equipment_type: z
    .string()
    .trim()
    .min(1, DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE)
    .max(100)
    .refine(isIn(EQUIPMENT_TYPES), DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE),
  quantity: z.coerce.number().int().min(0).max(10000),
  specifications: equipmentSpecificationsSchema.optional().nullable(),
});
export type ComplianceEquipment = z.infer<typeof complianceEquipmentSchema>;

export const complianceRoomSchema = z.object({
  room_id: z.coerce.string().min(1).max(100),
  room_type: z
    .string()
    .trim()
    .max(100)
    .refine((type) => type === '' || ROOM_TYPES.includes(type as never), DOMAIN_ERRORS.UNKNOWN_ROOM_TYPE),
  /** m² */
  room_area: z.coerce.number().min(0).max(100000),
  equipment: z.array(complianceEquipmentSchema).max(500).default([]),
});
export type ComplianceRoom = z.infer<typeof complianceRoomSchema>;

/** Project facts some whole-dwelling rules read (options of step 5: water heating, EV charger…). */
export const complianceContextSchema = z
  .object({
    project_type: z.string().max(100).optional().nullable(),
    work_type: z.string().max(100).optional().nullable(),
    /** 'logement_complet' | 'pieces_renovees' (read with work_type 'Renovation'; see effectiveWorkScope). */
    work_scope: z.string().max(100).optional().nullable(),
    options: projectOptionsSchema.partial().optional().nullable(),
  })
  .catchall(z.unknown());
export type ComplianceContext = z.infer<typeof complianceContextSchema>;

const postalCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Le code postal doit contenir 5 chiffres');
const numberOfPeople = z.coerce.number().int().min(1).max(100);

export const complianceRequestSchema = z.object({
  installation_id: z.coerce.string().min(1).max(100),
  context: complianceContextSchema.optional().nullable(),
  postal_code: postalCode.optional().nullable(),
  number_of_people: numberOfPeople.optional().nullable(),
  rooms: z.array(complianceRoomSchema).max(500),
});
export type ComplianceRequest = z.infer<typeof complianceRequestSchema>;
export type ComplianceRequestInput = z.input<typeof complianceRequestSchema>;

/** The "with dimensioning" variant: no postal_code, optional number_of_people (part 2 §7). */
export const dimensioningRequestSchema = complianceRequestSchema.omit({ postal_code: true });
export type DimensioningRequest = z.infer<typeof dimensioningRequestSchema>;

export const COMPLIANCE_STATUSES = ['compliant', 'non_compliant'] as const;
export const complianceStatusSchema = z.enum(COMPLIANCE_STATUSES);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

export const violationSchema = z.object({
  /** Stable identifier of the rule, e.g. 'NFC15100-10.1.3.3-sejour-sockets'. */
  rule_id: z.string(),
  /** French text citing the requirement. */
  message: z.string(),
  room_id: z.string().nullable().optional(),
  /** The minimum required and what was found, where the rule is a count. */
  required: z.number().optional(),
  found: z.number().optional(),
});
export type Violation = z.infer<typeof violationSchema>;

export const roomResultSchema = z.object({
  room_id: z.string(),
  compliance_status: complianceStatusSchema,
  /** Entries read "<count> <EquipmentType>", e.g. '3 SimpleSocket' (applied by applySuggestions). */
  missing_equipment: z.array(z.string()),
  violations: z.array(violationSchema),
});
export type RoomResult = z.infer<typeof roomResultSchema>;

export const complianceResultSchema = z.object({
  global_compliance: z.object({
    overall_status: complianceStatusSchema,
    violations: z.array(violationSchema),
    /**
     * Dwelling-level rules a partial renovation ('Pièces rénovées') does not have to meet, given as
     * advice; absent on results stored before the check gave advice.
     */
    advice: z.array(violationSchema).optional(),
  }),
  room_results: z.array(roomResultSchema),
});
export type ComplianceResult = z.infer<typeof complianceResultSchema>;
