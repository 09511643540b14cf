/**
 * Plan analysis: the rooms, surfaces and room types written on an uploaded plan (spec part 1, 'AI
 * analysis'), read locally — a PDF's text layer, or the text read on a picture — with an optional
 * OpenAI-compatible vision model tried first when configured. The caller runs it off its request
 * path (the server reads each plan in a child process with its memory cap and time limit).
 */
import { AnalysisError } from './analysis-error.ts';
import { analyzeLocally } from './analyze-local.ts';
import { OcrEngine } from './ocr.ts';
import { preloadPdfjs } from './pdf-text.ts';
import { closeModels, session } from './stages/models.ts';
import type { AnalysisResult, AnalyzePlanInput, AnalyzePlanOptions } from './types.ts';
import { PLAN_MIME_TYPES } from './types.ts';

export * from './shared.ts';

/** A file type the reader does not take: UNSUPPORTED; an empty file: NO_PLAN_DETECTED. */
function refuseUnreadable(input: { bytes: Uint8Array; mime: string }): void {
  if (!(PLAN_MIME_TYPES as readonly string[]).includes(input.mime)) throw new AnalysisError('UNSUPPORTED');
  if (input.bytes.byteLength === 0) throw new AnalysisError('NO_PLAN_DETECTED');
}

let inThreadOcr: OcrEngine | undefined;

/**
 * Reads one plan file in the calling thread. Rejects with an AnalysisError: NO_PLAN_DETECTED (no room
 * found; its details keep what was read) or UNSUPPORTED (a file type or an
 * image that cannot be read). The caller bounds its time. The engines are kept for the next plan:
 * call closePlanReader when done.
 */
export async function readPlan(
  input: AnalyzePlanInput,
  opts: AnalyzePlanOptions & {
    onVisionFailure?: (error: unknown) => void;
    /** Told each stage of a page's reading as it ends, with its CPU time (bench/realistic.bench.ts). */
    onStage?: (stage: string, cpuMs: number) => void;
  } = {},
): Promise<AnalysisResult> {
  refuseUnreadable(input);
  inThreadOcr ??= new OcrEngine();
  const { onVisionFailure, onStage, ...options } = opts;
  return analyzeLocally(input, options, { ocr: inThreadOcr, onVisionFailure, onStage });
}

/**
 * Loads pdf.js, the text detector and recogniser and tesseract's French model for readPlan now (a job
 * process waiting for its plan), so that the reading does not wait for them.
 */
export function warmUpPlanReader(): void {
  inThreadOcr ??= new OcrEngine();
  inThreadOcr.warmUp();
  preloadPdfjs();
  void session('detector').catch(() => {});
  void session('recogniser').catch(() => {});
}

/** Stops the OCR engines readPlan keeps between plans. */
export async function closePlanReader(): Promise<void> {
  const ocr = inThreadOcr;
  inThreadOcr = undefined;
  await ocr?.terminate();
  await closeModels();
}
