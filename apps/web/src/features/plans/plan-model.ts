import { PROJECT_UPLOAD_RULE } from '@courant/domain';

/**
 * Plan files on the wizard's step 2 as the browser handles them (part 1 §8): the upload rule itself
 * (kinds, 20 MB, messages) is the domain's PROJECT_UPLOAD_RULE, which the server checks on the content.
 */

/** Messages of the upload step that only the browser shows (part 1 §8). */
export const PLAN_MESSAGES = {
  uploadFailed: (name: string, message: string) => `Erreur lors de l’upload de "${name}": ${message}`,
  deleteFailed: 'Erreur lors de la suppression du plan.',
  missingProjectId: 'ID de projet manquant',
} as const;

/** Shown when an upload fails with something that is not an Error. */
const UNKNOWN_FAILURE = 'Erreur inconnue';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The error of a failed upload request (part 1 §8): '{status}: server message', or with no server
 * message 'Upload failed: {status}: status text'.
 */
export function uploadErrorText(status: number, statusText: string, body: string): string {
  let message: string | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      message = (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON: no server message.
  }
  return message ? `${status}: ${message}` : `Upload failed: ${status}: ${statusText}`;
}

/** What the user reads when a file's upload failed (part 1 §8). */
export function uploadFailureMessage(fileName: string, error: unknown): string {
  if (!(error instanceof Error)) return PLAN_MESSAGES.uploadFailed(fileName, UNKNOWN_FAILURE);
  if (error.message.includes('409') || error.message.includes('identique'))
    return PROJECT_UPLOAD_RULE.messages.duplicate(fileName);
  return PLAN_MESSAGES.uploadFailed(fileName, error.message);
}

/** Whether the browser can draw this plan as an image (HEIC needs the server's preview). */
export function isDrawableImage(mime: string): boolean {
  return ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(mime);
}

export function isPdf(mime: string, name = ''): boolean {
  return mime === 'application/pdf' || extensionOf(name) === '.pdf';
}
