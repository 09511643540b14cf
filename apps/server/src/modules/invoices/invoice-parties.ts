import {
  type InvoiceClient,
  type InvoiceCompany,
  invoiceMentions,
  type MissingMention,
  missingInvoiceMentions,
} from '@courant/domain';
import {
  ClientSchema,
  type Company,
  type Invoice,
  type InvoiceParties,
  type Quote,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { loadCompany, toCompanySettings } from '../companies/companies.service.ts';
import { acceptedOnOf } from './invoice-rows.ts';

// Who an invoice is from and to, and what it must say: read from the settings and the devis while it
// is a draft, kept with it when it is issued (a later change of the settings never alters it).

/** The company's settings an invoice prints. */
export function invoiceCompanyOf(company: Company): InvoiceCompany & { name: string } {
  const s = toCompanySettings(company);
  return {
    name: s.name,
    siret: s.siret,
    legalForm: s.legalForm,
    capital: s.capital,
    address: s.address,
    postalCode: s.postalCode,
    city: s.city,
    phone: s.phone,
    email: s.email,
    registration: s.registration,
    vatNumber: s.vatNumber,
    vatExempt: s.vatExempt,
    vatOnDebits: s.vatOnDebits,
    insurer: s.insurer,
    insurerContact: s.insurerContact,
    insurancePolicy: s.insurancePolicy,
    insuranceCoverage: s.insuranceCoverage,
    latePaymentMention: s.latePaymentMention,
    mediatorMention: s.mediatorMention,
  };
}

/** The client the devis was sent to (else the project's current one), as the invoice names it. */
async function clientOf(
  em: Em,
  quote: Quote | null,
  projectClientId: string | null,
): Promise<InvoiceClient | null> {
  const kept = quote?.client;
  if (kept) return { ...kept, siren: kept.siren ?? '', vatNumber: kept.vatNumber ?? '' };
  if (!projectClientId) return null;
  const client = await em.findOne(ClientSchema, { id: projectClientId });
  return client;
}

/** The parties of a draft, as the settings and the devis say them now. */
export async function currentParties(
  em: Em,
  invoice: Invoice,
  quote: Quote | null,
  projectClientId: string | null,
): Promise<InvoiceParties> {
  const company = invoiceCompanyOf(await loadCompany(em, invoice.company));
  const client = await clientOf(em, quote, projectClientId);
  return {
    company,
    client: client && pickClient(client),
    devis: {
      id: quote?.id ?? '',
      number: quote?.number ?? invoice.devisNumber,
      acceptedOn: quote ? acceptedOnOf(quote) : '',
    },
  };
}

function pickClient(client: InvoiceClient): InvoiceClient {
  return {
    kind: client.kind,
    name: client.name,
    address: client.address,
    postalCode: client.postalCode,
    city: client.city,
    siteAddress: client.siteAddress,
    sitePostalCode: client.sitePostalCode,
    siteCity: client.siteCity,
    email: client.email,
    phone: client.phone,
    siren: client.siren ?? '',
    vatNumber: client.vatNumber ?? '',
  };
}

/** The mentions printed on the invoice (domain/invoicing/mentions.ts), and those the settings lack. */
export function mentionsOf(
  invoice: Pick<Invoice, 'content' | 'operationCategory' | 'paymentDays' | 'dueOn'>,
  parties: InvoiceParties,
): { mentions: string[]; missing: MissingMention[] } {
  // A private client without a work site named: the devis's defaults (particulier) for the notes.
  const client: InvoiceClient = parties.client ?? {
    kind: 'particulier',
    name: '',
    address: '',
    postalCode: '',
    city: '',
    siteAddress: '',
    sitePostalCode: '',
    siteCity: '',
    email: '',
    phone: '',
    siren: '',
    vatNumber: '',
  };
  return {
    mentions: invoiceMentions({
      company: parties.company,
      client,
      content: invoice.content,
      operationCategory: invoice.operationCategory,
      paymentDays: invoice.paymentDays,
      dueOn: invoice.dueOn ?? null,
    }),
    missing: missingInvoiceMentions(parties.company, parties.client),
  };
}
