import { buildEstimatePdf, pdfFileName } from '@courant/documents/estimate-pdf';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import { csvFileName, dimensioningItemSchema, quoteItemSchema } from '@courant/domain';
import { UserSchema } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { asNumber } from '../projects/project-access.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import { findOwnedQuote, parseLines } from './quotes.service.ts';

export interface QuotePdf {
  name: string;
  bytes: Uint8Array;
}

/**
 * GET /quotes/{id}/pdf: the quote as the same PDF the browser makes (packages/documents), from what
 * is saved: its lines, the project, the rooms' names and the user's company. Another account's
 * quote is answered 404 by findOwnedQuote.
 */
export async function renderQuotePdf(deps: Deps, userId: string, quoteId: string): Promise<QuotePdf> {
  const { em } = deps;
  const { quote, project } = await findOwnedQuote(deps, userId, quoteId);
  const [user, rooms, fonts] = [
    await em.findOneOrFail(UserSchema, { id: userId }),
    await loadRooms(em, project.id),
    await loadPdfFonts(),
  ];
  // The quote's last change dates the document, so the same quote always gives the same file name.
  const date = quote.updatedAt;
  const bytes = await buildEstimatePdf({
    company: { name: user.company, siret: user.siret, email: user.email },
    project: {
      name: project.name,
      description: project.description,
      typeProjet: project.typeProjet,
      typeTravaux: project.typeTravaux,
      codePostal: project.codePostal,
      numberOfPeople: project.numberOfPeople,
      surface: asNumber(project.surfaceLoiCarrez),
    },
    rooms: rooms.map((room) => ({ id: room.key, name: room.name })),
    quoteItems: parseLines(quoteItemSchema, quote.quoteItems),
    dimensioningItems: parseLines(dimensioningItemSchema, quote.dimensioningItems),
    date,
    fonts,
  });
  return { name: pdfFileName(csvFileName(date)), bytes };
}
