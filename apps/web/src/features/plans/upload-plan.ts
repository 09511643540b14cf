import { NetworkError } from '../../lib/network.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { uploadErrorText } from './plan-model.ts';

export type PlanFile = RouterOutputs['plans']['get'];

export interface UploadResult {
  planFile: PlanFile;
  publicUrl: string;
}

/**
 * Sends one plan to POST /api/v1/projects/{id}/plans/upload (multipart, field `file`, with the session
 * cookie). XHR rather than fetch because only XHR reports upload progress (0 to 1).
 */
export function uploadPlan(
  projectId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/projects/${encodeURIComponent(projectId)}/plans/upload`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new Error('Failed to parse response'));
        }
        return;
      }
      reject(new Error(uploadErrorText(xhr.status, xhr.statusText, xhr.responseText)));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new Error('Envoi annulé'));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
