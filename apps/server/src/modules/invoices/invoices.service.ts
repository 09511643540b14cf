import { randomUUID } from 'node:crypto';
import {
  buildInvoiceContent,
  DEFAULT_OPERATION_CATEGORY,
  DEFAULT_PAYMENT_DAYS,
  devisLedger,
  type InvoiceRequest,
  remainingTtc,
} from '@courant/domain';
import { type Invoice, InvoiceSchema, type Quote, QuoteSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { type Member, writeProject } from '../projects/project-access.ts';
import { findOwnedQuote } from '../quotes/quotes.service.ts';
import {
  findOwnedInvoice,
  INVOICE_MESSAGES,
  invoiceNotFound,
  issuedOfQuote,
  loadInvoicedDevis,
  orRefuse,
  refuseIfIssued,
} from './invoice-rows.ts';
import { toInvoiceView, toInvoiceViews } from './invoice-view.ts';
import type { InvoiceView, QuoteInvoices } from './invoices.schema.ts';

// Drafts of invoices on an accepted devis: made, asked again and deleted in one transaction with the
// project locked (the lock order of companies/company-lock.ts, whose step 1 issuing takes too), so a
// draft is never changed while it is being issued.

/** A draft's fields from its request, built against the invoices issued on the devis so far. */
async function draftFields(tem: Em, quote: Quote, request: InvoiceRequest) {
  const devis = await loadInvoicedDevis(tem, quote);
  const content = orRefuse(buildInvoiceContent(devis, await issuedOfQuote(tem, quote.id), request));
  let terms: Pick<Invoice, 'operationCategory' | 'paymentDays' | 'worksDate'>;
  if (request.kind === 'avoir') {
    // An avoir has no due date, and the category of the invoice it credits.
    const credited = await tem.findOne(InvoiceSchema, { id: request.invoiceId });
    terms = {
      operationCategory: credited?.operationCategory ?? DEFAULT_OPERATION_CATEGORY,
      paymentDays: 0,
      worksDate: null,
    };
  } else {
    terms = {
      operationCategory: request.operationCategory ?? DEFAULT_OPERATION_CATEGORY,
      paymentDays: request.paymentDays ?? DEFAULT_PAYMENT_DAYS[request.kind],
      worksDate: request.worksDate ?? null,
    };
  }
  return {
    kind: request.kind,
    request,
    content,
    ...terms,
    ttcCents: content.totals.ttcCents,
    netToPayCents: content.netToPayCents,
    credits: content.credits?.invoiceId ?? null,
    devisNumber: quote.number ?? '',
    clientName: quote.client?.name ?? '',
  };
}

async function refreshedQuote(tem: Em, quoteId: string | null | undefined): Promise<Quote> {
  const quote = quoteId ? await tem.findOne(QuoteSchema, { id: quoteId }, { refresh: true }) : null;
  if (!quote) throw new AppError('CONFLICT', INVOICE_MESSAGES.devisGone);
  return quote;
}

/** A draft of the kind asked, on an accepted devis of the member's company (404 otherwise). */
export async function createInvoice(
  deps: Deps,
  member: Member,
  input: { quoteId: string; request: InvoiceRequest },
): Promise<InvoiceView> {
  const { quote: found, project: owned } = await findOwnedQuote(deps, member, input.quoteId);
  const id = await writeProject(deps.em, owned.id, async (tem, project) => {
    const quote = await refreshedQuote(tem, found.id);
    const invoice = tem.create(InvoiceSchema, {
      id: randomUUID(),
      company: project.company,
      quote: quote.id,
      project: project.id,
      status: 'draft',
      number: null,
      issuedOn: null,
      dueOn: null,
      issuedAt: null,
      parties: null,
      mentions: null,
      ...(await draftFields(tem, quote, input.request)),
    });
    return invoice.id;
  });
  return getInvoice(deps, member, id);
}

/**
 * A draft changed, inside its project's lock, after the draft is read again: one issued meanwhile
 * answers 409 like any issued invoice.
 */
async function withDraft<T>(
  deps: Deps,
  member: Member,
  invoiceId: string,
  write: (tem: Em, invoice: Invoice) => Promise<T>,
): Promise<T> {
  const found = await findOwnedInvoice(deps.em, member, invoiceId);
  refuseIfIssued(found);
  if (!found.project) {
    // Its project is gone: the draft can only be deleted.
    return deps.em.transactional(async (tem) => write(tem, found));
  }
  return writeProject(deps.em, found.project, async (tem) => {
    const invoice = await tem.findOne(InvoiceSchema, { id: found.id }, { refresh: true });
    if (!invoice) throw invoiceNotFound();
    refuseIfIssued(invoice);
    return write(tem, invoice);
  });
}

/** A draft asked again (its kind may change): built anew against what is issued now. */
export async function updateInvoice(
  deps: Deps,
  member: Member,
  input: { id: string; request: InvoiceRequest },
): Promise<InvoiceView> {
  await withDraft(deps, member, input.id, async (tem, invoice) => {
    const quote = await refreshedQuote(tem, invoice.quote);
    Object.assign(invoice, await draftFields(tem, quote, input.request));
  });
  return getInvoice(deps, member, input.id);
}

export async function deleteInvoice(deps: Deps, member: Member, invoiceId: string): Promise<void> {
  await withDraft(deps, member, invoiceId, async (tem, invoice) => {
    tem.remove(invoice);
    await tem.flush();
  });
}

export async function getInvoice(deps: Deps, member: Member, invoiceId: string): Promise<InvoiceView> {
  const invoice = await findOwnedInvoice(deps.em, member, invoiceId);
  return toInvoiceView(deps.em, invoice);
}

/** The devis's invoices in the order they were made (drafts included), and what is left to bill. */
export async function listQuoteInvoices(deps: Deps, member: Member, quoteId: string): Promise<QuoteInvoices> {
  const { quote } = await findOwnedQuote(deps, member, quoteId);
  const invoices = await deps.em.find(
    InvoiceSchema,
    { quote: quote.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const issued = invoices.filter((invoice) => invoice.status === 'issued');
  let devisTtcCents = 0;
  let remainingTtcCents = 0;
  try {
    const ledger = devisLedger(
      await loadInvoicedDevis(deps.em, quote),
      issued.map((invoice) => ({
        id: invoice.id,
        number: invoice.number ?? '',
        issuedOn: invoice.issuedOn ?? '',
        content: invoice.content,
      })),
    );
    devisTtcCents = ledger.devisTotals.ttcCents;
    remainingTtcCents = [...remainingTtc(ledger).values()].reduce((sum, ttc) => sum + ttc, 0);
  } catch (error) {
    // A devis not accepted (or no longer): nothing to bill, its invoices (if any) still listed.
    if (!(error instanceof AppError && error.code === 'DEVIS_NOT_ACCEPTED')) throw error;
  }
  return {
    quoteId: quote.id,
    devisNumber: quote.number ?? '',
    devisTtcCents,
    remainingTtcCents,
    invoices: await toInvoiceViews(deps.em, invoices),
  };
}
