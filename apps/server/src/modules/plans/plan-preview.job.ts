import { PLAN_FILE_MIME, type PlanFileKind } from '@courant/domain';
import { ChildJobError, runInChild } from '../../jobs/child-job.ts';
import type { JobHandler, WorkerDeps } from '../../jobs/job-handler.ts';
import { JOB_KINDS } from '../../jobs/queues.ts';

export const PLAN_PREVIEW_JOB = JOB_KINDS.planPreview;

/**
 * A preview's process gets 768 MB and PREVIEW_TIMEOUT_MS (10 s by default): a hostile PDF ends there,
 * and the plan stays stored with 'Aperçu indisponible'.
 */
export const PREVIEW_MAX_RSS_MB = 768;

const KIND_OF_MIME = Object.fromEntries(
  Object.entries(PLAN_FILE_MIME).map(([kind, mime]) => [mime, kind as PlanFileKind]),
) as Record<string, PlanFileKind>;

/** Records the preview's outcome; false when the plan was deleted meanwhile. */
async function setPreview(
  deps: WorkerDeps,
  planId: string,
  status: 'ready' | 'unavailable',
  previewKey: string | null,
): Promise<boolean> {
  const rows = await deps.orm.em
    .fork()
    .execute<{ id: string }[]>(
      'update "plan_files" set "preview_status" = ?, "preview_key" = ? where "id" = ? returning "id"',
      [status, previewKey, planId],
    );
  return rows.length === 1;
}

/**
 * `plan-preview` { planId }: draws the PNG thumbnail of a stored plan in a child process with the
 * preview's memory and time caps, stores it and records it on the plan. Every upload enqueues one; the
 * file is read when the job starts, from the FileStore every process shares. A file that passes the
 * memory cap is hostile and is not tried again; one out of time or whose process died is, once.
 */
export const planPreviewJob: JobHandler = {
  async run(deps, payload, job) {
    const { planId } = payload as { planId: string };
    const [plan] = await deps.orm.em
      .fork()
      .execute<
        { id: string; owner_id: string; mime: string; storage_key: string; preview_key: string | null }[]
      >('select "id", "owner_id", "mime", "storage_key", "preview_key" from "plan_files" where "id" = ?', [
        planId,
      ]);
    if (!plan) return { skipped: 'plan deleted' };
    if (plan.preview_key) {
      await setPreview(deps, plan.id, 'ready', plan.preview_key);
      return { skipped: 'preview exists', previewKey: plan.preview_key };
    }
    const kind = KIND_OF_MIME[plan.mime];
    const bytes = await deps.storage.get(plan.storage_key);
    if (!kind || !bytes) {
      await setPreview(deps, plan.id, 'unavailable', null);
      return { skipped: 'file missing' };
    }
    let preview: Uint8Array;
    try {
      preview = await runInChild<{ bytes: Uint8Array; kind: PlanFileKind }, Uint8Array>(
        'plan-preview',
        { bytes, kind },
        { maxRssMb: PREVIEW_MAX_RSS_MB, timeoutMs: deps.config.analysis.previewTimeoutMs },
      );
    } catch (error) {
      if (!(error instanceof ChildJobError)) throw error;
      const again = (error.reason === 'timeout' || error.reason === 'crash') && job.attempt < job.maxAttempts;
      if (again) throw error;
      deps.log.warn({ planId: plan.id, reason: error.reason, error: error.message }, 'no plan preview');
      await setPreview(deps, plan.id, 'unavailable', null);
      return { unavailable: error.reason };
    }
    const previewKey = `plans/${plan.owner_id}/${plan.id}.preview.png`;
    await deps.storage.put(previewKey, preview, 'image/png');
    if (!(await setPreview(deps, plan.id, 'ready', previewKey))) {
      // Deleted while it was drawn: no orphan preview left in the store.
      await deps.storage.delete(previewKey);
      return { skipped: 'plan deleted' };
    }
    return { previewKey, bytes: preview.byteLength };
  },
  async giveUp(deps, payload) {
    const { planId } = payload as { planId: string };
    await deps.orm.em
      .fork()
      .execute(
        `update "plan_files" set "preview_status" = 'unavailable' where "id" = ? and "preview_key" is null`,
        [planId],
      );
  },
};
