import { csvFileName, type DevisCsvLine, devisCsv, partsCsv, type VatRate } from '@courant/domain';
import { appFetch } from '../../lib/network.ts';
import { ApiError } from '../../lib/rest.ts';

/** Excel reads a CSV as UTF-8 only with a byte order mark (otherwise 'Référence' shows as 'RÃ©fÃ©rence'). */
export const UTF8_BOM = '\uFEFF';

export interface CsvFile {
  name: string;
  content: string;
}

/**
 * The devis lines for a French spreadsheet: désignation, référence, quantité,
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

/** The file name of a download's Content-Disposition ('filename*=UTF-8''estimation-2026-11-22.pdf'). */
export function fileNameOf(response: Response): string | null {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The devis's PDF as the server renders it (GET /api/v1/quotes/{id}/pdf, or an earlier version's),
 * saved under the server's file name. A refusal throws the server's French message.
 */
export async function downloadQuotePdf(quoteId: string, version?: number): Promise<void> {
  const versionPath = version === undefined ? '' : `/versions/${version}`;
  const response = await appFetch(`/api/v1/quotes/${encodeURIComponent(quoteId)}${versionPath}/pdf`);
  if (!response.ok) {
    // The API's error answer: { statusCode, code, message } with the message in French.
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? '');
  }
  downloadFile(await response.blob(), fileNameOf(response) ?? 'devis.pdf', 'application/pdf');
}
