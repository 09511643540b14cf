import { z } from 'zod';
import { breakerRowFields } from '../dimensioning/dimensioning.schema.ts';
import { equipmentTypeSchema } from '../equipment-types.ts';
import { columnOf, idsOf } from '../labelled.ts';
import { type LineUnit, lineUnitSchema, normaliseQuantity } from './quantity.ts';
import { quoteStatusInputSchema } from './quote-life.ts';

// Schemas of the estimate and the quote (part 2 §3.8, §3.9)

const reference = z.string().trim().max(200).default('');
const price = z.coerce.number().min(0, 'Le prix doit être positif').max(1_000_000);

/**
 * What a line is: supplies, labour, travel or anything else, with its label and the unit a
 * line of it has when it gives none. Only supplies that are wiring devices get a plate and a box;
 * labour is counted in hours, travel as a flat fee.
 */
const LINE_KIND_TABLE = {
  fourniture: { label: 'Fourniture', unit: 'u' },
  main_oeuvre: { label: 'Main d’œuvre', unit: 'h' },
  deplacement: { label: 'Déplacement', unit: 'forfait' },
  autre: { label: 'Autre', unit: 'u' },
} satisfies Record<string, { label: string; unit: LineUnit }>;
export const LINE_KINDS = idsOf(LINE_KIND_TABLE);
export const lineKindSchema = z.enum(LINE_KINDS);
export type LineKind = z.infer<typeof lineKindSchema>;
export const LINE_KIND_LABELS: Record<LineKind, string> = columnOf(LINE_KIND_TABLE, 'label');

/** The unit of a line: its own, else its kind's (hours for labour, a flat fee for travel), pieces otherwise. */
export function lineUnit(line: { unit?: LineUnit | null; kind?: LineKind | null }): LineUnit {
  if (line.unit) return line.unit;
  // A kind read from storage unchecked may be none of the table's.
  return (line.kind && LINE_KIND_TABLE[line.kind]?.unit) || 'u';
}

/** The VAT rate of a line: its own, else the quote's (default 20 %). */
export function lineVatRate(
  line: { vatRate?: VatRate | null },
  quoteRate: VatRate = DEFAULT_VAT_RATE,
): VatRate {
  return line.vatRate ?? quoteRate;
}

/**
 * VAT rates for works in a dwelling (CGI art. 278-0 bis A, 279-0 bis; reference/devis.md): 20 %
 * by default, 10 % for improvement works in a dwelling over two years old, 5,5 % for energy
 * renovation works. These are the rates a devis chooses from.
 */
export const VAT_RATES = [20, 10, 5.5] as const;
/**
 * The rate of a company under the franchise en base (art. 293 B du CGI): it charges no VAT, so every
 * line of its devis is at 0 % (see vat-regime.ts); never chosen for a company that charges VAT.
 */
export const VAT_EXEMPT_RATE = 0;
export type VatRate = (typeof VAT_RATES)[number] | typeof VAT_EXEMPT_RATE;
export const DEFAULT_VAT_RATE: VatRate = 20;
const VAT_RATE_MESSAGE =
  'Taux de TVA invalide (20\u00a0%, 10\u00a0%, 5,5\u00a0% ou 0\u00a0% en franchise en base)';
/** A rate sent as a number or a string ('5.5'); its JSON schema says which numbers. */
export const vatRateSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(20), z.literal(10), z.literal(5.5), z.literal(VAT_EXEMPT_RATE)], {
    error: VAT_RATE_MESSAGE,
  }),
);

/** An equipment line of the estimate; without roomId it is a custom item (part 2 §3.8). */
export const quoteItemSchema = z
  .object({
    id: z.coerce.string().min(1).max(100),
    intitule: z.string().trim().max(300).default(''),
    reference_principal: reference,
    prix: price,
    plaque_blanche: reference,
    plaque_noir: reference,
    boite_encastrement: reference,
    /** mm², as typed in the estimate (custom default '1.5'). */
    section_cable: z
      .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(20))
      .default(''),
    reference_cable: reference,
    /** Cable price per metre in euros, informative (not part of the line total, part 2 §9). */
    prix_au: z.coerce.number().min(0).max(100_000).default(0),
    /** Pieces for 'u' and 'forfait' lines, one decimal for metres and hours (normaliseQuantity). */
    quantity: z.preprocess((v) => normaliseQuantity(v, 'm'), z.number()).default(1),
    roomId: z.coerce.string().max(100).nullable().optional(),
    equipmentType: equipmentTypeSchema.nullable().optional(),
    /** Missing: 'fourniture' (lines saved before lines had a kind). */
    kind: lineKindSchema.optional(),
    /** Missing: 'u', or 'h' for labour and 'forfait' for travel (see lineUnit). */
    unit: lineUnitSchema.optional(),
    /** Missing: the quote's rate (see lineVatRate). */
    vatRate: vatRateSchema.optional(),
    /** No catalogue price was found: shown at 0 € with 'prix à saisir' until the user types one. */
    prixASaisir: z.boolean().optional(),
  })
  // A check-like rewrite rather than a transform, so that the JSON schema of the line stays an object.
  .overwrite((item) => ({ ...item, quantity: normaliseQuantity(item.quantity, lineUnit(item)) }));
