import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFixture } from '@courant/plan-reader/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
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
import {
  createProject,
  makeImage,
  makePdf,
  newProjectWithUpload,
  rest,
  settledPlan,
} from './helpers/project-fixtures.ts';
import { signInTestUser, TEST_APP_URL, type TestUser, useTestApp, withTestApp } from './helpers/test-app.ts';

// Issue 18: the durable job queue. Claims, leases (visibility timeout), retries, on PGlite and PostgreSQL;
// with PostgreSQL, one web process and two `npm run worker` processes sharing the uploads' previews and the
// analyses, and one worker killed mid-job.

// This file drives the queue by hand: no worker in the test's own server.
const t = useTestApp({ JOB_INLINE_WORKER: 'false' });
let user: TestUser;
beforeAll(async () => {
  user = await signInTestUser(t.app);
});

const em = () => t.app.services.orm.em.fork();
const sql = <T>(text: string, params: unknown[] = []) => em().execute<T[]>(text, params);

/** A stored plan without a preview (as an upload leaves it before its job): the job has work to do. */
async function planWithoutPreview(file: Uint8Array, name: string): Promise<string> {
  const project = await createProject(t.app, user);
  const id = randomUUID();
  const [ext, mime] = name.endsWith('.pdf') ? ['pdf', 'application/pdf'] : ['png', 'image/png'];
  const key = `plans/${user.id}/${id}.${ext}`;
  await t.app.services.storage.put(key, file, mime);
  await sql(
    `insert into plan_files (id, owner_id, project_id, original_name, mime, size, sha256, storage_key, preview_status, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', now())`,
    [id, user.id, project.id, name, mime, file.byteLength, id.replaceAll('-', ''), key],
  );
  return id;
}
/** A kind no worker knows: the first tests claim it by hand. */
const KIND = 'test-kind';
const previewKey = async (planId: string) =>
  (await sql<{ preview_key: string | null }>('select preview_key from plan_files where id = ?', [planId]))[0]
    ?.preview_key ?? null;

