import { boxPriceCents, platePriceCents } from '../catalogue/devices.ts';
import { toCents, toEuros } from '../money.ts';
import { DEFAULT_VAT_RATE, lineVatRate, VAT_EXEMPT_RATE, VAT_RATES, type VatRate } from './schema.ts';

// Line totals and estimate totals (part 2 §9, §5)

/** Fields a line total reads; quote items and dimensioning items both fit. */
export interface PricedLine {
  prix: number;
  quantity: number;
  reference_principal?: string | null;
  plaque_blanche?: string | null;
  plaque_noir?: string | null;
  boite_encastrement?: string | null;
  vatRate?: VatRate | null;
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The parts one unit of a line is billed for: the device (`prix`), each plate, the box. */
export const LINE_PARTS = ['appareil', 'plaque_blanche', 'plaque_noir', 'boite_encastrement'] as const;
export type LinePart = (typeof LINE_PARTS)[number];

export interface UnitPartCents {
  part: LinePart;
  reference: string;
  cents: number;
}

/**
 * What one unit of a line is billed for, in cents: its device at `prix`, then the plates and the box
 * its references name at their catalogue prices (part 2 §9). Blank or unknown references cost nothing
 * and are left out (§5). Board lines name no plate or box: their one part is `prix`.
 */
export function unitPartsCents(item: PricedLine): UnitPartCents[] {
  const parts: UnitPartCents[] = [
    {
      part: 'appareil',
      reference: item.reference_principal?.trim() ?? '',
      cents: toCents(nonNegative(item.prix)),
    },
  ];
  const add = (part: LinePart, reference: string | null | undefined, cents: number) => {
    if (cents > 0) parts.push({ part, reference: reference?.trim() ?? '', cents });
  };
  add('plaque_blanche', item.plaque_blanche, platePriceCents(item.plaque_blanche));
  add('plaque_noir', item.plaque_noir, platePriceCents(item.plaque_noir));
  add('boite_encastrement', item.boite_encastrement, boxPriceCents(item.boite_encastrement));
  return parts;
}

/** The unit price of a line in cents: the sum of its parts. */
function unitCents(item: PricedLine): number {
  return unitPartsCents(item).reduce((sum, part) => sum + part.cents, 0);
}

/**
 * (price + white plate + black plate + box) × quantity, in cents, rounded once. Board lines carry no
 * plate or box, so this is price × quantity for them (part 2 §9).
 */
export function lineTotalCents(item: PricedLine): number {
  return Math.round(unitCents(item) * nonNegative(item.quantity));
}

/** A line total in euros (2 decimals). */
export function lineTotal(item: PricedLine): number {
  return toEuros(lineTotalCents(item));
}

/** The unit price a line shows: what one unit costs, its device, plate and box together. */
export function unitPrice(item: PricedLine): number {
  return toEuros(unitCents(item));
}

/** One VAT rate of a devis: the lines' total HT at that rate and its VAT. */
export interface VatBreakdown {
  rate: VatRate;
  baseHT: number;
  tva: number;
}

export interface EstimateTotals {
  totalHT: number;
  /** The sum of the VAT of every rate. */
  tva: number;
  totalTTC: number;
  /** Totals per VAT rate, highest rate first (0 % under the franchise); rates without lines are left out (arrêté 24/01/2017). */
  byRate: VatBreakdown[];
}

/**
 * Sum of all lines, the VAT of each rate (on that rate's total HT, rounded to the cent once per rate)
 * and the total TTC, in cents, returned in euros. A line without a rate takes the quote's (20 % by
 * default, part 2 §9).
 */
export function estimateTotals(
  items: readonly PricedLine[],
  quoteRate: VatRate = DEFAULT_VAT_RATE,
): EstimateTotals {
  const bases = new Map<VatRate, number>();
  for (const item of items) {
    const rate = lineVatRate(item, quoteRate);
    bases.set(rate, (bases.get(rate) ?? 0) + lineTotalCents(item));
  }
  const rates: VatRate[] = [...VAT_RATES, VAT_EXEMPT_RATE];
  const byRate = rates
    .filter((rate) => bases.has(rate))
    .map((rate) => {
      const baseCents = bases.get(rate) ?? 0;
      // Rates in tenths of a percent keep 5,5 % exact in integers.
      const tvaCents = Math.round((baseCents * rate * 10) / 1000);
      return { rate, baseCents, tvaCents };
    });
  const htCents = byRate.reduce((sum, r) => sum + r.baseCents, 0);
  const tvaCents = byRate.reduce((sum, r) => sum + r.tvaCents, 0);
  return {
    totalHT: toEuros(htCents),
    tva: toEuros(tvaCents),
    totalTTC: toEuros(htCents + tvaCents),
    byRate: byRate.map((r) => ({ rate: r.rate, baseHT: toEuros(r.baseCents), tva: toEuros(r.tvaCents) })),
  };
}
