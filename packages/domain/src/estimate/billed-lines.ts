import { z } from 'zod';
import { toEuros } from '../money.ts';
import {
  DEFAULT_VAT_RATE,
  dimensioningItemSchema,
  lineVatRate,
  quoteItemSchema,
  type VatRate,
} from './schema.ts';
import { LINE_PARTS, lineTotalCents, type PricedLine, unitPartsCents } from './totals.ts';

// A line as billed, for whoever reads a devis without the domain's code (REST clients, the SDK's
// users): its VAT rate, unit price and total as the devis's totals count them, and what one unit is made
// of when it is priced in parts (a lighting point's device at 3,90 € and its DCL box at 4,20 €: billed
// 8,10 €). The lines' totals at each rate add up to that rate's base (estimateTotals), to the cent.

export const billedPartSchema = z.object({
  /** 'appareil' is the line's `prix`; the others are the prices of the references in those fields. */
  part: z.enum(LINE_PARTS),
  reference: z.string(),
  /** € HT for one unit. */
  unitPrice: z.number(),
});

export const billedLineSchema = z
  .object({
    /** The rate the line is billed at: its own, else the devis's. */
    vatRate: z.number(),
    /** € HT for one unit, its parts together. */
    unitPrice: z.number(),
    /** € HT: the unit price × the quantity, rounded to the cent once. */
    total: z.number(),
    /** The unit's parts, when more than the device is priced (a plate, a box). */
    parts: z.array(billedPartSchema).optional(),
  })
  .describe(
    'Calculé par le serveur, ignoré en entrée\u00a0: taux de TVA, prix unitaire HT et total HT de la ligne tels que le devis les facture (les totaux des lignes d’un taux font la base HT de ce taux)',
  );
export type BilledLine = z.infer<typeof billedLineSchema>;

/** What a line is billed, at the devis's rate when it has none of its own. */
export function billedLine(item: PricedLine, quoteRate: VatRate = DEFAULT_VAT_RATE): BilledLine {
  const parts = unitPartsCents(item);
  const billed: BilledLine = {
    vatRate: lineVatRate(item, quoteRate),
    unitPrice: toEuros(parts.reduce((sum, part) => sum + part.cents, 0)),
    total: toEuros(lineTotalCents(item)),
  };
  if (parts.length > 1)
    billed.parts = parts.map((p) => ({ part: p.part, reference: p.reference, unitPrice: toEuros(p.cents) }));
  return billed;
}

/** Lines as an answer gives them: each with what it is billed. */
export function withBilled<T extends PricedLine>(
  items: readonly T[],
  quoteRate: VatRate = DEFAULT_VAT_RATE,
): (T & { billed: BilledLine })[] {
  return items.map((item) => ({ ...item, billed: billedLine(item, quoteRate) }));
}

/** An estimate line as answers give it: what was saved, and what it is billed. */
export const billedQuoteItemSchema = quoteItemSchema.extend({ billed: billedLineSchema });
export type BilledQuoteItem = z.infer<typeof billedQuoteItemSchema>;

/** A board line as answers give it. */
export const billedDimensioningItemSchema = dimensioningItemSchema.extend({ billed: billedLineSchema });
export type BilledDimensioningItem = z.infer<typeof billedDimensioningItemSchema>;
