import { Worker } from 'node:worker_threads';
import { AnalysisError } from './analysis-error.ts';
import type { AnalysisResult, AnalyzePlanOptions, PlanMimeType } from './types.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

export const DEFAULT_ANALYSIS_TIMEOUT_MS = 60_000;

export interface AnalysisPoolOptions {
  /** Worker threads; OCR keeps one core busy, so one or two on a small server. */
  size?: number;
}

export interface PoolJob {
  bytes: Uint8Array;
  mime: PlanMimeType;
  options: AnalyzePlanOptions;
  timeoutMs: number;
  onVisionFailure?: (message: string) => void;
}

interface Pending extends PoolJob {
  id: number;
  resolve: (result: AnalysisResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  job?: Pending;
}

const WORKER_URL = new URL('./analysis-worker.mjs', import.meta.url);

/**
 * Analyses plans in worker threads, off the request thread, each within its time limit (queueing
 * included). A worker past its limit is terminated — tesseract cannot be interrupted otherwise — and
 * a fresh one takes its place for the next plan.
 */
export class AnalysisPool {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: AnalysisPoolOptions = {}) {
    this.#size = Math.max(1, options.size ?? 1);
  }

  run(job: PoolJob): Promise<AnalysisResult> {
    if (this.#closed) return Promise.reject(new Error('analysis pool is closed'));
    return new Promise<AnalysisResult>((resolve, reject) => {
      const pending: Pending = {
        ...job,
        id: this.#nextId++,
        resolve,
        reject,
        timer: setTimeout(() => this.#timeout(pending), job.timeoutMs),
      };
      this.#queue.push(pending);
      this.#dispatch();
    });
  }

  /** Starts the workers ahead of the first plan (at server start): loading them takes seconds. */
  warmUp(): void {
    while (!this.#closed && this.#slots.length < this.#size) this.#spawn();
  }

  /** Terminates the workers; queued and running analyses fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new Error('analysis pool is closed'));
    }
    const slots = this.#slots.splice(0);
    for (const slot of slots) {
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.reject(new Error('analysis pool is closed'));
      }
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => !s.job);
      if (!slot && this.#slots.length < this.#size) slot = this.#spawn();
      if (!slot) return;
      const job = this.#queue.shift();
      if (!job) return;
      slot.job = job;
      job.slot = slot;
      // A busy worker keeps the process alive (a script awaiting its result); an idle one does not.
      slot.worker.ref();
      const copy = job.bytes.slice();
      const request: WorkerRequest = { id: job.id, bytes: copy.buffer, mime: job.mime, options: job.options };
      slot.worker.postMessage(request, [copy.buffer]);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.#settle(slot, reply));
    worker.on('error', (error) => this.#fail(slot, error));
    worker.on('exit', (code) => this.#fail(slot, new Error(`analysis worker exited with code ${code}`)));
    this.#slots.push(slot);
    return slot;
  }

  #settle(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    slot.job = undefined;
    slot.worker.unref();
    clearTimeout(job.timer);
    for (const message of reply.visionFailures) job.onVisionFailure?.(message);
    if (reply.ok) {
      job.resolve(reply.result);
    } else {
      const error = new AnalysisError(reply.code, reply.message, reply.details);
      if (reply.cause) error.cause = reply.cause;
      job.reject(error);
    }
    this.#dispatch();
  }

  /** A worker that crashed or exited: its job fails, and it leaves the pool. */
  #fail(slot: Slot, error: Error): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      clearTimeout(job.timer);
      const failure = new AnalysisError('NO_PLAN_DETECTED');
      failure.cause = error;
      job.reject(failure);
    }
    void slot.worker.terminate();
    if (!this.#closed) this.#dispatch();
  }

  #timeout(job: Pending): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const slot = job.slot;
    if (slot && slot.job === job) {
      slot.job = undefined;
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      void slot.worker.terminate();
    }
    job.reject(new AnalysisError('TIMEOUT', undefined, { durationMs: job.timeoutMs }));
    if (!this.#closed) this.#dispatch();
  }
}
