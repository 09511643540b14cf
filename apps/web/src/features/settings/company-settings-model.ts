import {
  BOARD_LABOUR_LABELS,
  BOARD_LABOUR_TYPES,
  type CompanySettings,
  companySettingsSchema,
  DEFAULT_BOARD_LABOUR_MINUTES,
  DEFAULT_LABOUR_MINUTES,
  DEFAULT_OPTION_LABOUR_MINUTES,
  DIMENSIONING_ITEM_TYPES,
  type DimensioningItemType,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type EquipmentType,
  OPTION_LABOUR_LABELS,
  OPTION_LABOUR_TYPES,
  type OptionLabourType,
} from '@courant/domain';
import { zodFieldErrors } from '../../lib/use-zod-form.ts';
import { type LinePricesText, linePricesInput } from './line-prices-fields.tsx';

type MinutesField = 'labourMinutes' | 'boardLabourMinutes';
export type Values = Record<Exclude<keyof CompanySettings, MinutesField | 'linePrices'>, string>;
/** The fitting times as typed, per equipment type and per board line type; empty: Courant's default. */
export type Minutes = Record<EquipmentType | OptionLabourType | DimensioningItemType, string>;

/** The two tables of fitting times: the rooms' equipment, then the board's lines ('Tableau électrique'). */
export const MINUTES_TABLES: {
  field: MinutesField;
  title: string;
  types: readonly (keyof Minutes)[];
  label: (type: never) => string;
  defaults: Record<string, number>;
}[] = [
  {
    field: 'labourMinutes',
    title: 'Équipements',
    types: EQUIPMENT_TYPES,
    label: (type: EquipmentType) => `${EQUIPMENT_TYPE_LABELS[type]} (min)`,
    defaults: DEFAULT_LABOUR_MINUTES,
  },
  {
    field: 'labourMinutes',
    title: 'Options du logement',
    types: OPTION_LABOUR_TYPES,
    label: (type: OptionLabourType) => `${OPTION_LABOUR_LABELS[type]} (min)`,
    defaults: DEFAULT_OPTION_LABOUR_MINUTES,
  },
  {
    field: 'boardLabourMinutes',
    title: 'Tableau électrique',
    types: BOARD_LABOUR_TYPES,
    label: (type: DimensioningItemType) => `${BOARD_LABOUR_LABELS[type]} (min)`,
    defaults: DEFAULT_BOARD_LABOUR_MINUTES,
  },
];

export function toMinutes(settings: CompanySettings): Minutes {
  const own: Record<string, number | undefined> = {
    ...settings.labourMinutes,
    ...settings.boardLabourMinutes,
  };
  return Object.fromEntries(
    [...EQUIPMENT_TYPES, ...OPTION_LABOUR_TYPES, ...DIMENSIONING_ITEM_TYPES].map((type) => [
      type,
      own[type] === undefined ? '' : String(own[type]),
    ]),
  ) as Minutes;
}

/** Typed fitting times of one table as the schema reads them: only the filled ones, over the defaults. */
function minutesInput(minutes: Minutes, types: readonly (keyof Minutes)[]): Record<string, string> {
  return Object.fromEntries(
    types.map((type) => [type, minutes[type]]).filter(([, text]) => text?.trim() !== ''),
  );
}

const NUMBER_FIELDS = [
  'capital',
  'hourlyRate',
  'suppliesPercent',
  'travelFee',
  'depositPercent',
  'validityDays',
] as const;

export function toValues({
  labourMinutes: _minutes,
  boardLabourMinutes: _board,
  linePrices: _prices,
  ...settings
}: CompanySettings): Values {
  const values = {} as Values;
  for (const [key, value] of Object.entries(settings) as [keyof Values, unknown][]) {
    values[key] = value === null || value === undefined ? '' : String(value).replace('.', ',');
  }
  // Text fields keep their dots.
  for (const key of Object.keys(settings) as (keyof Values)[]) {
    if (!(NUMBER_FIELDS as readonly string[]).includes(key)) values[key] = String(settings[key] ?? '');
  }
  return values;
}

/** The form's texts as the schema reads them: numbers with a decimal comma or dot, an empty capital as none. */
function toInput(values: Values): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const key of NUMBER_FIELDS) {
    const text = values[key].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    input[key] = key === 'capital' && text === '' ? null : text === '' ? undefined : text;
  }
  input.vatExempt = values.vatExempt === 'true';
  input.vatOnDebits = values.vatOnDebits === 'true';
  return input;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** How a setting is asked: its label, a hint under it, a long text or a checkbox. */
