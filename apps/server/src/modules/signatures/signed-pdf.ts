import { labelled, PageLayout, type PdfFonts } from '@courant/documents/layout';
import { SIGNATURE_EVENT_LABELS } from '@courant/domain';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer.ts';
import type { SealKey } from './seal-key.ts';
import type { TrailEvent } from './signature-trail.ts';

/** What the certificate page says of the signature, beside its trail. */
export interface SignatureCertificate {
  company: string;
  /** 'DEV-2027-0001 (version 2)'. */
  quoteLabel: string;
  signerName: string;
  signerEmail: string;
  consent: string;
  /** SHA-256 of the devis PDF the client was shown (the pages before this one). */
  pdfSha256: string;
  signedAt: Date;
  events: ReadonlyArray<TrailEvent & { hash: string }>;
}

/** 'lundi 7 décembre 2026 à 23:05:12 UTC': trail times are UTC, said so. */
const utc = (at: Date) =>
  `${new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    dateStyle: 'full',
    timeStyle: 'medium',
  }).format(at)} UTC`;

/** What an event's line says beyond its label: the address, the name, the browser. */
function eventDetails(event: TrailEvent): string[] {
  const data = event.data as Record<string, string | undefined>;
  return [
    data.email ? labelled('E-mail', data.email) : '',
    data.name ? labelled('Nom saisi', data.name) : '',
    data.signedOn ? labelled('Date de signature', data.signedOn.split('-').reverse().join('/')) : '',
    data.scanSha256 ? labelled('SHA-256 du scan', data.scanSha256) : '',
    event.ip ? labelled('Adresse IP', event.ip) : '',
    event.userAgent ? labelled('Navigateur', event.userAgent) : '',
  ].filter(Boolean);
}

/** The certificate page: the signature's facts and every event of its trail with its hash. */
async function certificatePdf(cert: SignatureCertificate, fonts: PdfFonts): Promise<Uint8Array> {
  const l = await PageLayout.open({
    title: `Certificat de signature — ${cert.quoteLabel}`,
    author: cert.company,
    date: cert.signedAt,
    fonts,
  });
  l.heading('Certificat de signature électronique', 15);
  l.facts([
    ['Devis', cert.quoteLabel],
    ['Entreprise', cert.company],
    ['Signataire', cert.signerName],
    ['E-mail du signataire', cert.signerEmail],
    ['Signé le', utc(cert.signedAt)],
    ['Mention acceptée', cert.consent],
  ]);
  l.down(6);
  l.paragraph(
    `Empreinte SHA-256 du devis présenté au signataire (les pages qui précèdent celle-ci)\u00a0: ${cert.pdfSha256}`,
    { size: 8.5 },
  );
  l.paragraph(
    'Le signataire a saisi son nom, coché la mention ci-dessus et confirmé par le code à usage unique reçu à son adresse e-mail. Chaque événement ci-dessous est chaîné au précédent par son empreinte SHA-256\u00a0; ce document est scellé par une signature électronique (PAdES) qui en garantit l’intégrité.',
    { size: 8.5 },
  );
  l.heading('Journal des événements', 12);
  for (const event of cert.events) {
    l.keepTogether(70);
    l.text(`${event.seq}. ${SIGNATURE_EVENT_LABELS[event.type]} — ${utc(event.at)}`, l.left, {
      bold: true,
      size: 9,
    });
    l.down(12);
    for (const line of [...eventDetails(event), labelled('Empreinte', event.hash)])
      l.paragraph(line, { size: 8 });
    l.down(4);
  }
  return l.save();
}

/**
 * The signed devis: the PDF the client was shown, unchanged, then the certificate page, sealed with a
 * PAdES B-B signature (CadesSigner) by the server's key. The signature's /M is the moment of signing.
 */
export async function buildSignedPdf(
  shown: Uint8Array,
  cert: SignatureCertificate,
  seal: SealKey,
  fonts: PdfFonts,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(shown);
  const certificate = await PDFDocument.load(await certificatePdf(cert, fonts));
  const pages = await doc.copyPages(certificate, certificate.getPageIndices());
  for (const page of pages) doc.addPage(page);
  const last = pages.at(-1);
  pdflibAddPlaceholder({
    ...(last ? { pdfPage: last } : { pdfDoc: doc }),
    reason: `${cert.consent} — ${cert.signerName}`,
    contactInfo: cert.signerEmail,
    name: cert.company,
    location: 'France',
    signingTime: cert.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16_384,
    appName: 'Courant',
  });
  const prepared = await doc.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(prepared), new CadesSigner(seal), cert.signedAt);
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}
