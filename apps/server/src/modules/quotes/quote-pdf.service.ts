import { estimatePdfInput } from '@courant/documents';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import { csvFileName, dimensioningItemSchema, quoteItemSchema } from '@courant/domain';
import { ClientSchema } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { toClientData } from '../clients/clients.service.ts';
import { loadCompany, toCompanySettings } from '../companies/companies.service.ts';
import type { Member } from '../projects/project-access.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import { findOwnedQuote, parseLines, quoteVatRate } from './quotes.service.ts';

type EstimatePdfCode = Pick<typeof import('./estimate-pdf-entry.ts'), 'buildEstimatePdf' | 'pdfFileName'>;
/** pdf-lib and fontkit load with the first PDF, not at start (issue 19, estimate-pdf-lazy.mjs). */
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
 * GET /quotes/{id}/pdf: the quote as the same PDF the browser makes (packages/documents, with the
 * same input builder), from what is saved: its lines, the project, the rooms' names and the user's
 * company. Another company's quote is answered 404 by findOwnedQuote.
 */
export async function renderQuotePdf(deps: Deps, member: Member, quoteId: string): Promise<QuotePdf> {
  const { em } = deps;
  const { quote, project } = await findOwnedQuote(deps, member, quoteId);
  const [company, rooms, fonts] = [
    await loadCompany(em, project.company),
    await loadRooms(em, project.id),
    await loadPdfFonts(),
  ];
  // The quote's last change dates the document, so the same quote always gives the same file name.
  const date = quote.updatedAt;
  const input = estimatePdfInput({
    company: toCompanySettings(company),
    project,
    rooms: rooms.map((room) => ({ id: room.key, name: room.name })),
    quote: {
      quoteItems: parseLines(quoteItemSchema, quote.quoteItems),
      dimensioningItems: parseLines(dimensioningItemSchema, quote.dimensioningItems),
      vatRate: quoteVatRate(quote),
      number: quote.number ?? null,
      version: quote.version,
      issuedOn: quote.issuedOn ?? null,
      validUntil: quote.validUntil ?? null,
      plannedStart: quote.plannedStart ?? null,
      plannedDurationDays: quote.plannedDurationDays ?? null,
      offPremises: quote.offPremises,
    },
    // The client the devis was sent to, else the project's current one.
    client:
      quote.client ??
      (project.client ? toClientData(await em.findOneOrFail(ClientSchema, { id: project.client })) : null),
    date,
  });
  const { buildEstimatePdf, pdfFileName } = await loadEstimatePdfCode();
  const bytes = await buildEstimatePdf({ ...input, fonts });
  return { name: pdfFileName(csvFileName(date)), bytes };
}
