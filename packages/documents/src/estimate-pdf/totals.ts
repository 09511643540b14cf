import {
  estimateTotals,
  formatVatRate,
  hasReducedRate,
  REDUCED_VAT_MENTION,
  VAT_EXEMPT_MENTION,
  vatRateLabel,
} from '@courant/domain';
import { type AmountRow, COLORS, drawAmountsBox } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

const BOX_W = 230;

/** Under the parties: in which currency and at which VAT rate the amounts read. */
export function drawAmountsNote({ layout: l, exempt, quoteRate }: DevisContext): void {
  l.text(
    exempt
      ? `Montants en euros. ${VAT_EXEMPT_MENTION}.`
      : `Montants en euros hors taxes, TVA ${formatVatRate(quoteRate)} sauf mention contraire.`,
    l.left,
    { size: 9, color: COLORS.muted },
  );
  l.down(14);
}

/**
 * Total HT, the VAT of each rate (with its base when there are several) and the total TTC — the same
 * estimateTotals as the screen —, then the franchise or reduced-rate mention the totals call for.
 */
export function drawTotals({ layout: l, input, quoteRate, exempt }: DevisContext): void {
  const lines = [...input.quoteItems, ...input.dimensioningItems];
  const totals = estimateTotals(lines, quoteRate);
  const several = totals.byRate.length > 1;
  const rows: AmountRow[] = [
    { label: 'Total HT', euros: totals.totalHT },
    ...totals.byRate.flatMap((r) => [
      ...(several ? [{ label: `Base HT à ${formatVatRate(r.rate)}`, euros: r.baseHT }] : []),
      { label: vatRateLabel(r.rate), euros: r.tva },
    ]),
    { label: 'Total TTC', euros: totals.totalTTC, strong: true },
  ];
  drawAmountsBox(l, rows, BOX_W);
  if (exempt) {
    l.text(VAT_EXEMPT_MENTION, l.right - BOX_W, { size: 9.5, bold: true });
    l.down(16);
  }
  if (hasReducedRate(lines, quoteRate)) {
    l.paragraph(REDUCED_VAT_MENTION, { size: 8.5 });
    l.down(6);
  }
}
