import { z } from 'zod';

/**
 * A dossier PDF over tRPC, in base64: a JSON answer cannot carry bytes. REST answers the same file as
 * bytes (GET …/dossier.pdf, …/dossier/labels.pdf), so these procedures have no REST route of their own.
 */
export const dossierPdfFileSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type DossierPdfFile = z.infer<typeof dossierPdfFileSchema>;
