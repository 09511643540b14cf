import { appFetch } from '../../lib/network.ts';
import { ApiError } from '../../lib/rest.ts';
import { downloadFile, fileNameOf } from '../estimate/estimate-export.ts';

/** The dossier's files as the server renders them (GET /api/v1/projects/{id}/…). */
export const DOSSIER_FILES = {
  dossier: { path: 'dossier.pdf', fallback: 'dossier-consuel.pdf' },
  labels: { path: 'dossier/labels.pdf', fallback: 'etiquettes-tableau.pdf' },
} as const;

/** Downloads one of the dossier's PDFs under the server's file name; a refusal throws its French message. */
export async function downloadDossierFile(
  projectId: string,
  file: keyof typeof DOSSIER_FILES,
): Promise<void> {
  const { path, fallback } = DOSSIER_FILES[file];
  const response = await appFetch(`/api/v1/projects/${encodeURIComponent(projectId)}/${path}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? '');
  }
  downloadFile(await response.blob(), fileNameOf(response) ?? fallback, 'application/pdf');
}
