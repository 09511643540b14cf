import type { Client } from '../clients/client.schema.ts';
import type { CompanySettings } from '../company/company.schema.ts';
import { type DevisCompany, type MissingMention, missingDevisMentions } from '../company/devis-mentions.ts';
import { formatVatRate, hasReducedRate, REDUCED_VAT_MENTION } from '../estimate/mentions.ts';
import { VAT_EXEMPT_MENTION } from '../estimate/vat-regime.ts';
import { formatDate, formatPrice } from '../format.ts';
import { toEuros } from '../money.ts';
import { bpToPercent } from './amounts.ts';
import {
  INVOICE_KIND_LABELS,
  type InvoiceContent,
  type InvoiceKind,
  OPERATION_CATEGORY_LABELS,
  OPERATION_CATEGORY_LETTERS,
  type OperationCategory,
} from './invoice.schema.ts';

// What an invoice must say (art. 242 nonies A annexe II CGI; Code de commerce L441-9, L441-10;
// décret 2022-1299 for the e-invoicing reform), for the PDF and for the Factur-X notes.

/** The company's settings an invoice prints: a devis's, and what only an invoice says. */
export type InvoiceCompany = DevisCompany &
  Pick<
    CompanySettings,
    'name' | 'siret' | 'capital' | 'vatOnDebits' | 'insurerContact' | 'latePaymentMention'
  >;

/** The client as the invoice names it. */
export type InvoiceClient = Pick<
  Client,
  | 'kind'
  | 'name'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'siteAddress'
  | 'sitePostalCode'
  | 'siteCity'
  | 'email'
  | 'phone'
  | 'siren'
  | 'vatNumber'
>;

/** The mention of the VAT option for services (CGI art. 269-2-c), printed when the company chose it. */
export const VAT_ON_DEBITS_MENTION = 'Option pour le paiement de la TVA d’après les débits';

/**
 * Between professionals (Code de commerce L441-10): penalties from the day after the due date, and the
 * 40 € fixed recovery indemnity (art. D441-5). A private client owes neither: the notes say so, since
 * the Factur-X rules want the three notes on every invoice (BR-FR-05).
 */
export const PAYMENT_NOTES = {
  penaltiesDefault:
    'Pénalités de retard exigibles dès le lendemain de la date d’échéance, au taux de trois fois le taux d’intérêt légal (art. L441-10 du Code de commerce).',
  indemnity:
    'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement\u00a0: 40\u00a0€ (art. L441-10 et D441-5 du Code de commerce).',
  penaltiesPrivate:
    'Client particulier\u00a0: pas de pénalités de retard contractuelles\u00a0; intérêts au taux légal en cas de retard (art. 1231-6 du Code civil).',
  indemnityPrivate:
    'Client particulier\u00a0: indemnité forfaitaire pour frais de recouvrement non applicable.',
  noDiscount: 'Pas d’escompte pour paiement anticipé.',
} as const;

/** The three payment notes of an invoice: penalties (PMD), indemnity (PMT), early-payment discount (AAB). */
export function paymentNotes(
  clientKind: InvoiceClient['kind'],
  company: Pick<InvoiceCompany, 'latePaymentMention'>,
): { PMD: string; PMT: string; AAB: string } {
  if (clientKind === 'particulier') {
    return {
      PMD: PAYMENT_NOTES.penaltiesPrivate,
      PMT: PAYMENT_NOTES.indemnityPrivate,
      AAB: PAYMENT_NOTES.noDiscount,
    };
  }
  return {
    PMD: company.latePaymentMention.trim() || PAYMENT_NOTES.penaltiesDefault,
    PMT: PAYMENT_NOTES.indemnity,
    AAB: PAYMENT_NOTES.noDiscount,
  };
}

/**
 * The French billing case (BT-23, BR-FR-08): B, S or M for goods, services or mixed, then 1 for an
 * invoice to pay, or 4 for a final invoice after acomptes (BR-FR-CO-08: never an acompte itself).
 */
export function billingCaseCode(
  category: OperationCategory,
  kind: InvoiceKind,
  deductsAcomptes: boolean,
): string {
  const finalAfterAcomptes = kind === 'solde' && deductsAcomptes;
  return `${OPERATION_CATEGORY_LETTERS[category]}${finalAfterAcomptes ? '4' : '1'}`;
}

/** Whether an invoice deducts acomptes issued before it. */
export function deductsAcomptes(content: InvoiceContent): boolean {
  return content.lines.some(
    (line) => line.role === 'deduction' && (line.deducts ?? []).some((ref) => ref.kind === 'acompte'),
  );
}

