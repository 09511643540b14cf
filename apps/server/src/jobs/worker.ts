import { PLAN_FILE_MIME, type PlanFileKind } from '@courant/domain';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { PREVIEW_MAX_RSS_MB } from '../modules/plans/plans.service.ts';
import type { FileStore } from '../storage/file-store.ts';
import { runInChild } from './child-job.ts';
import { type ClaimedJob, claimJob, completeJob, failJob, renewLease } from './job-queue.ts';

export interface WorkerDeps {
  orm: Orm;
  storage: FileStore;
  config: Pick<Config, 'analysis'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

type Handler = (deps: WorkerDeps, payload: unknown) => Promise<unknown>;

const KIND_OF_MIME = Object.fromEntries(
  Object.entries(PLAN_FILE_MIME).map(([kind, mime]) => [mime, kind as PlanFileKind]),
) as Record<string, PlanFileKind>;

/**
 * `plan-preview` { planId }: draws the PNG thumbnail of a stored plan that has none (its preview at upload
 * failed or timed out), in a child process with the preview's memory and time caps, stores it and records
 * it on the plan. The file is read when the job starts, from the FileStore every process shares.
 */
async function planPreview(deps: WorkerDeps, payload: unknown): Promise<unknown> {
  const { planId } = payload as { planId: string };
  const conn = deps.orm.em.getConnection();
  const [plan] = await conn.execute<
    { id: string; owner_id: string; mime: string; storage_key: string; preview_key: string | null }[]
  >('select "id", "owner_id", "mime", "storage_key", "preview_key" from "plan_files" where "id" = ?', [
    planId,
  ]);
  if (!plan) return { skipped: 'plan deleted' };
  if (plan.preview_key) return { skipped: 'preview exists', previewKey: plan.preview_key };
  const kind = KIND_OF_MIME[plan.mime];
  const bytes = await deps.storage.get(plan.storage_key);
  if (!kind || !bytes) return { skipped: 'file missing' };
  const preview = await runInChild<{ bytes: Uint8Array; kind: PlanFileKind }, Uint8Array>(
    'plan-preview',
    { bytes, kind },
    { maxRssMb: PREVIEW_MAX_RSS_MB, timeoutMs: deps.config.analysis.previewTimeoutMs },
  );
  const previewKey = `plans/${plan.owner_id}/${plan.id}.preview.png`;
  await deps.storage.put(previewKey, preview, 'image/png');
  await conn.execute('update "plan_files" set "preview_key" = ? where "id" = ?', [previewKey, plan.id]);
  return { previewKey, bytes: preview.byteLength };
}

export const JOB_HANDLERS: Record<string, Handler> = { 'plan-preview': planPreview };

export interface WorkerOptions {
  workerId: string;
  /** How long a claimed job stays leased without renewal (the visibility timeout). */
  leaseMs: number;
  /** Wait between two looks at an empty queue. */
  pollMs: number;
  signal: AbortSignal;
  /** Called after each job (tests count them). */
  onJob?: (job: ClaimedJob, outcome: 'done' | 'failed') => void;
}

/** Runs one claimed job with its lease renewed meanwhile; records the result or the failure. */
async function runJob(deps: WorkerDeps, job: ClaimedJob, options: WorkerOptions): Promise<'done' | 'failed'> {
  const em = deps.orm.em.fork();
  const handler = JOB_HANDLERS[job.kind];
  if (!handler || job.attempt > job.maxAttempts) {
    await failJob(
      em,
      { ...job, attempt: job.maxAttempts },
      options.workerId,
      handler ? 'no attempt left' : `unknown job kind ${job.kind}`,
    );
    return 'failed';
  }
  const renew = setInterval(
    () => {
      void renewLease(em, job.id, options.workerId, options.leaseMs).catch(() => {});
    },
    Math.max(100, Math.floor(options.leaseMs / 3)),
  );
  try {
    const result = await handler(deps, job.payload);
    await completeJob(em, job.id, options.workerId, result);
    return 'done';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempt, error: message }, 'job failed');
    await failJob(em, job, options.workerId, message);
    return 'failed';
  } finally {
    clearInterval(renew);
  }
}

/** Takes jobs one at a time until `signal` aborts (a worker's CPU goes to one child process at once). */
export async function runWorker(deps: WorkerDeps, options: WorkerOptions): Promise<void> {
  const kinds = Object.keys(JOB_HANDLERS);
  while (!options.signal.aborted) {
    let job: ClaimedJob | null = null;
    try {
      job = await claimJob(deps.orm.em.fork(), options.workerId, options.leaseMs, kinds);
    } catch (error) {
      deps.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'job claim failed');
    }
    if (!job) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        options.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      continue;
    }
    const outcome = await runJob(deps, job, options);
    deps.log.info({ jobId: job.id, kind: job.kind, attempt: job.attempt, outcome }, 'job finished');
    options.onJob?.(job, outcome);
  }
}
