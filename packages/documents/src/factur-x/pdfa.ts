import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AFRelationship, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { facturXXmp } from './xmp.ts';

// Makes a pdf-lib document a Factur-X PDF/A-3b: the CII XML embedded as factur-x.xml (an associated
// file of the document, in the catalog's AF array), the XMP metadata that names PDF/A-3B and the
// Factur-X profile, an sRGB output intent (the ICC profile of icc/, zlib licence), the document ID.
// The fonts are embedded by PageLayout already (DejaVu, subset).

/** The name Factur-X gives the embedded XML. */
export const FACTURX_FILE_NAME = 'factur-x.xml';
/** The Factur-X profile of the XML, as the XMP names it. */
export const FACTURX_CONFORMANCE = 'EN 16931';
/** Factur-X's XMP schema version (unchanged since 1.0). */
export const FACTURX_XMP_VERSION = '1.0';

const SRGB_ICC = new URL('./icc/sRGB.icc', import.meta.url);
let icc: Uint8Array | null = null;

/**
 * The XML as an embedded file of the document and one of its associated files (PDF/A-3 §6.8): the
 * file specification with /F, /UF, /Desc and /AFRelationship, its stream with its MIME type and its
 * dates, listed in the EmbeddedFiles name tree and in the catalog's AF array. 'Alternative': the XML
 * says all the PDF shows, in another form (Factur-X allows Data, Source or Alternative).
 */
function embedXml(doc: PDFDocument, xml: Uint8Array, date: Date): void {
  const context = doc.context;
  const stream = context.flateStream(xml, {
    Type: 'EmbeddedFile',
    Subtype: 'text/xml',
    Params: { Size: xml.length, ModDate: PDFString.fromDate(date) },
  });
  const streamRef = context.register(stream);
  const fileSpec = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FACTURX_FILE_NAME),
      UF: PDFHexString.fromText(FACTURX_FILE_NAME),
      Desc: PDFHexString.fromText('Factur-X invoice (CII, EN 16931)'),
      AFRelationship: AFRelationship.Alternative,
      EF: { F: streamRef, UF: streamRef },
    }),
  );
  const names = context.obj({
    EmbeddedFiles: { Names: [PDFHexString.fromText(FACTURX_FILE_NAME), fileSpec] },
  });
  doc.catalog.set(PDFName.of('Names'), names);
  doc.catalog.set(PDFName.of('AF'), context.obj([fileSpec]));
}

/** The sRGB output intent every page's colours are meant in (GTS_PDFA1, the PDF/A one). */
function addOutputIntent(doc: PDFDocument): void {
  icc ??= new Uint8Array(readFileSync(SRGB_ICC));
  const context = doc.context;
  const profile = context.register(context.flateStream(icc, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
}

/** The XMP metadata stream, uncompressed (PDF/A wants it readable as is). */
function addMetadata(doc: PDFDocument, facts: { title: string; author: string; date: Date }): void {
  const xmp = facturXXmp({
    ...facts,
    creatorTool: 'Courant',
    producer: 'Courant (pdf-lib)',
    fileName: FACTURX_FILE_NAME,
    conformanceLevel: FACTURX_CONFORMANCE,
    version: FACTURX_XMP_VERSION,
  });
  const stream = doc.context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}

/**
 * Turns the invoice's PDF into a Factur-X PDF/A-3b with its XML. The Info dictionary is set to match
 * the XMP (same title, author, tool, producer and dates); the document ID is the SHA-256 of the XML
 * and the number, so the same invoice always gives the same file.
 */
export function makeFacturX(
  doc: PDFDocument,
  xml: string,
  facts: { number: string; title: string; author: string; date: Date },
): void {
  const bytes = new TextEncoder().encode(xml);
  doc.setTitle(facts.title, { showInWindowTitleBar: true });
  doc.setAuthor(facts.author);
  doc.setCreator('Courant');
  doc.setProducer('Courant (pdf-lib)');
  doc.setCreationDate(facts.date);
  doc.setModificationDate(facts.date);
  doc.setLanguage('fr-FR');
  embedXml(doc, bytes, facts.date);
  addOutputIntent(doc);
  addMetadata(doc, facts);
  const id = createHash('sha256').update(facts.number).update(bytes).digest('hex').slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
