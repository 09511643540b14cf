import type { JobWithMetadata } from 'pg-boss';
import type { Config } from '../config.ts';
import { PLAN_ANALYSIS_JOB, planAnalysisJob } from '../modules/plans/plan-analysis.service.ts';
import { PLAN_PREVIEW_JOB, PREVIEW_MAX_RSS_MB, planPreviewJob } from '../modules/plans/plan-preview.job.ts';
import { warmUpChild } from './child-job.ts';
import type { JobAttempt, JobHandler, WorkerDeps } from './job-handler.ts';
import { DEAD_LETTER_QUEUE } from './queues.ts';
import { SCHEDULES, type ScheduleDefinition } from './schedules.ts';

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
  /** This process's name in the logs (host:pid, or WORKER_ID). */
  workerId: string;
  /** The kinds this process takes (all by default, with the dead letters). */
  kinds?: readonly string[];
  /** The schedules whose runs this process takes (all of src/jobs/schedules.ts when `kinds` is not given). */
  schedules?: readonly ScheduleDefinition[];
  /** Called after each job (tests count them). */
  onJob?: (job: JobAttempt, outcome: 'done' | 'failed') => void;
}

/**
 * Runs one job and settles it here rather than after the handler returns, so that a request waiting in
 * this process learns at once: done with the handler's result, or failed (pg-boss then retries it after
 * its backoff, or moves it to the dead letters after its last attempt).
 */
async function runJob(
  deps: WorkerDeps,
  handler: JobHandler | undefined,
  job: JobWithMetadata<unknown>,
  options: WorkerOptions,
): Promise<void> {
  const attempt: JobAttempt = {
    id: job.id,
    kind: job.name,
    attempt: job.retryCount + 1,
    maxAttempts: job.retryLimit + 1,
  };
  const claim = { id: job.id, retryCount: job.retryCount };
  const log = deps.log.child({
    jobId: job.id,
    kind: job.name,
    attempt: attempt.attempt,
    workerId: options.workerId,
  });
  log.info({}, 'job started');
  let outcome: 'done' | 'failed' = 'done';
  try {
    if (!handler) throw new Error(`unknown job kind ${job.name}`);
    const result = await handler.run(deps, job.data, attempt);
    await deps.jobs.boss.complete(job.name, claim, (result ?? null) as object | null);
  } catch (error) {
    outcome = 'failed';
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ error: message }, 'job failed');
    await deps.jobs.boss.fail(job.name, claim, { message: message.slice(0, 2000) });
  }
  log.info({ outcome }, 'job finished');
  deps.jobs.events.emit('finished', job.id);
  options.onJob?.(attempt, outcome);
}

/** A job failed for good: its kind's give-up step (a plan's preview marked unavailable…). */
async function giveUp(deps: WorkerDeps, job: JobWithMetadata<unknown>): Promise<void> {
  const kind = job.sourceName ?? '';
  await JOB_HANDLERS[kind]?.giveUp?.(deps, job.data);
  deps.log.warn({ jobId: job.sourceId, kind, retries: job.sourceRetryCount }, 'job given up');
}

/**
 * Starts this process's workers, one per kind and schedule, so that a long analysis never holds the previews of new
 * uploads back; each takes one job at a time (a worker's CPU goes to one child process per kind).
 * Answers the function that stops them (a job still running is settled by pg-boss's stop).
 */
export async function startWorkers(deps: WorkerDeps, options: WorkerOptions): Promise<() => Promise<void>> {
  const { boss, timings } = deps.jobs;
  const work = {
    pollingIntervalSeconds: Math.max(0.5, timings.pollMs / 1000),
    includeMetadata: true as const,
  };
  const handlers: [string, JobHandler | undefined][] = [
    ...(options.kinds ?? Object.keys(JOB_HANDLERS)).map((kind): [string, JobHandler | undefined] => [
      kind,
      JOB_HANDLERS[kind],
    ]),
    ...(options.schedules ?? (options.kinds ? [] : SCHEDULES)).map((schedule): [string, JobHandler] => [
      schedule.name,
      { run: (runDeps) => schedule.run(runDeps) },
    ]),
  ];
  const started: string[] = [];
  for (const [kind, handler] of handlers) {
    const id = await boss.work(kind, work, async ([job]: JobWithMetadata<unknown>[]) => {
      if (job) await runJob(deps, handler, job, options);
    });
    deps.jobs.addLocalWorker(kind, id);
    started.push(kind);
  }
  if (!options.kinds) {
    await boss.work(DEAD_LETTER_QUEUE, work, async ([job]: JobWithMetadata<unknown>[]) => {
      if (job) await giveUp(deps, job);
    });
    started.push(DEAD_LETTER_QUEUE);
  }
  return async () => {
    await Promise.all(started.map((kind) => boss.offWork(kind)));
  };
}
