import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFixture } from '@courant/plan-reader/fixtures';
import { describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../src/jobs/queues.ts';
import { createProject, makePdf, settledPlan } from './helpers/project-fixtures.ts';
import { signInTestUser, TEST_APP_URL, type TestUser, useTestApp } from './helpers/test-app.ts';

// With PostgreSQL, one web process that only queues and two `npm run worker` processes sharing the
// uploads' previews and the analyses (each job done once, by one of them), and one worker killed
// (SIGKILL) while it reads a plan: its heartbeat stops, and the other worker does the job.

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

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface JobLine {
  msg: string;
  jobId: string;
  kind: string;
  attempt: number;
  workerId: string;
  outcome?: string;
}

/** The 'job started' and 'job finished' lines of the workers' logs (pino JSON lines). */
function jobLines(started: Started): JobLine[] {
  return started.output
    .join('')
    .split('\n')
    .filter((line) => line.includes('"jobId"'))
    .map((line) => JSON.parse(line) as JobLine);
}

const FAST = { JOB_POLL_MS: '500', JOB_SUPERVISE_S: '1', JOB_HEARTBEAT_S: '10' };

describe.skipIf(!process.env.DATABASE_URL)('one web process and two workers on one PostgreSQL', () => {
  const t = useTestApp({ ...FAST, JOB_INLINE_WORKER: 'false' });
  /** `npm run worker` as its own process, on this test's PostgreSQL database and file store. */
  const startWorker = (id: string) =>
    startProcess('src/jobs/worker-main.ts', {
      ...FAST,
      DATABASE_URL: t.config.databaseUrl ?? '',
      STORAGE_DIR: t.config.storageDir,
      WORKER_ID: id,
      // As in the test app: a busy test machine must not time previews out (retries are tested elsewhere).
      PREVIEW_TIMEOUT_MS: '120000',
      LOG_LEVEL: 'info',
    });

  it('uploads and analyses are done by the workers, each once; a killed worker’s job is done by the other', async () => {
    const port = Number(process.env.JOB_TEST_PORT ?? 4024);
    const base = `http://127.0.0.1:${port}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-web-'));
    const web = startProcess('src/main.ts', {
      ...FAST,
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
    const workers = new Map([
      ['worker-a', startWorker('worker-a')],
      ['worker-b', startWorker('worker-b')],
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
      // Plans under Starter's 100 m² analysis limit: these accounts are on Starter.
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
      // Each job done once, by a worker; both workers took some.
      const finished = [...workers.values()].flatMap(jobLines).filter((line) => line.msg === 'job finished');
      expect(finished.filter((l) => l.kind === JOB_KINDS.planPreview)).toHaveLength(6);
      expect(finished.filter((l) => l.kind === JOB_KINDS.planAnalysis)).toHaveLength(3);
      expect(new Set(finished.map((l) => l.jobId)).size).toBe(9);
      for (const line of finished) expect(line, logs()).toMatchObject({ outcome: 'done', attempt: 1 });
      expect(new Set(finished.map((l) => l.workerId.split(':')[0]))).toEqual(
        new Set(['worker-a', 'worker-b']),
      );

      // An analysis whose worker is killed while it reads the plan: the job comes back once its
      // heartbeat stops, the other worker does it, and the request that waited answers the rooms.
      const owner = await signInTestUser(t.app);
      const project = await createProject(t.app, owner);
      await upload(owner, project.id, 'scan.png', await planFixture('maison-etage/plan-300dpi.png'));
      const pending = call(owner, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
      const holder = () =>
        [...workers.values()]
          .flatMap(jobLines)
          .find(
            (l) =>
              l.msg === 'job started' &&
              l.kind === JOB_KINDS.planAnalysis &&
              l.attempt === 1 &&
              !finished.some((f) => f.jobId === l.jobId),
          );
      await expect.poll(holder, { timeout: 60_000, interval: 20 }).toBeDefined();
      const held = holder() as JobLine;
      const killedId = held.workerId.split(':')[0] ?? '';
      workers.get(killedId)?.child.kill('SIGKILL');
      const res = await pending;
      expect(res.status, logs()).toBe(200);
      expect(((await res.json()) as { rooms: unknown[] }).rooms.length).toBeGreaterThan(3);
      const [job] = await t.app.services.jobs.boss.findJobs(JOB_KINDS.planAnalysis, { id: held.jobId });
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
      const survivor = killedId === 'worker-a' ? 'worker-b' : 'worker-a';
      const retried = jobLines(workers.get(survivor) as Started).find(
        (l) => l.jobId === held.jobId && l.msg === 'job finished',
      );
      expect(retried, logs()).toMatchObject({ outcome: 'done', attempt: 2 });
    } finally {
      for (const started of [web, ...workers.values()]) await stopProcess(started.child);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
