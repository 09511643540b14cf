import { balanceCents, invoiceStatus, parisDate } from '@courant/domain';
import { type Invoice, type InvoiceParties, ProjectSchema, QuoteSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { currentParties, mentionsOf } from './invoice-parties.ts';
import { type InvoiceRow, loadSettlements, paymentStateOf, type Settlements } from './invoice-rows.ts';
import type { InvoiceSummary, InvoiceView, PaymentView } from './invoices.schema.ts';

// Invoices as the API answers them: the stored document, and its status computed at read time from
// its payments, its avoirs and today's date (so 'en retard' needs no job to become true).

/** Today in France, the day statuses and due dates are compared with. */
export const todayInFrance = (now = new Date()) => parisDate(now);

export function toInvoiceSummary(invoice: InvoiceRow, settled: Settlements, today: string): InvoiceSummary {
  const state = paymentStateOf(invoice, settled);
  return {
    id: invoice.id,
    quoteId: invoice.quote ?? null,
    projectId: invoice.project ?? null,
    kind: invoice.kind,
    status: invoiceStatus(state, today),
    number: invoice.number ?? null,
    issuedOn: invoice.issuedOn ?? null,
    dueOn: invoice.dueOn ?? null,
    devisNumber: invoice.devisNumber,
    clientName: invoice.clientName,
    ttcCents: state.ttcCents,
    netToPayCents: state.netToPayCents,
    paidCents: state.paidCents,
    creditedCents: state.creditedCents,
    balanceCents: invoice.kind === 'avoir' ? 0 : balanceCents(state),
    creditsId: invoice.credits ?? null,
    createdAt: invoice.createdAt.toISOString(),
  };
}

/** The parties an invoice names: kept at issue, else (a draft) read now. */
export async function partiesOf(em: Em, invoice: Invoice): Promise<InvoiceParties> {
  if (invoice.parties) return invoice.parties;
  const quote = invoice.quote ? await em.findOne(QuoteSchema, { id: invoice.quote }) : null;
  const project = invoice.project ? await em.findOne(ProjectSchema, { id: invoice.project }) : null;
  return currentParties(em, invoice, quote, project?.client ?? null);
}

/** Invoices in full, with their settlements read at once. */
export async function toInvoiceViews(
  em: Em,
  invoices: Invoice[],
  today = todayInFrance(),
): Promise<InvoiceView[]> {
  const settled = await loadSettlements(
    em,
    invoices.map((invoice) => invoice.id),
  );
  const views: InvoiceView[] = [];
  for (const invoice of invoices) {
    const parties = await partiesOf(em, invoice);
    const { mentions, missing } = mentionsOf(invoice, parties);
    views.push({
      ...toInvoiceSummary(invoice, settled, today),
      request: invoice.request,
      content: invoice.content,
      operationCategory: invoice.operationCategory,
      paymentDays: invoice.paymentDays,
      worksDate: invoice.worksDate ?? null,
      parties,
      mentions: invoice.mentions ?? mentions,
      missingMentions: invoice.status === 'issued' ? [] : missing,
      payments: (settled.payments.get(invoice.id) ?? []) as PaymentView[],
    });
  }
  return views;
}

export async function toInvoiceView(em: Em, invoice: Invoice): Promise<InvoiceView> {
  const [view] = await toInvoiceViews(em, [invoice]);
  if (!view) throw new Error('invoice view missing');
  return view;
}
