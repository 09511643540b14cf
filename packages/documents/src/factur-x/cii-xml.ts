import {
  billingCaseCode,
  deductsAcomptes,
  formatDate,
  formatPrice,
  INVOICE_TYPE_CODES,
  type InvoiceLine,
  invoiceMentions,
  paymentNotes,
  paymentTermsText,
  toEuros,
} from '@courant/domain';
import { create } from 'xmlbuilder2';
import { oneLine } from '../layout/text.ts';
import { buyerParty, sellerParty, shipToParty, type XmlNode } from './cii-parties.ts';
import { amount, date102, quantity, rate, UNIT_CODES, vatCategory, vatDueDateCode } from './cii-values.ts';
import { assertInvoiceDocument, type InvoiceDocument, precedingInvoices, siteAddressOf } from './document.ts';

// The invoice as UN/CEFACT Cross Industry Invoice XML, profile EN 16931 of Factur-X 1.09 (the XML a
// Factur-X PDF embeds as factur-x.xml, and GET /invoices/{id}/factur-x.xml answers), with the French
// rules of XP Z12-012 (billing case, SIREN, electronic addresses, payment notes).

/** The EN 16931 profile's guideline identifier (BT-24), which Factur-X names 'EN 16931'. */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const dateTime = (isoDate: string): XmlNode => ({
  'udt:DateTimeString': { '@format': '102', '#': date102(isoDate) },
});
const euros = (cents: number): XmlNode => ({ '@currencyID': 'EUR', '#': amount(cents) });
const note = (content: string, subject: string): XmlNode => ({
  'ram:Content': oneLine(content),
  'ram:SubjectCode': subject,
});

/**
 * The notes (BG-1): the three payment notes every French e-invoice carries once (BR-FR-05/06: PMD
 * penalties, PMT recovery indemnity, AAB early-payment discount), the kind of buyer (BAR: B2B or
 * B2C), then the invoice's other mentions as regulatory notes (REG) and an avoir's reason (AAI).
 */
function notes(doc: InvoiceDocument): XmlNode[] {
  const payment = paymentNotes(doc.buyer.kind, doc.seller);
  const terms = paymentTermsText(doc.paymentDays, doc.dueOn);
  const printed = new Set<string>([payment.PMD, payment.PMT, payment.AAB, terms]);
  const others = invoiceMentions({
    company: doc.seller,
    client: doc.buyer,
    content: doc.content,
    operationCategory: doc.operationCategory,
    paymentDays: doc.paymentDays,
    dueOn: doc.dueOn,
  }).filter((mention) => !printed.has(mention));
  return [
    note(payment.PMD, 'PMD'),
    note(payment.PMT, 'PMT'),
    note(payment.AAB, 'AAB'),
    note(doc.buyer.kind === 'professionnel' ? 'B2B' : 'B2C', 'BAR'),
    ...others.map((mention) => note(mention, 'REG')),
    ...(oneLine(doc.reason) ? [note(`Motif\u00a0: ${oneLine(doc.reason)}`, 'AAI')] : []),
  ];
}

/** What a line says beyond its label (BT-127): the progress a situation bills, what a deduction takes off. */
function lineNote(line: InvoiceLine): string | undefined {
  if (line.progress) {
    const pct = (bp: number) => `${String(bp / 100).replace('.', ',')}\u00a0%`;
    return `Avancement cumulé ${pct(line.progress.cumulativeBp)} (précédemment ${pct(line.progress.previousBp)})`;
  }
  if (line.deducts?.length) {
    return `Déduction de ${line.deducts.map((ref) => `${ref.number} du ${formatDate(ref.issuedOn)}`).join(', ')}`;
  }
  return undefined;
}

/** One invoice line (BG-25): its price HT (never negative, the sign rides on the quantity), its VAT. */
function lineItem(line: InvoiceLine, index: number): XmlNode {
  const category = vatCategory(line.vatRate);
  const lineNoteText = lineNote(line);
  return {
    'ram:AssociatedDocumentLineDocument': {
      'ram:LineID': String(index + 1),
      'ram:IncludedNote': lineNoteText ? { 'ram:Content': lineNoteText } : undefined,
    },
    'ram:SpecifiedTradeProduct': { 'ram:Name': oneLine(line.label) || 'Prestation' },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitPriceCents) },
    },
    'ram:SpecifiedLineTradeDelivery': {
      'ram:BilledQuantity': { '@unitCode': UNIT_CODES[line.unit], '#': quantity(line.quantity) },
    },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': {
        'ram:TypeCode': 'VAT',
        'ram:CategoryCode': category.code,
        'ram:RateApplicablePercent': rate(line.vatRate),
      },
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.totalCents) },
    },
  };
}

/** The VAT breakdown (BG-23), one per rate: base, VAT, category, exemption and when the VAT is due. */
function taxBreakdown(doc: InvoiceDocument): XmlNode[] {
  const due = vatDueDateCode(doc);
  return doc.content.totals.byRate.map((r) => {
    const category = vatCategory(r.rate);
    return {
      'ram:CalculatedAmount': amount(r.vatCents),
      'ram:TypeCode': 'VAT',
      'ram:ExemptionReason': category.exemption?.text,
      'ram:BasisAmount': amount(r.baseCents),
      'ram:CategoryCode': category.code,
      'ram:ExemptionReasonCode': category.exemption?.code,
      'ram:DueDateTypeCode': due ?? undefined,
      'ram:RateApplicablePercent': rate(r.rate),
    };
  });
}

