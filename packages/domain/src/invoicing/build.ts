import { buildAcompte } from './acompte.ts';
import { buildAvoir } from './avoir.ts';
import type { InvoicedDevis } from './devis-lines.ts';
import type { InvoiceContent, InvoiceRequest } from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { devisLedger, type IssuedInvoice } from './ledger.ts';
import { buildSituation } from './situation.ts';
import { buildSolde } from './solde.ts';

/**
 * The content of an invoice asked on an accepted devis, against every invoice already issued on it
 * (avoirs included). The server calls it for the draft and again in the issuing transaction, so an
 * invoice issued since the draft was made is taken into account.
 */
export function buildInvoiceContent(
  devis: InvoicedDevis,
  issued: readonly IssuedInvoice[],
  request: InvoiceRequest,
): InvoicingResult<InvoiceContent> {
  switch (request.kind) {
    case 'acompte':
      return buildAcompte(devisLedger(devis, issued), request);
    case 'situation':
      return buildSituation(devisLedger(devis, issued), request);
    case 'solde':
      return buildSolde(devisLedger(devis, issued), request);
    case 'avoir': {
      const invoice = issued.find((candidate) => candidate.id === request.invoiceId);
      if (!invoice) return refuse('AVOIR_NOT_ALLOWED', INVOICING_MESSAGES.avoirOfDraft);
      return buildAvoir(invoice, issued, request);
    }
  }
}
