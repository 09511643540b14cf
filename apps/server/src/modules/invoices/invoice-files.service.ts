import type { InvoiceDocument } from '@courant/documents/invoice';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import { ProjectSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { FileAnswer } from '../../rest/file-answer.ts';
import type { Deps } from '../../services.ts';
import { companyLogoDataUrl, loadCompany } from '../companies/companies.service.ts';
import type { Member } from '../projects/project-access.ts';
import { findOwnedInvoice } from './invoice-rows.ts';

type InvoicePdfCode = Pick<
  typeof import('./invoice-pdf-entry.ts'),
  'invoiceCiiXml' | 'invoiceFileName' | 'invoicePdf'
>;
/** pdf-lib and fontkit load with the first invoice file, not at start: see invoice-pdf-lazy.mjs. */
const INVOICE_PDF_CODE = new URL('./invoice-pdf-lazy.mjs', import.meta.url).href;
let invoicePdfCode: Promise<InvoicePdfCode> | undefined;
const loadInvoicePdfCode = () => {
  invoicePdfCode ??= import(INVOICE_PDF_CODE) as Promise<InvoicePdfCode>;
  return invoicePdfCode;
};

export const INVOICE_FILE_MESSAGES = {
  draft: 'Une facture brouillon n’a ni PDF ni Factur-X\u00a0: émettez-la d’abord',
} as const;

/**
 * What the Factur-X of an issued invoice is made from: the invoice as issued (its content, dates,
 * parties kept at issue) and the company's logo as it is now (its mark, not the invoice's content).
 */
async function invoiceDocument(deps: Deps, member: Member, invoiceId: string): Promise<InvoiceDocument> {
  const invoice = await findOwnedInvoice(deps.em, member, invoiceId);
  const parties = invoice.parties;
  if (invoice.status !== 'issued' || !parties?.client || !invoice.number || !invoice.issuedOn) {
    throw new AppError('CONFLICT', INVOICE_FILE_MESSAGES.draft);
  }
  const company = await loadCompany(deps.em, invoice.company);
  const project = invoice.project ? await deps.em.findOne(ProjectSchema, { id: invoice.project }) : null;
  return {
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn ?? null,
    paymentDays: invoice.paymentDays,
    operationCategory: invoice.operationCategory,
    worksDate: invoice.worksDate ?? null,
    content: invoice.content,
    seller: { ...parties.company, logo: await companyLogoDataUrl(deps, company) },
    buyer: parties.client,
    devis: parties.devis.number
      ? { number: parties.devis.number, acceptedOn: parties.devis.acceptedOn || null }
      : null,
    projectName: project?.name ?? null,
    reason: invoice.request.kind === 'avoir' ? invoice.request.reason || null : null,
  };
}

/** GET /invoices/{id}/pdf: the Factur-X PDF (PDF/A-3b, its CII XML embedded). */
export async function renderInvoicePdf(deps: Deps, member: Member, invoiceId: string): Promise<FileAnswer> {
  const doc = await invoiceDocument(deps, member, invoiceId);
  const [fonts, code] = [await loadPdfFonts(), await loadInvoicePdfCode()];
  const bytes = await code.invoicePdf(doc, fonts);
  return { bytes, mime: 'application/pdf', name: code.invoiceFileName(doc, 'pdf') };
}

/** GET /invoices/{id}/factur-x.xml: the CII XML alone (profile EN 16931). */
export async function renderInvoiceXml(deps: Deps, member: Member, invoiceId: string): Promise<FileAnswer> {
  const doc = await invoiceDocument(deps, member, invoiceId);
  const code = await loadInvoicePdfCode();
  return {
    bytes: new TextEncoder().encode(code.invoiceCiiXml(doc)),
    mime: 'application/xml',
    name: code.invoiceFileName(doc, 'xml'),
  };
}