export type QuoteItem = z.infer<typeof quoteItemSchema>;

/** What a line without a catalogue price says on screen, in the PDF and the CSV. */
export const PRICE_TO_ENTER = 'prix à saisir';

/** The line is still waiting for its price: flagged 'prix à saisir' and nothing typed yet. */
export function isPriceToEnter(item: Pick<QuoteItem, 'prixASaisir'> & { prix?: number | null }): boolean {
  return item.prixASaisir === true && !(Number(item.prix) > 0);
}

export const DIMENSIONING_ITEM_TYPES = [
  'circuit_breaker',
  'electrical_panel',
  'cable',
  'surge_protector',
  'differential_circuit_breaker',
] as const;
export const dimensioningItemTypeSchema = z.enum(DIMENSIONING_ITEM_TYPES);
export type DimensioningItemType = z.infer<typeof dimensioningItemTypeSchema>;

/** A board line of the estimate: breaker, panel, cable, surge protector or DDR (part 2 §3.8). */
export const dimensioningItemSchema = z
  .object({
    id: z.coerce.string().min(1).max(100),
    type: dimensioningItemTypeSchema,
    intitule: z.string().trim().max(300).default(''),
    reference_principal: reference,
    prix: price,
    /** Pieces, or metres for a cable (normaliseQuantity, by the line's type below). */
    quantity: z.preprocess((v) => normaliseQuantity(v, 'm'), z.number()).default(1),
    /** Amps for breakers and DDRs; free text such as '40kA' for surge protectors. */
    rating: z.union([z.number(), z.string().max(50)]).optional(),
    modules: z.coerce.number().int().min(1).max(10_000).optional(),
    section: z.coerce.number().min(0).max(1000).optional(),
    length_estimate: z.coerce.number().min(0).max(100_000).optional(),
    description: z.string().max(2000).optional(),
    rowId: z.string().max(100).optional(),
    circuitBreakerIds: z.array(z.string().max(100)).max(1000).optional(),
    /** Missing: the quote's rate (see lineVatRate). */
    vatRate: vatRateSchema.optional(),
    /** Breakers: their RCD row as the dimensioning planned it; DDRs: rcd_type is the type sold. */
    ...breakerRowFields,
    /** The spec sets no price for this product: shown 'prix à confirmer'. */
    prix_a_confirmer: z.boolean().optional(),
  })
  // As the estimate's lines: a check-like rewrite, so that the JSON schema of the line stays an object.
  .overwrite((item) => ({
    ...item,
    quantity: normaliseQuantity(item.quantity, item.type === 'cable' ? 'm' : 'u'),
  }));
export type DimensioningItem = z.infer<typeof dimensioningItemSchema>;

/** What a client sends to create or update a quote (part 2 §7). */
export const quoteContentSchema = z.object({
  name: z.string().trim().min(1).max(300),
  description: z.string().max(5000).nullable().optional(),
  quoteItems: z.array(quoteItemSchema).max(5000).default([]),
  dimensioningItems: z.array(dimensioningItemSchema).max(5000).default([]),
  /** Total HT in euros. */
  totalAmount: z.coerce.number().min(0).max(100_000_000).default(0),
  /** A missing status means draft (part 2 §4.4). */
  status: quoteStatusInputSchema.default('draft'),
});
export type QuoteContent = z.infer<typeof quoteContentSchema>;

/** The quote of part 2 §3.9. */
export const quoteSchema = quoteContentSchema.extend({
  id: z.coerce.string().min(1).max(100),
  projectId: z.coerce.string().min(1).max(100),
});
export type Quote = z.infer<typeof quoteSchema>;

/** 'Estimations {project name}' (part 2 §3.9). */
export function quoteName(projectName: string): string {
  return `Estimations ${projectName}`;
}
