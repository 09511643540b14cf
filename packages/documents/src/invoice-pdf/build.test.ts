import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  type PDFStream,
  PDFString,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_CLIENT, journeyDocuments, PRIVATE_CLIENT } from '../../test/invoice-documents.ts';
import { invoiceCiiXml } from '../factur-x/cii-xml.ts';
import type { InvoiceDocument } from '../factur-x/document.ts';
import { loadPdfFonts } from '../node-fonts.ts';
import { pdfText } from '../pdf-text.ts';
import { invoicePdf } from './build.ts';

// The Factur-X PDF read back: what a reader sees (pdf.js), and what a PDF/A-3 and Factur-X reader
// looks for (pdf-lib's objects): the XML attached as factur-x.xml and associated with the document,
// the XMP that names PDF/A-3B and the EN 16931 profile, the sRGB output intent, embedded fonts, an ID.

/** A stream's bytes, inflated when they are. */
function streamBytes(stream: PDFObject | undefined): Uint8Array {
  if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
}

interface ReadBack {
  pdf: PDFDocument;
  get: (obj: PDFObject | undefined) => PDFObject | undefined;
  catalog: PDFDict;
}

async function readBack(bytes: Uint8Array): Promise<ReadBack> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const get = (obj: PDFObject | undefined) => (obj instanceof PDFRef ? pdf.context.lookup(obj) : obj);
  return { pdf, get, catalog: pdf.catalog };
}

const text = (obj: PDFObject | undefined) =>
  obj instanceof PDFString || obj instanceof PDFHexString ? obj.decodeText() : String(obj);

