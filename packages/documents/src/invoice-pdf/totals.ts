import { formatVatRate, toEuros } from '@courant/domain';
import { type AmountRow, drawAmountsBox } from '../layout/index.ts';
import type { InvoiceContext } from './context.ts';

const BOX_W = 250;

/** Cents of the lines of a role (the acomptes and situations a solde deducts), HT. */
function deductedCents(lines: InvoiceContext['doc']['content']['lines']): number {
  return lines.filter((line) => line.role === 'deduction').reduce((sum, line) => sum + line.totalCents, 0);
}

/**
 * Totals HT, the base and VAT of each rate, TTC; what the earlier invoices deducted (already in the
 * lines); the retenue de garantie and the net to pay — or, for an avoir, the amount credited.
 */
export function drawTotals({ layout: l, doc }: InvoiceContext): void {
  const { content } = doc;
  const t = content.totals;
  const deducted = deductedCents(content.lines);
  const rows: AmountRow[] = [
    ...(deducted !== 0 ? [{ label: 'Déjà facturé, déduit (HT)', euros: toEuros(deducted) }] : []),
    { label: 'Total HT', euros: toEuros(t.htCents) },
    ...t.byRate.flatMap((r) => [
      { label: `Base HT à ${formatVatRate(r.rate)}`, euros: toEuros(r.baseCents) },
      { label: `TVA ${formatVatRate(r.rate)}`, euros: toEuros(r.vatCents) },
    ]),
    { label: 'Total TTC', euros: toEuros(t.ttcCents), strong: !content.retenue },
    ...(content.retenue
      ? [
          { label: 'Retenue de garantie', euros: -toEuros(content.retenue.amountCents) },
          { label: 'Net à payer', euros: toEuros(content.netToPayCents), strong: true },
        ]
      : []),
    ...(content.credits
      ? [{ label: 'Montant de l’avoir', euros: toEuros(content.netToPayCents), strong: true }]
      : []),
  ];
  drawAmountsBox(l, rows, BOX_W);
}
