import type { VatRate } from '../estimate/schema.ts';
import { vatOf } from './amounts.ts';
import type { InvoiceTotals, RateTotal } from './invoice.schema.ts';

// Totals of an invoice (art. 242 nonies A annexe II CGI: totals HT per rate, VAT per rate, TTC) and
// amounts per rate, the unit in which the devis, its invoices and their deductions are compared.

/** Cents per VAT rate. */
export type RateAmounts = Map<VatRate, number>;

/** The sum of `totalCents` per rate. */
export function sumByRate(lines: Iterable<{ vatRate: VatRate; totalCents: number }>): RateAmounts {
  const sums: RateAmounts = new Map();
  for (const line of lines) sums.set(line.vatRate, (sums.get(line.vatRate) ?? 0) + line.totalCents);
  return sums;
}

/** Bases per rate → each rate's VAT on its base (rounded once per rate) and the totals; highest rate first. */
export function totalsOfBases(bases: RateAmounts): InvoiceTotals {
  const byRate: RateTotal[] = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatOf(baseCents, rate) }));
  const htCents = byRate.reduce((sum, r) => sum + r.baseCents, 0);
  const vatCents = byRate.reduce((sum, r) => sum + r.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents, byRate };
}

/** The totals of lines: HT per rate, the VAT of each rate, TTC. */
export function invoiceTotals(lines: Iterable<{ vatRate: VatRate; totalCents: number }>): InvoiceTotals {
  return totalsOfBases(sumByRate(lines));
}

/** Each rate's TTC (base + its VAT) of some totals. */
export function ttcByRate(totals: InvoiceTotals): RateAmounts {
  return new Map(totals.byRate.map((r) => [r.rate, r.baseCents + r.vatCents]));
}
