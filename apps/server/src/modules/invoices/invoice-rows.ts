import {
  cancelledIds,
  creditedByInvoice,
  devisLines,
  dimensioningItemSchema,
  type InvoicedDevis,
  type InvoicingResult,
  type IssuedInvoice,
  type PaymentState,
  parisDate,
  quoteItemSchema,
} from '@courant/domain';
import { type Invoice, InvoicePaymentSchema, InvoiceSchema, type Quote } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseSaved } from '../parse-saved.ts';
import { isUuid, type Member } from '../projects/project-access.ts';
import { quoteStatusOf } from '../quotes/quote-life.service.ts';
import { quoteVatRate } from '../quotes/quotes.service.ts';
import { loadRooms } from '../rooms/rooms.service.ts';

// Reading invoices and what they are built from: the accepted devis, the invoices issued on it, the
// payments and avoirs that make an invoice's status.

export const invoiceNotFound = () => notFound('Facture');

export const INVOICE_MESSAGES = {
  devisNotAccepted: 'Seul un devis accepté peut être facturé\u00a0: faites d’abord accepter le devis',
  issued: (number: string | null) =>
    `La facture ${number ?? ''} est émise\u00a0: elle ne peut plus être modifiée ni supprimée (corrigez-la par un avoir)`,
  devisGone: 'Le devis de ce brouillon a été supprimé\u00a0: supprimez le brouillon',
  mentionsMissing: (missing: readonly { label: string }[]) =>
    `Une facture ne peut être émise sans ses mentions obligatoires\u00a0; complétez\u00a0: ${missing.map((m) => m.label).join(', ')}`,
} as const;

/** A domain refusal as the API's error (same code, same French message); the value otherwise. */
export function orRefuse<T>(result: InvoicingResult<T>): T {
  if (!result.ok) throw new AppError(result.error.code, result.error.message);
  return result.value;
}

/** 409 for any change asked of an issued invoice. */
export function refuseIfIssued(invoice: Pick<Invoice, 'status' | 'number'>): void {
  if (invoice.status === 'issued')
    throw new AppError('INVOICE_ISSUED', INVOICE_MESSAGES.issued(invoice.number ?? null));
}

/** An invoice of the member's company, or 404 (another company's is answered like a missing one). */
export async function findOwnedInvoice(em: Em, member: Member, invoiceId: string): Promise<Invoice> {
  if (!isUuid(invoiceId)) throw invoiceNotFound();
  const invoice = await em.findOne(InvoiceSchema, { id: invoiceId, company: member.companyId });
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** The day the devis was accepted (its decision, French calendar day). */
export function acceptedOnOf(quote: Quote): string {
  return parisDate(quote.decidedAt ?? quote.updatedAt);
}

/** The accepted devis as invoicing reads it; a devis not accepted is refused (409). */
export async function loadInvoicedDevis(em: Em, quote: Quote): Promise<InvoicedDevis> {
  if (quoteStatusOf(quote.status) !== 'accepted') {
    throw new AppError('DEVIS_NOT_ACCEPTED', INVOICE_MESSAGES.devisNotAccepted);
  }
  const rooms = await loadRooms(em, quote.project);
  return {
    id: quote.id,
    number: quote.number ?? '',
    acceptedOn: acceptedOnOf(quote),
    lines: devisLines(
      {
        quoteItems: parseSaved(quoteItemSchema, quote.quoteItems),
        dimensioningItems: parseSaved(dimensioningItemSchema, quote.dimensioningItems),
        vatRate: quoteVatRate(quote),
      },
      rooms.map((room) => ({ id: room.key, name: room.name })),
    ),
  };
}

export function toIssued(invoice: Invoice): IssuedInvoice {
  return {
    id: invoice.id,
    number: invoice.number ?? '',
    issuedOn: invoice.issuedOn ?? '',
    content: invoice.content,
  };
}

/** Every invoice issued on a devis, avoirs included: what a new one is built against. */
export async function issuedOfQuote(em: Em, quoteId: string): Promise<IssuedInvoice[]> {
  const rows = await em.find(InvoiceSchema, { quote: quoteId, status: 'issued' }, { refresh: true });
  return rows.map(toIssued);
}

/** What the status of each invoice is computed from, beyond its own row: its payments and avoirs. */
export interface Settlements {
  paidCents: Map<string, number>;
  creditedCents: Map<string, number>;
  cancelled: Set<string>;
  payments: Map<
    string,
    Array<{ id: string; paidOn: string; amountCents: number; method: string; reference: string }>
  >;
}

export async function loadSettlements(em: Em, invoiceIds: readonly string[]): Promise<Settlements> {
  const ids = [...new Set(invoiceIds)];
  const paidCents = new Map<string, number>();
  const payments: Settlements['payments'] = new Map();
  if (ids.length === 0) return { paidCents, creditedCents: new Map(), cancelled: new Set(), payments };
  const rows = await em.find(
    InvoicePaymentSchema,
    { invoice: { $in: ids } },
    { orderBy: { paidOn: 'asc', createdAt: 'asc' } },
  );
  for (const row of rows) {
    const amount = Number(row.amountCents);
    paidCents.set(row.invoice, (paidCents.get(row.invoice) ?? 0) + amount);
    const list = payments.get(row.invoice) ?? [];
    list.push({
      id: row.id,
      paidOn: row.paidOn,
      amountCents: amount,
      method: row.method,
      reference: row.reference,
    });
    payments.set(row.invoice, list);
  }
  const avoirs = (await em.find(InvoiceSchema, { credits: { $in: ids }, status: 'issued' })).map(toIssued);
  return { paidCents, creditedCents: creditedByInvoice(avoirs), cancelled: cancelledIds(avoirs), payments };
}

/** What a list reads of an invoice (not its lines, parties or mentions). */
export type InvoiceRow = Pick<
  Invoice,
  | 'id'
  | 'kind'
  | 'status'
  | 'number'
  | 'quote'
  | 'project'
  | 'issuedOn'
  | 'dueOn'
  | 'ttcCents'
  | 'netToPayCents'
  | 'credits'
  | 'devisNumber'
  | 'clientName'
  | 'createdAt'
>;

/** The domain's view of an invoice's payments. */
export function paymentStateOf(invoice: InvoiceRow, settled: Settlements): PaymentState {
  return {
    kind: invoice.kind,
    issued: invoice.status === 'issued',
    cancelled: settled.cancelled.has(invoice.id),
    dueOn: invoice.dueOn ?? null,
    ttcCents: Number(invoice.ttcCents),
    netToPayCents: Number(invoice.netToPayCents),
    creditedCents: settled.creditedCents.get(invoice.id) ?? 0,
    paidCents: settled.paidCents.get(invoice.id) ?? 0,
  };
}
