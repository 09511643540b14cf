import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  readJob,
  renewLease,
  retryDelayMs,
} from '../src/jobs/job-queue.ts';
import { runWorker } from '../src/jobs/worker.ts';
import { nestedFormsPdf } from './helpers/hostile-files.ts';
import { createProject, makeImage, makePdf, uploadPlan } from './helpers/project-fixtures.ts';
import { createTestApp, signInTestUser, type TestApp, type TestUser } from './helpers/test-app.ts';

// Issue 18: the durable job queue. Claims, leases (visibility timeout), retries, on PGlite and PostgreSQL;
// with PostgreSQL, two `npm run worker` processes sharing the queue, and one killed mid-job.

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signInTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const em = () => t.app.services.orm.em.fork();
const sql = <T>(text: string, params: unknown[] = []) => em().execute<T[]>(text, params);

/** A stored plan whose preview is gone: the job has something real to draw. */
async function planWithoutPreview(file: Uint8Array, name: string): Promise<string> {
  const project = await createProject(t.app, user);
  const res = await uploadPlan(t.app, user, project.id, name, file);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().planFile.id as string;
  await sql('update plan_files set preview_key = null where id = ?', [id]);
  return id;
}
const previewKey = async (planId: string) =>
  (await sql<{ preview_key: string | null }>('select preview_key from plan_files where id = ?', [planId]))[0]
    ?.preview_key ?? null;

