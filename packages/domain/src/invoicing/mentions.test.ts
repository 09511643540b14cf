import { describe, expect, it } from 'vitest';
import { devisLine, devisOf, History } from '../../test/invoicing-devis.ts';
import { REDUCED_VAT_MENTION } from '../estimate/mentions.ts';
import { VAT_EXEMPT_MENTION } from '../estimate/vat-regime.ts';
import type { InvoiceContent } from './invoice.schema.ts';
import {
  billingCaseCode,
  deductsAcomptes,
  type InvoiceClient,
  type InvoiceCompany,
  type InvoiceMentionsInput,
  invoiceMentions,
  missingInvoiceMentions,
  PAYMENT_NOTES,
  paymentNotes,
  VAT_ON_DEBITS_MENTION,
} from './mentions.ts';
import { compareInvoiceNumbers, formatInvoiceNumber, parseInvoiceNumber } from './numbering.ts';
import { dueDate, oneYearAfter } from './terms.ts';

const company: InvoiceCompany = {
  name: 'Élec Lyon',
  siret: '73282932000074',
  legalForm: 'SARL',
  capital: 10_000,
  address: '1 rue de la Paix',
  postalCode: '69001',
  city: 'Lyon',
  phone: '04 78 00 00 00',
  email: 'contact@elec-lyon.fr',
  registration: 'RCS Lyon 732 829 320',
  vatNumber: 'FR44732829320',
  vatExempt: false,
  vatOnDebits: false,
  insurer: 'Assur BTP',
  insurerContact: '',
  insurancePolicy: 'D-123',
  insuranceCoverage: 'France métropolitaine',
  latePaymentMention: '',
  mediatorMention: 'Médiateur CM2C',
};
const particulier: InvoiceClient = {
  kind: 'particulier',
  name: 'M. Martin',
  address: '3 rue Victor Hugo',
  postalCode: '69002',
  city: 'Lyon',
  siteAddress: '',
  sitePostalCode: '',
  siteCity: '',
  email: 'martin@example.fr',
  phone: '',
};
const professionnel: InvoiceClient = {
  ...particulier,
  kind: 'professionnel',
  name: 'SCI Bellecour',
  siren: '732829320',
};

const history = () => new History(devisOf([devisLine('a', 100_000, 10), devisLine('b', 50_000, 20)]));

describe('invoice numbers (art. 242 nonies A annexe II CGI: one continuous series)', () => {
  it('numbers FAC-YYYY-NNNN and orders them as given', () => {
    expect(formatInvoiceNumber(2027, 1)).toBe('FAC-2027-0001');
    expect(formatInvoiceNumber(2027, 12_345)).toBe('FAC-2027-12345');
    expect(parseInvoiceNumber('FAC-2027-0042')).toEqual({ year: 2027, sequence: 42 });
    expect(parseInvoiceNumber('DEV-2027-0042')).toBeNull();
    expect(['FAC-2028-0001', 'FAC-2027-10000', 'FAC-2027-9999'].sort(compareInvoiceNumbers)).toEqual([
      'FAC-2027-9999',
      'FAC-2027-10000',
      'FAC-2028-0001',
    ]);
  });

  it('dates the due date and the release of a retenue', () => {
    expect(dueDate('2027-01-31', 30)).toBe('2027-03-02');
    expect(oneYearAfter('2027-03-15')).toBe('2028-03-15');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });
});

describe('billing case BT-23 (BR-FR-08, BR-FR-CO-08)', () => {
  it.each([
    ['services', 'acompte', false, 'S1'],
    ['services', 'situation', true, 'S1'],
    ['services', 'solde', true, 'S4'],
    ['services', 'solde', false, 'S1'],
    ['biens', 'solde', true, 'B4'],
    ['mixte', 'avoir', false, 'M1'],
  ] as const)('%s %s (deducting acomptes: %s) is %s', (category, kind, deducts, code) => {
    expect(billingCaseCode(category, kind, deducts)).toBe(code);
  });

  it('knows when a solde deducts acomptes', () => {
    const h = history();
    h.issue({ kind: 'acompte', percent: 30 });
    expect(deductsAcomptes(h.issue({ kind: 'solde' }).content)).toBe(true);
    expect(deductsAcomptes(history().issue({ kind: 'solde' }).content)).toBe(false);
  });
});

