import { formatDate } from '../format.ts';
import { FULL_BP } from './amounts.ts';
import { contentOf, retenueAsked } from './content.ts';
import {
  INVOICE_KIND_LABELS,
  type InvoiceContent,
  type InvoiceLine,
  type SoldeRequest,
} from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { type DevisLedger, progressOf, referenceOf } from './ledger.ts';
import { sumByRate } from './totals.ts';

// Facture de solde (reference/factures.md): the devis in full, less every invoice issued before it
// on the devis — each acompte, each situation net of the acomptes it deducted — at its VAT rate.

export function buildSolde(ledger: DevisLedger, request: SoldeRequest): InvoicingResult<InvoiceContent> {
  const { devis, solde } = ledger;
  if (solde) return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.soldeIssued(solde.number));
  const retenue = retenueAsked(request, devis.acceptedOn);
  if (!retenue.ok) return retenue;

  const works = devis.lines.map(
    (line): InvoiceLine => ({
      id: line.id,
      role: 'works',
      label: line.label,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
      vatRate: line.vatRate,
      devisLineId: line.id,
      roomId: line.roomId,
      roomName: line.roomName,
      contractCents: line.totalCents,
      progress: { previousBp: progressOf(ledger, line), cumulativeBp: FULL_BP },
    }),
  );
  const deductions = ledger.active.flatMap((invoice) =>
    [...sumByRate(invoice.content.lines)]
      .filter(([, base]) => base !== 0)
      .sort(([a], [b]) => b - a)
      .map(([rate, base]): InvoiceLine => {
        const what = `${INVOICE_KIND_LABELS[invoice.content.kind]} ${invoice.number} du ${formatDate(invoice.issuedOn)}`;
        return {
          id: `D-${invoice.number}-${rate}`,
          role: 'deduction',
          label: `Déduction\u00a0: ${what}`,
          // A unit price is never negative (EN 16931 BR-27): the sign rides on the quantity.
          quantity: base > 0 ? -1 : 1,
          unit: 'forfait',
          unitPriceCents: Math.abs(base),
          totalCents: -base,
          vatRate: rate,
          deducts: [referenceOf(invoice)],
        };
      }),
  );
  const content = contentOf('solde', [...works, ...deductions], { retenue: retenue.value });
  if (content.totals.byRate.every((rate) => rate.baseCents <= 0)) {
    return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.nothingLeft);
  }
  return { ok: true, value: content };
}