interface FieldSpec {
  label: string;
  hint?: string;
  long?: boolean;
  check?: boolean;
}

/** Every setting of the form, by name (the type asks for all of them). */
export const FIELDS: Record<keyof Values, FieldSpec> = {
  name: { label: 'Nom de la société' },
  siret: { label: 'Numéro SIRET' },
  legalForm: { label: 'Forme juridique', hint: 'SARL, SAS, EI…' },
  capital: { label: 'Capital social (€)' },
  registration: { label: 'RCS ou RM', hint: 'RCS Lyon 732\u00a0829\u00a0320 ou RM 69…' },
  vatNumber: { label: 'N° de TVA intracommunautaire' },
  vatExempt: {
    label: 'Franchise en base de TVA (art. 293 B du CGI)',
    check: true,
    hint: 'Devis à 0\u00a0%, avec la mention «\u00a0TVA non applicable, art. 293 B du CGI\u00a0»',
  },
  vatOnDebits: {
    label: 'Option pour le paiement de la TVA d’après les débits',
    check: true,
    hint: 'Mention imprimée sur vos factures de travaux',
  },
  address: { label: 'Adresse' },
  postalCode: { label: 'Code postal' },
  city: { label: 'Ville' },
  phone: { label: 'Téléphone' },
  email: { label: 'Email de contact' },
  insurer: { label: 'Assureur' },
  insurerContact: { label: 'Coordonnées de l’assureur' },
  insurancePolicy: { label: 'N° de police' },
  insuranceCoverage: { label: 'Couverture géographique' },
  hourlyRate: { label: 'Taux horaire HT (€)' },
  suppliesPercent: { label: 'Petites fournitures (% des fournitures)' },
  travelFee: { label: 'Déplacement HT (€)' },
  depositPercent: { label: 'Acompte (%)' },
  validityDays: { label: 'Validité du devis (jours)' },
  latePaymentMention: { label: 'Pénalités de retard (clients professionnels)', long: true },
  mediatorMention: { label: 'Médiateur de la consommation', long: true },
};

/** The form's sections, each with its settings in order. */
export const GROUPS: { title: string; fields: (keyof Values)[] }[] = [
  {
    title: 'Identité',
    fields: [
      'name',
      'siret',
      'legalForm',
      'capital',
      'registration',
      'vatNumber',
      'vatExempt',
      'vatOnDebits',
    ],
  },
  { title: 'Coordonnées', fields: ['address', 'postalCode', 'city', 'phone', 'email'] },
  {
    title: 'Assurance décennale',
    fields: ['insurer', 'insurerContact', 'insurancePolicy', 'insuranceCoverage'],
  },
  {
    title: 'Tarifs et conditions',
    fields: [
      'hourlyRate',
      'suppliesPercent',
      'travelFee',
      'depositPercent',
      'validityDays',
      'latePaymentMention',
      'mediatorMention',
    ],
  },
];

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Each table's refusals, by the key under its field ('labourMinutes.SimpleSocket' → 'SimpleSocket'). */
function errorsUnder(issues: readonly { path: PropertyKey[]; message: string }[], fields: readonly string[]) {
  return Object.fromEntries(
    issues
      .filter((issue) => fields.includes(String(issue.path[0])))
      .map((issue) => [String(issue.path[1]), issue.message]),
  );
}

/** Each refusal of the form, under its field. */
export interface SettingsErrors {
  fields: FieldErrors<keyof CompanySettings>;
  minutes: FieldErrors<keyof Minutes>;
  prices: FieldErrors<keyof LinePricesText>;
}

/** The form as typed, read by the domain schema: the settings to send, or each field's refusal. */
export function parseCompanySettings(
  values: Values,
  minutes: Minutes,
  prices: LinePricesText,
): { ok: true; data: CompanySettings } | { ok: false; errors: SettingsErrors } {
  const parsed = companySettingsSchema.safeParse({
    ...toInput(values),
    labourMinutes: minutesInput(minutes, [...EQUIPMENT_TYPES, ...OPTION_LABOUR_TYPES]),
    boardLabourMinutes: minutesInput(minutes, DIMENSIONING_ITEM_TYPES),
    linePrices: linePricesInput(prices),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    errors: {
      fields: zodFieldErrors<CompanySettings>(parsed.error) as FieldErrors<keyof CompanySettings>,
      minutes: errorsUnder(parsed.error.issues, ['labourMinutes', 'boardLabourMinutes']) as FieldErrors<
        keyof Minutes
      >,
      prices: errorsUnder(parsed.error.issues, ['linePrices']) as FieldErrors<keyof LinePricesText>,
    },
  };
}