describe('mentions of an invoice (art. 242 nonies A; L441-10; décret 2022-1299)', () => {
  /** The mentions of `content` for a private client, a solde at 30 days unless told otherwise. */
  const mentionsOf = (content: InvoiceContent, more: Partial<InvoiceMentionsInput> = {}) =>
    invoiceMentions({
      company,
      client: particulier,
      content,
      operationCategory: 'services',
      paymentDays: 30,
      dueOn: '2027-03-03',
      ...more,
    });
  const solde = () => history().issue({ kind: 'solde' }).content;

  it('for a private client: category, reduced-rate certification, terms, no penalties, insurance', () => {
    expect(mentionsOf(solde())).toEqual([
      'Catégorie de l’opération\u00a0: Prestation de services',
      REDUCED_VAT_MENTION,
      'Paiement à 30\u00a0jours, au plus tard le 03/03/2027',
      PAYMENT_NOTES.noDiscount,
      'Assurance décennale\u00a0: Assur BTP, contrat n°\u00a0D-123, France métropolitaine',
    ]);
  });

  it('for a business client: late penalties and the 40 € indemnity; the débits option when chosen', () => {
    const mentions = mentionsOf(solde(), {
      company: { ...company, vatOnDebits: true },
      client: professionnel,
    });
    expect(mentions).toContain(VAT_ON_DEBITS_MENTION);
    expect(mentions).toContain(PAYMENT_NOTES.penaltiesDefault);
    expect(mentions).toContain(PAYMENT_NOTES.indemnity);
  });

  it('under the franchise: the art. 293 B mention, no reduced-rate certification', () => {
    const mentions = mentionsOf(solde(), {
      company: { ...company, vatExempt: true },
      paymentDays: 0,
      dueOn: null,
    });
    expect(mentions).toContain(VAT_EXEMPT_MENTION);
    expect(mentions).not.toContain(REDUCED_VAT_MENTION);
    expect(mentions).toContain('Paiement à réception');
  });

  it('an avoir names the invoice it credits; a retenue says what is kept and until when', () => {
    const h = history();
    const withRetenue = h.issue({ kind: 'solde', retenuePercent: 5, worksAcceptedOn: '2027-03-15' });
    expect(mentionsOf(withRetenue.content)).toContain(
      'Retenue de garantie de 5\u00a0% (85,00\u00a0€ TTC) conservée par le client jusqu’au 15/03/2028, un an après la réception des travaux du 15/03/2027 (loi n°\u00a071-584 du 16 juillet 1971)\u00a0; net à payer\u00a0: 1\u202f615,00\u00a0€.',
    );
    const avoir = h.issue({ kind: 'avoir', invoiceId: withRetenue.id, amount: 10, reason: '' });
    expect(mentionsOf(avoir.content)).toContain('Avoir sur la facture FAC-2027-0001 du 01/02/2027');
  });

  it('gives the three payment notes the Factur-X wants (BR-FR-05), worded for the client', () => {
    expect(paymentNotes('professionnel', { latePaymentMention: 'Taux BCE + 10 points.' })).toEqual({
      PMD: 'Taux BCE + 10 points.',
      PMT: PAYMENT_NOTES.indemnity,
      AAB: PAYMENT_NOTES.noDiscount,
    });
    expect(paymentNotes('particulier', company).PMT).toBe(PAYMENT_NOTES.indemnityPrivate);
  });

  it('names what is missing to issue: SIRET, a professional’s SIREN, a private client’s e-mail', () => {
    expect(missingInvoiceMentions(company, particulier)).toEqual([]);
    expect(missingInvoiceMentions({ ...company, siret: '' }, particulier)[0]).toEqual({
      where: 'company',
      label: 'le numéro SIRET',
    });
    expect(missingInvoiceMentions(company, { ...professionnel, siren: '' })).toEqual([
      { where: 'client', label: 'le SIREN du client professionnel' },
    ]);
    expect(missingInvoiceMentions(company, { ...particulier, email: '' })).toEqual([
      { where: 'client', label: 'l’adresse email du client (adresse électronique de la facture)' },
    ]);
  });
});
