/**
 * Plan files on the wizard's step 2 (part 1 §5 'Plan upload (wizard)', §8 'Wizard upload messages'):
 * PDF, JPEG, PNG, HEIC or WEBP, at most 20 MB a file. The server checks the same rule on the content.
 */

export const PLAN_MAX_BYTES = 20 * 1024 * 1024;

/** MIME types with their extensions, in the shape the drop zone's `accept` takes. */
export const PLAN_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'image/webp': ['.webp'],
};

export const PLAN_MESSAGES = {
  unsupported: (name: string) =>
    `Format de fichier non supporté pour "${name}". Utilisez PDF, JPG, PNG, HEIC ou WEBP.`,
  tooLarge: (name: string) => `Le fichier "${name}" est trop volumineux. Maximum 20MB.`,
  duplicate: (name: string) => `Fichier dupliqué: "${name}" existe déjà dans ce projet.`,
  uploadFailed: (name: string, message: string) => `Erreur lors de l'upload de "${name}": ${message}`,
  deleteFailed: 'Erreur lors de la suppression du plan.',
  missingProjectId: 'ID de projet manquant',
} as const;

/** Shown when an upload fails with something that is not an Error. */
const UNKNOWN_FAILURE = 'Erreur inconnue';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** The message that refuses this file before upload, or null when it may be sent. */
export function checkPlanFile(file: { name: string; type: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  const byType = file.type !== '' && file.type in PLAN_ACCEPT;
  // Some browsers give HEIC files no MIME type: the extension decides then.
  const byExtension = file.type === '' && Object.values(PLAN_ACCEPT).some((exts) => exts.includes(extension));
  if (!byType && !byExtension) return PLAN_MESSAGES.unsupported(file.name);
  if (file.size > PLAN_MAX_BYTES) return PLAN_MESSAGES.tooLarge(file.name);
  return null;
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
    return PLAN_MESSAGES.duplicate(fileName);
  return PLAN_MESSAGES.uploadFailed(fileName, error.message);
}

/** Whether the browser can draw this plan as an image (HEIC needs the server's preview). */
export function isDrawableImage(mime: string): boolean {
  return ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(mime);
}

export function isPdf(mime: string, name = ''): boolean {
  return mime === 'application/pdf' || extensionOf(name) === '.pdf';
}
