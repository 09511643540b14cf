import { CLIENT_KIND_LABELS, formatAddress } from '@courant/domain';
import { sirenOf, siteAddressOf } from '../factur-x/document.ts';
import { labelled, oneLine } from '../layout/index.ts';
import type { InvoiceContext } from './context.ts';

/**
 * The client (art. 242 nonies A annexe II CGI: name and billing address; a business's SIREN and VAT
 * number, décret 2022-1299) and the site of the works when it is not the billing address.
 */
export function drawClient({ layout: l, doc }: InvoiceContext): void {
  const client = doc.buyer;
  l.heading('Client', 11);
  const site = siteAddressOf(doc);
  const lines = [
    `${oneLine(client.name)} (${CLIENT_KIND_LABELS[client.kind]})`,
    labelled('Adresse de facturation', formatAddress(client) || '—'),
    client.kind === 'professionnel' && sirenOf(client.siren) ? labelled('SIREN', sirenOf(client.siren)) : '',
    client.kind === 'professionnel' && oneLine(client.vatNumber)
      ? labelled('TVA intracommunautaire', oneLine(client.vatNumber))
      : '',
    site ? labelled('Adresse du chantier (livraison)', formatAddress(site)) : '',
    oneLine(client.email),
  ];
  for (const line of lines.filter(Boolean)) l.paragraph(line, { size: 9.5 });
  l.down(4);
}
