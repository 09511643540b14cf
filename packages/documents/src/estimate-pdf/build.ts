import { drawPageFooters, oneLine, PageLayout } from '../layout/index.ts';
import { drawBoardDrawing } from './board-drawing.ts';
import { type DevisContext, type DevisSection, devisContext, devisTitle } from './context.ts';
import { drawHeader } from './header.ts';
import type { EstimatePdfInput } from './input.ts';
import { drawBoardLines, drawLinesByRoom } from './lines.ts';
import { drawConditions, drawWithdrawalForm } from './mentions.ts';
import { drawClient, drawProject } from './parties.ts';
import { drawSignature } from './signature.ts';
import { drawAmountsNote, drawTotals } from './totals.ts';

export type { EstimatePdfInput } from './input.ts';

/**
 * The devis's sections, top to bottom. Each draws from where the last one left the cursor and decides
 * itself whether it applies (no client, no board, no withdrawal right: nothing drawn).
 */
const SECTIONS: readonly DevisSection[] = [
  drawHeader,
  drawClient,
  drawAmountsNote,
  drawProject,
  drawLinesByRoom,
  drawBoardLines,
  drawTotals,
  drawConditions,
  drawSignature,
  drawBoardDrawing,
  drawWithdrawalForm,
];

/** Each page's footer: who, which devis (or estimate), when. */
function footerText({ input, title, dateText }: DevisContext): string {
  const number = input.devis?.number;
  return [oneLine(input.company.name) || 'Courant', number ? `Devis ${number}` : title, dateText].join(' — ');
}

/**
 * The devis as a PDF the installer sends (pdf-lib, on the server): the company and its legal mentions,
 * the client and the project, the lines per room and for the board, totals per VAT rate (the same
 * estimateTotals as the screen), the conditions, the acceptance block, the board drawn from the same
 * layout as step 7's SVG and, for a private client met off premises, the withdrawal form. Pure apart
 * from pdf-lib: the caller passes the fonts and the date, so the same input gives the same document.
 */
export async function buildEstimatePdf(input: EstimatePdfInput): Promise<Uint8Array> {
  const layout = await PageLayout.open({
    title: devisTitle(input),
    author: oneLine(input.company.name) || 'Courant',
    date: input.date,
    fonts: input.fonts,
  });
  const devis = await devisContext(layout, input);
  for (const draw of SECTIONS) draw(devis);
  drawPageFooters(layout, footerText(devis));
  return layout.save();
}

/** 'estimation-2026-11-22.pdf': the CSV's name with .pdf. */
export function pdfFileName(csvName: string): string {
  return csvName.replace(/\.csv$/i, '.pdf');
}
