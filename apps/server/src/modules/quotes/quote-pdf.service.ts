import { estimatePdfInput } from '@courant/documents';
import { buildEstimatePdf, pdfFileName } from '@courant/documents/estimate-pdf';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import { csvFileName, dimensioningItemSchema, quoteItemSchema } from '@courant/domain';
import type { Deps } from '../../services.ts';
import { loadUserCompany, toCompanySettings } from '../companies/companies.service.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import { findOwnedQuote, parseLines, quoteVatRate } from './quotes.service.ts';

export interface QuotePdf {
  name: string;
  bytes: Uint8Array;
}

/**
 * GET /quotes/{id}/pdf: the quote as the same PDF the browser makes (packages/documents, with the
 * same input builder), from what is saved: its lines, the project, the rooms' names and the user's
 * company. Another account's quote is answered 404 by findOwnedQuote.
 */
export async function renderQuotePdf(deps: Deps, userId: string, quoteId: string): Promise<QuotePdf> {
  const { em } = deps;
  const { quote, project } = await findOwnedQuote(deps, userId, quoteId);
  const [company, rooms, fonts] = [
    await loadUserCompany(em, userId),
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
    },
    date,
  });
  const bytes = await buildEstimatePdf({ ...input, fonts });
  return { name: pdfFileName(csvFileName(date)), bytes };
}
