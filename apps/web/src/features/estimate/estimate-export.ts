import type { EstimatePdfInput } from '@courant/documents/estimate-pdf';
import { type CsvLine, csvFileName, estimateCsv } from '@courant/domain';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/** Excel reads a CSV as UTF-8 only with a byte order mark (otherwise 'Référence' shows as 'RÃ©fÃ©rence'). */
export const UTF8_BOM = '\uFEFF';

/** The CSV file of part 2 §9: 'Référence,Quantité', one line per reference, named by date. */
export function estimateCsvFile(items: readonly CsvLine[], today: Date): { name: string; content: string } {
  return { name: csvFileName(today), content: `${UTF8_BOM}${estimateCsv(items)}` };
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

export function downloadCsv(items: readonly CsvLine[], today: Date): void {
  const file = estimateCsvFile(items, today);
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
