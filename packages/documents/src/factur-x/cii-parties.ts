import { formatPrice } from '@courant/domain';
import { oneLine } from '../layout/text.ts';
import { type InvoiceDocument, type PostalAddress, sirenOf, siretDigits } from './document.ts';

// The parties of the CII: the seller (BG-4), the buyer (BG-7) and the work site (BG-13), as the
// Factur-X EN 16931 schema orders their elements and the French rules (XP Z12-012) want them.

/** An XML element as xmlbuilder2 builds it from an object; undefined children are left out. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlNode[] | undefined;

/** The address of a party in France (BT-35 to BT-40): postcode, line, city, country. */
export function postalAddress(address: PostalAddress): XmlNode {
  return {
    'ram:PostcodeCode': oneLine(address.postalCode) || undefined,
    'ram:LineOne': oneLine(address.address) || undefined,
    'ram:CityName': oneLine(address.city) || undefined,
    'ram:CountryID': 'FR',
  };
}

/** An identifier with its scheme (ISO 6523 ICD: 0002 SIREN, 0009 SIRET; EAS 0225, EM; VA). */
const id = (value: string, schemeID: string): XmlNode | undefined =>
  value ? { '@schemeID': schemeID, '#': value } : undefined;

/** The seller's legal identity in one line (BT-33): legal form and capital, RCS or RM. */
function sellerLegalInfo(seller: InvoiceDocument['seller']): string {
  const capital = seller.capital ? `au capital de ${formatPrice(seller.capital)}` : '';
  return [[oneLine(seller.legalForm), capital].filter(Boolean).join(' '), oneLine(seller.registration)]
    .filter(Boolean)
    .join(', ');
}

/**
 * The seller: SIRET (BT-29, scheme 0009) and SIREN (BT-30, scheme 0002, BR-FR-10), its electronic
 * address in the French directory (BT-34, scheme 0225, the SIREN: the address every company has there),
 * its VAT number (BT-31) — under the franchise without one, its SIREN as tax registration (BT-32, FC),
 * which EN 16931 asks of an exempt invoice (BR-E-02).
 */
export function sellerParty(doc: InvoiceDocument): XmlNode {
  const s = doc.seller;
  const siren = sirenOf(s.siret);
  const vat = oneLine(s.vatNumber).replace(/\s/g, '');
  const contact: XmlNode = {
    'ram:TelephoneUniversalCommunication': oneLine(s.phone)
      ? { 'ram:CompleteNumber': oneLine(s.phone) }
      : undefined,
    'ram:EmailURIUniversalCommunication': oneLine(s.email) ? { 'ram:URIID': oneLine(s.email) } : undefined,
  };
  const hasContact = Object.values(contact).some((v) => v !== undefined);
  return {
    'ram:GlobalID': id(siretDigits(s.siret), '0009'),
    'ram:Name': oneLine(s.name),
    'ram:Description': sellerLegalInfo(s) || undefined,
    'ram:SpecifiedLegalOrganization': { 'ram:ID': id(siren, '0002') },
    'ram:DefinedTradeContact': hasContact ? contact : undefined,
    'ram:PostalTradeAddress': postalAddress(s),
    'ram:URIUniversalCommunication': { 'ram:URIID': id(siren, '0225') },
    'ram:SpecifiedTaxRegistration': vat
      ? { 'ram:ID': id(vat, 'VA') }
      : s.vatExempt
        ? { 'ram:ID': id(siren, 'FC') }
        : undefined,
  };
}

/**
 * The buyer: a business by its SIREN (BT-47, BR-FR-11) and the directory address that starts with
 * it (BT-49, scheme 0225, BR-FR-21), its VAT number when known; a private person by its e-mail
 * (BT-49, scheme EM, BR-FR-12).
 */
export function buyerParty(doc: InvoiceDocument): XmlNode {
  const b = doc.buyer;
  const business = b.kind === 'professionnel';
  const siren = business ? sirenOf(b.siren) : '';
  const vat = oneLine(b.vatNumber).replace(/\s/g, '');
  return {
    'ram:Name': oneLine(b.name),
    'ram:SpecifiedLegalOrganization': siren ? { 'ram:ID': id(siren, '0002') } : undefined,
    'ram:PostalTradeAddress': postalAddress(b),
    'ram:URIUniversalCommunication': {
      'ram:URIID': business ? id(siren, '0225') : id(oneLine(b.email), 'EM'),
    },
    'ram:SpecifiedTaxRegistration': business && vat ? { 'ram:ID': id(vat, 'VA') } : undefined,
  };
}

/**
 * Where the works are (BG-13, deliver-to; décret 2022-1299 wants it when it is not the billing
 * address): the site, else the billing address — so that the delivery block is never empty (PEPPOL-
 * EN16931-R008 warns of empty elements).
 */
export function shipToParty(doc: InvoiceDocument, site: PostalAddress | null): XmlNode {
  return { 'ram:Name': oneLine(doc.buyer.name), 'ram:PostalTradeAddress': postalAddress(site ?? doc.buyer) };
}
