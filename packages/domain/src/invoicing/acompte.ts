import { formatVatRate } from '../estimate/mentions.ts';
import { allocate, baseForTtc, eurosToCents, percentToBp, shareOf } from './amounts.ts';
import { contentOf } from './content.ts';
import type { AcompteRequest, InvoiceContent, InvoiceLine } from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { type DevisLedger, remainingTtc } from './ledger.ts';

// Facture d'acompte (reference/factures.md): a percentage or an amount of the accepted devis TTC,
// whose VAT is charged on the acompte itself, rate by rate.

/**
 * The acompte's TTC asked: `percent` of the devis TTC, or `amount` euros TTC. It may not exceed what
 * is left to bill; it is shared between the VAT rates in proportion to what each has left, so that
 * no rate is ever billed beyond the devis.
 */
export function buildAcompte(ledger: DevisLedger, request: AcompteRequest): InvoicingResult<InvoiceContent> {
  const { devis, solde } = ledger;
  if (solde) return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.soldeIssued(solde.number));
  if (ledger.devisTotals.ttcCents <= 0)
    return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.emptyDevis);
  const askedCents =
    request.percent !== undefined
      ? shareOf(ledger.devisTotals.ttcCents, percentToBp(request.percent))
      : eurosToCents(request.amount ?? 0);
  const left = [...remainingTtc(ledger)].sort(([a], [b]) => b - a);
  const leftCents = left.reduce((sum, [, ttc]) => sum + ttc, 0);
  if (leftCents <= 0) return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.nothingLeft);
  if (askedCents > leftCents) {
    return refuse('ACOMPTE_TOO_HIGH', INVOICING_MESSAGES.acompteTooHigh(askedCents, leftCents));
  }
  const shares = allocate(
    askedCents,
    left.map(([, ttc]) => ttc),
  );
  const rated = left.map(([rate], i) => ({ rate, ttc: shares[i] ?? 0 })).filter((part) => part.ttc > 0);
  const what =
    request.percent !== undefined
      ? `Acompte de ${String(request.percent).replace('.', ',')}\u00a0% sur le devis ${devis.number}`
      : `Acompte sur le devis ${devis.number}`;
  const lines = rated.map(({ rate, ttc }, i): InvoiceLine => {
    const base = baseForTtc(ttc, rate);
    return {
      id: `A${i + 1}`,
      role: 'acompte',
      label: rated.length > 1 ? `${what} — travaux à ${formatVatRate(rate)}` : what,
      quantity: 1,
      unit: 'forfait',
      unitPriceCents: base,
      totalCents: base,
      vatRate: rate,
    };
  });
  return { ok: true, value: contentOf('acompte', lines) };
}
