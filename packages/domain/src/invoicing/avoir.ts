import { formatDate } from '../format.ts';
import { allocate, baseForTtc, eurosToCents } from './amounts.ts';
import { contentOf } from './content.ts';
import type { AvoirRequest, InvoiceContent, InvoiceLine } from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { cancelledIds, creditedByInvoice, type IssuedInvoice, referenceOf } from './ledger.ts';
import { compareInvoiceNumbers } from './numbering.ts';
import { sumByRate, ttcByRate } from './totals.ts';

// Avoir (reference/factures.md): the only way to correct an issued invoice. It references the
// invoice, credits all that is left of it (which cancels it) or a part (a reduction granted), and
// never more than is left once the earlier avoirs are counted.

/**
 * An avoir on `invoice`, one of `devisInvoices` (every invoice issued on its devis, avoirs included).
 * Cancelling an invoice that later invoices of the devis build on (a situation deducted by the solde)
 * would leave them wrong: those are cancelled first, the latest first.
 */
export function buildAvoir(
  invoice: IssuedInvoice,
  devisInvoices: readonly IssuedInvoice[],
  request: AvoirRequest,
): InvoicingResult<InvoiceContent> {
  if (invoice.content.kind === 'avoir') return refuse('AVOIR_NOT_ALLOWED', INVOICING_MESSAGES.avoirOfAvoir);
  const credited = creditedByInvoice(devisInvoices);
  const cancelled = cancelledIds(devisInvoices);
  const leftCents = invoice.content.totals.ttcCents - (credited.get(invoice.id) ?? 0);
  if (cancelled.has(invoice.id) || leftCents <= 0) {
    return refuse('AVOIR_NOT_ALLOWED', INVOICING_MESSAGES.alreadyCredited(invoice.number));
  }
  const earlierAvoirs = devisInvoices.filter(
    (other) => other.content.kind === 'avoir' && other.content.credits?.invoiceId === invoice.id,
  );
  const askedCents = request.whole ? leftCents : eurosToCents(request.amount ?? 0);
  if (askedCents > leftCents) {
    return refuse('AVOIR_TOO_HIGH', INVOICING_MESSAGES.avoirTooHigh(askedCents, invoice.number, leftCents));
  }
  const whole = askedCents === leftCents;
  if (whole) {
    const later = devisInvoices
      .filter(
        (other) =>
          other.content.kind !== 'avoir' &&
          !cancelled.has(other.id) &&
          compareInvoiceNumbers(other.number, invoice.number) > 0,
      )
      .sort((a, b) => compareInvoiceNumbers(b.number, a.number))[0];
    if (later) {
      return refuse('AVOIR_NOT_ALLOWED', INVOICING_MESSAGES.cancelLaterFirst(invoice.number, later.number));
    }
  }

  // What is left of the invoice per rate: its base and TTC less the earlier avoirs'.
  const creditedBases = sumByRate(earlierAvoirs.flatMap((avoir) => avoir.content.lines));
  const creditedTtc = new Map<number, number>();
  for (const avoir of earlierAvoirs) {
    for (const [rate, ttc] of ttcByRate(avoir.content.totals))
      creditedTtc.set(rate, (creditedTtc.get(rate) ?? 0) + ttc);
  }
  const rates = invoice.content.totals.byRate
    .map((r) => ({
      rate: r.rate,
      baseLeft: r.baseCents - (creditedBases.get(r.rate) ?? 0),
      ttcLeft: r.baseCents + r.vatCents - (creditedTtc.get(r.rate) ?? 0),
    }))
    .filter((r) => r.ttcLeft > 0);
  const shares = whole
    ? rates.map((r) => r.ttcLeft)
    : allocate(
        askedCents,
        rates.map((r) => r.ttcLeft),
      );
  const of = `la facture ${invoice.number} du ${formatDate(invoice.issuedOn)}`;
  const label = whole && earlierAvoirs.length === 0 ? `Annulation de ${of}` : `Avoir sur ${of}`;
  const reason = request.reason.trim();
  const lines = rates
    .map((r, i): InvoiceLine => {
      const base = whole ? r.baseLeft : baseForTtc(shares[i] ?? 0, r.rate);
      return {
        id: `C${i + 1}`,
        role: 'credit',
        label: reason ? `${label} — ${reason}` : label,
        quantity: 1,
        unit: 'forfait',
        unitPriceCents: base,
        totalCents: base,
        vatRate: r.rate,
      };
    })
    .filter((line) => line.totalCents > 0);
  return {
    ok: true,
    value: contentOf('avoir', lines, { credits: { ...referenceOf(invoice), whole } }),
  };
}
