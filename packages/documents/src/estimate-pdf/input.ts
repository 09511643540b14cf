import type { Client, DimensioningItem, QuoteItem, VatRate } from '@courant/domain';
import type { PdfFonts } from '../layout/page-layout.ts';
import type { LetterheadCompany } from '../letterhead.ts';

/**
 * What the estimate PDF is made of, built by the server from what is saved (the company's settings,
 * the project, the devis's lines and life, its client) for GET /quotes/{id}/pdf. No pdf-lib here.
 */

/** What buildEstimatePdf draws: the facts estimatePdfInput gathers, with the fonts. */
export interface EstimatePdfInput {
  company: PdfCompanySource;
  /** The project's facts, its surface as a number of m². */
  project: Omit<PdfProjectSource, 'surfaceLoiCarrez'> & { surface?: number | null };
  rooms: ReadonlyArray<{ id: string; name: string }>;
  quoteItems: readonly QuoteItem[];
  dimensioningItems: readonly DimensioningItem[];
  /** The quote's VAT rate; a line may carry its own (default 20 %). */
  vatRate?: VatRate;
  /** Number, dates and client of the devis; absent: an unnumbered estimate. */
  devis?: PdfDevisFacts;
  date: Date;
  fonts: PdfFonts;
}

/** The company's letterhead facts (letterhead.ts), and what the devis's conditions print. */
export interface PdfCompanySource extends LetterheadCompany {
  depositPercent?: number | null;
  validityDays?: number | null;
  latePaymentMention?: string | null;
  mediatorMention?: string | null;
  /** The logo as a PNG or JPEG data URL, printed above the company's name. */
  logo?: string | null;
}

/** The project facts the PDF prints, as the server's Project entity holds them. */
export interface PdfProjectSource {
  name: string;
  description?: string | null;
  typeProjet?: string | null;
  typeTravaux?: string | null;
  codePostal?: string | null;
  numberOfPeople?: number | null;
  /** m²; a database numeric may arrive as a string. */
  surfaceLoiCarrez?: number | string | null;
}

export interface PdfQuoteSource {
  quoteItems: readonly QuoteItem[];
  dimensioningItems: readonly DimensioningItem[];
  vatRate?: VatRate | null;
  /** The devis's life: number once sent, version, dates 'YYYY-MM-DD'. */
  number?: string | null;
  version?: number | null;
  issuedOn?: string | null;
  validUntil?: string | null;
  plannedStart?: string | null;
  plannedDurationDays?: number | null;
  offPremises?: boolean | null;
  /** Where the devis is signed ('Fait à …'). */
  signaturePlace?: string | null;
}

/** What the PDF prints of the devis's life and client. */
export interface PdfDevisFacts {
  number: string | null;
  version: number;
  issuedOn: string | null;
  validUntil: string | null;
  plannedStart: string | null;
  plannedDurationDays: number | null;
  offPremises: boolean;
  signaturePlace: string | null;
  client: Client | null;
}

export interface EstimatePdfSource {
  company: PdfCompanySource;
  project: PdfProjectSource;
  rooms: ReadonlyArray<{ id: string; name: string }>;
  quote: PdfQuoteSource;
  /** The devis's client: the one kept when it was sent, else the project's; null without one. */
  client?: Client | null;
  date: Date;
}

function surfaceOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** What estimatePdfInput gives: the PDF's input without the fonts, every fact said (null when unknown). */
export interface EstimatePdfContent extends Omit<EstimatePdfInput, 'fonts'> {
  project: {
    [K in keyof Required<EstimatePdfInput['project']>]: Exclude<EstimatePdfInput['project'][K], undefined>;
  };
  vatRate: VatRate;
  devis: PdfDevisFacts;
}

export function estimatePdfInput(source: EstimatePdfSource): EstimatePdfContent {
  const { company, project, rooms, quote, date, client } = source;
  return {
    company: { ...company, email: company.email || null },
    project: {
      name: project.name,
      description: project.description ?? null,
      typeProjet: project.typeProjet ?? null,
      typeTravaux: project.typeTravaux ?? null,
      codePostal: project.codePostal ?? null,
      numberOfPeople: project.numberOfPeople ?? null,
      surface: surfaceOf(project.surfaceLoiCarrez),
    },
    rooms: rooms.map((room) => ({ id: String(room.id), name: room.name })),
    quoteItems: quote.quoteItems,
    dimensioningItems: quote.dimensioningItems,
    vatRate: quote.vatRate ?? 20,
    devis: {
      number: quote.number ?? null,
      version: quote.version ?? 1,
      issuedOn: quote.issuedOn ?? null,
      validUntil: quote.validUntil ?? null,
      plannedStart: quote.plannedStart ?? null,
      plannedDurationDays: quote.plannedDurationDays ?? null,
      offPremises: quote.offPremises ?? true,
      signaturePlace: quote.signaturePlace || null,
      client: client ?? null,
    },
    date,
  };
}
