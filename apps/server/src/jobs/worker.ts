import type { Config } from '../config.ts';
import { PLAN_ANALYSIS_JOB, planAnalysisJob } from '../modules/plans/plan-analysis.service.ts';
import { PLAN_PREVIEW_JOB, PREVIEW_MAX_RSS_MB, planPreviewJob } from '../modules/plans/plan-preview.job.ts';
import { warmUpChild } from './child-job.ts';
import type { JobHandler, WorkerDeps } from './job-handler.ts';
import { type ClaimedJob, claimJob, completeJob, failJob, jobEvents, renewLease } from './job-queue.ts';

export type { WorkerDeps } from './job-handler.ts';

/** Every kind of job a worker knows; the untrusted files are parsed in their child processes. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PLAN_PREVIEW_JOB]: planPreviewJob,
  [PLAN_ANALYSIS_JOB]: planAnalysisJob,
};

/**
 * A preview process starts now, its modules loaded, so that the first upload's preview does not wait.
 * The analysis's (pdf.js and the OCR model, heavier) starts with the first analysis and then always
 * has a spare waiting.
 */
export function warmUpJobProcesses(config: Pick<Config, 'analysis'>): void {
  warmUpChild('plan-preview', { maxRssMb: PREVIEW_MAX_RSS_MB, timeoutMs: config.analysis.previewTimeoutMs });
}

export interface WorkerOptions {
  workerId: string;
  /** How long a claimed job stays leased without renewal (the visibility timeout). */
  leaseMs: number;
  /** Wait between two looks at an empty queue (a job enqueued by this process wakes it at once). */
  pollMs: number;
  signal: AbortSignal;
  /** The kinds this loop takes (all by default). */
  kinds?: readonly string[];
  /** Called after each job (tests count them). */
  onJob?: (job: ClaimedJob, outcome: 'done' | 'failed') => void;
}

async function giveUp(deps: WorkerDeps, job: ClaimedJob): Promise<void> {
  await JOB_HANDLERS[job.kind]?.giveUp?.(deps, job.payload).catch((error: unknown) => {
    deps.log.warn({ err: error, jobId: job.id }, 'job give-up step failed');
  });
}

/** Runs one claimed job with its lease renewed meanwhile; records the result or the failure. */
async function runJob(deps: WorkerDeps, job: ClaimedJob, options: WorkerOptions): Promise<'done' | 'failed'> {
  const em = deps.orm.em.fork();
  const handler = JOB_HANDLERS[job.kind];
  if (!handler || job.attempt > job.maxAttempts) {
    // Its workers died on every attempt (a lease that expired each time): given up.
    await failJob(
      em,
      { ...job, attempt: job.maxAttempts },
      options.workerId,
      handler ? 'no attempt left' : `unknown job kind ${job.kind}`,
    );
    await giveUp(deps, job);
    return 'failed';
  }
  const renew = setInterval(
    () => {
      void renewLease(em, job.id, options.workerId, options.leaseMs).catch(() => {});
    },
    Math.max(100, Math.floor(options.leaseMs / 3)),
  );
  try {
    const result = await handler.run(deps, job.payload, job);
    await completeJob(em, job.id, options.workerId, result);
    return 'done';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempt, error: message }, 'job failed');
    await failJob(em, job, options.workerId, message);
    if (job.attempt >= job.maxAttempts) await giveUp(deps, job);
    return 'failed';
  } finally {
    clearInterval(renew);
  }
}

/** Waits `ms`, or less when this process enqueues a job of one of `kinds`, or the worker stops. */
function idle(ms: number, kinds: readonly string[], signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      jobEvents.off('enqueued', onEnqueued);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const onEnqueued = (kind: string) => {
      if (kinds.includes(kind)) done();
    };
    const timer = setTimeout(done, ms);
    jobEvents.on('enqueued', onEnqueued);
    signal.addEventListener('abort', done);
  });
}

/** Takes jobs one at a time until `signal` aborts (a worker's CPU goes to one child process at once). */
export async function runWorker(deps: WorkerDeps, options: WorkerOptions): Promise<void> {
  const kinds = options.kinds ?? Object.keys(JOB_HANDLERS);
  while (!options.signal.aborted) {
    let job: ClaimedJob | null = null;
    try {
      job = await claimJob(deps.orm.em.fork(), options.workerId, options.leaseMs, kinds);
    } catch (error) {
      deps.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'job claim failed');
    }
    if (!job) {
      await idle(options.pollMs, kinds, options.signal);
      continue;
    }
    const outcome = await runJob(deps, job, options);
    deps.log.info({ jobId: job.id, kind: job.kind, attempt: job.attempt, outcome }, 'job finished');
    options.onJob?.(job, outcome);
  }
}
