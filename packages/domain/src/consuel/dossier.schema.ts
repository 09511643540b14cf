import { z } from 'zod';
import { CIRCUIT_KINDS } from '../dimensioning/circuit-kinds.ts';
import { PHASES, RCD_TYPES } from '../dimensioning/rcd-rows.ts';
import { SUPPLY_PHASES } from '../installation/installation.schema.ts';
import { idsOf } from '../labelled.ts';
import { ATTESTATION_BOXES } from './attestation.ts';
import { SELF_CHECK_STATUSES, siteMeasurementsSchema } from './measurements.schema.ts';
import { SELF_CHECK_ITEM_IDS } from './self-check-items.ts';

/**
 * The Consuel dossier as data (what the server answers and the web draws): the board numbered for the
 * schéma and the circuit table, the facts the self-check sheet is decided from, the measurements, the
 * sheet and the dossier's state. The types of the dossier's functions are these schemas'.
 */

/** Every breaker the catalogue sells is curve C (Resi9 XP, Acti9 iC60N: catalogue/board.ts). */
export const BREAKER_CURVE = 'C';
/** The RCDs of a dwelling's circuits are 30 mA (NF C 15-100-10, reference §c). */
export const RCD_SENSITIVITY_MA = 30;

const phase = z.enum(PHASES).nullable();

export const dossierCircuitSchema = z.object({
  /** 1-based, in the board's order. */
  number: z.number().int().min(1),
  /** The devis's line for this breaker ('breaker-3'). */
  lineId: z.string(),
  name: z.string(),
  rooms: z.array(z.string()),
  /** Lighting points or socles; null when unknown or a single load. */
  points: z.number().int().nullable(),
  rating: z.number(),
  curve: z.literal(BREAKER_CURVE),
  poles: z.enum(['1P+N', '3P+N']),
  /** mm²; null when no planned circuit matches the breaker (to fill in by hand). */
  section: z.number().nullable(),
  /** Estimated cable length, m; null when unknown. */
  lengthM: z.number().nullable(),
  /** The number of the RCD above it. */
  rcd: z.number().int().min(1),
  phase,
  /** What the dimensioning planned it for, when known (water heater, cooking…). */
  kind: z.enum(idsOf(CIRCUIT_KINDS)).nullable(),
});

export const dossierRcdSchema = z.object({
  /** 1-based: the devis's 'rangée n'. */
  number: z.number().int().min(1),
  /** The devis's DDR line ('ddr-2'). */
  lineId: z.string(),
  rating: z.number(),
  /** The type of the device fitted (an AC row is fitted with a type A, as the devis sells it). */
  type: z.enum(RCD_TYPES),
  sensitivityMa: z.literal(RCD_SENSITIVITY_MA),
  poles: z.union([z.literal(2), z.literal(4)]),
  phase,
  /** Numbers of the circuits below it, in order. */
  circuits: z.array(z.number().int()),
});

export const dossierAgcpSchema = z.object({
  /** Setting, A. */
  rating: z.number(),
  /** Residual current sensitivity, mA. */
  sensitivityMa: z.number(),
  phases: z.enum(SUPPLY_PHASES),
  subscribedKva: z.number(),
  /**
   * What was not read on the device but assumed: the setting (the subscribed power's), the
   * sensitivity (500 mA, the usual one).
   */
  assumed: z.array(z.enum(['rating', 'sensitivity'])),
});

export const dossierBoardSchema = z.object({
  /** Null until the supply is entered (step 'Installation électrique'). */
  agcp: dossierAgcpSchema.nullable(),
  surgeProtectors: z.array(
    z.object({
      type: z.string(),
      rating: z.string(),
      /** Its disconnection breaker at the head of the board, A; null when self-protected. */
      disconnectorRating: z.number().nullable(),
    }),
  ),
  rcds: z.array(dossierRcdSchema),
  circuits: z.array(dossierCircuitSchema),
  /** Off-peak contactors: the control circuit feeding the coil, the circuit the contact switches. */
  contactors: z.array(
    z.object({
      kind: z.literal('heures_creuses'),
      controlCircuit: z.number().int(),
      switchedCircuit: z.number().int().nullable(),
    }),
  ),
  panels: z.array(z.object({ title: z.string(), modules: z.number() })),
  capacityModules: z.number(),
  usedModules: z.number(),
  /** Free modules left for later circuits (the schéma's spare ways). */
  spareModules: z.number(),
});

