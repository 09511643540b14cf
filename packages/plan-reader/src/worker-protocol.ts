import type { AnalysisErrorCode, AnalysisErrorDetails } from './analysis-error.ts';
import type { AnalysisResult, AnalyzePlanOptions, PlanMimeType } from './types.ts';

/** Messages between the pool (request thread) and an analysis worker. */
export interface WorkerRequest {
  id: number;
  bytes: ArrayBuffer;
  mime: PlanMimeType;
  options: AnalyzePlanOptions;
}

export type WorkerReply =
  | { id: number; ok: true; result: AnalysisResult; visionFailures: string[] }
  | {
      id: number;
      ok: false;
      code: AnalysisErrorCode;
      message: string;
      details: AnalysisErrorDetails;
      /** An unexpected failure's stack, for the server's log. */
      cause?: string;
      visionFailures: string[];
    };
