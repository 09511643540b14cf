import { z } from 'zod';
import { idsOf } from '../labelled.ts';
import { SELF_CHECK_ITEM_IDS, SELF_CHECK_ITEMS } from './self-check-items.ts';

/**
 * The facts and measurements an electrician takes on site for the Consuel dossier (reference
 * consuel.md: what an inspector reads). Every field may stay empty (null: not measured yet); a value
 * that cannot be a measurement (negative, text, 10⁹ Ω) is refused with a French message, and the
 * whole entry is then refused: nothing is saved half. Whether a possible value is within the norm's
 * limits is not this schema's business but measurement-checks.ts's (an out-of-limit value is saved
 * and marks the dossier 'non conforme').
 */

export const MEASUREMENT_MESSAGES = {
  earthingSystem: 'Schéma de liaison à la terre inconnu\u00a0: TT, TN ou IT',
  earthResistance: 'La résistance de la prise de terre doit être un nombre entre 0 et 10\u202f000\u00a0Ω',
  earthConductor: 'La section du conducteur de terre doit être un nombre entre 1 et 300\u00a0mm²',
  mainBonding:
    'La section de la liaison équipotentielle principale doit être un nombre entre 1 et 300\u00a0mm²',
  insulation: 'La résistance d’isolement doit être un nombre entre 0 et 10\u202f000\u00a0MΩ',
  tripTime: 'Le temps de déclenchement doit être un nombre entre 1 et 2\u202f000\u00a0ms',
  rcdNumber: 'Numéro de différentiel invalide',
  rcdTwice: 'Un même différentiel est essayé deux fois',
  gtlWidth: 'La largeur de la GTL doit être un nombre entre 100 et 3\u202f000\u00a0mm',
  gtlDepth: 'La profondeur de la GTL doit être un nombre entre 50 et 1\u202f000\u00a0mm',
  yesNo: 'Répondez par oui ou par non',
  roomId: 'Pièce inconnue',
  roomTwice: 'Une même pièce est indiquée deux fois',
  selfCheckStatus: 'État inconnu\u00a0: conforme, non conforme ou sans objet',
  selfCheckItem: 'Point d’autocontrôle inconnu',
  selfCheckTwice: 'Un même point d’autocontrôle est indiqué deux fois',
  selfCheckMeasured: 'Ce point se déduit du projet ou des mesures : il ne se coche pas à la main',
  date: 'Date des mesures invalide (AAAA-MM-JJ)',
  note: 'La remarque est limitée à 500 caractères',
} as const;

/** Earthing systems (schéma de liaison à la terre) and what each means; a dwelling on the public LV network is TT. */
export const EARTHING_SYSTEM_DETAILS = {
  TT: 'neutre et masses à la terre',
  TN: 'masses reliées au neutre',
  IT: 'neutre isolé ou impédant',
};
export const EARTHING_SYSTEMS = idsOf(EARTHING_SYSTEM_DETAILS);

/**
 * A measured number: a number or the text a field holds ('0,2' with a French comma), empty meaning
 * not measured (null). Text that is not a number, or a number out of [min, max], is refused with
 * `message`.
 */
function measured(min: number, max: number, message: string) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(/\s/g, '').replace(',', '.');
    if (text === '') return null;
    return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  }, z.number({ error: message }).min(min, message).max(max, message).nullable());
}

/** Yes / no / not checked yet (null). */
const yesNo = z.boolean({ error: MEASUREMENT_MESSAGES.yesNo }).nullable().default(null);

export const rcdTestSchema = z.object({
  /** The RCD's number in the dossier (the devis's 'rangée n'). */
  rcd: z.coerce
    .number({ error: MEASUREMENT_MESSAGES.rcdNumber })
    .int(MEASUREMENT_MESSAGES.rcdNumber)
    .min(1, MEASUREMENT_MESSAGES.rcdNumber)
    .max(200, MEASUREMENT_MESSAGES.rcdNumber),
  /** It tripped when tested (test button and tester at IΔn). */
  trips: yesNo,
  /** Trip time at IΔn measured with a tester, ms; null when not measured. */
  timeMs: measured(1, 2000, MEASUREMENT_MESSAGES.tripTime).default(null),
});
export type RcdTest = z.infer<typeof rcdTestSchema>;

export const bathroomBondingSchema = z.object({
  roomId: z
    .string({ error: MEASUREMENT_MESSAGES.roomId })
    .trim()
    .min(1, MEASUREMENT_MESSAGES.roomId)
    .max(100),
  /** Supplementary equipotential bonding done in this bathroom. */
  done: yesNo,
});

