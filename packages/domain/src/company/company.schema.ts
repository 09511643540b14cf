import { z } from 'zod';
import { EQUIPMENT_TYPES } from '../equipment-types.ts';
import { OPTION_LABOUR_TYPES } from '../estimate/labour.ts';
import { linePricesSchema } from '../estimate/line-prices.ts';
import { dimensioningItemTypeSchema } from '../estimate/schema.ts';
import { isValidSiren, isValidSiret } from './siret.ts';

// The company that issues the devis (reference/devis.md 'Who issues it')

export const COMPANY_MESSAGES = {
  siretKey: 'Le numéro SIRET n’est pas valide (clé de contrôle incorrecte)',
  vatNumber: 'Le numéro de TVA intracommunautaire doit être de la forme FR + 2 caractères + 9 chiffres',
  siren: 'Le SIREN doit contenir 9 chiffres et sa clé de contrôle être correcte',
  email: 'L’adresse email n’est pas valide',
  phone: 'Le numéro de téléphone n’est pas valide',
  postalCode: 'Le code postal doit contenir 5 chiffres',
  logoType: 'Le logo doit être une image PNG ou JPEG',
  logoSize: 'Le logo ne doit pas dépasser 500 Ko',
  percent: 'Un pourcentage entre 0 et 100',
  minutes: 'Un nombre entier de minutes entre 0 et 6000',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
} as const;

const hasNoNul = (s: string) => !s.includes('\u0000');

/** An optional text: trimmed, '' when left empty, capped (the company's and its clients' fields). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, COMPANY_MESSAGES.tooLong(max))
    .refine(hasNoNul, 'Ce champ contient des caractères non autorisés')
    .default('');
}

/** 14 digits (spaces tolerated) whose check key holds: 73282932000075 is refused. */
export const siretKeySchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{14}$/, 'Le SIRET doit contenir exactement 14 chiffres')
      .refine((s) => !/^\d{14}$/.test(s) || isValidSiret(s), COMPANY_MESSAGES.siretKey),
  );

/** 9 digits (spaces tolerated) whose check key holds, or left empty. */
export const optionalSirenSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().refine((s) => s === '' || isValidSiren(s), COMPANY_MESSAGES.siren))
  .default('');

/** 'FR' + 2 key characters + the 9-digit SIREN (spaces tolerated); empty when exempt. */
export const vatNumberSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.union([z.literal(''), z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, COMPANY_MESSAGES.vatNumber)]))
  .default('');

/** A fitting time: whole minutes from 0 to 6000 (100 h), typed as text or a number. */
const minutesSchema = z.coerce
  .number(COMPANY_MESSAGES.minutes)
  .int(COMPANY_MESSAGES.minutes)
  .min(0, COMPANY_MESSAGES.minutes)
  .max(6000, COMPANY_MESSAGES.minutes);

/** Defaults a new company starts with; each company sets its own in the settings. */
export const COMPANY_DEFAULTS = {
  hourlyRate: 45,
  suppliesPercent: 5,
  travelFee: 0,
  depositPercent: 30,
  validityDays: 30,
  latePaymentMention:
    'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce).',
  mediatorMention: '',
} as const;

/** Five digits, or left empty. */
export const optionalPostalCode = z
  .string()
  .trim()
  .refine((s) => s === '' || /^\d{5}$/.test(s), COMPANY_MESSAGES.postalCode)
  .default('');

/** A French or international phone number ('04 78 00 00 00', '+33 4 78…'), or left empty. */
export const optionalPhone = z
  .string()
  .trim()
  .refine((s) => s === '' || /^\+?[\d\s.()-]{6,25}$/.test(s), COMPANY_MESSAGES.phone)
  .default('');

/** An e-mail address, kept in lower case, or left empty. */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((s) => s === '' || z.email().safeParse(s).success, COMPANY_MESSAGES.email)
  .default('');

/** What the owner edits in the settings (every company field but the logo, sent apart). */
export const companySettingsSchema = z.object({
  name: z.string().trim().min(1, 'Le nom de la société est requis').max(200, COMPANY_MESSAGES.tooLong(200)),
  siret: siretKeySchema,
  legalForm: optionalText(100),
  /** Share capital in euros, as printed ('10 000 €'); null for a sole trader. */
  capital: z.coerce.number().min(0).max(1_000_000_000).nullable().default(null),
  address: optionalText(300),
  postalCode: optionalPostalCode,
  city: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  /** 'RCS Lyon 732 829 320' (commercial company) or 'RM 69 …' (artisan). */
  registration: optionalText(100),
  vatNumber: vatNumberSchema,
  /**
   * Franchise en base (art. 293 B du CGI): the company charges no VAT; its devis are at 0 % and say
   * 'TVA non applicable, art. 293 B du CGI' (estimate/vat-regime.ts).
   */
  vatExempt: z.boolean().default(false),
  /**
   * 'Option pour le paiement de la TVA d'après les débits' (CGI art. 269-2-c): the VAT of its services
   * is due when invoiced, not when paid; its invoices say so (décret 2022-1299).
   */
  vatOnDebits: z.boolean().default(false),
  insurer: optionalText(200),
  insurerContact: optionalText(300),
  insurancePolicy: optionalText(100),
  insuranceCoverage: optionalText(200),
  /** Euros HT per hour of labour. */
  hourlyRate: z.coerce.number().min(0).max(1000).default(COMPANY_DEFAULTS.hourlyRate),
  /** Small supplies as a percentage of the supplies. */
  suppliesPercent: z.coerce
    .number()
    .min(0, COMPANY_MESSAGES.percent)
    .max(100, COMPANY_MESSAGES.percent)
    .default(COMPANY_DEFAULTS.suppliesPercent),
  /** Flat travel fee in euros HT; 0 leaves the line out. */
  travelFee: z.coerce.number().min(0).max(10_000).default(COMPANY_DEFAULTS.travelFee),
  /**
   * Temps de pose in minutes per unit, by equipment type and dwelling option (the EV charger), over
   * Courant's defaults (DEFAULT_LABOUR_MINUTES, DEFAULT_OPTION_LABOUR_MINUTES); a type left out keeps
   * the default.
   */
  labourMinutes: z
    .partialRecord(z.enum([...EQUIPMENT_TYPES, ...OPTION_LABOUR_TYPES]), minutesSchema)
    .default({}),
  /**
   * Temps de pose of the board's lines ('Tableau électrique'), in minutes per piece (per metre for a
   * cable), over Courant's defaults (DEFAULT_BOARD_LABOUR_MINUTES); a type left out keeps the default.
   */
  boardLabourMinutes: z.partialRecord(dimensioningItemTypeSchema, minutesSchema).default({}),
  /**
   * 'Vos prix': euros HT per unit of the lines the catalogue leaves 'prix à saisir' (GTL, earthing
   * test link…, PRICEABLE_LINES); a line left out stays 'prix à saisir'.
   */
  linePrices: linePricesSchema.default({}),
  depositPercent: z.coerce
    .number()
    .min(0, COMPANY_MESSAGES.percent)
    .max(100, COMPANY_MESSAGES.percent)
    .default(COMPANY_DEFAULTS.depositPercent),
  validityDays: z.coerce.number().int().min(1).max(365).default(COMPANY_DEFAULTS.validityDays),
  latePaymentMention: optionalText(1000),
  mediatorMention: optionalText(1000),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** PNG or JPEG, told by its first bytes, never by its name or declared type. */
export function logoMimeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export const LOGO_MAX_BYTES = 500 * 1024;
