import { drawingSvg, schemaSheets } from '@courant/documents';
import { loadPdfFonts } from '@courant/documents/node-fonts';
import type { Project } from '../../db/entities/index.ts';
import type { FileAnswer } from '../../rest/file-answer.ts';
import type { Deps } from '../../services.ts';
import { buildProjectDossier } from './dossier.service.ts';

type DossierPdfCode = Pick<
  typeof import('./dossier-pdf-entry.ts'),
  'buildDossierPdf' | 'buildLabelsPdf' | 'dossierFileName' | 'labelsFileName'
>;
/** pdf-lib and fontkit load with the first PDF, not at start: see dossier-pdf-lazy.mjs. */
const DOSSIER_PDF_CODE = new URL('./dossier-pdf-lazy.mjs', import.meta.url).href;
let dossierPdfCode: Promise<DossierPdfCode> | undefined;
const loadDossierPdfCode = () => {
  dossierPdfCode ??= import(DOSSIER_PDF_CODE) as Promise<DossierPdfCode>;
  return dossierPdfCode;
};

/**
 * The dossier's files, rendered by the server from the saved project with the documents' renderer
 * (the same layout primitives as the devis): the dossier technique, the labels sheet, the schéma.
 */

/** GET …/dossier.pdf: the whole dossier technique. */
export async function renderDossierPdf(deps: Deps, project: Project): Promise<FileAnswer> {
  const now = new Date();
  const { dossier, dimensioning } = await buildProjectDossier(deps, project, now);
  const [fonts, code] = [await loadPdfFonts(), await loadDossierPdfCode()];
  const bytes = await code.buildDossierPdf({ dossier, dimensioning, date: now, fonts });
  return { bytes, mime: 'application/pdf', name: code.dossierFileName(dossier.date) };
}

/** GET …/dossier/labels.pdf: the board labels alone. */
export async function renderLabelsPdf(deps: Deps, project: Project): Promise<FileAnswer> {
  const now = new Date();
  const { dossier, dimensioning } = await buildProjectDossier(deps, project, now);
  const [fonts, code] = [await loadPdfFonts(), await loadDossierPdfCode()];
  const bytes = await code.buildLabelsPdf({ dossier, dimensioning, date: now, fonts });
  return { bytes, mime: 'application/pdf', name: code.labelsFileName(dossier.date) };
}

/** GET …/dossier/schema.svg: the schéma unifilaire on one sheet (a large board is one wide drawing). */
export async function renderSchemaSvg(deps: Deps, project: Project): Promise<FileAnswer> {
  const { dossier } = await buildProjectDossier(deps, project, new Date());
  const [sheet] = schemaSheets({ board: dossier.board, measurements: dossier.measurements });
  const svg = sheet ? drawingSvg(sheet, `Schéma unifilaire — ${dossier.projectName}`) : '';
  return {
    bytes: new TextEncoder().encode(svg),
    mime: 'image/svg+xml; charset=utf-8',
    name: `schema-unifilaire-${dossier.date}.svg`,
  };
}
