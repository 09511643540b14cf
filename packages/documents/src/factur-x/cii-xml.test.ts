import { describe, expect, it } from 'vitest';
import { facturXErrors, SCHEMATRONS, schematronErrors, xsdErrors } from '../../test/factur-x-validators.ts';
import {
  BUSINESS_CLIENT,
  documentOf,
  issueAll,
  journeyDocuments,
  PRIVATE_CLIENT,
  SELLER,
  T3_DEVIS,
} from '../../test/invoice-documents.ts';
import { invoiceCiiXml } from './cii-xml.ts';
import { InvoiceDocumentError } from './document.ts';

// Every invoice of the journey (acompte, situation, solde with retenue, avoir) is checked with the
// official artefacts, offline: the Factur-X 1.09 EN 16931 XSD (libxml2), the EN 16931 CII schematron
// 1.3.16 and the French BR-FR rules 1.4.0 (SaxonJS). Each schematron is loaded once per run.

const KINDS = ['acompte', 'situation', 'solde', 'avoir'] as const;

// A business client's whole journey; a private client's acompte and avoir (its buyer is named by
// e-mail, without penalties nor indemnity): the paths that differ, each validation costing a second or two.
describe.each([
  ['a business client', BUSINESS_CLIENT, KINDS],
  ['a private client', PRIVATE_CLIENT, ['acompte', 'avoir'] as const],
])('the journey’s Factur-X XML for %s', (_, client, kinds) => {
  const docs = journeyDocuments(client);

  it.each([...kinds])(
    'the %s passes the XSD, EN 16931 and BR-FR with 0 errors',
    async (kind) => {
      const doc = docs[KINDS.indexOf(kind)];
      if (!doc) throw new Error('missing invoice');
      expect(await facturXErrors(invoiceCiiXml(doc))).toEqual([]);
    },
    60_000,
  );
});

describe('what the XML says', () => {
  const [acompte, situation, solde, avoir] = journeyDocuments(BUSINESS_CLIENT).map(invoiceCiiXml) as [
    string,
    string,
    string,
    string,
  ];

  it('type codes: 386 acompte, 380 situation and solde, 381 avoir', () => {
    expect(acompte).toContain('<ram:TypeCode>386</ram:TypeCode>');
    expect(situation).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(solde).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(avoir).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(avoir).toContain('urn:cen.eu:en16931:2017');
  });

  it('billing case: services to pay (S1), the solde after acomptes S4', () => {
    const caseOf = (xml: string) =>
      /<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>(\w+)</.exec(xml)?.[1];
    expect([acompte, situation, solde, avoir].map(caseOf)).toEqual(['S1', 'S1', 'S4', 'S1']);
  });

  it('the seller’s and the business buyer’s SIREN (scheme 0002), the site as deliver-to', () => {
    expect(solde).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(solde).toContain('<ram:ID schemeID="0002">412345670</ram:ID>');
    expect(solde).toMatch(/<ram:ShipToTradeParty>[\s\S]*18 rue Duguesclin[\s\S]*<\/ram:ShipToTradeParty>/);
  });

  it('VAT per rate with category S: 20, 10 and 5,5 %', () => {
    const rates = [
      ...solde.matchAll(
        /<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>([\d.]+)<\/ram:CalculatedAmount>[\s\S]*?<ram:BasisAmount>([\d.]+)<[\s\S]*?<ram:RateApplicablePercent>([\d.]+)</g,
      ),
    ].map((m) => [m[3], m[2], m[1]]);
    expect(rates).toEqual([
      ['20', '280.00', '56.00'],
      ['10', '980.00', '98.00'],
      ['5.5', '112.00', '6.16'],
    ]);
  });

  it('payment notes PMD, PMT, AAB once each, the 40 € indemnity for a business', () => {
    for (const code of ['PMD', 'PMT', 'AAB']) {
      expect(solde.match(new RegExp(`<ram:SubjectCode>${code}</ram:SubjectCode>`, 'g'))).toHaveLength(1);
    }
    expect(solde).toContain('40\u00a0€');
  });

  it('the solde refers to the invoices it deducts, the avoir to the invoice it credits', () => {
    const refs = (xml: string) =>
      [...xml.matchAll(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>([\w-]+)</g)].map(
        (m) => m[1],
      );
    expect(refs(solde)).toEqual(['FAC-2027-0001', 'FAC-2027-0002']);
    expect(refs(avoir)).toEqual(['FAC-2027-0003']);
    expect(refs(acompte)).toEqual([]);
  });

  it('the retenue de garantie is stated in the payment terms, the amount due stays the TTC (BR-CO-16)', () => {
    expect(solde).toMatch(
      /dont 1\s455,55\s€ à l’échéance et 76,61\s€ de retenue de garantie au 15\/03\/2028/,
    );
    expect(solde).toContain('<ram:DuePayableAmount>1532.16</ram:DuePayableAmount>');
  });
});

