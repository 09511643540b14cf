/**
 * What a caller needs about plan readings without reading one: the error and its French messages, the
 * accepted file types, the merge of several plans' readings, the room classifier and the types. The web
 * process imports this entry, not the package's index, so that it never loads pdf.js, @napi-rs/canvas
 * or tesseract.js (plans are read in job processes: apps/server/src/jobs).
 */
export { ANALYSIS_ERROR_MESSAGES, AnalysisError, type AnalysisErrorCode } from './analysis-error.ts';
export { classifyRoom } from './classify-room.ts';
export { mergeAnalyses } from './merge-analyses.ts';
export type {
  AnalysisEngine,
  AnalysisResult,
  AnalyzePlanInput,
  AnalyzePlanOptions,
  DetectedRoom,
  PlanMimeType,
  VisionOptions,
} from './types.ts';
export { PLAN_MIME_TYPES } from './types.ts';
