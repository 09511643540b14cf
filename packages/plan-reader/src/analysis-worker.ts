import { parentPort } from 'node:worker_threads';
import { AnalysisError } from './analysis-error.ts';
import { analyzeLocally } from './analyze-local.ts';
import { OcrEngine } from './ocr.ts';
import { preloadPdfjs } from './pdf-text.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs in a worker thread');

// One OCR engine per worker, kept between analyses (loading the French model takes a second or two);
// the model and pdf.js load while the worker waits for its first plan.
const ocr = new OcrEngine();
ocr.warmUp();
preloadPdfjs();

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  const visionFailures: string[] = [];
  try {
    const result = await analyzeLocally(
      { bytes: new Uint8Array(request.bytes), mime: request.mime },
      request.options,
      { ocr, onVisionFailure: (e) => visionFailures.push(e instanceof Error ? e.message : String(e)) },
    );
    reply = { id: request.id, ok: true, result, visionFailures };
  } catch (error) {
    reply =
      error instanceof AnalysisError
        ? {
            id: request.id,
            ok: false,
            code: error.code,
            message: error.message,
            details: error.details,
            visionFailures,
          }
        : {
            id: request.id,
            ok: false,
            code: 'NO_PLAN_DETECTED',
            message: 'Aucun plan détecté',
            cause: error instanceof Error ? (error.stack ?? error.message) : String(error),
            details: {},
            visionFailures,
          };
  }
  port.postMessage(reply);
});