describe('the validators reject what is wrong (they are not a rubber stamp)', () => {
  const [, , solde] = journeyDocuments(BUSINESS_CLIENT).map(invoiceCiiXml) as [string, string, string];

  it('XSD: an element out of the schema’s order', async () => {
    const swapped = solde.replace(
      /(<ram:ID>FAC-2027-0003<\/ram:ID>)(\s*)(<ram:TypeCode>380<\/ram:TypeCode>)/,
      '$3$2$1',
    );
    expect(swapped).not.toBe(solde);
    expect((await xsdErrors(swapped)).join('\n')).toMatch(/TypeCode/);
  });

  it('EN 16931: a grand total that is not the base plus the VAT (BR-CO-15)', () => {
    const wrong = solde.replace('<ram:GrandTotalAmount>1532.16<', '<ram:GrandTotalAmount>1532.17<');
    expect(schematronErrors(wrong, SCHEMATRONS.en16931).map((f) => f.id)).toContain('BR-CO-15');
  });

  it('BR-FR: no indemnity note (BR-FR-05), a billing case out of the list (BR-FR-08)', () => {
    const noPmt = solde.replace(
      /<ram:IncludedNote>\s*<ram:Content>[^<]*<\/ram:Content>\s*<ram:SubjectCode>PMT<\/ram:SubjectCode>\s*<\/ram:IncludedNote>/,
      '',
    );
    expect(schematronErrors(noPmt, SCHEMATRONS.brfr).map((f) => f.id)).toContain('BR-FR-05_BT-22_PMT');
    const badCase = solde.replace('<ram:ID>S4</ram:ID>', '<ram:ID>S0</ram:ID>');
    expect(
      schematronErrors(badCase, SCHEMATRONS.brfr)
        .map((f) => f.id)
        .join(),
    ).toMatch(/BR-FR-08/);
  });
});

describe('documents an e-invoice cannot be made of', () => {
  const [acompte] = issueAll(T3_DEVIS, [{ kind: 'acompte', percent: 30 }]);
  if (!acompte) throw new Error('no acompte');

  it('a business client without SIREN, a private client without e-mail, a company without SIRET: a French error', () => {
    expect(() => invoiceCiiXml(documentOf(acompte, { ...BUSINESS_CLIENT, siren: '' }))).toThrow(
      new InvoiceDocumentError(
        'La facture FAC-2027-0001 ne peut être émise sans le SIREN du client professionnel.',
      ),
    );
    expect(() => invoiceCiiXml(documentOf(acompte, { ...PRIVATE_CLIENT, email: '' }))).toThrow(
      /l’adresse email du client/,
    );
    expect(() =>
      invoiceCiiXml(documentOf(acompte, PRIVATE_CLIENT, { seller: { ...SELLER, siret: '' } })),
    ).toThrow(/le numéro SIRET de l’entreprise/);
  });

  it('a company under the franchise en base: category E with its exemption code, 0 errors', async () => {
    const exempt = { ...SELLER, vatExempt: true, vatNumber: '' };
    const lines = T3_DEVIS.lines.map((l) => ({ ...l, vatRate: 0 as const }));
    const [invoice] = issueAll({ ...T3_DEVIS, lines }, [{ kind: 'acompte', percent: 30 }]);
    if (!invoice) throw new Error('no invoice');
    const xml = invoiceCiiXml(documentOf(invoice, PRIVATE_CLIENT, { seller: exempt }));
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>');
    expect(await facturXErrors(xml)).toEqual([]);
  }, 60_000);
});

describe('category of operation and VAT option', () => {
  const [acompte, situation] = issueAll(T3_DEVIS, [
    { kind: 'acompte', percent: 30 },
    { kind: 'acompte', percent: 10 },
  ]);
  if (!acompte || !situation) throw new Error('no invoices');
  const caseAndDue = (xml: string) => [
    /<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>(\w+)</.exec(xml)?.[1],
    [...new Set([...xml.matchAll(/<ram:DueDateTypeCode>(\d+)</g)].map((m) => m[1]))].join(),
  ];

  it('goods: B1, the VAT due at payment for an acompte; mixed: M1; services with the debits option: due at invoicing', async () => {
    const goods = invoiceCiiXml(documentOf(acompte, BUSINESS_CLIENT, { operationCategory: 'biens' }));
    expect(caseAndDue(goods)).toEqual(['B1', '72']);
    const mixed = invoiceCiiXml(documentOf(acompte, BUSINESS_CLIENT, { operationCategory: 'mixte' }));
    expect(caseAndDue(mixed)).toEqual(['M1', '72']);
    const debits = invoiceCiiXml(
      documentOf(acompte, BUSINESS_CLIENT, { seller: { ...SELLER, vatOnDebits: true } }),
    );
    expect(caseAndDue(debits)).toEqual(['S1', '5']);
    expect(debits).toContain('Option pour le paiement de la TVA d’après les débits');
    expect(await facturXErrors(mixed)).toEqual([]);
  }, 60_000);

  it('a name with an ampersand comes out escaped', () => {
    const xml = invoiceCiiXml(documentOf(acompte, PRIVATE_CLIENT));
    expect(xml).toContain('<ram:Name>M. &amp; Mme Durand</ram:Name>');
    expect(xml).toContain('<ram:URIID schemeID="EM">durand@exemple.fr</ram:URIID>');
  });
});

describe('lines as a devis has them', () => {
  it('metres of cable at a price whose product is rounded, a solde without acompte: 0 errors', async () => {
    const cable = {
      ...T3_DEVIS.lines[0],
      id: 'd:cable',
      label: 'Câble R2V 3G2,5 mm²',
      quantity: 12.5,
      unit: 'm' as const,
      unitPriceCents: 123,
      totalCents: 1538,
      vatRate: 20 as const,
      roomId: null,
      roomName: null,
    } as (typeof T3_DEVIS.lines)[number];
    const [solde] = issueAll({ ...T3_DEVIS, lines: [...T3_DEVIS.lines, cable] }, [{ kind: 'solde' }]);
    if (!solde) throw new Error('no solde');
    const xml = invoiceCiiXml(documentOf(solde, BUSINESS_CLIENT));
    expect(xml).toContain('<ram:BilledQuantity unitCode="MTR">12.5</ram:BilledQuantity>');
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>S1</);
    expect(await facturXErrors(xml)).toEqual([]);
  }, 60_000);
});
