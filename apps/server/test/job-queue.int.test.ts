import { randomUUID } from 'node:crypto';
import { planFixture } from '@courant/plan-reader/fixtures';
import type { JobWithMetadata } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { workingJobPids } from '../src/jobs/child-job.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { JOB_KINDS } from '../src/jobs/queues.ts';
import {
  applySchedules,
  SCHEDULE_TIME_ZONE,
  SCHEDULES,
  type ScheduleDefinition,
  scheduleQueues,
} from '../src/jobs/schedules.ts';
import { startWorkers } from '../src/jobs/worker.ts';
import { nestedFormsPdf } from './helpers/hostile-files.ts';
import {
  createProject,
  makeImage,
  newProjectWithUpload,
  rest,
  settledPlan,
  uploadPlanNoWait,
} from './helpers/project-fixtures.ts';
import { signInTestUser, type TestUser, useTestApp, withTestApp } from './helpers/test-app.ts';

// The job queue on pg-boss, on PGlite and PostgreSQL (DATABASE_URL): retries with backoff, expiry, the
// dead letters, a schedule, two workers taking each job once, a job process killed mid-job. Timings
// are short here (poll 0.5 s, supervision and schedules every second); the defaults are in config.ts.
const FAST = { JOB_POLL_MS: '500', JOB_SUPERVISE_S: '1', JOB_CRON_S: '1' };

// This file's own app runs no worker: each test starts the ones it needs.
const t = useTestApp({ ...FAST, JOB_INLINE_WORKER: 'false' });

const jobs = () => t.app.services.jobs;
const boss = () => jobs().boss;
/** A queue of the test's own, so that tests do not see each other's jobs. */
async function testQueue(options: Parameters<JobQueue['boss']['createQueue']>[1] = {}): Promise<string> {
  const name = `test-${randomUUID().slice(0, 8)}`;
  await boss().createQueue(name, options);
  return name;
}
const work = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
type AnyJob = JobWithMetadata<{ n?: number }>;
const stateOf = async (queue: string, id: string) => (await jobs().read(queue, id))?.status;

