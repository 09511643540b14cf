import { oneLine } from '../layout/index.ts';
import type { InvoiceContext } from './context.ts';

/**
 * The invoice's mentions, in the domain's order (category of operation, VAT regime and the
 * reduced-rate certification, payment terms, discount, penalties and the 40 € indemnity for a
 * business, retenue, insurance), then an avoir's reason.
 */
export function drawMentions({ layout: l, doc, mentions }: InvoiceContext): void {
  l.heading('Conditions et mentions', 11);
  for (const mention of mentions) {
    l.paragraph(mention, { size: 8.5 });
    l.down(2);
  }
  if (oneLine(doc.reason)) l.paragraph(`Motif de l’avoir\u00a0: ${oneLine(doc.reason)}`, { size: 8.5 });
}
