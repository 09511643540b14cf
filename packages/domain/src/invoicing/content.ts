import { percentToBp, shareOf } from './amounts.ts';
import type { InvoiceContent, InvoiceKind, InvoiceLine, Retenue } from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { oneYearAfter } from './terms.ts';
import { invoiceTotals } from './totals.ts';

// An invoice's content from its lines: totals, the retenue de garantie and what is to pay.

/** The content of an invoice of these lines; a retenue (situation, solde) is taken on its TTC. */
export function contentOf(
  kind: InvoiceKind,
  lines: InvoiceLine[],
  options: { retenue?: RetenueAsked | null; credits?: InvoiceContent['credits'] } = {},
): InvoiceContent {
  const totals = invoiceTotals(lines);
  const retenue = options.retenue ? retenueOn(totals.ttcCents, options.retenue) : null;
  return {
    kind,
    lines,
    totals,
    retenue,
    netToPayCents: totals.ttcCents - (retenue?.amountCents ?? 0),
    credits: options.credits ?? null,
  };
}

/** A retenue as asked: its rate and, when the works are accepted, the day they were. */
export interface RetenueAsked {
  rateBp: number;
  worksAcceptedOn: string | null;
}

/**
 * At most 5 % of what the invoice bills TTC (loi 71-584 art. 1: 'au plus égale à 5 % du montant
 * des marchés', taken on each payment), released one year after the acceptance of the works.
 */
export function retenueOn(ttcCents: number, asked: RetenueAsked): Retenue {
  return {
    rateBp: asked.rateBp,
    amountCents: Math.max(0, shareOf(ttcCents, asked.rateBp)),
    worksAcceptedOn: asked.worksAcceptedOn,
    releaseOn: asked.worksAcceptedOn ? oneYearAfter(asked.worksAcceptedOn) : null,
  };
}

/** The retenue a situation or a solde request asks for, checked against the devis's acceptance. */
export function retenueAsked(
  request: { retenuePercent?: number | undefined; worksAcceptedOn?: string | undefined },
  devisAcceptedOn: string,
): InvoicingResult<RetenueAsked | null> {
  if (request.worksAcceptedOn !== undefined && request.worksAcceptedOn < devisAcceptedOn) {
    return refuse('INVALID_DATE', INVOICING_MESSAGES.worksAcceptedBefore(devisAcceptedOn));
  }
  if (request.retenuePercent === undefined) return { ok: true, value: null };
  return {
    ok: true,
    value: { rateBp: percentToBp(request.retenuePercent), worksAcceptedOn: request.worksAcceptedOn ?? null },
  };
}
