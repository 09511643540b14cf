import { invoiceCiiXml } from '../factur-x/cii-xml.ts';
import type { InvoiceDocument } from '../factur-x/document.ts';
import { makeFacturX } from '../factur-x/pdfa.ts';
import { drawPageFooters, oneLine, PageLayout, type PdfFonts } from '../layout/index.ts';
import { loadPdfFonts } from '../node-fonts.ts';
import { type InvoiceContext, type InvoiceSection, invoiceContext, invoiceTitle } from './context.ts';
import { drawHeader } from './header.ts';
import { drawLines } from './lines.ts';
import { drawMentions } from './mentions.ts';
import { drawClient } from './parties.ts';
import { drawTotals } from './totals.ts';

/** The invoice's sections, top to bottom; each draws from where the last one left the cursor. */
const SECTIONS: readonly InvoiceSection[] = [drawHeader, drawClient, drawLines, drawTotals, drawMentions];

function footerText({ doc, title, dateText }: InvoiceContext): string {
  return [oneLine(doc.seller.name) || 'Courant', title, dateText].join(' — ');
}

/**
 * An issued invoice or avoir as a Factur-X PDF (PDF/A-3b, profile EN 16931): the pages drawn by the
 * sections over the layout primitives, its CII XML embedded as factur-x.xml. Throws an
 * InvoiceDocumentError (French) when the document lacks what an e-invoice must carry. The same
 * document gives the same bytes: every date comes from the invoice.
 */
export async function invoicePdf(doc: InvoiceDocument, fonts?: PdfFonts): Promise<Uint8Array> {
  const xml = invoiceCiiXml(doc);
  const date = new Date(`${doc.issuedOn}T12:00:00Z`);
  const title = invoiceTitle(doc);
  const author = oneLine(doc.seller.name) || 'Courant';
  const layout = await PageLayout.open({ title, author, date, fonts: fonts ?? (await loadPdfFonts()) });
  const invoice = await invoiceContext(layout, doc);
  for (const draw of SECTIONS) draw(invoice);
  drawPageFooters(layout, footerText(invoice));
  makeFacturX(layout.doc, xml, { number: doc.number, title, author, date });
  return layout.save();
}

/** 'facture-FAC-2027-0001.pdf', 'avoir-FAC-2027-0004.pdf'. */
export function invoiceFileName(
  doc: Pick<InvoiceDocument, 'number' | 'content'>,
  extension: 'pdf' | 'xml',
): string {
  const kind = doc.content.kind === 'avoir' ? 'avoir' : 'facture';
  return extension === 'xml' ? `${kind}-${doc.number}-factur-x.xml` : `${kind}-${doc.number}.pdf`;
}
