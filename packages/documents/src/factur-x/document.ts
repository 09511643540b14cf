import type {
  InvoiceClient,
  InvoiceCompany,
  InvoiceContent,
  InvoiceReference,
  OperationCategory,
} from '@courant/domain';

// What an issued invoice prints and what its Factur-X XML says: one input for both, built by the
// server from what is saved (the invoice's content, the company's settings and the client as they
// were at issue). No pdf-lib, no XML here.

/** A postal address as the invoice prints it; the country is France. */
export interface PostalAddress {
  address: string;
  postalCode: string;
  city: string;
}

/** The seller: the company's settings an invoice prints, and its logo (a PNG or JPEG data URL). */
export type InvoiceSeller = InvoiceCompany & { logo?: string | null };

/** Everything an issued invoice (or avoir) is drawn and exported from. */
export interface InvoiceDocument {
  /** 'FAC-2027-0001', given at issue. */
  number: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  /** 'YYYY-MM-DD'; null for an avoir (nothing to pay). */
  dueOn: string | null;
  /** Days from issue to due date (0: on receipt); ignored for an avoir. */
  paymentDays: number;
  /** Goods, services or mixed (décret 2022-1299); with the kind, it gives the billing case (BT-23). */
  operationCategory: OperationCategory;
  /** Date of the works (or their end), when it differs from the issue date ('YYYY-MM-DD'). */
  worksDate?: string | null;
  /** What the domain computed: lines, totals per rate, retenue, what the avoir credits. */
  content: InvoiceContent;
  seller: InvoiceSeller;
  buyer: InvoiceClient;
  /** Where the works are, when not at the billing address; null: the client's own site fields say. */
  site?: PostalAddress | null;
  /** The accepted devis the invoice bills ('DEV-2027-0001'), the contract reference (BT-12). */
  devis: { number: string; acceptedOn?: string | null } | null;
  /** The project's name, printed under the title. */
  projectName?: string | null;
  /** Avoir: why it was made (an error, a commercial gesture…), printed and sent as a note. */
  reason?: string | null;
}

/** Thrown when a document lacks what an e-invoice must carry (the server checks it before issuing). */
export class InvoiceDocumentError extends Error {
  override name = 'InvoiceDocumentError';
}

/** The SIREN of a SIRET ('12345678900012' → '123456789'), or '' when it is not one. */
export function sirenOf(siretOrSiren: string | null | undefined): string {
  const digits = (siretOrSiren ?? '').replace(/\s/g, '');
  return /^\d{9}(\d{5})?$/.test(digits) ? digits.slice(0, 9) : '';
}

/** The 14 digits of a SIRET, or ''. */
export function siretDigits(siret: string | null | undefined): string {
  const digits = (siret ?? '').replace(/\s/g, '');
  return /^\d{14}$/.test(digits) ? digits : '';
}

/** The works' address when it is not the billing one: the document's site, else the client's site fields. */
export function siteAddressOf(doc: Pick<InvoiceDocument, 'site' | 'buyer'>): PostalAddress | null {
  const site = doc.site ?? {
    address: doc.buyer.siteAddress,
    postalCode: doc.buyer.sitePostalCode,
    city: doc.buyer.siteCity,
  };
  const blank = !site.address.trim() && !site.postalCode.trim() && !site.city.trim();
  const same =
    site.address.trim() === doc.buyer.address.trim() &&
    site.postalCode.trim() === doc.buyer.postalCode.trim() &&
    site.city.trim() === doc.buyer.city.trim();
  return blank || same ? null : site;
}

/**
 * The earlier invoices this one refers to: the invoice an avoir credits, or those a situation or a
 * solde deducts (acomptes, situations), each once, in the order they were issued.
 */
export function precedingInvoices(content: InvoiceContent): InvoiceReference[] {
  if (content.credits) return [content.credits];
  const seen = new Map<string, InvoiceReference>();
  for (const line of content.lines) {
    for (const ref of line.deducts ?? []) if (!seen.has(ref.number)) seen.set(ref.number, ref);
  }
  return [...seen.values()].sort(
    (a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number),
  );
}

/**
 * What an e-invoice cannot go without (XP Z12-012, BR-FR-10 to 13; EN 16931 BR-S-02): the seller's
 * SIRET and VAT number, a business client's SIREN, a private client's e-mail (its electronic address). Throws, in French, when one is
 * missing: the server refuses to issue before (missingInvoiceMentions), so this is a last guard.
 */
export function assertInvoiceDocument(doc: InvoiceDocument): void {
  const missing: string[] = [];
  if (!siretDigits(doc.seller.siret)) missing.push('le numéro SIRET de l’entreprise');
  if (!doc.seller.vatExempt && !doc.seller.vatNumber.trim()) {
    missing.push('le numéro de TVA intracommunautaire de l’entreprise');
  }
  if (doc.buyer.kind === 'professionnel' && !sirenOf(doc.buyer.siren)) {
    missing.push('le SIREN du client professionnel');
  }
  if (doc.buyer.kind === 'particulier' && !doc.buyer.email.trim()) missing.push('l’adresse email du client');
  if (missing.length > 0) {
    throw new InvoiceDocumentError(`La facture ${doc.number} ne peut être émise sans ${missing.join(', ')}.`);
  }
}
