import { dimensioningSchema, lightningSchema } from '@courant/domain';
import { z } from 'zod';

export const dimensioningComputeInputSchema = z.object({
  projectId: z.string(),
  /** Surge-protection facts only the user knows (lightning rod, AQ2 zone). */
  lightning: lightningSchema.nullable().optional(),
});
export type DimensioningComputeInput = z.infer<typeof dimensioningComputeInputSchema>;

export const dimensioningViewSchema = dimensioningSchema;

export const dimensioningStatusInputSchema = z.object({ projectId: z.string() });
export const dimensioningStatusSchema = z.object({
  computed: z.boolean(),
  stale: z.boolean(),
});