describe('the Factur-X PDF of a solde with retenue for a business client', () => {
  let doc: InvoiceDocument;
  let bytes: Uint8Array;
  let back: ReadBack;

  beforeAll(async () => {
    doc = journeyDocuments(BUSINESS_CLIENT)[2] as InvoiceDocument;
    bytes = await invoicePdf(doc, await loadPdfFonts());
    back = await readBack(bytes);
  });

  it('attaches the invoice’s CII as factur-x.xml, associated (AF) with AFRelationship Alternative', () => {
    const { catalog, get } = back;
    const af = get(catalog.get(PDFName.of('AF')));
    expect(af).toBeInstanceOf(PDFArray);
    const spec = get((af as PDFArray).get(0)) as PDFDict;
    expect(text(spec.get(PDFName.of('F')))).toBe('factur-x.xml');
    expect(text(spec.get(PDFName.of('UF')))).toBe('factur-x.xml');
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    const ef = get(spec.get(PDFName.of('EF'))) as PDFDict;
    const file = get(ef.get(PDFName.of('F')));
    expect((file as PDFStream).dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    // The XML the validation tests check (cii-xml.test.ts), byte for byte.
    const xml = new TextDecoder().decode(streamBytes(file));
    expect(xml).toBe(invoiceCiiXml(doc));
    // …and the same file in the EmbeddedFiles name tree, where readers list attachments.
    const names = get(get(catalog.get(PDFName.of('Names'))) as PDFObject) as PDFDict;
    const tree = get(names.get(PDFName.of('EmbeddedFiles'))) as PDFDict;
    const list = get(tree.get(PDFName.of('Names'))) as PDFArray;
    expect(text(list.get(0))).toBe('factur-x.xml');
    expect(get(list.get(1))).toBe(spec);
  });

  it('XMP: PDF/A-3 conformance B, Factur-X INVOICE factur-x.xml profile EN 16931, with its extension schema', () => {
    const { catalog, get } = back;
    const metadata = get(catalog.get(PDFName.of('Metadata'))) as PDFRawStream;
    expect(metadata.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmp = new TextDecoder().decode(streamBytes(metadata));
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
    // The Info dictionary says what the XMP says (PDF/A).
    expect(back.pdf.getTitle()).toBe('Facture de solde n°\u00a0FAC-2027-0003');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Facture de solde n°\u00a0FAC-2027-0003</rdf:li>');
    expect(back.pdf.getProducer()).toBe('Courant (pdf-lib)');
    expect(xmp).toContain('<pdf:Producer>Courant (pdf-lib)</pdf:Producer>');
    expect(xmp).toContain('<xmp:CreateDate>2027-02-01T12:00:00Z</xmp:CreateDate>');
  });

  it('an sRGB output intent (GTS_PDFA1) with its ICC profile', () => {
    const { catalog, get } = back;
    const intents = get(catalog.get(PDFName.of('OutputIntents'))) as PDFArray;
    const intent = get(intents.get(0)) as PDFDict;
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    expect(text(intent.get(PDFName.of('OutputConditionIdentifier')))).toBe('sRGB IEC61966-2.1');
    const profile = get(intent.get(PDFName.of('DestOutputProfile'))) as PDFRawStream;
    expect(String(profile.dict.get(PDFName.of('N')))).toBe('3');
    const icc = streamBytes(profile);
    expect(new TextDecoder().decode(icc.slice(36, 40))).toBe('acsp');
    expect(new TextDecoder().decode(icc.slice(16, 20))).toBe('RGB ');
  });

  it('every font embedded (no standard-14 font), and a document ID', () => {
    const { pdf, get } = back;
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter(
        (obj): obj is PDFDict =>
          obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      );
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const descriptor of fonts) expect(descriptor.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
    const baseFonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter(
        (obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('Font'),
      )
      .map((font) => String(font.get(PDFName.of('BaseFont'))));
    expect(baseFonts.every((name) => name.includes('DejaVu'))).toBe(true);
    const id = get(pdf.context.trailerInfo.ID) as PDFArray;
    expect(id.size()).toBe(2);
    expect(String(id.get(0))).toMatch(/^<[0-9a-f]{32}>$/);
  });

  it('the same invoice gives the same bytes', async () => {
    expect(Buffer.from(await invoicePdf(doc)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads as a solde: parties with SIREN and site, lines, VAT per rate, retenue, mentions with the 40 € indemnity', async () => {
    const { text: t } = await pdfText(bytes);
    for (const expected of [
      'Facture de solde n° FAC-2027-0003',
      'SIRET : 73282932000009',
      'TVA intracommunautaire : FR40732829320',
      'SCI Les Canuts (Professionnel)',
      'SIREN : 412345670',
      'Adresse du chantier (livraison) : 18 rue Duguesclin, 69006 Lyon',
      'Devis n° DEV-2027-0001 accepté le 04/01/2027',
      'Déduction : Facture d’acompte FAC-2027-0001 du 01/02/2027',
      'Base HT à 5,5 %',
      'TVA 10 %',
      'Total TTC 1 532,16 €',
      'Retenue de garantie -76,61 €',
      'Net à payer 1 455,55 €',
      'Catégorie de l’opération : Prestation de services',
      'Taux réduit de TVA — attestation du client',
      'Paiement à 30 jours, au plus tard le 03/03/2027',
      'Pas d’escompte pour paiement anticipé.',
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
      'Pénalités de retard exigibles',
      'jusqu’au 15/03/2028',
      'Assurance décennale',
    ]) {
      expect(t).toContain(expected);
    }
  });
});

describe('the other kinds', () => {
  it('an acompte for a private client: no penalties nor indemnity, the deposit’s type in the title', async () => {
    const acompte = journeyDocuments(PRIVATE_CLIENT)[0] as InvoiceDocument;
    const { text: t } = await pdfText(await invoicePdf(acompte));
    expect(t).toContain('Facture d’acompte n° FAC-2027-0001');
    expect(t).toContain('Acompte de 30 % sur le devis DEV-2027-0001');
    expect(t).toContain('Paiement à réception');
    expect(t).not.toContain('40 €');
    expect(t).not.toContain('SIREN');
  });

  it('an avoir: the invoice it credits, its reason, the amount credited', async () => {
    const avoir = journeyDocuments(BUSINESS_CLIENT)[3] as InvoiceDocument;
    const bytes = await invoicePdf(avoir);
    const { text: t } = await pdfText(bytes);
    expect(t).toContain('Avoir n° FAC-2027-0004');
    expect(t).toContain('Avoir sur la facture FAC-2027-0003 du 01/02/2027');
    expect(t).toContain('Motif de l’avoir : Prise non posée');
    expect(t).toContain('Montant de l’avoir 120,00 €');
    const back = await readBack(bytes);
    expect(back.catalog.get(PDFName.of('AF'))).toBeDefined();
  });
});

describe('the seller’s logo', () => {
  /** The header of a JPEG of `channels` components (what pdf-lib reads of it: its SOF0 segment). */
  const jpeg = (channels: 3 | 4) => {
    const components = Array.from({ length: channels }, (_, i) => [i + 1, 0x11, 0]).flat();
    const sof = [0xff, 0xc0, 0, 8 + 3 * channels, 8, 0, 8, 0, 8, channels, ...components];
    return `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, ...sof, 0xff, 0xd9]).toString('base64')}`;
  };
  const imagesOnFirstPage = async (bytes: Uint8Array) => {
    const pdf = await PDFDocument.load(bytes);
    const xObjects = pdf.getPages()[0]?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return xObjects?.keys().length ?? 0;
  };

  it('an RGB logo is drawn; a CMYK one is left out, the PDF/A’s output intent being sRGB', async () => {
    const acompte = journeyDocuments(BUSINESS_CLIENT)[0] as InvoiceDocument;
    const withLogo = (logo: string) => invoicePdf({ ...acompte, seller: { ...acompte.seller, logo } });
    expect(await imagesOnFirstPage(await withLogo(jpeg(3)))).toBe(1);
    expect(await imagesOnFirstPage(await withLogo(jpeg(4)))).toBe(0);
  });
});
