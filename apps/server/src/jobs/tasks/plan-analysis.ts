import {
  AnalysisError,
  type AnalysisResult,
  type PlanMimeType,
  readPlan,
  type VisionOptions,
} from '@courant/plan-reader';

/** What crosses back to the job: a result, or the reading's own failure with what it read (audit). */
export type PlanAnalysisOutput =
  | { ok: true; result: AnalysisResult; visionFailures: string[] }
  | {
      ok: false;
      code: AnalysisError['code'];
      message: string;
      details: AnalysisError['details'];
      visionFailures: string[];
    };

/**
 * Child-process task: reads one plan file (see runInChild) in this process's own thread — the process is
 * the isolation, with its memory cap and kill time limit; a fresh one per plan.
 */
export async function run(input: {
  bytes: Uint8Array;
  mime: PlanMimeType;
  vision?: VisionOptions;
}): Promise<PlanAnalysisOutput> {
  const visionFailures: string[] = [];
  try {
    const result = await readPlan(
      { bytes: input.bytes, mime: input.mime },
      {
        vision: input.vision,
        onVisionFailure: (e) => visionFailures.push(e instanceof Error ? e.message : String(e)),
      },
    );
    return { ok: true, result, visionFailures };
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    return { ok: false, code: error.code, message: error.message, details: error.details, visionFailures };
  }
}
