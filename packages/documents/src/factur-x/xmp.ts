import { create } from 'xmlbuilder2';

// The XMP metadata of a Factur-X PDF: PDF/A-3 part and conformance B (pdfaid), the document's
// properties (the same as its Info dictionary, which PDF/A wants in step), and the Factur-X
// properties with the PDF/A extension schema that declares them (Factur-X 1.0x specification §6).

export const FACTURX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface XmpFacts {
  title: string;
  author: string;
  /** 'Courant'. */
  creatorTool: string;
  producer: string;
  /** Creation and modification date: the invoice's issue. */
  date: Date;
  /** Factur-X: the embedded file's name and the profile ('EN 16931'). */
  fileName: string;
  conformanceLevel: string;
  /** The Factur-X XMP schema's version ('1.0': the one every Factur-X 1.0x PDF names). */
  version: string;
}

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

/** One property of the Factur-X schema as the extension schema describes it. */
const property = (name: string, description: string) => ({
  '@rdf:parseType': 'Resource',
  'pdfaProperty:name': name,
  'pdfaProperty:valueType': 'Text',
  'pdfaProperty:category': 'external',
  'pdfaProperty:description': description,
});

/** The XMP packet (with its xpacket wrapper, read-only), UTF-8. */
export function facturXXmp(facts: XmpFacts): string {
  const iso = facts.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const meta = {
    'x:xmpmeta': {
      '@xmlns:x': 'adobe:ns:meta/',
      'rdf:RDF': {
        '@xmlns:rdf': RDF,
        'rdf:Description': [
          {
            '@rdf:about': '',
            '@xmlns:pdfaid': 'http://www.aiim.org/pdfa/ns/id/',
            'pdfaid:part': '3',
            'pdfaid:conformance': 'B',
          },
          {
            '@rdf:about': '',
            '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
            'dc:format': 'application/pdf',
            'dc:title': { 'rdf:Alt': { 'rdf:li': { '@xml:lang': 'x-default', '#': facts.title } } },
            'dc:creator': { 'rdf:Seq': { 'rdf:li': facts.author } },
            'dc:language': { 'rdf:Bag': { 'rdf:li': 'fr-FR' } },
          },
          {
            '@rdf:about': '',
            '@xmlns:xmp': 'http://ns.adobe.com/xap/1.0/',
            'xmp:CreatorTool': facts.creatorTool,
            'xmp:CreateDate': iso,
            'xmp:ModifyDate': iso,
            'xmp:MetadataDate': iso,
          },
          {
            '@rdf:about': '',
            '@xmlns:pdf': 'http://ns.adobe.com/pdf/1.3/',
            'pdf:Producer': facts.producer,
          },
          {
            '@rdf:about': '',
            '@xmlns:fx': FACTURX_NS,
            'fx:DocumentType': 'INVOICE',
            'fx:DocumentFileName': facts.fileName,
            'fx:Version': facts.version,
            'fx:ConformanceLevel': facts.conformanceLevel,
          },
          {
            '@rdf:about': '',
            '@xmlns:pdfaExtension': 'http://www.aiim.org/pdfa/ns/extension/',
            '@xmlns:pdfaSchema': 'http://www.aiim.org/pdfa/ns/schema#',
            '@xmlns:pdfaProperty': 'http://www.aiim.org/pdfa/ns/property#',
            'pdfaExtension:schemas': {
              'rdf:Bag': {
                'rdf:li': {
                  '@rdf:parseType': 'Resource',
                  'pdfaSchema:schema': 'Factur-X PDFA Extension Schema',
                  'pdfaSchema:namespaceURI': FACTURX_NS,
                  'pdfaSchema:prefix': 'fx',
                  'pdfaSchema:property': {
                    'rdf:Seq': {
                      'rdf:li': [
                        property('DocumentFileName', 'name of the embedded XML invoice file'),
                        property('DocumentType', 'INVOICE'),
                        property('Version', 'The actual version of the Factur-X XML schema'),
                        property('ConformanceLevel', 'The conformance level of the embedded Factur-X data'),
                      ],
                    },
                  },
                },
              },
            },
          },
        ],
      },
    },
  };
  const body = create(meta).end({ headless: true, prettyPrint: true });
  return `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?>\n${body}\n<?xpacket end="r"?>`;
}
