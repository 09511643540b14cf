import { z } from 'zod';
import { roomViewSchema } from '../rooms/rooms.schema.ts';

/** Answer of an analysis (part 1 §7 'Analysis response': rooms and surface_loi_carrez). */
export const analysisAnswerSchema = z.object({
  rooms: z.array(roomViewSchema),
  surface_loi_carrez: z.number(),
  surfaceLoiCarrez: z.number(),
  /** The id of the stored analysis (or of the last one, for several plans). */
  analysisId: z.string(),
});
export type AnalysisAnswer = z.infer<typeof analysisAnswerSchema>;
