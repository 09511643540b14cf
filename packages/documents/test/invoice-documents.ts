import {
  buildInvoiceContent,
  type DevisLine,
  dueDate,
  formatInvoiceNumber,
  type InvoiceClient,
  type InvoiceContent,
  type InvoicedDevis,
  type InvoiceRequest,
  type IssuedInvoice,
} from '@courant/domain';
import type { InvoiceDocument, InvoiceSeller } from '../src/factur-x/document.ts';
import { SAMPLE_COMPANY_MENTIONS } from './samples.ts';

// The invoices of a T3 renovation in Lyon with an EV charger, built by the domain's rules as the
// server builds them: acompte 30 %, situation at 60 %, solde with a 5 % retenue, a partial avoir.

export const SELLER: InvoiceSeller = {
  ...SAMPLE_COMPANY_MENTIONS,
  name: 'Électricité Martin',
  siret: '73282932000009',
  phone: '04 78 00 00 00',
  email: 'contact@elec-martin.fr',
  vatExempt: false,
  vatOnDebits: false,
  insurerContact: '',
  latePaymentMention: '',
  mediatorMention: '',
};

const NO_SITE = { siteAddress: '', sitePostalCode: '', siteCity: '' };

/** A business client (a property company), its works in another street than its offices. */
export const BUSINESS_CLIENT: InvoiceClient = {
  kind: 'professionnel',
  name: 'SCI Les Canuts',
  address: '5 quai Saint-Vincent',
  postalCode: '69001',
  city: 'Lyon',
  siteAddress: '18 rue Duguesclin',
  sitePostalCode: '69006',
  siteCity: 'Lyon',
  email: 'gestion@sci-canuts.fr',
  phone: '',
  siren: '412345670',
  vatNumber: '',
};

/** A couple: the '&' of their name must come out escaped in the XML. */
export const PRIVATE_CLIENT: InvoiceClient = {
  kind: 'particulier',
  name: 'M. & Mme Durand',
  address: '3 rue Neuve',
  postalCode: '69003',
  city: 'Lyon',
  ...NO_SITE,
  email: 'durand@exemple.fr',
  phone: '06 00 00 00 00',
};

function line(
  id: string,
  label: string,
  totalCents: number,
  vatRate: 20 | 10 | 5.5,
  room: string | null,
): DevisLine {
  return {
    id,
    label,
    kind: 'fourniture',
    quantity: 1,
    unit: 'u',
    unitPriceCents: totalCents,
    totalCents,
    vatRate,
    roomId: room,
    roomName: room,
  };
}

/** The devis: 3 500,00 € HT at 10 % (renovation), an EV charger at 20 %, insulation work at 5,5 %. */
export const T3_DEVIS: InvoicedDevis = {
  id: 'devis-1',
  number: 'DEV-2027-0001',
  acceptedOn: '2027-01-04',
  lines: [
    line('q:prises', 'Prises de courant du séjour', 120_000, 10, 'Séjour'),
    line('q:eclairage', 'Éclairage de la chambre', 80_000, 10, 'Chambre'),
    line('d:tableau', 'Tableau électrique 3 rangées', 150_000, 10, null),
    line('q:borne', 'Borne de recharge 7,4 kW', 100_000, 20, null),
    line('q:vmc', 'VMC hygroréglable (travaux d’isolation)', 40_000, 5.5, null),
  ],
};

/** Issues the requests in order, each against those before it, numbered FAC-2027-0001… */
export function issueAll(devis: InvoicedDevis, requests: InvoiceRequest[], issuedOn = '2027-02-01') {
  const issued: IssuedInvoice[] = [];
  for (const request of requests) {
    const result = buildInvoiceContent(devis, issued, request);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    issued.push({
      id: `inv-${issued.length + 1}`,
      number: formatInvoiceNumber(2027, issued.length + 1),
      issuedOn,
      content: result.value,
    });
  }
  return issued;
}

const allAt = (percent: number): InvoiceRequest => ({
  kind: 'situation',
  progress: { by: 'line', lines: T3_DEVIS.lines.map((l) => ({ lineId: l.id, percent })) },
});

/** The journey's four invoices: acompte 30 %, situation 60 %, solde with 5 % retenue, partial avoir. */
export const JOURNEY: readonly InvoiceRequest[] = [
  { kind: 'acompte', percent: 30 },
  allAt(60),
  { kind: 'solde', retenuePercent: 5, worksAcceptedOn: '2027-03-15' },
  { kind: 'avoir', invoiceId: 'inv-3', amount: 120, reason: 'Prise non posée' },
];

/** An invoice document as the server would hand it to invoicePdf / invoiceCiiXml. */
export function documentOf(
  invoice: IssuedInvoice,
  buyer: InvoiceClient,
  more: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const content: InvoiceContent = invoice.content;
  const paymentDays = content.kind === 'acompte' ? 0 : 30;
  return {
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: content.kind === 'avoir' ? null : dueDate(invoice.issuedOn, paymentDays),
    paymentDays,
    operationCategory: 'services',
    worksDate: content.kind === 'solde' ? '2027-03-15' : null,
    content,
    seller: SELLER,
    buyer,
    devis: { number: T3_DEVIS.number, acceptedOn: T3_DEVIS.acceptedOn },
    projectName: 'Rénovation T3 Croix-Rousse',
    reason: content.kind === 'avoir' ? 'Prise non posée' : null,
    ...more,
  };
}

/** The journey's documents for a client: acompte, situation, solde, avoir. */
export function journeyDocuments(buyer: InvoiceClient): InvoiceDocument[] {
  return issueAll(T3_DEVIS, [...JOURNEY]).map((invoice) => documentOf(invoice, buyer));
}
