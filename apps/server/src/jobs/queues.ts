import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { JobQueue, type QueueDefinition } from './job-queue.ts';
import { applySchedules, SCHEDULES, scheduleQueues } from './schedules.ts';

/** The dead-letter queue: a job failed for good lands here, and its kind's give-up step runs on it. */
export const DEAD_LETTER_QUEUE = 'jobs-dead-letter';

/** Kinds of job (queue names). The plan modules that queue them re-export theirs. */
export const JOB_KINDS = { planPreview: 'plan-preview', planAnalysis: 'plan-analysis' } as const;

/**
 * The queues and their settings. A job is tried twice (a second attempt after 5 s, then 10 s with
 * backoff); a worker that dies stops sending its heartbeat and its job is tried again once
 * `heartbeatSeconds` pass without one; a job still active after `expireInSeconds` is taken back whatever
 * its heartbeat says. One analysis per user queued or running (policy 'exclusive' by singleton key).
 */
export function queueDefinitions(config: Pick<Config, 'jobs'>): QueueDefinition[] {
  const common = {
    retryLimit: 1,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    expireInSeconds: config.jobs.expireSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
  return [
    // Kept a week, as the other queues' finished jobs, for whoever looks into a failure.
    { name: DEAD_LETTER_QUEUE, retryLimit: 2, retryDelay: 5, retryBackoff: true },
    { name: JOB_KINDS.planPreview, ...common },
    { name: JOB_KINDS.planAnalysis, policy: 'exclusive', ...common },
    ...scheduleQueues(SCHEDULES),
  ];
}

/**
 * The queue of this process (web or `npm run worker`), its queues created or brought up to date, its
 * schedules recorded.
 */
export async function openJobQueue(
  orm: Orm,
  config: Pick<Config, 'jobs' | 'databaseUrl'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<JobQueue> {
  const queue = await JobQueue.open(orm, {
    databaseUrl: config.databaseUrl,
    queues: queueDefinitions(config),
    timings: {
      pollMs: config.jobs.pollMs,
      superviseSeconds: config.jobs.superviseSeconds,
      cronSeconds: config.jobs.cronSeconds,
    },
    onError: (error) => log.warn({ err: error }, 'job queue error'),
  });
  await applySchedules(queue, SCHEDULES);
  return queue;
}
