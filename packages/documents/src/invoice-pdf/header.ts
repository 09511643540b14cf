import { formatDate } from '@courant/domain';
import { COLORS, labelled, oneLine } from '../layout/index.ts';
import { drawLetterhead } from '../letterhead.ts';
import type { InvoiceContext } from './context.ts';

/** The seller's letterhead, then the title, the invoice's dates and the devis it bills. */
export function drawHeader({ layout: l, doc, title, logo, dateText }: InvoiceContext): void {
  drawLetterhead(l, doc.seller, { logo, dateText });
  l.lines(title, { size: 18, bold: true, color: COLORS.accent, leading: 22 });
  l.down(4);
  const facts = [
    labelled('Date d’émission', formatDate(doc.issuedOn)),
    doc.dueOn ? labelled('Échéance', formatDate(doc.dueOn)) : '',
    doc.worksDate ? labelled('Date des travaux', formatDate(doc.worksDate)) : '',
  ].filter(Boolean);
  l.paragraph(facts.join(' — '), { size: 9.5 });
  const devis = doc.devis
    ? `Devis n°\u00a0${doc.devis.number}${doc.devis.acceptedOn ? ` accepté le ${formatDate(doc.devis.acceptedOn)}` : ''}`
    : '';
  const about = [devis, oneLine(doc.projectName)].filter(Boolean).join(' — ');
  if (about) l.paragraph(about, { size: 9.5 });
  l.down(4);
}