/** 'Paiement à réception' or 'Paiement à 30 jours, au plus tard le 06/01/2027'. */
export function paymentTermsText(paymentDays: number, dueOn: string | null): string {
  if (paymentDays === 0)
    return dueOn ? `Paiement à réception, le ${formatDate(dueOn)} au plus tard` : 'Paiement à réception';
  const days = `Paiement à ${paymentDays}\u00a0jours`;
  return dueOn ? `${days}, au plus tard le ${formatDate(dueOn)}` : days;
}

/** The retenue de garantie as the invoice states it. */
export function retenueText(content: InvoiceContent): string | null {
  const retenue = content.retenue;
  if (!retenue) return null;
  const rate = `${String(bpToPercent(retenue.rateBp)).replace('.', ',')}\u00a0%`;
  const until = retenue.releaseOn
    ? `jusqu’au ${formatDate(retenue.releaseOn)}, un an après la réception des travaux du ${formatDate(retenue.worksAcceptedOn)}`
    : 'jusqu’à un an après la réception des travaux';
  return `Retenue de garantie de ${rate} (${formatPrice(toEuros(retenue.amountCents))} TTC) conservée par le client ${until} (loi n°\u00a071-584 du 16 juillet 1971)\u00a0; net à payer\u00a0: ${formatPrice(toEuros(content.netToPayCents))}.`;
}

export interface InvoiceMentionsInput {
  company: InvoiceCompany;
  client: InvoiceClient;
  content: InvoiceContent;
  operationCategory: OperationCategory;
  paymentDays: number;
  dueOn: string | null;
}

/**
 * The mentions an invoice prints below its totals, in order: the category of operation, the VAT
 * regime (franchise, option on debits, the reduced-rate certification), the reference of an avoir,
 * the payment terms and notes (penalties and indemnity for a professional), the retenue de garantie,
 * the décennale insurance.
 */
export function invoiceMentions(input: InvoiceMentionsInput): string[] {
  const { company, client, content } = input;
  const mentions: string[] = [
    `Catégorie de l’opération\u00a0: ${OPERATION_CATEGORY_LABELS[input.operationCategory]}`,
  ];
  if (company.vatExempt) mentions.push(VAT_EXEMPT_MENTION);
  else if (company.vatOnDebits && input.operationCategory !== 'biens') mentions.push(VAT_ON_DEBITS_MENTION);
  if (!company.vatExempt && hasReducedRate(content.lines)) mentions.push(REDUCED_VAT_MENTION);
  if (content.credits) {
    mentions.push(
      `${INVOICE_KIND_LABELS.avoir} sur la facture ${content.credits.number} du ${formatDate(content.credits.issuedOn)}`,
    );
  } else {
    mentions.push(paymentTermsText(input.paymentDays, input.dueOn));
    const notes = paymentNotes(client.kind, company);
    mentions.push(notes.AAB);
    if (client.kind === 'professionnel') mentions.push(notes.PMD, notes.PMT);
    const retenue = retenueText(content);
    if (retenue) mentions.push(retenue);
  }
  const insurance = [
    company.insurer,
    company.insurancePolicy && `contrat n°\u00a0${company.insurancePolicy}`,
    company.insuranceCoverage,
  ]
    .filter(Boolean)
    .join(', ');
  if (insurance) mentions.push(`Assurance décennale\u00a0: ${insurance}`);
  return mentions;
}

/** 'TVA 10 %' lines of the totals, highest rate first. */
export function vatLines(content: InvoiceContent): { label: string; baseCents: number; vatCents: number }[] {
  return content.totals.byRate.map((r) => ({
    label: `TVA ${formatVatRate(r.rate)}`,
    baseCents: r.baseCents,
    vatCents: r.vatCents,
  }));
}

const blank = (value: string | undefined | null) => (value ?? '').trim() === '';

/**
 * What an invoice would go without: the devis's mandatory mentions, plus the company's SIRET (its
 * SIREN on every e-invoice, BR-FR-10), a professional client's SIREN (décret 2022-1299, BR-FR-11) and
 * a private client's e-mail — the Factur-X must carry an electronic address of the buyer (BR-FR-12).
 */
export function missingInvoiceMentions(
  company: InvoiceCompany,
  client: InvoiceClient | null,
): MissingMention[] {
  const missing = missingDevisMentions(company, client);
  if (blank(company.siret)) missing.unshift({ where: 'company', label: 'le numéro SIRET' });
  if (client?.kind === 'professionnel' && blank(client.siren)) {
    missing.push({ where: 'client', label: 'le SIREN du client professionnel' });
  }
  if (client?.kind === 'particulier' && blank(client.email)) {
    missing.push({
      where: 'client',
      label: 'l’adresse email du client (adresse électronique de la facture)',
    });
  }
  return missing;
}
