import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { lockKey } from '../db/advisory-lock.ts';
import type { Em } from '../db/orm.ts';
import { AppError } from '../errors.ts';

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

/**
 * Within one process, 'enqueued' wakes the local worker at once and 'finished' (job id) wakes whoever
 * waits for that job; across processes, both poll the table.
 */
export const jobEvents = new EventEmitter();
jobEvents.setMaxListeners(0);

export interface EnqueueOptions {
  maxAttempts?: number;
  runAfter?: Date;
  /** The owner (a user id) when one owner may have only one job of this kind in flight. */
  ownerKey?: string;
}

export async function enqueueJob(
  em: Em,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await em.execute(
    `insert into "jobs" ("id", "kind", "payload", "status", "attempts", "max_attempts", "run_after", "workers", "owner_key", "created_at")
     values (?, ?, ?, 'queued', 0, ?, ?, '[]', ?, ?)`,
    [
      id,
      kind,
      JSON.stringify(payload),
      options.maxAttempts ?? 3,
      options.runAfter ?? now,
      options.ownerKey ?? null,
      now,
    ],
  );
  notifyEnqueued(kind);
  return id;
}

/**
 * Wakes this process's idle worker for `kind`. Called by enqueueJob, and again by a caller whose
 * transaction commits later (a worker woken before the commit does not see the row yet).
 */
export function notifyEnqueued(kind: string): void {
  setImmediate(() => jobEvents.emit('enqueued', kind));
}

/** Seconds a client is told to wait when the plan jobs are full (503 + Retry-After). */
export const BUSY_RETRY_AFTER_S = 10;

export const JOB_BUSY_MESSAGES = {
  full: 'Trop de plans sont en cours de traitement. Réessayez dans quelques secondes.',
  ownerBusy:
    'Une analyse de vos plans est déjà en cours. Attendez qu’elle se termine pour en lancer une autre.',
};

export const jobsBusy = (message = JOB_BUSY_MESSAGES.full) =>
  new AppError('SERVICE_UNAVAILABLE', message, undefined, BUSY_RETRY_AFTER_S);

/**
 * Enqueues a job into a bounded queue (issue 18): refused with 503 + Retry-After when `maxQueued` jobs of
 * its kind already wait, or when `ownerKey` already has one queued or running. The checks and the insert
 * run under an advisory lock on the kind, so two requests at once cannot both pass.
 */
export async function enqueueBoundedJob(
  em: Em,
  kind: string,
  payload: unknown,
  options: EnqueueOptions & { maxQueued: number },
): Promise<string> {
  return em.transactional(async (tem) => {
    await lockKey(tem, `jobs:${kind}`);
    if (options.ownerKey) {
      const mine = await tem.execute<{ id: string }[]>(
        `select "id" from "jobs" where "kind" = ? and "owner_key" = ? and "status" in ('queued', 'running') limit 1`,
        [kind, options.ownerKey],
      );
      if (mine.length > 0) throw jobsBusy(JOB_BUSY_MESSAGES.ownerBusy);
    }
    const [queued] = await tem.execute<{ n: string | number }[]>(
      `select count(*) as n from "jobs" where "kind" = ? and "status" = 'queued'`,
      [kind],
    );
    if (Number(queued?.n ?? 0) >= options.maxQueued) throw jobsBusy();
    return enqueueJob(tem, kind, payload, options);
  });
}

/**
 * Waits until the job is done or failed for good, or `timeoutMs` passed (then answers it as it is, still
 * queued or running). Cheap for the web process: a timer and one primary-key read every `pollMs`.
 */
export async function waitForJob(
  em: Em,
  jobId: string,
  timeoutMs: number,
  pollMs = 250,
): Promise<JobRow | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await readJob(em, jobId);
    if (!row || row.status === 'done' || row.status === 'failed' || Date.now() >= deadline) return row;
    await new Promise<void>((resolve) => {
      const wake = (id: string) => {
        if (id === jobId) done();
      };
      const done = () => {
        clearTimeout(timer);
        jobEvents.off('finished', wake);
        resolve();
      };
      const timer = setTimeout(done, Math.min(pollMs, Math.max(0, deadline - Date.now())));
      jobEvents.on('finished', wake);
    });
  }
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
  jobEvents.emit('finished', jobId);
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
  if (last) jobEvents.emit('finished', job.id);
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