/**
 * The payment terms (BT-20, BT-9). The amount due (BT-115) is the invoice's TTC, as BR-CO-16 wants:
 * a retenue de garantie is not a payment made, it is owed later; the terms say how much of it the
 * client keeps and until when.
 */
function paymentTerms(doc: InvoiceDocument): XmlNode {
  const { content } = doc;
  if (content.credits) {
    return {
      'ram:Description': `Avoir sur la facture ${content.credits.number} du ${formatDate(content.credits.issuedOn)}, à déduire de son règlement ou à rembourser`,
    };
  }
  const retenue = content.retenue
    ? `, dont ${formatPrice(toEuros(content.netToPayCents))} à l’échéance et ${formatPrice(toEuros(content.retenue.amountCents))} de retenue de garantie${content.retenue.releaseOn ? ` au ${formatDate(content.retenue.releaseOn)}` : ''}`
    : '';
  return {
    'ram:Description': `${paymentTermsText(doc.paymentDays, doc.dueOn)}${retenue}`,
    'ram:DueDateDateTime': doc.dueOn ? dateTime(doc.dueOn) : undefined,
  };
}

function settlement(doc: InvoiceDocument): XmlNode {
  const t = doc.content.totals;
  return {
    'ram:PaymentReference': doc.number,
    'ram:InvoiceCurrencyCode': 'EUR',
    'ram:ApplicableTradeTax': taxBreakdown(doc),
    'ram:SpecifiedTradePaymentTerms': paymentTerms(doc),
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amount(t.htCents),
      'ram:TaxBasisTotalAmount': amount(t.htCents),
      'ram:TaxTotalAmount': euros(t.vatCents),
      'ram:GrandTotalAmount': amount(t.ttcCents),
      'ram:DuePayableAmount': amount(t.ttcCents),
    },
    'ram:InvoiceReferencedDocument': precedingInvoices(doc.content).map((ref) => ({
      'ram:IssuerAssignedID': ref.number,
      'ram:FormattedIssueDateTime': {
        'qdt:DateTimeString': { '@format': '102', '#': date102(ref.issuedOn) },
      },
    })),
  };
}

/** The whole CrossIndustryInvoice as an object xmlbuilder2 writes, elements in the schema's order. */
function crossIndustryInvoice(doc: InvoiceDocument): XmlNode {
  const { content } = doc;
  const site = siteAddressOf(doc);
  return {
    ...Object.fromEntries(Object.entries(NS).map(([k, v]) => [`@${k}`, v])),
    'rsm:ExchangedDocumentContext': {
      'ram:BusinessProcessSpecifiedDocumentContextParameter': {
        'ram:ID': billingCaseCode(doc.operationCategory, content.kind, deductsAcomptes(content)),
      },
      'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
    },
    'rsm:ExchangedDocument': {
      'ram:ID': doc.number,
      'ram:TypeCode': INVOICE_TYPE_CODES[content.kind],
      'ram:IssueDateTime': dateTime(doc.issuedOn),
      'ram:IncludedNote': notes(doc),
    },
    'rsm:SupplyChainTradeTransaction': {
      'ram:IncludedSupplyChainTradeLineItem': content.lines.map(lineItem),
      'ram:ApplicableHeaderTradeAgreement': {
        'ram:SellerTradeParty': sellerParty(doc),
        'ram:BuyerTradeParty': buyerParty(doc),
        'ram:ContractReferencedDocument': doc.devis
          ? { 'ram:IssuerAssignedID': doc.devis.number }
          : undefined,
      },
      'ram:ApplicableHeaderTradeDelivery': {
        'ram:ShipToTradeParty': shipToParty(doc, site),
        'ram:ActualDeliverySupplyChainEvent': doc.worksDate
          ? { 'ram:OccurrenceDateTime': dateTime(doc.worksDate) }
          : undefined,
      },
      'ram:ApplicableHeaderTradeSettlement': settlement(doc),
    },
  };
}

/** Drops undefined children and empty lists, so that an absent fact leaves no element. */
function pruned(node: XmlNode): XmlNode {
  const out: XmlNode = {};
  for (const [name, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[name] = value.map(pruned);
    } else out[name] = typeof value === 'string' ? value : pruned(value);
  }
  return out;
}

/**
 * The invoice's Factur-X XML (CII, profile EN 16931), UTF-8, indented. Throws an
 * InvoiceDocumentError (French message) when the document lacks a SIRET, a business client's SIREN
 * or a private client's e-mail: an e-invoice cannot go without them.
 */
export function invoiceCiiXml(doc: InvoiceDocument): string {
  assertInvoiceDocument(doc);
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      'rsm:CrossIndustryInvoice': pruned(crossIndustryInvoice(doc)),
    },
  ).end({ prettyPrint: true });
}