/** What the self-check sheet is decided from besides the board and the measurements. */
export const dossierFactsSchema = z.object({
  /** The project's bathrooms (salles de bains, salles d'eau). */
  bathrooms: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Habitable surface, m² (the GTL's size depends on it). */
  habitableSurface: z.number(),
  /** A renovation of some rooms (attestation box 1c): the dwelling-wide rules are advice. */
  partial: z.boolean(),
  lightning: z.object({ lightningRod: z.boolean().nullish(), aq2: z.boolean().nullish() }).nullable(),
  /** The rooms' minimum equipment (checkCompliance): how many rooms fall short; null when unknown. */
  equipment: z.object({ roomsShort: z.number().int() }).nullable(),
});

export const selfCheckResultSchema = z.object({
  id: z.enum(SELF_CHECK_ITEM_IDS),
  label: z.string(),
  clause: z.string(),
  blocking: z.boolean(),
  /** The installer may answer it by hand (Courant could not decide it). */
  manual: z.boolean(),
  /** Null: not decided yet (to measure, or to answer by hand). */
  status: z.enum(SELF_CHECK_STATUSES).nullable(),
  /** 'courant': decided from the project, the board or the measurements; 'saisie': answered by hand. */
  source: z.enum(['courant', 'saisie']).nullable(),
  /** Why, in French: the value against its limit, or what is missing. */
  detail: z.string(),
  /** The installer's remark (hand answers). */
  note: z.string(),
});

export const dossierPartySchema = z.object({
  name: z.string(),
  /** One line: street, postal code and city. */
  address: z.string(),
});
export const dossierInstallerSchema = dossierPartySchema.extend({ siret: z.string() });

export const DOSSIER_STATUS_IDS = ['pret', 'incomplet', 'non_conforme'] as const;

export const consuelDossierSchema = z.object({
  /** Day of the dossier, AAAA-MM-JJ. */
  date: z.string(),
  projectName: z.string(),
  status: z.enum(DOSSIER_STATUS_IDS),
  attestation: z.object({
    form: z.object({
      colour: z.string(),
      cerfa: z.string(),
      title: z.string(),
      validity: z.string(),
      scope: z.string(),
    }),
    boxes: z.array(z.enum(idsOf(ATTESTATION_BOXES))),
    installer: dossierInstallerSchema,
    /** The one who asks for the visa: the installer, who fills in the form. */
    requester: dossierPartySchema,
    /** The client (maître d'ouvrage). */
    client: dossierPartySchema.nullable(),
    siteAddress: z.string().nullable(),
  }),
  board: dossierBoardSchema,
  facts: dossierFactsSchema,
  measurements: siteMeasurementsSchema,
  selfCheck: z.array(selfCheckResultSchema),
  /** Blocking points found non conforme, each with its clause: the dossier is 'non conforme'. */
  findings: z.array(selfCheckResultSchema),
  /** Blocking points not decided yet: the dossier is 'incomplet'. */
  missing: z.array(selfCheckResultSchema),
  /** Things the installer should know before printing (stale board, circuits without detail). */
  warnings: z.array(z.string()),
});

export type DossierCircuit = z.infer<typeof dossierCircuitSchema>;
export type DossierRcd = z.infer<typeof dossierRcdSchema>;
export type DossierAgcp = z.infer<typeof dossierAgcpSchema>;
export type DossierBoard = z.infer<typeof dossierBoardSchema>;
export type DossierContactor = DossierBoard['contactors'][number];
export type DossierSurgeProtector = DossierBoard['surgeProtectors'][number];
export type DossierFactsWithoutBoard = z.infer<typeof dossierFactsSchema>;
export type SelfCheckResult = z.infer<typeof selfCheckResultSchema>;
export type DossierParty = z.infer<typeof dossierPartySchema>;
export type DossierInstaller = z.infer<typeof dossierInstallerSchema>;
export type ConsuelDossier = z.infer<typeof consuelDossierSchema>;
