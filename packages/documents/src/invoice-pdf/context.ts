import { formatDate, INVOICE_KIND_LABELS, invoiceMentions } from '@courant/domain';
import type { PDFImage } from 'pdf-lib';
import type { InvoiceDocument } from '../factur-x/document.ts';
import type { PageLayout } from '../layout/index.ts';
import { embedLogo } from '../letterhead.ts';

/** What every section of an invoice reads: the layout, the document and the facts derived once. */
export interface InvoiceContext {
  layout: PageLayout;
  doc: InvoiceDocument;
  /** 'Facture d’acompte n° FAC-2027-0001': the title, the PDF's title and the footers'. */
  title: string;
  /** The issue date, fr-FR. */
  dateText: string;
  /** The mentions the domain lists for this invoice (art. 242 nonies A annexe II CGI, reform). */
  mentions: string[];
  logo: PDFImage | null;
}

/** A section of the invoice: it draws from the cursor down and leaves the cursor under what it drew. */
export type InvoiceSection = (invoice: InvoiceContext) => void;

export function invoiceTitle(doc: InvoiceDocument): string {
  return `${INVOICE_KIND_LABELS[doc.content.kind]} n°\u00a0${doc.number}`;
}

export async function invoiceContext(layout: PageLayout, doc: InvoiceDocument): Promise<InvoiceContext> {
  return {
    layout,
    doc,
    title: invoiceTitle(doc),
    dateText: formatDate(doc.issuedOn),
    mentions: invoiceMentions({
      company: doc.seller,
      client: doc.buyer,
      content: doc.content,
      operationCategory: doc.operationCategory,
      paymentDays: doc.paymentDays,
      dueOn: doc.dueOn,
    }),
    // The PDF/A's output intent is sRGB: a CMYK logo would break it.
    logo: await embedLogo(layout.doc, doc.seller.logo, { rgbOnly: true }),
  };
}
