import { buildInvoiceContent, dueDate, formatInvoiceNumber, numberingYear, parisDate } from '@courant/domain';
import { InvoiceSchema, QuoteSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { lockCompany, nextYearlyNumber } from '../companies/company-lock.ts';
import { type Member, writeProject } from '../projects/project-access.ts';
import { currentParties, mentionsOf } from './invoice-parties.ts';
import {
  findOwnedInvoice,
  INVOICE_MESSAGES,
  invoiceNotFound,
  issuedOfQuote,
  loadInvoicedDevis,
  orRefuse,
  refuseIfIssued,
} from './invoice-rows.ts';
import type { InvoiceView } from './invoices.schema.ts';
import { getInvoice } from './invoices.service.ts';

/**
 * Issues a draft, in one transaction that follows THE lock order (companies/company-lock.ts): the
 * project row, the company row, then the invoice counter, then the invoice. Its content is built
 * again against the invoices issued on the devis by now (one issued since the draft may leave less to
 * bill: refused with the rule's message, nothing written); it takes the company's next number of the
 * year (one series with the avoirs, gapless: a rollback gives the number back), its dates, and keeps
 * its parties and mentions as they are today. From then on it never changes.
 */
export async function issueInvoice(deps: Deps, member: Member, invoiceId: string): Promise<InvoiceView> {
  const found = await findOwnedInvoice(deps.em, member, invoiceId);
  refuseIfIssued(found);
  if (!found.project || !found.quote) throw new AppError('CONFLICT', INVOICE_MESSAGES.devisGone);
  await writeProject(deps.em, found.project, async (tem, project) => {
    const company = await lockCompany(tem, project.company);
    const invoice = await tem.findOne(InvoiceSchema, { id: found.id }, { refresh: true });
    if (!invoice) throw invoiceNotFound();
    refuseIfIssued(invoice);
    const quote = invoice.quote
      ? await tem.findOne(QuoteSchema, { id: invoice.quote }, { refresh: true })
      : null;
    if (!quote) throw new AppError('CONFLICT', INVOICE_MESSAGES.devisGone);
    const devis = await loadInvoicedDevis(tem, quote);
    const content = orRefuse(buildInvoiceContent(devis, await issuedOfQuote(tem, quote.id), invoice.request));
    const now = new Date();
    const issuedOn = parisDate(now);
    const parties = await currentParties(tem, invoice, quote, project.client ?? null);
    const dueOn = invoice.kind === 'avoir' ? null : dueDate(issuedOn, invoice.paymentDays);
    const { mentions, missing } = mentionsOf(
      { content, operationCategory: invoice.operationCategory, paymentDays: invoice.paymentDays, dueOn },
      parties,
    );
    if (missing.length > 0) throw new AppError('MENTIONS_MISSING', INVOICE_MESSAGES.mentionsMissing(missing));
    const year = numberingYear(issuedOn);
    const number = formatInvoiceNumber(year, await nextYearlyNumber(tem, company, 'invoice', year));
    Object.assign(invoice, {
      status: 'issued',
      number,
      issuedOn,
      dueOn,
      issuedAt: now,
      content,
      ttcCents: content.totals.ttcCents,
      netToPayCents: content.netToPayCents,
      credits: content.credits?.invoiceId ?? null,
      devisNumber: devis.number,
      clientName: parties.client?.name ?? '',
      parties,
      mentions,
    });
  });
  return getInvoice(deps, member, found.id);
}