describe('job queue (both databases)', () => {
  it('gives a job to one claimer only, and to nobody once done', async () => {
    const id = await enqueueJob(em(), KIND, { planId: 'none' });
    const first = await claimJob(em(), 'w1', 60_000, [KIND]);
    expect(first).toMatchObject({ id, attempt: 1, maxAttempts: 3, payload: { planId: 'none' } });
    expect(await claimJob(em(), 'w2', 60_000, [KIND])).toBeNull();
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
    expect(await claimJob(em(), 'w2', 60_000, [KIND])).toBeNull();
  });

  it('takes a job back when its lease expires (the worker died), then fails it after its last attempt', async () => {
    const id = await enqueueJob(em(), KIND, { planId: 'x' }, { maxAttempts: 2 });
    expect((await claimJob(em(), 'dead', 60_000, [KIND]))?.id).toBe(id);
    // Still leased: nobody else gets it.
    expect(await claimJob(em(), 'alive', 60_000, [KIND])).toBeNull();
    await sql(`update jobs set locked_until = now() - interval '1 second' where id = ?`, [id]);
    const retaken = await claimJob(em(), 'alive', 60_000, [KIND]);
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
    const id = await enqueueJob(em(), KIND, { planId: 'y' });
    const job = await claimJob(em(), 'w', 60_000, [KIND]);
    await failJob(em(), job ?? { id, attempt: 1, maxAttempts: 3 }, 'w', 'transient');
    expect(await readJob(em(), id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await claimJob(em(), 'w', 60_000, [KIND])).toBeNull(); // not due yet
    await sql(`update jobs set run_after = now() - interval '1 second' where id = ?`, [id]);
    expect(await claimJob(em(), 'w', 60_000, [KIND])).toMatchObject({ id, attempt: 2 });
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

describe('jobs from the web process', () => {
  it('an upload stores the plan and enqueues its preview; the web process’s own worker draws it', async () => {
    await withTestApp({ JOB_INLINE_WORKER: 'true' }, async (app) => {
      const owner = await signInTestUser(app.app);
      const image = await makeImage('png', 80, 50, 41);
      const { project, res } = await newProjectWithUpload(app.app, owner, 'a.png', image);
      expect(res.statusCode, res.body).toBe(201);
      const plan = await settledPlan(app.app, owner, project.id, res.json().planFile);
      expect(plan).toMatchObject({
        previewStatus: 'ready',
        previewUrl: `/api/v1/files/plans/${plan.id}/preview`,
      });
      const conn = app.app.services.orm.em.fork();
      const [job] = await conn.execute<{ id: string }[]>(
        `select id from jobs where kind = 'plan-preview' and payload->>'planId' = ?`,
        [plan.id],
      );
      expect((await readJob(conn, job?.id ?? ''))?.workers[0]).toMatch(/^web:/);
    });
  }, 120_000);

  it('a preview out of time is tried once more, then the plan is kept with no preview', async () => {
    await withTestApp({ JOB_INLINE_WORKER: 'true', PREVIEW_TIMEOUT_MS: '1000' }, async (app) => {
      const owner = await signInTestUser(app.app);
      const { project, res } = await newProjectWithUpload(app.app, owner, 'nested.pdf', nestedFormsPdf());
      expect(res.statusCode, res.body).toBe(201);
      const plan = await settledPlan(app.app, owner, project.id, res.json().planFile);
      expect(plan).toMatchObject({ previewStatus: 'unavailable', previewUrl: null });
      // The plan is marked before the job's row is closed (two writes): wait for the row.
      const jobRow = async () =>
        (
          await app.app.services.orm.em
            .fork()
            .execute<{ status: string; attempts: number; max_attempts: number }[]>(
              `select status, attempts, max_attempts from jobs where payload->>'planId' = ?`,
              [plan.id],
            )
        )[0];
      await expect
        .poll(jobRow, { timeout: 10_000 })
        .toMatchObject({ status: 'done', attempts: 2, max_attempts: 2 });
    });
  }, 120_000);

  it('one analysis in flight per user, a bounded queue (503 + Retry-After), the file read by the job', async () => {
    await withTestApp({ JOB_INLINE_WORKER: 'false', JOB_MAX_QUEUED_ANALYSES: '1' }, async (app) => {
      const em2 = () => app.app.services.orm.em.fork();
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
        (await em2().execute(`select id from jobs where kind = 'plan-analysis' and status = 'queued'`))
          .length;
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
      const stop = new AbortController();
      const worker = runWorker(
        {
          orm: app.app.services.orm,
          storage: app.app.services.storage,
          config: app.config,
          log: app.app.log,
        },
        { workerId: 'late', leaseMs: 30_000, pollMs: 50, signal: stop.signal, kinds: ['plan-analysis'] },
      );
      try {
        const answer = await first;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().rooms.length).toBeGreaterThan(3);
        // Bob may ask now.
        expect((await analyze(bob, pb)).statusCode).toBe(200);
      } finally {
        stop.abort();
        await worker;
      }
    });
  }, 240_000);
});

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  output: string[];
}

function startProcess(entry: string, env: Record<string, string>): Started {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

/** `npm run worker` as its own process, on this test's PostgreSQL database and file store. */
const startWorker = (id: string, leaseMs: number) =>
  startProcess('src/jobs/worker-main.ts', {
    DATABASE_URL: t.config.databaseUrl ?? '',
    STORAGE_DIR: t.config.storageDir,
    WORKER_ID: id,
    JOB_LEASE_MS: String(leaseMs),
    JOB_POLL_MS: '100',
    // As in the test app: a busy test machine must not time previews out (retries are tested above).
    PREVIEW_TIMEOUT_MS: '120000',
    LOG_LEVEL: 'info',
  });

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf(!process.env.DATABASE_URL)('one web process and two workers on one PostgreSQL', () => {
  it('uploads and analyses are done by the workers, shared; a killed worker’s job is retried', async () => {
    const port = Number(process.env.JOB_TEST_PORT ?? 4024);
    const base = `http://127.0.0.1:${port}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-web-'));
    await sql('delete from jobs'); // the tests above left theirs
    // The web process only enqueues (JOB_INLINE_WORKER=false): every preview and analysis is a worker's.
    const web = startProcess('src/main.ts', {
      DATABASE_URL: t.config.databaseUrl ?? '',
      STORAGE_DIR: t.config.storageDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: TEST_APP_URL,
      JOB_INLINE_WORKER: 'false',
      PREVIEW_TIMEOUT_MS: '120000',
      LOG_LEVEL: 'warn',
    });
    // A lease of 15 s, renewed every 5 s: long enough that a stall of this busy machine does not pass it,
    // short enough for the kill below.
    const workers = new Map([
      ['worker-a', startWorker('worker-a', 15_000)],
      ['worker-b', startWorker('worker-b', 15_000)],
    ]);
    const logs = () => [web, ...workers.values()].map((p) => p.output.join('')).join('\n');
    try {
      await expect
        .poll(async () => (await fetch(`${base}/api/v1/health`).catch(() => null))?.status, {
          timeout: 90_000,
          interval: 250,
        })
        .toBe(200);
      await expect
        .poll(() => [...workers.values()].every((w) => w.output.join('').includes('worker ready')), {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(true);

      const call = (owner: TestUser, method: string, url: string, body?: FormData) =>
        fetch(`${base}${url}`, { method, headers: owner.headers, body });
      const upload = async (owner: TestUser, projectId: string, name: string, bytes: Uint8Array) => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        const res = await call(owner, 'POST', `/api/v1/projects/${projectId}/plans/upload`, form);
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as { planFile: { id: string; previewStatus: string } }).planFile;
      };

      // Three users, two plans each, sent at once; then their three analyses at once.
      const owners = await Promise.all([0, 1, 2].map(() => signInTestUser(t.app)));
      const projects = await Promise.all(owners.map((owner) => createProject(t.app, owner)));
      // Plans under Starter's 100 m² analysis limit (issue 21): these accounts are on Starter.
      const fixture = await planFixture('maison-etage/plan.pdf');
      const others = await Promise.all(owners.map((_, i) => makePdf(`Autre ${i}`)));
      const uploaded = await Promise.all(
        owners.flatMap((owner, i) => [
          upload(owner, projects[i]?.id ?? '', 'plan.pdf', fixture),
          upload(owner, projects[i]?.id ?? '', 'autre.pdf', others[i] ?? fixture),
        ]),
      );
      for (const [index, plan] of uploaded.entries()) {
        const i = Math.floor(index / 2);
        const settled = await settledPlan(t.app, owners[i] as TestUser, projects[i]?.id ?? '', plan);
        expect(settled.previewStatus, logs()).toBe('ready');
      }
      const analyses = await Promise.all(
        owners.map((owner, i) =>
          call(owner, 'POST', `/api/v1/projects/${projects[i]?.id}/plans/analyze-all`),
        ),
      );
      for (const res of analyses) {
        expect(res.status, logs()).toBe(200);
        expect(((await res.json()) as { rooms: unknown[] }).rooms.length).toBeGreaterThan(3);
      }
      const rows = await sql<{ kind: string; status: string; attempts: number; workers: unknown }>(
        `select kind, status, attempts, workers from jobs where kind in ('plan-preview', 'plan-analysis')`,
      );
      expect(rows.filter((r) => r.kind === 'plan-preview')).toHaveLength(6);
      expect(rows.filter((r) => r.kind === 'plan-analysis')).toHaveLength(3);
      // Each done once, by a worker (never by the web process); both workers took some.
      for (const row of rows) expect(row, logs()).toMatchObject({ status: 'done', attempts: 1 });
      const takers = rows.map((r) => String((r.workers as string[])[0]).split(':')[0]);
      expect(new Set(takers)).toEqual(new Set(['worker-a', 'worker-b']));

      // An analysis whose worker is killed while it reads the plan: the job comes back after the lease,
      // the other worker does it, and the request that waited answers the rooms.
      const owner = await signInTestUser(t.app);
      const project = await createProject(t.app, owner);
      await upload(owner, project.id, 'scan.png', await planFixture('maison-etage/plan-300dpi.png'));
      await sql(`delete from jobs where kind = 'plan-analysis'`);
      const pending = call(owner, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
      const holder = async () =>
        (
          await sql<{ locked_by: string | null }>(
            `select locked_by from jobs where kind = 'plan-analysis' and status = 'running'`,
          )
        )[0]?.locked_by ?? null;
      await expect.poll(holder, { timeout: 60_000, interval: 20 }).not.toBeNull();
      const killedId = String(await holder()).split(':')[0] ?? '';
      workers.get(killedId)?.child.kill('SIGKILL');
      const res = await pending;
      expect(res.status, logs()).toBe(200);
      expect(((await res.json()) as { rooms: unknown[] }).rooms.length).toBeGreaterThan(3);
      const [retried] = await sql<{ attempts: number; workers: unknown; status: string }>(
        `select attempts, workers, status from jobs where kind = 'plan-analysis'`,
      );
      const survivor = killedId === 'worker-a' ? 'worker-b' : 'worker-a';
      expect(retried?.status).toBe('done');
      expect(retried?.attempts).toBe(2);
      expect(((retried?.workers ?? []) as string[]).map((w) => w.split(':')[0])).toEqual([
        killedId,
        survivor,
      ]);
    } finally {
      for (const started of [web, ...workers.values()]) await stopProcess(started.child);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
