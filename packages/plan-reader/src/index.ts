/**
 * Plan analysis: the rooms, surfaces and room types written on an uploaded plan (spec part 1, 'AI
 * analysis'), read locally — a PDF's text layer, or French OCR of a picture — in worker threads, with
 * an optional OpenAI-compatible vision model tried first when configured.
 */
import { AnalysisError } from './analysis-error.ts';
import { analyzeLocally } from './analyze-local.ts';
import { closeLineRecogniser } from './line-recogniser.ts';
import { OcrEngine } from './ocr.ts';
import { preloadPdfjs } from './pdf-text.ts';
import type { AnalysisResult, AnalyzePlanInput, AnalyzePlanOptions } from './types.ts';
import { PLAN_MIME_TYPES } from './types.ts';
import { AnalysisPool, type AnalysisPoolOptions, DEFAULT_ANALYSIS_TIMEOUT_MS } from './worker-pool.ts';

export * from './shared.ts';
export { AnalysisPool, DEFAULT_ANALYSIS_TIMEOUT_MS };

let defaultPool: AnalysisPool | undefined;

/** Sizes the shared pool (call once at start, before the first analysis). */
export function configureAnalysisPool(options: AnalysisPoolOptions): void {
  if (defaultPool) throw new Error('the analysis pool is already running');
  defaultPool = new AnalysisPool(options);
}

/** Starts the shared pool's workers now rather than on the first analysis (call at server start). */
export function warmUpAnalysisPool(): void {
  defaultPool ??= new AnalysisPool();
  defaultPool.warmUp();
}

/** Stops the shared pool's workers (server shutdown, end of tests). */
export async function closeAnalysisPool(): Promise<void> {
  const pool = defaultPool;
  defaultPool = undefined;
  await pool?.close();
}

/** A file type the reader does not take: UNSUPPORTED; an empty file: NO_PLAN_DETECTED. */
function refuseUnreadable(input: { bytes: Uint8Array; mime: string }): void {
  if (!(PLAN_MIME_TYPES as readonly string[]).includes(input.mime)) throw new AnalysisError('UNSUPPORTED');
  if (input.bytes.byteLength === 0) throw new AnalysisError('NO_PLAN_DETECTED');
}

/**
 * Reads one plan file. Rejects with an AnalysisError: NO_PLAN_DETECTED (no room found; its details
 * keep what was read), TIMEOUT (past timeoutMs, 60 s by default) or UNSUPPORTED (a file type or an
 * image that cannot be read).
 */
export async function analyzePlan(
  input: AnalyzePlanInput,
  opts: AnalyzePlanOptions & { onVisionFailure?: (message: string) => void } = {},
): Promise<AnalysisResult> {
  refuseUnreadable(input);
  defaultPool ??= new AnalysisPool();
  const { onVisionFailure, ...options } = opts;
  return defaultPool.run({
    bytes: input.bytes,
    mime: input.mime,
    options,
    timeoutMs: input.timeoutMs ?? DEFAULT_ANALYSIS_TIMEOUT_MS,
    onVisionFailure,
  });
}

let inThreadOcr: OcrEngine | undefined;

/**
 * Reads one plan file in the calling thread, without the pool: for a caller that is already off the
 * request path (a job runner's worker or process). Same result and errors as analyzePlan, without
 * the time limit (the caller bounds its jobs). The OCR engine is kept for the next plan: call
 * closePlanReader when done.
 */
export async function readPlan(
  input: Omit<AnalyzePlanInput, 'timeoutMs'>,
  opts: AnalyzePlanOptions & { onVisionFailure?: (error: unknown) => void } = {},
): Promise<AnalysisResult> {
  refuseUnreadable(input);
  inThreadOcr ??= new OcrEngine();
  const { onVisionFailure, ...options } = opts;
  return analyzeLocally(input, options, { ocr: inThreadOcr, onVisionFailure });
}

/**
 * Loads pdf.js and the French OCR model for readPlan now (a job process waiting for its plan), so that
 * the reading does not wait for them.
 */
export function warmUpPlanReader(): void {
  inThreadOcr ??= new OcrEngine();
  inThreadOcr.warmUp();
  preloadPdfjs();
}

/** Stops the OCR engines readPlan keeps between plans. */
export async function closePlanReader(): Promise<void> {
  const ocr = inThreadOcr;
  inThreadOcr = undefined;
  await ocr?.terminate();
  await closeLineRecogniser();
}
