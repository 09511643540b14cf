import { EventEmitter } from 'node:events';
import { CompiledQuery } from 'kysely';
import {
  type Db,
  fromPglite,
  type JobWithMetadata,
  type PGliteLike,
  PgBoss,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import { lockKey } from '../db/advisory-lock.ts';
import type { Em, Orm } from '../db/orm.ts';
import { AppError } from '../errors.ts';

/**
 * The job queue is pg-boss (see the server README): retries with backoff, expiry, heartbeats that give a
 * dead worker's job back, dead letters, singleton keys and cron schedules, in the application's own
 * database. On PostgreSQL any number of processes (`npm run worker`) share it; on the embedded PGlite
 * the web process owns it, through the same single connection as the ORM.
 */
export const QUEUE_SCHEMA = 'pgboss';

/** A queue and its settings (retries, expiry, dead letter…): rows of src/jobs/queues.ts. */
export type QueueDefinition = Omit<Queue, 'name'> & { name: string };

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A job as its callers read it: its state in their words, its attempts, its result or its error. */
export interface JobRow {
  id: string;
  kind: string;
  status: JobStatus;
  /** Attempts started so far (0 while it waits for its first). */
  attempts: number;
  maxAttempts: number;
  result: unknown;
  error: string | null;
}

/** Timings of the queue's own loops; tests shorten them. */
export interface JobQueueTimings {
  /** Wait between two looks at an empty queue by a worker (pg-boss: 0.5 s at least). */
  pollMs: number;
  /** How often expired jobs and missed heartbeats are looked for. */
  superviseSeconds: number;
  /** How often schedules are looked at (1–45 s). */
  cronSeconds: number;
}

export const DEFAULT_TIMINGS: JobQueueTimings = { pollMs: 1000, superviseSeconds: 30, cronSeconds: 30 };

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
 * pg-boss's statements run through an EntityManager: inside its transaction when it has one, so that a
 * job is queued together with the rows it is about (an upload's plan) or not at all.
 */
export function emDatabase(em: Em): Db {
  return {
    async executeSql(text, values) {
      const executor = em.getTransactionContext<never>() ?? em.getConnection().getClient();
      const result = await (
        executor as { executeQuery(q: CompiledQuery): Promise<{ rows: unknown[] }> }
      ).executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

const STATUS_OF_STATE: Record<JobWithMetadata['state'], JobStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
};

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? null : JSON.stringify(output);
}

export interface OpenQueueOptions {
  /** PostgreSQL's URL, or undefined for the ORM's embedded PGlite. */
  databaseUrl: string | undefined;
  queues: readonly QueueDefinition[];
  timings?: Partial<JobQueueTimings>;
  /** Whether this instance sends the jobs of cron schedules (any number of instances may). */
  schedules?: boolean;
  onError?: (error: Error) => void;
}

async function pgliteOf(orm: Orm): Promise<PGliteLike> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGliteLike> };
  return connection.getNativeClient();
}

/** Creates each queue, or brings its settings up to date (a queue's policy is fixed at creation). */
async function ensureQueues(boss: PgBoss, queues: readonly QueueDefinition[]): Promise<void> {
  // Dead-letter queues first: a queue names its dead letter by a foreign key.
  const ordered = [...queues].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
  for (const { name, ...options } of ordered) {
    if (await boss.getQueue(name)) {
      // What a queue keeps from its creation: its policy, partition, heartbeat and longest retry delay.
      const { policy, partition, heartbeatSeconds, retryDelayMax, ...changeable } = options;
      await boss.updateQueue(name, changeable);
    } else {
      await boss.createQueue(name, options).catch(async (error: unknown) => {
        // Another process created it meanwhile.
        if (!(await boss.getQueue(name))) throw error;
      });
    }
  }
}

export class JobQueue {
  /** 'finished' (job id) wakes whoever waits for that job in this process; others poll. */
  readonly events = new EventEmitter();
  /** This process's workers, by queue: woken at once when this process queues a job. */
  readonly #localWorkers = new Map<string, string[]>();

  private constructor(
    readonly boss: PgBoss,
    readonly timings: JobQueueTimings,
  ) {
    this.events.setMaxListeners(0);
  }

  /** Starts pg-boss on the ORM's database (installing or upgrading its schema) and its queues. */
  static async open(orm: Orm, options: OpenQueueOptions): Promise<JobQueue> {
    const timings = { ...DEFAULT_TIMINGS, ...options.timings };
    const database = options.databaseUrl
      ? { connectionString: options.databaseUrl, max: 4, application_name: 'courant-jobs' }
      : { db: fromPglite(await pgliteOf(orm)), backend: 'pglite' as const };
    const boss = new PgBoss({
      ...database,
      schema: QUEUE_SCHEMA,
      supervise: true,
      superviseIntervalSeconds: timings.superviseSeconds,
      monitorIntervalSeconds: timings.superviseSeconds,
      schedule: options.schedules ?? true,
      cronMonitorIntervalSeconds: timings.cronSeconds,
      cronWorkerIntervalSeconds: Math.min(5, timings.cronSeconds),
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    await ensureQueues(boss, options.queues);
    return new JobQueue(boss, timings);
  }

  /** Stops taking jobs; a job still running after `timeoutMs` is left to its heartbeat or expiry. */
  async close(timeoutMs = 5000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /** Notes a worker of this process, so that `wake` reaches it. */
  addLocalWorker(kind: string, workerId: string): void {
    this.#localWorkers.set(kind, [...(this.#localWorkers.get(kind) ?? []), workerId]);
  }

  /**
   * Wakes this process's idle workers of `kind`. Called after the transaction that queued a job commits
   * (a worker woken before does not see it yet).
   */
  wake(kind: string): void {
    for (const id of this.#localWorkers.get(kind) ?? []) this.boss.notifyWorker(id);
  }

  /** Queues a job, in `em`'s transaction when it has one. */
  async send(em: Em | null, kind: string, payload: object, options: SendOptions = {}): Promise<string> {
    const id = await this.boss.send(kind, payload, em ? { ...options, db: emDatabase(em) } : options);
    // Null: a singleton key already has its job queued or running (an 'exclusive' queue).
    if (!id) throw jobsBusy(JOB_BUSY_MESSAGES.ownerBusy);
    if (!em?.isInTransaction()) this.wake(kind);
    return id;
  }

  /**
   * Queues a job into a bounded queue: refused with 503 + Retry-After when `maxQueued` jobs of its kind
   * already wait, or when `ownerKey` already has one queued or running (the queue's policy is
   * 'exclusive' by singleton key). The count and the insert run under an advisory lock on the kind, so
   * two requests at once cannot both pass.
   */
  async sendBounded(
    em: Em,
    kind: string,
    payload: object,
    options: { maxQueued: number; ownerKey?: string },
  ): Promise<string> {
    return em.transactional(async (tem) => {
      await lockKey(tem, `jobs:${kind}`);
      const db = emDatabase(tem);
      if (options.ownerKey) {
        const { rows } = await db.executeSql(
          `select 1 from ${QUEUE_SCHEMA}.job where name = $1 and singleton_key = $2 and state <= 'active' limit 1`,
          [kind, options.ownerKey],
        );
        if (rows.length > 0) throw jobsBusy(JOB_BUSY_MESSAGES.ownerBusy);
      }
      const { rows } = await db.executeSql(
        `select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = $1 and state < 'active'`,
        [kind],
      );
      if (Number((rows[0] as { n?: number } | undefined)?.n ?? 0) >= options.maxQueued) throw jobsBusy();
      return this.send(tem, kind, payload, options.ownerKey ? { singletonKey: options.ownerKey } : {});
    });
  }

  /** The job as it stands, or null when there is no such job (or it was deleted after its retention). */
  async read(kind: string, jobId: string): Promise<JobRow | null> {
    const [job] = await this.boss.findJobs<unknown>(kind, { id: jobId });
    if (!job) return null;
    const status = STATUS_OF_STATE[job.state];
    const started = job.state === 'created' ? job.retryCount : job.retryCount + 1;
    return {
      id: job.id,
      kind,
      status,
      attempts: started,
      maxAttempts: job.retryLimit + 1,
      result: status === 'done' ? (job.output ?? null) : null,
      error: status === 'done' ? null : errorOf(job.output),
    };
  }

  /**
   * Waits until the job is done or failed for good, or `timeoutMs` passed (then answers it as it is,
   * still queued or running). Cheap for the web process: a timer and one primary-key read every 250 ms
   * at most, and at once when a worker of this process finishes it.
   */
  async waitFor(kind: string, jobId: string, timeoutMs: number, pollMs = 250): Promise<JobRow | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.read(kind, jobId);
      if (!row || row.status === 'done' || row.status === 'failed' || Date.now() >= deadline) return row;
      await new Promise<void>((resolve) => {
        const wake = (id: string) => {
          if (id === jobId) done();
        };
        const done = () => {
          clearTimeout(timer);
          this.events.off('finished', wake);
          resolve();
        };
        const timer = setTimeout(done, Math.min(pollMs, Math.max(0, deadline - Date.now())));
        this.events.on('finished', wake);
      });
    }
  }
}