describe('job queue (both databases)', () => {
  it('tries a failing job again after a growing delay, then moves it to its dead letter queue', async () => {
    const dead = await testQueue();
    const queue = await testQueue({ retryLimit: 2, retryDelay: 1, retryBackoff: true, deadLetter: dead });
    const attempts: number[] = [];
    await boss().work(queue, work, async ([job]: AnyJob[]) => {
      attempts.push(Date.now());
      throw new Error(`attempt ${job?.retryCount} failed`);
    });
    const id = await jobs().send(null, queue, { n: 1 });
    await expect.poll(() => stateOf(queue, id), { timeout: 30_000, interval: 200 }).toBe('failed');
    await boss().offWork(queue);
    expect(attempts).toHaveLength(3);
    // Backoff from 1 s: the second wait at least twice the first's floor.
    const [a = 0, b = 0, c = 0] = attempts;
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1900);
    expect(await jobs().read(queue, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      error: 'attempt 2 failed',
    });
    const [letter] = await boss().findJobs<{ n: number }>(dead);
    expect(letter).toMatchObject({ data: { n: 1 }, sourceName: queue, sourceId: id, sourceRetryCount: 2 });
  }, 60_000);

  it('takes back a job still active past its expiry, tells its handler, and runs it again', async () => {
    const queue = await testQueue({ expireInSeconds: 1, retryLimit: 1 });
    const seen: { attempt: number; aborted: boolean }[] = [];
    await boss().work(queue, work, async ([job]: AnyJob[]) => {
      if (!job) return;
      if (job.retryCount === 0) {
        // A stuck handler: it ends only when pg-boss gives up on it.
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve, { once: true }));
      }
      seen.push({ attempt: job.retryCount + 1, aborted: job.signal.aborted });
      return { done: job.retryCount + 1 };
    });
    const id = await jobs().send(null, queue, {});
    await expect.poll(() => stateOf(queue, id), { timeout: 30_000, interval: 200 }).toBe('done');
    await boss().offWork(queue);
    expect(seen).toEqual([
      { attempt: 1, aborted: true },
      { attempt: 2, aborted: false },
    ]);
    expect(await jobs().read(queue, id)).toMatchObject({ attempts: 2, result: { done: 2 } });
  }, 60_000);

  it('sends the jobs of a cron schedule', async () => {
    const queue = await testQueue();
    const ran: string[] = [];
    await boss().work(queue, work, async ([job]: AnyJob[]) => {
      if (job) ran.push(job.id);
    });
    await boss().schedule(queue, '* * * * * *', { from: 'cron' });
    try {
      await expect.poll(() => ran.length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    } finally {
      await boss().unschedule(queue);
      await boss().offWork(queue);
    }
    const [job] = await boss().findJobs(queue, { id: ran[0] ?? '' });
    expect(job?.data).toEqual({ from: 'cron' });
  }, 60_000);

  it('records the schedules of src/jobs/schedules.ts, and a worker runs what their cron sends', async () => {
    const recorded = await boss().getSchedules();
    expect(recorded.map((r) => [r.name, r.cron, r.timezone])).toEqual(
      expect.arrayContaining(SCHEDULES.map((r) => [r.name, r.cron, SCHEDULE_TIME_ZONE])),
    );
    const runs: string[] = [];
    const everySecond: ScheduleDefinition = {
      name: `test-schedule-${randomUUID().slice(0, 8)}`,
      cron: '* * * * * *',
      async run() {
        runs.push(new Date().toISOString());
        return null;
      },
    };
    for (const { name, ...options } of scheduleQueues([everySecond])) await boss().createQueue(name, options);
    await applySchedules(jobs(), [...SCHEDULES, everySecond]);
    const { orm, storage } = t.app.services;
    const stop = await startWorkers(
      { orm, storage, config: t.config, log: t.app.log, jobs: jobs() },
      { workerId: 'schedules', kinds: [], schedules: [everySecond] },
    );
    try {
      await expect.poll(() => runs.length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
      // Back to the registry: a schedule taken out of it is removed.
      await applySchedules(jobs(), SCHEDULES);
    }
    expect((await boss().getSchedules()).map((r) => r.name).sort()).toEqual(
      SCHEDULES.map((r) => r.name).sort(),
    );
  }, 60_000);

  it('gives each job to one worker only when two take from one queue', async () => {
    const queue = await testQueue();
    // A second pg-boss instance on the same database: another process on PostgreSQL.
    const other = await JobQueue.open(t.app.services.orm, {
      databaseUrl: t.config.databaseUrl,
      queues: [],
      timings: { pollMs: 500, superviseSeconds: 1, cronSeconds: 1 },
    });
    const taken: { by: string; id: string }[] = [];
    const take = (by: string) => async (batch: AnyJob[]) => {
      for (const job of batch) taken.push({ by, id: job.id });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const options = { ...work, batchSize: 2, localConcurrency: 2 };
    try {
      await boss().work(queue, options, take('first'));
      await other.boss.work(queue, options, take('second'));
      const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => jobs().send(null, queue, { n })));
      await expect.poll(() => taken.length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(40);
      // A little longer: a job taken twice would show up now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(taken.map((x) => x.id).sort()).toEqual([...ids].sort());
      expect(new Set(taken.map((x) => x.by))).toEqual(new Set(['first', 'second']));
    } finally {
      await boss().offWork(queue);
      await other.close();
    }
  }, 90_000);
});