describe('job queue (both databases)', () => {
  it('gives a job to one claimer only, and to nobody once done', async () => {
    const id = await enqueueJob(em(), 'plan-preview', { planId: 'none' });
    const first = await claimJob(em(), 'w1', 60_000, ['plan-preview']);
    expect(first).toMatchObject({ id, attempt: 1, maxAttempts: 3, payload: { planId: 'none' } });
    expect(await claimJob(em(), 'w2', 60_000, ['plan-preview'])).toBeNull();
    // Only the holder of the lease may renew or complete it.
    expect(await renewLease(em(), id, 'w2', 60_000)).toBe(false);
    expect(await completeJob(em(), id, 'w2', { by: 'w2' })).toBe(false);
    expect(await completeJob(em(), id, 'w1', { by: 'w1' })).toBe(true);
    expect(await readJob(em(), id)).toMatchObject({
      status: 'done',
      attempts: 1,
      result: { by: 'w1' },
      workers: ['w1'],
    });
    expect(await claimJob(em(), 'w2', 60_000, ['plan-preview'])).toBeNull();
  });

  it('takes a job back when its lease expires (the worker died), then fails it after its last attempt', async () => {
    const id = await enqueueJob(em(), 'plan-preview', { planId: 'x' }, { maxAttempts: 2 });
    expect((await claimJob(em(), 'dead', 60_000, ['plan-preview']))?.id).toBe(id);
    // Still leased: nobody else gets it.
    expect(await claimJob(em(), 'alive', 60_000, ['plan-preview'])).toBeNull();
    await sql(`update jobs set locked_until = now() - interval '1 second' where id = ?`, [id]);
    const retaken = await claimJob(em(), 'alive', 60_000, ['plan-preview']);
    expect(retaken).toMatchObject({ id, attempt: 2 });
    // The dead worker's late answer is ignored.
    expect(await completeJob(em(), id, 'dead', {})).toBe(false);
    await failJob(em(), retaken ?? { id, attempt: 2, maxAttempts: 2 }, 'alive', 'boom');
    expect(await readJob(em(), id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'boom',
      workers: ['dead', 'alive'],
    });
  });

  it('queues a failed attempt again after a growing delay', async () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5000, 20_000, 80_000]);
    const id = await enqueueJob(em(), 'plan-preview', { planId: 'y' });
    const job = await claimJob(em(), 'w', 60_000, ['plan-preview']);
    await failJob(em(), job ?? { id, attempt: 1, maxAttempts: 3 }, 'w', 'transient');
    expect(await readJob(em(), id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await claimJob(em(), 'w', 60_000, ['plan-preview'])).toBeNull(); // not due yet
    await sql(`update jobs set run_after = now() - interval '1 second' where id = ?`, [id]);
    expect(await claimJob(em(), 'w', 60_000, ['plan-preview'])).toMatchObject({ id, attempt: 2 });
  });

  it('an in-process worker draws the preview of a stored plan in a child process and records it', async () => {
    const planId = await planWithoutPreview(await makeImage('png', 90, 60, 21), 'a.png');
    const jobId = await enqueueJob(em(), 'plan-preview', { planId });
    const stop = new AbortController();
    const done: string[] = [];
    const worker = runWorker(
      { orm: t.app.services.orm, storage: t.app.services.storage, config: t.config, log: t.app.log },
      {
        workerId: 'in-process',
        leaseMs: 30_000,
        pollMs: 50,
        signal: stop.signal,
        onJob: (job) => {
          done.push(job.id);
          if (job.id === jobId) stop.abort();
        },
      },
    );
    await worker;
    expect(done).toContain(jobId);
    const job = await readJob(em(), jobId);
    expect(job).toMatchObject({ status: 'done', attempts: 1, workers: ['in-process'] });
    const key = await previewKey(planId);
    expect(key).toMatch(/\.preview\.png$/);
    expect((await t.app.services.storage.get(key ?? ''))?.byteLength).toBeGreaterThan(100);
  }, 120_000);
});

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm run worker` as its own process, on this test's PostgreSQL database and file store. */
function startWorker(id: string, leaseMs: number): { child: ChildProcess; output: string[] } {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/worker-main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl,
      STORAGE_DIR: t.config.storageDir,
      WORKER_ID: id,
      JOB_LEASE_MS: String(leaseMs),
      JOB_POLL_MS: '100',
      // As in the test app: a busy test machine must not time previews out (retries are tested above).
      PREVIEW_TIMEOUT_MS: '120000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

const stopWorker = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf(!process.env.DATABASE_URL)('two worker processes on one PostgreSQL', () => {
  it('share the jobs, each done once; a job of a killed worker is retried by the other', async () => {
    // A lease of 15 s, renewed every 5 s: long enough that a stall of this busy machine does not pass it
    // (with 3 s, a job was once taken again from a live worker), short enough for the kill below.
    const a = startWorker('worker-a', 15_000);
    const b = startWorker('worker-b', 15_000);
    try {
      await expect
        .poll(() => a.output.join('') + b.output.join(''), { timeout: 60_000, interval: 200 })
        .toMatch(/worker ready[\s\S]*worker ready/);
      const plans: string[] = [];
      for (let i = 0; i < 6; i++)
        plans.push(await planWithoutPreview(await makePdf(`Plan ${i}`), `p${i}.pdf`));
      const jobs = await Promise.all(plans.map((planId) => enqueueJob(em(), 'plan-preview', { planId })));
      const doneCount = async () =>
        (await Promise.all(jobs.map((id) => readJob(em(), id)))).filter((row) => row?.status === 'done')
          .length;
      await expect.poll(doneCount, { timeout: 120_000, interval: 250 }).toBe(jobs.length);
      const rows = await Promise.all(jobs.map((id) => readJob(em(), id)));
      // Each job done once, by one worker; both workers took some.
      for (const row of rows)
        expect(row, `${JSON.stringify(row)}\n${a.output.join('')}\n${b.output.join('')}`).toMatchObject({
          status: 'done',
          attempts: 1,
        });
      const takers = rows.map((row) => row?.workers[0]?.split(':')[0]);
      expect(new Set(takers)).toEqual(new Set(['worker-a', 'worker-b']));
      for (const planId of plans) expect(await previewKey(planId)).toMatch(/\.preview\.png$/);

      // Worker b goes away; a is killed while it holds a job: the job comes back after the lease and c does it.
      await stopWorker(b.child);
      // A 24-megapixel picture: its preview takes long enough to be caught running.
      const planId = await planWithoutPreview(await makeImage('png', 6000, 4000, 31), 'killed.png');
      const jobId = await enqueueJob(em(), 'plan-preview', { planId });
      await expect
        .poll(async () => (await readJob(em(), jobId))?.status, { timeout: 60_000, interval: 20 })
        .toBe('running');
      a.child.kill('SIGKILL');
      const c = startWorker('worker-c', 15_000);
      try {
        await expect
          .poll(async () => (await readJob(em(), jobId))?.status, { timeout: 120_000, interval: 250 })
          .toBe('done');
        const row = await readJob(em(), jobId);
        expect(row?.workers.map((w) => w.split(':')[0])).toEqual(['worker-a', 'worker-c']);
        expect(row?.attempts).toBe(2);
        expect(await previewKey(planId)).toMatch(/\.preview\.png$/);
      } finally {
        await stopWorker(c.child);
      }
    } finally {
      await stopWorker(a.child);
      await stopWorker(b.child);
    }
  }, 300_000);
});

describe('jobs from the web process', () => {
  it('an upload whose preview runs out of time is stored without one and leaves a plan-preview job', async () => {
    const app = await createTestApp({ PREVIEW_TIMEOUT_MS: '1000' });
    try {
      const owner = await signInTestUser(app.app);
      const project = await createProject(app.app, owner);
      const res = await uploadPlan(app.app, owner, project.id, 'nested.pdf', nestedFormsPdf());
      expect(res.statusCode, res.body).toBe(201);
      const planId = res.json().planFile.id as string;
      expect(res.json().planFile.previewUrl ?? null).toBeNull();
      const jobs = await app.app.services.orm.em
        .fork()
        .execute<{ kind: string; payload: unknown; status: string; max_attempts: number }[]>(
          'select kind, payload, status, max_attempts from jobs',
        );
      expect(
        jobs.map((j) => ({
          ...j,
          payload: typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload,
        })),
      ).toEqual([{ kind: 'plan-preview', payload: { planId }, status: 'queued', max_attempts: 2 }]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('the web process takes queued jobs itself (JOB_INLINE_WORKER, the embedded default)', async () => {
    const app = await createTestApp({ JOB_INLINE_WORKER: 'true', JOB_POLL_MS: '100' });
    try {
      const owner = await signInTestUser(app.app);
      const project = await createProject(app.app, owner);
      const res = await uploadPlan(app.app, owner, project.id, 'a.png', await makeImage('png', 80, 50, 41));
      const planId = res.json().planFile.id as string;
      const conn = app.app.services.orm.em.fork();
      await conn.execute('update plan_files set preview_key = null where id = ?', [planId]);
      const jobId = await enqueueJob(conn, 'plan-preview', { planId });
      await expect
        .poll(async () => (await readJob(conn, jobId))?.status, { timeout: 90_000, interval: 200 })
        .toBe('done');
      expect((await readJob(conn, jobId))?.workers[0]).toMatch(/^web:/);
      const [row] = await conn.execute<{ preview_key: string | null }[]>(
        'select preview_key from plan_files where id = ?',
        [planId],
      );
      expect(row?.preview_key).toMatch(/\.preview\.png$/);
    } finally {
      await app.close();
    }
  }, 120_000);
});
