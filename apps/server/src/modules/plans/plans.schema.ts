import { z } from 'zod';
import { pageInputSchema, pageSchema } from '../../trpc/paging.ts';

export const planFileViewSchema = z.object({
  id: z.string(),
  /** The file's key in the store; names it in DELETE /abplan/plans/{path}. */
  filePath: z.string(),
  originalName: z.string(),
  /** Served to the plan's owner only. */
  publicUrl: z.string(),
  /** PNG thumbnail (first page of a PDF); null if it could not be made. */
  previewUrl: z.string().nullable(),
  /** 'pending' while a job draws the preview, then 'ready', or 'unavailable' ('Aperçu indisponible'). */
  previewStatus: z.enum(['pending', 'ready', 'unavailable']),
  mime: z.string(),
  size: z.number(),
  projectId: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanFileView = z.infer<typeof planFileViewSchema>;

/** A page of a project's plans, oldest first; 20 a page by default, the default plans-per-project quota. */
export const planListInputSchema = pageInputSchema(20);
export const planListSchema = pageSchema('plans', planFileViewSchema);
export type PlanList = z.infer<typeof planListSchema>;

export const uploadResultSchema = z.object({
  planFile: planFileViewSchema,
  publicUrl: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

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
