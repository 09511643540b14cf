import type { EstimatePdfInput } from '@courant/documents/estimate-pdf';
import { csvFileName, type DevisCsvLine, devisCsv, partsCsv, type VatRate } from '@courant/domain';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/** Excel reads a CSV as UTF-8 only with a byte order mark (otherwise 'Référence' shows as 'RÃ©fÃ©rence'). */
export const UTF8_BOM = '\uFEFF';

export interface CsvFile {
  name: string;
  content: string;
}

/**
 * The devis lines for a French spreadsheet (issue 16 'CSV'): désignation, référence, quantité,
 * P.U. HT, TVA, total HT; semicolons, decimal commas, UTF-8 with a BOM; named by the day.
 */
export function devisCsvFile(items: readonly DevisCsvLine[], quoteRate: VatRate, today: Date): CsvFile {
  return { name: csvFileName(today), content: `${UTF8_BOM}${devisCsv(items, quoteRate)}` };
}

/** The wholesaler's parts list: référence; quantité, one row per reference. */
export function partsCsvFile(items: readonly DevisCsvLine[], today: Date): CsvFile {
  return {
    name: csvFileName(today).replace(/^estimation-/, 'pieces-'),
    content: `${UTF8_BOM}${partsCsv(items)}`,
  };
}

/** Saves bytes or text as a file through a temporary link (no server round trip, part 2 §7). */
export function downloadFile(content: BlobPart, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadCsv(file: CsvFile): void {
  downloadFile(file.content, file.name, 'text/csv;charset=utf-8');
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Police indisponible (${response.status})`);
  return response.arrayBuffer();
}

/**
 * The PDF estimate, built in the browser: pdf-lib and the DejaVu fonts (which have é, € and ²) are
 * loaded only when the user asks for it.
 */
export async function downloadPdf(input: Omit<EstimatePdfInput, 'fonts'>): Promise<void> {
  const [{ buildEstimatePdf, pdfFileName }, regular, bold] = await Promise.all([
    import('@courant/documents/estimate-pdf'),
    fetchBytes(regularFontUrl),
    fetchBytes(boldFontUrl),
  ]);
  const bytes = await buildEstimatePdf({ ...input, fonts: { regular, bold } });
  downloadFile(bytes as Uint8Array<ArrayBuffer>, pdfFileName(csvFileName(input.date)), 'application/pdf');
}
