// Which plan files may be uploaded, how large, and the messages that refuse the others
// (spec part 1 §5 'Plan upload', §8 'Wizard upload messages'). The server checks the content against
// the rule; the browser checks the declared type and the size first with the same rule.

import { columnOf, idsOf } from '../labelled.ts';

interface PlanFile {
  mime: string;
  extension: string;
  declared: Record<string, string[]>;
}

/**
 * File kinds a plan may be (the server recognises them by their first bytes), each with the MIME type
 * it is stored and served with, the extension a stored one gets, and what a browser may declare for it
 * with the extensions it may carry.
 */
const PLAN_FILES = {
  pdf: { mime: 'application/pdf', extension: 'pdf', declared: { 'application/pdf': ['.pdf'] } },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', declared: { 'image/jpeg': ['.jpg', '.jpeg'] } },
  png: { mime: 'image/png', extension: 'png', declared: { 'image/png': ['.png'] } },
  webp: { mime: 'image/webp', extension: 'webp', declared: { 'image/webp': ['.webp'] } },
  heic: {
    mime: 'image/heic',
    extension: 'heic',
    declared: { 'image/heic': ['.heic'], 'image/heif': ['.heif'] },
  },
  gif: { mime: 'image/gif', extension: 'gif', declared: { 'image/gif': ['.gif'] } },
} satisfies Record<string, PlanFile>;

export const PLAN_FILE_KINDS = idsOf(PLAN_FILES);
export type PlanFileKind = (typeof PLAN_FILE_KINDS)[number];

/** The MIME type a plan of each kind is stored and served with. */
export const PLAN_FILE_MIME = columnOf(PLAN_FILES, 'mime');

/** The extension a stored plan of each kind gets. */
export const PLAN_FILE_EXTENSION = columnOf(PLAN_FILES, 'extension');

export const MB = 1024 * 1024;

/** An upload rule: which kinds, how large, and the messages that refuse a file. */
export interface UploadRule {
  kinds: readonly PlanFileKind[];
  maxBytes: number;
  messages: {
    missing: string;
    unsupported(name: string): string;
    tooLarge(name: string): string;
    duplicate(name: string): string;
  };
}

/** Wizard step 2: PDF, JPEG, PNG, HEIC, WEBP, 20 MB a file, one copy of a file per project (part 1 §5, §8). */
export const PROJECT_UPLOAD_RULE: UploadRule = {
  kinds: ['pdf', 'jpeg', 'png', 'heic', 'webp'],
  maxBytes: 20 * MB,
  messages: {
    missing: 'Aucun fichier fourni (champ "file" attendu)',
    unsupported: (name) =>
      `Format de fichier non supporté pour "${name}". Utilisez PDF, JPG, PNG, HEIC ou WEBP.`,
    tooLarge: (name) => `Le fichier "${name}" est trop volumineux. Maximum 20MB.`,
    duplicate: (name) => `Fichier dupliqué: "${name}" existe déjà dans ce projet.`,
  },
};

/** The generic client rule of part 1 §5, with its own (English) messages: jpeg, png, gif, webp, pdf, 10 MB. */
export const GENERIC_UPLOAD_RULE: UploadRule = {
  kinds: ['jpeg', 'png', 'gif', 'webp', 'pdf'],
  maxBytes: 10 * MB,
  messages: {
    missing: 'No file provided',
    unsupported: () => 'Unsupported file type',
    tooLarge: () => 'File size too large',
    duplicate: (name) => `Fichier dupliqué: "${name}" existe déjà.`,
  },
};

/** The declared MIME types a rule takes with their extensions, in the shape a drop zone's `accept` takes. */
export function uploadAccept(rule: UploadRule): Record<string, string[]> {
  return Object.assign({}, ...rule.kinds.map((kind) => PLAN_FILES[kind].declared));
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The message that refuses a file before it is sent, from its declared type (or, when the browser
 * gives none, as it does for HEIC, its extension) and its size; null when it may be sent.
 */
export function checkDeclaredFile(
  rule: UploadRule,
  file: { name: string; type: string; size: number },
): string | null {
  const accept = uploadAccept(rule);
  const byType = file.type !== '' && file.type in accept;
  const byExtension =
    file.type === '' &&
    Object.values(accept).some((extensions) => extensions.includes(extensionOf(file.name)));
  if (!byType && !byExtension) return rule.messages.unsupported(file.name);
  if (file.size > rule.maxBytes) return rule.messages.tooLarge(file.name);
  return null;
}
