import { sweepRateLimits } from '../auth/rate-limit.ts';
import { MikroOrmSessionAdapter } from '../auth/session-adapter.ts';
import type { WorkerDeps } from './job-handler.ts';
import type { JobQueue, QueueDefinition } from './job-queue.ts';

/**
 * What runs on a clock: pg-boss's cron schedules, each sent once whatever the number of processes, and
 * taken by one worker (the web process's own on the embedded database, any `npm run worker` on
 * PostgreSQL). A schedule is a row: its name (its queue's), its cron expression in French time, and its
 * work, which must be safe to run again (a failed run is retried, a missed one is caught up by the next).
 *
 * Not rows, by design: an invoice falling overdue needs no run, its 'en retard' is computed when it is
 * read (domain invoicing/payments.ts `invoiceStatus`); a devis past its `validUntil` keeps its status, the
 * domain having no status for it (quote-life.ts) — a row here the day it has one.
 */
export interface ScheduleDefinition {
  name: string;
  /** Five fields (minute first), or six with seconds first; read in SCHEDULE_TIME_ZONE. */
  cron: string;
  run(deps: WorkerDeps): Promise<unknown>;
}

export const SCHEDULE_TIME_ZONE = 'Europe/Paris';

export const SCHEDULES: readonly ScheduleDefinition[] = [
  {
    // Sessions past their idle or absolute limit (each web process also purges them at its start).
    name: 'sessions-purge',
    cron: '17 * * * *',
    async run({ orm }) {
      await new MikroOrmSessionAdapter(orm, orm.em, 0).deleteExpiredSessions();
      return null;
    },
  },
  {
    // Rate-limit windows are a day long at most: older rows only take room.
    name: 'rate-limits-sweep',
    cron: '40 3 * * *',
    async run({ orm }) {
      await sweepRateLimits(orm.em.fork());
      return null;
    },
  },
];

/** Each schedule's queue: one run at a time ('singleton'), tried three times, ten minutes at most. */
export function scheduleQueues(schedules: readonly ScheduleDefinition[]): QueueDefinition[] {
  return schedules.map(({ name }) => ({
    name,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 86_400,
  }));
}

/** Records the schedules in pg-boss, and removes those no longer listed (a row taken out). */
export async function applySchedules(
  queue: JobQueue,
  schedules: readonly ScheduleDefinition[],
): Promise<void> {
  const names = new Set(schedules.map((s) => s.name));
  for (const { name, cron } of schedules) {
    await queue.boss.schedule(name, cron, null, { tz: SCHEDULE_TIME_ZONE });
  }
  for (const stored of await queue.boss.getSchedules()) {
    if (!names.has(stored.name)) await queue.boss.unschedule(stored.name, stored.key);
  }
}
