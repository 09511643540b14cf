import { appFetch } from '../../lib/network.ts';
import { ApiError } from '../../lib/rest.ts';
import { downloadFile } from '../estimate/estimate-export.ts';

/** A refused call's French message, as the REST API answers it ({ statusCode, code, message }). */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? '');
}

/**
 * A signed devis's file saved under the server's name: the sealed PDF (`pdf`) or the paper scan
 * (`scan`). A refusal throws the server's French message.
 */
export async function downloadSignedFile(quoteId: string, which: 'pdf' | 'scan'): Promise<void> {
  const response = await appFetch(`/api/v1/quotes/${encodeURIComponent(quoteId)}/signature/${which}`);
  if (!response.ok) throw await refusal(response);
  const disposition = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '');
  const name = disposition?.[1]
    ? decodeURIComponent(disposition[1])
    : `devis-signe.${which === 'pdf' ? 'pdf' : 'bin'}`;
  const blob = await response.blob();
  downloadFile(blob, name, blob.type || 'application/octet-stream');
}

/** POST /quotes/{id}/signature/paper: the day signed, then the scan (the server checks its content). */
export async function uploadPaperSignature(quoteId: string, signedOn: string, scan: File): Promise<void> {
  const form = new FormData();
  form.append('signedOn', signedOn);
  form.append('file', scan, scan.name);
  const response = await appFetch(`/api/v1/quotes/${encodeURIComponent(quoteId)}/signature/paper`, {
    method: 'POST',
    body: form,
  });
  if (!response.ok) throw await refusal(response);
}
