import { type EstimatePdfContent, type EstimatePdfSource, estimatePdfInput } from '@courant/documents';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import { csvFileName, dimensioningItemSchema, quoteItemSchema } from '@courant/domain';
import { ClientSchema, type Project, type Quote } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { toClientData } from '../clients/clients.service.ts';
import { companyLogoDataUrl, loadCompany, toCompanySettings } from '../companies/companies.service.ts';
import { parseSaved } from '../parse-saved.ts';
import type { Member } from '../projects/project-access.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import { loadQuoteVersion, quoteDatesOf } from './quote-life.service.ts';
import { findOwnedQuote, quoteLifeOf, quoteVatRate } from './quotes.service.ts';

type EstimatePdfCode = Pick<typeof import('./estimate-pdf-entry.ts'), 'buildEstimatePdf' | 'pdfFileName'>;
/** pdf-lib and fontkit load with the first PDF, not at start: see estimate-pdf-lazy.mjs. */
const ESTIMATE_PDF_CODE = new URL('./estimate-pdf-lazy.mjs', import.meta.url).href;
let estimatePdfCode: Promise<EstimatePdfCode> | undefined;
const loadEstimatePdfCode = () => {
  estimatePdfCode ??= import(ESTIMATE_PDF_CODE) as Promise<EstimatePdfCode>;
  return estimatePdfCode;
};

export interface QuotePdf {
  name: string;
  bytes: Uint8Array;
}

/**
 * What the devis's PDF prints, from what is saved: its lines, number, dates and the client kept when
 * it was sent (a draft: the project's current client), the project, the rooms' names and the
 * company's settings. Another company's quote is answered 404 by findOwnedQuote. With `version`, an
 * earlier version of the devis as it was sent (its lines, dates, client and place of signature); the
 * current one when it is the devis's version; 404 for a version it never had.
 */
export async function quotePdfInput(
  deps: Deps,
  member: Member,
  quoteId: string,
  version?: number,
): Promise<EstimatePdfContent> {
  const { em } = deps;
  const { quote, project } = await findOwnedQuote(deps, member, quoteId);
  const company = await loadCompany(em, project.company);
  // The logo as it is now, for earlier versions too: it is the company's mark, not the devis's content.
  const pdfCompany = { ...toCompanySettings(company), logo: await companyLogoDataUrl(deps, company) };
  const rooms = await loadRooms(em, project.id);
  const printed =
    version !== undefined && version !== quote.version
      ? await printedVersion(em, quote, version)
      : await printedQuote(em, quote, project);
  return estimatePdfInput({
    company: pdfCompany,
    project,
    rooms: rooms.map((room) => ({ id: room.key, name: room.name })),
    ...printed,
  });
}

/** What a devis prints of itself: its lines and life, its client and the document's date. */
type PrintedDevis = Pick<EstimatePdfSource, 'quote' | 'client' | 'date'>;

/** The lines and VAT rate of the devis or of one of its kept versions, as the PDF reads them. */
const printedLines = (content: Pick<Quote, 'quoteItems' | 'dimensioningItems' | 'vatRate'>) => ({
  quoteItems: parseSaved(quoteItemSchema, content.quoteItems),
  dimensioningItems: parseSaved(dimensioningItemSchema, content.dimensioningItems),
  vatRate: quoteVatRate(content),
});

async function printedQuote(em: Em, quote: Quote, project: Project): Promise<PrintedDevis> {
  return {
    quote: { ...printedLines(quote), ...quoteLifeOf(quote) },
    // The client the devis was sent to, else (a draft) the project's current one.
    client:
      quote.client ??
      (project.client ? toClientData(await em.findOneOrFail(ClientSchema, { id: project.client })) : null),
    // The quote's last change dates the document, so the same quote always gives the same file name.
    date: quote.updatedAt,
  };
}

/** An earlier version as it was sent (404 for a version the devis never had). */
async function printedVersion(em: Em, quote: Quote, version: number): Promise<PrintedDevis> {
  const earlier = version < quote.version ? await loadQuoteVersion(em, quote.id, version) : null;
  if (!earlier) throw notFound('Version du devis');
  const sent = earlier.content;
  return {
    // A fact a version was kept without (recorded only later) prints as estimatePdfInput's default.
    quote: {
      ...printedLines(sent),
      number: earlier.number || null,
      version: earlier.version,
      ...quoteDatesOf(sent),
    },
    client: sent.client ?? null,
    // The moment this version was superseded: its last state, so its file name never changes.
    date: earlier.createdAt,
  };
}

/** GET /quotes/{id}/pdf (and /versions/{version}/pdf): the devis as a PDF, named like its CSV. */
export async function renderQuotePdf(
  deps: Deps,
  member: Member,
  quoteId: string,
  version?: number,
): Promise<QuotePdf> {
  const [input, fonts] = [await quotePdfInput(deps, member, quoteId, version), await loadPdfFonts()];
  const { buildEstimatePdf, pdfFileName } = await loadEstimatePdfCode();
  const bytes = await buildEstimatePdf({ ...input, fonts });
  return { name: pdfFileName(csvFileName(input.date)), bytes };
}
