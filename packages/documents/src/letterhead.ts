import { formatPrice } from '@courant/domain';
import { JpegEmbedder, type PDFDocument, type PDFImage } from 'pdf-lib';
import { COLORS, labelled, oneLine, type PageLayout } from './layout/index.ts';

// The company's letterhead every document of Courant opens with (the devis, the invoices): its logo,
// its name with the document's date, its SIRET, legal identity and décennale insurance.

/** The company's facts a letterhead prints; missing ones are left out. */
export interface LetterheadCompany {
  name: string;
  siret: string;
  email?: string | null;
  legalForm?: string | null;
  capital?: number | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  phone?: string | null;
  registration?: string | null;
  vatNumber?: string | null;
  insurer?: string | null;
  insurerContact?: string | null;
  insurancePolicy?: string | null;
  insuranceCoverage?: string | null;
}

const LOGO_MAX_W = 160;
const LOGO_MAX_H = 56;

/** The company's identity and legal mentions (reference/devis.md), the parts it has filled in. */
export function identityLines(c: LetterheadCompany): string[] {
  return [
    [oneLine(c.legalForm), c.capital ? `au capital de ${formatPrice(c.capital)}` : '']
      .filter(Boolean)
      .join(' '),
    oneLine(c.address),
    [oneLine(c.postalCode), oneLine(c.city)].filter(Boolean).join(' '),
    [oneLine(c.phone), oneLine(c.email)].filter(Boolean).join(' — '),
    oneLine(c.registration),
    c.vatNumber ? labelled('TVA intracommunautaire', oneLine(c.vatNumber)) : '',
  ].filter(Boolean);
}

/** The décennale insurance line, or '' when the company has not given its insurer. */
export function insuranceLine(c: LetterheadCompany): string {
  if (!c.insurer && !c.insurancePolicy) return '';
  const parts = [
    oneLine(c.insurer),
    oneLine(c.insurerContact),
    c.insurancePolicy ? `police n° ${oneLine(c.insurancePolicy)}` : '',
    c.insuranceCoverage ? labelled('couverture', oneLine(c.insuranceCoverage)) : '',
  ];
  return labelled('Assurance décennale', parts.filter(Boolean).join(', '));
}

/**
 * The company's logo (a PNG or JPEG data URL, checked by its first bytes when it was uploaded), or
 * null: a picture pdf-lib cannot read leaves the document without a logo rather than without a PDF.
 * `rgbOnly`: a CMYK JPEG is left out too — a PDF/A whose output intent is sRGB may not hold one.
 */
export async function embedLogo(
  doc: PDFDocument,
  dataUrl: string | null | undefined,
  options: { rgbOnly?: boolean } = {},
): Promise<PDFImage | null> {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl ?? '');
  if (!match?.[2]) return null;
  try {
    if (match[1] === 'png') return await doc.embedPng(match[2]);
    if (options.rgbOnly) {
      // A copy: pdf-lib reads the bytes through their ArrayBuffer, which a Buffer shares with others.
      const jpeg = await JpegEmbedder.for(new Uint8Array(Buffer.from(match[2], 'base64')));
      if (jpeg.colorSpace === 'DeviceCMYK') return null;
    }
    return await doc.embedJpg(match[2]);
  } catch {
    return null;
  }
}

/** The company: its logo, its name with the document's date, SIRET, identity and insurance. */
export function drawLetterhead(
  l: PageLayout,
  company: LetterheadCompany,
  { logo, dateText }: { logo: PDFImage | null; dateText: string },
): void {
  if (logo) {
    const scale = Math.min(1, LOGO_MAX_W / logo.width, LOGO_MAX_H / logo.height);
    const height = logo.height * scale;
    l.page.drawImage(logo, { x: l.left, y: l.y - height + 10, width: logo.width * scale, height });
    l.down(height + 10);
  }
  l.text(oneLine(company.name) || 'Entreprise', l.left, { size: 15, bold: true });
  l.rightText(labelled('Date', dateText), l.right, { size: 10 });
  l.down(20);
  const muted = { size: 9.5, color: COLORS.muted };
  if (oneLine(company.siret)) {
    l.text(labelled('SIRET', oneLine(company.siret)), l.left, muted);
    l.down(13);
  }
  for (const line of identityLines(company)) l.lines(line, { ...muted, leading: 13 });
  const insurance = insuranceLine(company);
  if (insurance) l.lines(insurance, { size: 9, color: COLORS.muted, leading: 12 });
  l.down(10);
}