describe('plan jobs', () => {
  it('an upload stores the plan and queues its preview; the web process’s own worker draws it', async () => {
    await withTestApp({ ...FAST, JOB_INLINE_WORKER: 'true' }, async (app) => {
      const owner = await signInTestUser(app.app);
      const image = await makeImage('png', 80, 50, 41);
      const { project, res } = await newProjectWithUpload(app.app, owner, 'a.png', image);
      expect(res.statusCode, res.body).toBe(201);
      const plan = await settledPlan(app.app, owner, project.id, res.json().planFile);
      expect(plan).toMatchObject({
        previewStatus: 'ready',
        previewUrl: `/api/v1/files/plans/${plan.id}/preview`,
      });
      const [job] = await app.app.services.jobs.boss.findJobs(JOB_KINDS.planPreview, {
        data: { planId: plan.id },
      });
      expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
    });
  }, 120_000);

  it('a preview whose process is killed mid-job is tried again, and drawn', async () => {
    await withTestApp({ ...FAST, JOB_INLINE_WORKER: 'true' }, async (app) => {
      const owner = await signInTestUser(app.app);
      const scan = await planFixture('maison-etage/plan-300dpi.png');
      const project = await createProject(app.app, owner);
      // The upload waits a little for its preview: its process is looked for meanwhile.
      const upload = uploadPlanNoWait(app.app, owner, project.id, 'scan.png', scan);
      let killed: number | undefined;
      await expect
        .poll(
          () => {
            [killed] = workingJobPids();
            if (killed !== undefined) process.kill(killed, 'SIGKILL');
            return killed;
          },
          { timeout: 60_000, interval: 5 },
        )
        .toBeGreaterThan(0);
      const res = await upload;
      expect(res.statusCode, res.body).toBe(201);
      const plan = await settledPlan(app.app, owner, project.id, res.json().planFile);
      expect(plan.previewStatus).toBe('ready');
      const [job] = await app.app.services.jobs.boss.findJobs(JOB_KINDS.planPreview, {
        data: { planId: plan.id },
      });
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    });
  }, 180_000);

  it('a preview out of time is tried once more, then the plan is kept with no preview', async () => {
    await withTestApp({ ...FAST, JOB_INLINE_WORKER: 'true', PREVIEW_TIMEOUT_MS: '1000' }, async (app) => {
      const owner = await signInTestUser(app.app);
      const { project, res } = await newProjectWithUpload(app.app, owner, 'nested.pdf', nestedFormsPdf());
      expect(res.statusCode, res.body).toBe(201);
      const plan = await settledPlan(app.app, owner, project.id, res.json().planFile);
      expect(plan).toMatchObject({ previewStatus: 'unavailable', previewUrl: null });
      const job = async () =>
        (await app.app.services.jobs.boss.findJobs(JOB_KINDS.planPreview, { data: { planId: plan.id } }))[0];
      await expect
        .poll(job, { timeout: 10_000 })
        .toMatchObject({ state: 'completed', retryCount: 1, retryLimit: 1 });
    });
  }, 120_000);

  it('one analysis in flight per user, a bounded queue (503 + Retry-After), the file read by the job', async () => {
    await withTestApp({ ...FAST, JOB_INLINE_WORKER: 'false', JOB_MAX_QUEUED_ANALYSES: '1' }, async (app) => {
      const [alice, bob] = [await signInTestUser(app.app), await signInTestUser(app.app)];
      const projectOf = async (owner: TestUser) => {
        const plan = await planFixture('maison-etage/plan.pdf');
        const { project, res } = await newProjectWithUpload(app.app, owner, 'plan.pdf', plan);
        expect(res.statusCode).toBe(201);
        return project.id;
      };
      const [pa, pb] = [await projectOf(alice), await projectOf(bob)];
      const analyze = (owner: TestUser, projectId: string) =>
        rest(app.app, owner, 'POST', `/api/v1/projects/${projectId}/plans/analyze-all`);
      // No worker yet: Alice's analysis waits in the queue.
      const first = analyze(alice, pa);
      const queued = async () =>
        (await app.app.services.jobs.boss.findJobs(JOB_KINDS.planAnalysis, { queued: true })).length;
      await expect.poll(queued, { timeout: 30_000, interval: 50 }).toBe(1);
      const again = await analyze(alice, pa);
      expect(again.statusCode).toBe(503);
      expect(again.headers['retry-after']).toBe('10');
      expect(again.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'Une analyse de vos plans est déjà en cours. Attendez qu’elle se termine pour en lancer une autre.',
      });
      const full = await analyze(bob, pb);
      expect(full.statusCode).toBe(503);
      expect(full.json().message).toBe(
        'Trop de plans sont en cours de traitement. Réessayez dans quelques secondes.',
      );
      // A worker comes: Alice's request gets its rooms.
      const { orm, storage, jobs: queue } = app.app.services;
      const stop = await startWorkers(
        { orm, storage, config: app.config, log: app.app.log, jobs: queue },
        { workerId: 'late', kinds: [JOB_KINDS.planAnalysis] },
      );
      try {
        const answer = await first;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().rooms.length).toBeGreaterThan(3);
        // Bob may ask now.
        expect((await analyze(bob, pb)).statusCode).toBe(200);
      } finally {
        await stop();
      }
    });
  }, 240_000);
});
