import { dimensioningSchema } from '@courant/domain';
import { z } from 'zod';

export const dimensioningAnswerSchema = z.object({ dimensioning: dimensioningSchema });
export type DimensioningAnswer = z.infer<typeof dimensioningAnswerSchema>;

export const complianceHealthSchema = z.object({
  status: z.literal('ok'),
  /** The rules run in-process, in @courant/domain; no external service is called. */
  engine: z.literal('courant-domain'),
  version: z.string(),
});
export type ComplianceHealth = z.infer<typeof complianceHealthSchema>;
