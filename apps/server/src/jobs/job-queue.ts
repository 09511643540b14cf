import { randomUUID } from 'node:crypto';
import type { Em } from '../db/orm.ts';

/**
 * A durable job queue in the application's database (issue 18): the `jobs` table, claimed with
 * `FOR UPDATE SKIP LOCKED` so that any number of workers (`npm run worker`, on any machine reaching the
 * PostgreSQL database) take each job once. A claimed job is leased until `locked_until`; a worker that
 * dies (killed, machine lost) stops renewing its lease and the job is claimed again once it expires —
 * the visibility timeout. A failed attempt is retried after a growing delay, up to `max_attempts`.
 * The same code runs on the embedded PGlite (one process: SKIP LOCKED is then a no-op).
 */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobRow {
  id: string;
  kind: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  result: unknown;
  error: string | null;
  /** Every worker that took the job, in order (one per attempt). */
  workers: string[];
}

interface RawJob {
  id: string;
  kind: string;
  payload: unknown;
  status: JobStatus;
  attempts: number | string;
  max_attempts: number | string;
  locked_by: string | null;
  result: unknown;
  error: string | null;
  workers: unknown;
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export async function enqueueJob(
  em: Em,
  kind: string,
  payload: unknown,
  options: { maxAttempts?: number; runAfter?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await em.execute(
    `insert into "jobs" ("id", "kind", "payload", "status", "attempts", "max_attempts", "run_after", "workers", "created_at")
     values (?, ?, ?, 'queued', 0, ?, ?, '[]', ?)`,
    [id, kind, JSON.stringify(payload), options.maxAttempts ?? 3, options.runAfter ?? now, now],
  );
  return id;
}

/**
 * Takes the oldest job that is due, or whose lease expired (its worker died), and leases it to
 * `workerId` for `leaseMs`. One statement: two workers never take the same job.
 */
export async function claimJob(
  em: Em,
  workerId: string,
  leaseMs: number,
  kinds: readonly string[],
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const rows = await em.execute<RawJob[]>(
    `update "jobs" set
        "status" = 'running',
        "attempts" = "attempts" + 1,
        "locked_by" = ?,
        "locked_until" = now() + (? * interval '1 millisecond'),
        "workers" = "workers" || to_jsonb(?::text)
      where "id" = (
        select "id" from "jobs"
         where "kind" in (${kinds.map(() => '?').join(', ')})
           and (("status" = 'queued' and "run_after" <= now())
             or ("status" = 'running' and "locked_until" < now()))
         order by "run_after", "created_at"
         limit 1
         for update skip locked
      )
      returning "id", "kind", "payload", "attempts", "max_attempts"`,
    [workerId, leaseMs, workerId, ...kinds],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: parseJson(row.payload),
    attempt: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
}

/** Extends the lease of a job this worker still holds; false when it lost it (expired and taken). */
export async function renewLease(em: Em, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update "jobs" set "locked_until" = now() + (? * interval '1 millisecond')
      where "id" = ? and "locked_by" = ? and "status" = 'running' returning "id"`,
    [leaseMs, jobId, workerId],
  );
  return rows.length === 1;
}

/** Records the result; ignored when the lease was lost meanwhile (another worker owns the job now). */
export async function completeJob(
  em: Em,
  jobId: string,
  workerId: string,
  result: unknown,
): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update "jobs" set "status" = 'done', "result" = ?, "error" = null, "locked_until" = null,
            "finished_at" = now()
      where "id" = ? and "locked_by" = ? and "status" = 'running' returning "id"`,
    [JSON.stringify(result ?? null), jobId, workerId],
  );
  return rows.length === 1;
}

/** The wait before attempt n+1: 5 s, 20 s, 80 s… capped at 10 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5000 * 4 ** Math.max(0, attempt - 1), 600_000);
}

/** A failed attempt: queued again after a delay, or failed for good after its last attempt. */
export async function failJob(
  em: Em,
  job: Pick<ClaimedJob, 'id' | 'attempt' | 'maxAttempts'>,
  workerId: string,
  message: string,
): Promise<void> {
  const last = job.attempt >= job.maxAttempts;
  await em.execute(
    `update "jobs" set "status" = ?, "error" = ?, "locked_until" = null,
            "run_after" = now() + (? * interval '1 millisecond'),
            "finished_at" = case when ? then now() else null end
      where "id" = ? and "locked_by" = ? and "status" = 'running'`,
    [
      last ? 'failed' : 'queued',
      message.slice(0, 2000),
      last ? 0 : retryDelayMs(job.attempt),
      last,
      job.id,
      workerId,
    ],
  );
}

export async function readJob(em: Em, jobId: string): Promise<JobRow | null> {
  const rows = await em.execute<RawJob[]>(
    `select "id", "kind", "status", "attempts", "max_attempts", "locked_by", "result", "error", "workers"
       from "jobs" where "id" = ?`,
    [jobId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedBy: row.locked_by,
    result: parseJson(row.result),
    error: row.error,
    workers: (parseJson(row.workers) as string[] | null) ?? [],
  };
}
