import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** The durable job queue (src/jobs/job-queue.ts reads and writes it in SQL: claims need SKIP LOCKED). */
export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  indexes: [{ properties: ['status', 'runAfter'] }, { properties: ['kind', 'status'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(50),
    payload: p.json(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: p.string().length(20),
    attempts: p.integer().default(0),
    maxAttempts: p.integer().default(3),
    runAfter: p.datetime(),
    lockedBy: p.string().length(100).nullable(),
    lockedUntil: p.datetime().nullable(),
    /** Every worker that took the job, one per attempt. */
    workers: p.json().default('[]'),
    result: p.json().nullable(),
    error: p.text().nullable(),
    /** Whose job it is (a user id) when one owner may have only one in flight (analyses). */
    ownerKey: p.string().length(100).nullable(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
});
export type Job = InferEntity<typeof JobSchema>;