export const SELF_CHECK_STATUS_LABELS = {
  conforme: 'Conforme',
  non_conforme: 'Non conforme',
  sans_objet: 'Sans objet',
};
export const SELF_CHECK_STATUSES = idsOf(SELF_CHECK_STATUS_LABELS);
export type SelfCheckStatus = (typeof SELF_CHECK_STATUSES)[number];
export const selfCheckStatusSchema = z.enum(SELF_CHECK_STATUSES, {
  error: MEASUREMENT_MESSAGES.selfCheckStatus,
});

/** An answer given by hand to a self-check item Courant cannot decide. */
export const selfCheckAnswerSchema = z.object({
  id: z.enum(SELF_CHECK_ITEM_IDS, { error: MEASUREMENT_MESSAGES.selfCheckItem }),
  status: selfCheckStatusSchema.nullable(),
  note: z.string().trim().max(500, MEASUREMENT_MESSAGES.note).default(''),
});
export type SelfCheckAnswer = z.infer<typeof selfCheckAnswerSchema>;

export const siteMeasurementsSchema = z.object({
  /** Day the measurements were taken (AAAA-MM-JJ). */
  measuredOn: z
    .string({ error: MEASUREMENT_MESSAGES.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MEASUREMENT_MESSAGES.date)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), MEASUREMENT_MESSAGES.date)
    .nullable()
    .default(null),
  earthingSystem: z
    .enum(EARTHING_SYSTEMS, { error: MEASUREMENT_MESSAGES.earthingSystem })
    .nullable()
    .default(null),
  /** Earth electrode resistance, Ω. */
  earthResistanceOhm: measured(0, 10_000, MEASUREMENT_MESSAGES.earthResistance).default(null),
  /** Main earthing conductor (conducteur de terre), copper, mm². */
  earthConductorMm2: measured(1, 300, MEASUREMENT_MESSAGES.earthConductor).default(null),
  /** The earthing conductor runs bare in the ground (then 25 mm² at least). */
  earthConductorBare: yesNo,
  /** Main equipotential bonding conductor, mm². */
  mainBondingMm2: measured(1, 300, MEASUREMENT_MESSAGES.mainBonding).default(null),
  bathroomBonding: z.array(bathroomBondingSchema).max(50).default([]),
  /** Lowest insulation resistance measured at 500 V DC, MΩ. */
  insulationMOhm: measured(0, 10_000, MEASUREMENT_MESSAGES.insulation).default(null),
  rcdTests: z.array(rcdTestSchema).max(200).default([]),
  /** Continuity of the protective conductors checked. */
  continuity: yesNo,
  /** Polarity (phase on the breakers' phase terminal, neutral on neutral) checked. */
  polarity: yesNo,
  /** A smoke alarm (DAAF) is fitted. */
  smokeAlarm: yesNo,
  gtlWidthMm: measured(100, 3000, MEASUREMENT_MESSAGES.gtlWidth).default(null),
  gtlDepthMm: measured(50, 1000, MEASUREMENT_MESSAGES.gtlDepth).default(null),
  selfCheck: z.array(selfCheckAnswerSchema).max(100).default([]),
});
export type SiteMeasurements = z.infer<typeof siteMeasurementsSchema>;
export type SiteMeasurementsInput = z.input<typeof siteMeasurementsSchema>;

/** Nothing measured yet. */
export const EMPTY_SITE_MEASUREMENTS: SiteMeasurements = siteMeasurementsSchema.parse({});

/** Where a list holds the same key twice: the index of the second, else -1. */
function repeatedIndex<T>(list: readonly T[], key: (item: T) => unknown): number {
  const seen = new Set<unknown>();
  return list.findIndex((item) => {
    const k = key(item);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}

/** Lists that hold one entry per key: the list, its key field and the message of a repeat. */
const ONE_PER_KEY = [
  ['rcdTests', 'rcd', MEASUREMENT_MESSAGES.rcdTwice],
  ['bathroomBonding', 'roomId', MEASUREMENT_MESSAGES.roomTwice],
  ['selfCheck', 'id', MEASUREMENT_MESSAGES.selfCheckTwice],
] as const;

/** The schema with the checks across fields: one test per RCD, one answer per bathroom and point. */
export const siteMeasurementsInputSchema = siteMeasurementsSchema.superRefine((value, ctx) => {
  for (const [list, field, message] of ONE_PER_KEY) {
    const entries: readonly Record<string, unknown>[] = value[list];
    const index = repeatedIndex(entries, (entry) => entry[field]);
    if (index >= 0) ctx.addIssue({ code: 'custom', message, path: [list, index, field] });
  }
  value.selfCheck.forEach((answer, i) => {
    if (!SELF_CHECK_ITEMS[answer.id].manual)
      ctx.addIssue({
        code: 'custom',
        message: MEASUREMENT_MESSAGES.selfCheckMeasured,
        path: ['selfCheck', i, 'id'],
      });
  });
});
