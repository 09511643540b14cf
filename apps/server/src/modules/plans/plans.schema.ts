import { z } from 'zod';
import type { PlanFileKind } from './file-type.ts';

export const MB = 1024 * 1024;

/** An upload rule: which kinds, how large, and the messages the client shows (part 1 §5, §8). */
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
    // The client recognises a duplicate by 'identique' or 409 (part 1 §8).
    duplicate: (name) => `Fichier identique déjà présent dans ce projet : "${name}"`,
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
    duplicate: (name) => `Fichier identique déjà présent : "${name}"`,
  },
};

export const planFileViewSchema = z.object({
  id: z.string(),
  /** The file's key in the store; names it in DELETE /abplan/plans/{path}. */
  filePath: z.string(),
  originalName: z.string(),
  /** Served to the plan's owner only. */
  publicUrl: z.string(),
  /** PNG thumbnail (first page of a PDF); null if it could not be made. */
  previewUrl: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  projectId: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanFileView = z.infer<typeof planFileViewSchema>;

export const uploadResultSchema = z.object({
  planFile: planFileViewSchema,
  publicUrl: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const projectPlanInputSchema = z.object({ id: z.string(), planId: z.string() });
export const projectIdInputSchema = z.object({ id: z.string() });
export const planPathInputSchema = z.object({ path: z.string().min(1, 'File path is required').max(1000) });

export const purgeResultSchema = z.object({
  projectId: z.string(),
  removedRooms: z.number(),
  removedEquipments: z.number(),
});
export type PurgeResult = z.infer<typeof purgeResultSchema>;

export const planUrlSchema = z.object({
  /** The first plan's URL, null when the project has no plan. */
  url: z.string().nullable(),
  publicUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  planFile: planFileViewSchema.nullable(),
});
export type PlanUrl = z.infer<typeof planUrlSchema>;
