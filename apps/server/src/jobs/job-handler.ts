import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { JobQueue } from './job-queue.ts';

/** What a job runs with, in the web process (JOB_INLINE_WORKER) or in `npm run worker`. */
export interface WorkerDeps {
  orm: Orm;
  storage: FileStore;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/** The attempt a worker holds. */
export interface JobAttempt {
  id: string;
  kind: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/** One kind of job: its work, and what to leave behind when it is given up (no attempt left). */
export interface JobHandler {
  run(deps: WorkerDeps, payload: unknown, job: JobAttempt): Promise<unknown>;
  giveUp?(deps: WorkerDeps, payload: unknown): Promise<void>;
}
