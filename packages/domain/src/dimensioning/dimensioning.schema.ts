import { z } from 'zod';
import { DOMAIN_ERRORS } from '../errors.ts';
import { phaseSchema, rcdTypeSchema } from './rcd-rows.ts';

/** Circuit-breaker ratings the dimensioning table accepts, in A (spec part 2 §5). */
export const BREAKER_RATINGS = [1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63] as const;
export type BreakerRating = (typeof BREAKER_RATINGS)[number];

export function isBreakerRating(value: number): value is BreakerRating {
  return (BREAKER_RATINGS as readonly number[]).includes(value);
}

/** Cable kinds of the dimensioning table (part 2 §3.7, §5). */
export const CABLE_TYPES = ['R2V', 'Prefile', 'Coaxial', 'RJ45'] as const;
export const cableTypeSchema = z.enum(CABLE_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_CABLE_TYPE });
export type CableType = z.infer<typeof cableTypeSchema>;

/** Sections offered per cable kind in mm²; Coaxial and RJ45 have none (0 = N/A) (part 2 §5). */
export const CABLE_SECTIONS: Record<CableType, readonly number[]> = {
  R2V: [1.5, 2.5, 4, 6, 10],
  Prefile: [1.5, 2.5, 6],
  Coaxial: [0],
  RJ45: [0],
};

/** Kinds whose section input is disabled and forced to N/A (0). */
export function cableHasSection(type: CableType): boolean {
  return type === 'R2V' || type === 'Prefile';
}

/** Breaker poles: single phase 1P+N (the default), three phase 3P+N (three-phase EV chargers). */
export const BREAKER_POLES = ['1P+N', '3P+N'] as const;
export const breakerPolesSchema = z.enum(BREAKER_POLES, {
  error: 'Nombre de pôles inconnu\u00a0: 1P+N ou 3P+N',
});
export type BreakerPoles = z.infer<typeof breakerPolesSchema>;

export const SURGE_PROTECTOR_TYPES = ['Type 1', 'Type 2', 'Type 3', 'Type 1+2'] as const;
export const surgeProtectorTypeSchema = z.enum(SURGE_PROTECTOR_TYPES, {
  error: DOMAIN_ERRORS.UNKNOWN_SURGE_PROTECTOR_TYPE,
});
export type SurgeProtectorType = z.infer<typeof surgeProtectorTypeSchema>;

const MESSAGES = {
  rating: `Calibre non autorisé (valeurs possibles\u00a0: ${BREAKER_RATINGS.join(', ')}\u00a0A)`,
  quantity: 'La quantité doit être au moins 1',
  modules: 'Le nombre de modules doit être au moins 1',
  length: 'La longueur doit être positive',
  section: 'Section non autorisée pour ce type de câble',
} as const;

const text = z.string().trim().max(200);

/**
 * What the dimensioning plans for a breaker's RCD row: carried by the breaker of the board
 * and by its line in the estimate (where a DDR line's rcd_type is the type of the device sold).
 */
export const breakerRowFields = {
  /**
   * The RCD group planned for the breaker (1-based). Optional: saved dimensionings, older quotes and
   * hand-added rows have none and get the greedy §9 rows after the planned ones.
   */
  row: z.coerce.number().int().min(1).max(1000).optional(),
  /** The type that group needs: AC, A (cooking, washing machine, EV) or F (variable-speed drives). */
  rcd_type: rcdTypeSchema.optional(),
  /** Counts at 100 % in the RCD downstream rule (heating, water heater, EV); others count 50 %. */
  full_load: z.boolean().optional(),
  /** At the head of the board, upstream of the RCDs (the surge protector's disconnection breaker). */
  head: z.boolean().optional(),
  /** '3P+N' for a three-phase circuit (4 modules, 4-pole RCD); missing means 1P+N. */
  poles: breakerPolesSchema.optional(),
  /** Three-phase supply: the phase (L1, L2, L3) the breaker's RCD row is fed from. */
  phase: phaseSchema.optional(),
};

export const circuitBreakerSchema = z.object({
  description: text,
  rating: z.coerce.number().refine(isBreakerRating, MESSAGES.rating),
  quantity: z.coerce.number().int().min(1, MESSAGES.quantity).max(10000),
  ...breakerRowFields,
});
export type CircuitBreaker = z.infer<typeof circuitBreakerSchema>;

export const electricalPanelSchema = z.object({
  type: text,
  modules: z.coerce.number().int().min(1, MESSAGES.modules).max(10000),
});
export type ElectricalPanel = z.infer<typeof electricalPanelSchema>;

export const cableSchema = z
  .object({
    type: text,
    cableType: cableTypeSchema,
    /** mm²; 0 means N/A (Coaxial, RJ45). */
    section: z.coerce.number().min(0),
    /** metres, step 0.1 in the UI. */
    length_estimate: z.coerce.number().min(0, MESSAGES.length).max(100000),
  })
  .refine((cable) => CABLE_SECTIONS[cable.cableType].includes(cable.section), {
    message: MESSAGES.section,
    path: ['section'],
  });
export type Cable = z.infer<typeof cableSchema>;

export const surgeProtectorSchema = z.object({
  type: surgeProtectorTypeSchema,
  /** Free text such as '40kA' or 'N/A'. */
  rating: z.string().trim().max(50),
  quantity: z.coerce.number().int().min(1, MESSAGES.quantity).max(10000),
  description: text,
});
export type SurgeProtector = z.infer<typeof surgeProtectorSchema>;

/** The dimensioning of part 2 §3.7 (saved on the project as dimensioning_data). */
export const dimensioningSchema = z.object({
  circuit_breakers: z.array(circuitBreakerSchema).max(1000).default([]),
  electrical_panels: z.array(electricalPanelSchema).max(100).default([]),
  cables: z.array(cableSchema).max(1000).default([]),
  surge_protectors: z.array(surgeProtectorSchema).max(100).default([]),
  installation_notes: z.array(z.string().max(2000)).max(200).default([]),
  /** Fingerprint of the project the board was computed from (dimensioningInputKey). */
  input_key: z.string().max(64).optional(),
  /** Supply checks of the installation facts: errors block a Consuel visit, warnings to verify. */
  installation_checks: z
    .array(
      z.object({
        code: z.string().max(100),
        level: z.enum(['error', 'warning']),
        message: z.string().max(2000),
      }),
    )
    .max(50)
    .optional(),
});
export type Dimensioning = z.infer<typeof dimensioningSchema>;

/** Defaults for rows the user adds in the dimensioning tables (part 2 §5). */
export const DEFAULT_CIRCUIT_BREAKER: CircuitBreaker = {
  description: 'Nouveau disjoncteur',
  rating: 16,
  quantity: 1,
};
export const DEFAULT_ELECTRICAL_PANEL: ElectricalPanel = { type: 'Tableau principal', modules: 18 };
export const DEFAULT_CABLE: Cable = {
  type: 'H07V-U/R2V',
  cableType: 'R2V',
  section: 2.5,
  length_estimate: 10,
};
export const DEFAULT_SURGE_PROTECTOR: SurgeProtector = {
  type: 'Type 2',
  rating: '40kA',
  quantity: 1,
  description: 'Protection contre les surtensions',
};
