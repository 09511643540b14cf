import { appFetch } from '../../lib/network.ts';
import { ApiError } from '../../lib/rest.ts';
import { downloadFile, fileNameOf } from '../estimate/estimate-export.ts';

/** Downloads one of the invoices' files (a Factur-X PDF or XML, the accountant's CSV) with its server name. */
export async function downloadInvoiceFile(path: string, fallbackName: string, type: string): Promise<void> {
  const response = await appFetch(`/api/v1${path}`);
  if (!response.ok) {
    // The API's error answer: { statusCode, code, message } with the message in French.
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? '');
  }
  downloadFile(await response.blob(), fileNameOf(response) ?? fallbackName, type);
}

export const invoicePdf = (id: string) =>
  downloadInvoiceFile(`/invoices/${encodeURIComponent(id)}/pdf`, 'facture.pdf', 'application/pdf');
export const invoiceXml = (id: string) =>
  downloadInvoiceFile(`/invoices/${encodeURIComponent(id)}/factur-x.xml`, 'factur-x.xml', 'application/xml');
export const invoicesCsv = (from: string, to: string) =>
  downloadInvoiceFile(
    `/invoices/export?${new URLSearchParams({ from, to })}`,
    'factures.csv',
    'text/csv;charset=utf-8',
  );
