import { loadavg } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { startHealthProber } from './helpers/health-prober.ts';
import { hugeImagePdf, hugePng, nestedFormsPdf, pathBombPdf } from './helpers/hostile-files.ts';
import {
  createProject,
  makePdf,
  rest,
  settledPlan,
  uploadPlan,
  uploadPlanNoWait,
} from './helpers/project-fixtures.ts';
import { appWithTwoUsers, withTestApp } from './helpers/test-app.ts';

/**
 * A plan file is parsed only in a child process with a memory cap and a time limit, so
 * hostile files cost that process and never the server. Each upload ends in ≤ 15 s with a stored plan
 * and no preview, or a clear 4xx, while the server keeps answering.
 */
describe('hostile plan files', () => {
  const t = appWithTwoUsers({ PREVIEW_TIMEOUT_MS: '10000' });
  let projectId: string;
  let healthUrl: string;
  beforeAll(async () => {
    projectId = (await createProject(t.app, t.alice)).id;
    healthUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/health`;
  });

  it.each([
    ['nested form XObjects', 'nested.pdf', () => nestedFormsPdf()],
    ['a 16000×16000 image', 'huge-image.pdf', () => hugeImagePdf()],
    ['compressed path operators', 'paths.pdf', () => pathBombPdf()],
  ])(
    'stores a PDF of %s without hanging the server',
    async (_what, name, make) => {
      const bytes = make();
      expect(bytes.byteLength).toBeLessThan(1_000_000);
      // A client asks /api/v1/health every 50 ms over HTTP, from a thread of its own, from before the
      // upload to the end of the preview's job.
      const prober = startHealthProber(healthUrl, t.config.databaseUrl);
      const started = performance.now();
      const res = await uploadPlanNoWait(t.app, t.alice, projectId, name, bytes);
      const elapsed = performance.now() - started;
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().planFile.originalName).toBe(name);
      expect(elapsed).toBeLessThan(15_000);
      // Then its preview job, in this server's own worker (the embedded default), to its end: given up
      // ('Aperçu indisponible'), the file parsed in a capped child process only.
      const plan = await settledPlan(t.app, t.alice, projectId, res.json().planFile);
      // A file given up at once (the 16000² picture is skipped by pdf.js) still gets a second of probes.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
      const probes = await prober.stop();
      expect(plan.previewStatus).toBe('unavailable');
      expect(plan.previewUrl).toBeNull();

      const raw = probes.map((p) => p.ms).sort((x, y) => x - y);
      // The server's own part of each answer: less the time the machine kept the answer's path off its
      // CPUs (see Probe.cpuWaitMs). Still needed with the jobs below the server's priority and this
      // file run alone: other processes of the machine at the same priority (a shared CI host, the
      // other sessions of a shared VM) delay the server and its PostgreSQL whatever they do — at load
      // 17–20 on 2 cores, this test's raw maxima were 170–570 ms, less the CPU waits 4–43 ms. The
      // server's work and any blocking of its loop (a fork, a synchronous parse, the embedded
      // database's WASM, a garbage collection) stay counted, and so does the CPU its job processes take.
      const own = probes.map((p) => Math.max(0, p.ms - p.cpuWaitMs)).sort((x, y) => x - y);
      const q = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? 0;
      const maxRss = Math.max(...probes.map((p) => p.rss));
      console.log(
        `${name}: load ${loadavg()[0]?.toFixed(1)}, upload ${Math.round(elapsed)} ms, preview ${plan.previewStatus}; health over ${probes.length} probes p50/p95/max ${q(raw, 0.5).toFixed(1)}/${q(raw, 0.95).toFixed(1)}/${q(raw, 1).toFixed(1)} ms, less the CPU waits ${q(own, 0.5).toFixed(1)}/${q(own, 0.95).toFixed(1)}/${q(own, 1).toFixed(1)} ms; server RSS max ${Math.round(maxRss / 1024 ** 2)} MB`,
      );
      const worst = probes.reduce((a, b) => (b.ms - b.cpuWaitMs > a.ms - a.cpuWaitMs ? b : a));
      const w = Object.entries(worst.waits).map(([k, v]) => `${k} ${v.toFixed(0)}`);
      console.log(
        `${name}: slowest less its waits: at ${worst.at.toFixed(0)} ms, ${worst.ms.toFixed(0)} ms, waits ${w.join(', ')}; the server's main thread on a CPU ${worst.mainRunMs.toFixed(0)} ms`,
      );
      // The prober really ran: one probe per 50 ms, fewer when the server or the machine is slow.
      expect(probes.length).toBeGreaterThanOrEqual(10);
      expect(probes.every((p) => p.status === 200)).toBe(true);
      // Every probe under 100 ms, not a percentile, at any load: the job processes run below the
      // server's priority (src/jobs/job-launcher.mjs), and this file runs alone (vitest.config.ts).
      expect(q(own, 1)).toBeLessThan(100);
      expect(maxRss).toBeLessThan(1.5 * 1024 ** 3);
    },
    120_000,
  );

  it('refuses a 32000×32000 PNG from its header, with a French message, storing nothing', async () => {
    const res = await uploadPlan(t.app, t.alice, projectId, 'huge.png', hugePng());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('trop grande');
    const plans = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}/plans`);
    expect(plans.json().map((p: { originalName: string }) => p.originalName)).not.toContain('huge.png');
  });
});

describe('request limits and headers', () => {
  const t = appWithTwoUsers();

  it('answers NUL anywhere in the input with 400, on REST and tRPC, writing nothing', async () => {
    const res = await rest(t.app, t.alice, 'POST', '/api/v1/projects/create', {
      name: 'Maison\u0000Dupont',
      typeProjet: 'Résidentiel',
      typeTravaux: 'Construction',
      codePostal: '69003',
      numberOfPeople: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const query = encodeURIComponent(JSON.stringify({ 0: { id: 'a\u0000b' } }));
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/projects.get?batch=1&input=${query}`,
      headers: t.alice.headers,
    });
    expect(trpc.statusCode).toBe(400);
    const list = await rest(t.app, t.alice, 'GET', '/api/v1/projects/list');
    expect(list.json().total).toBe(0);
  });

  it('refuses a tRPC batch of more than 10 calls', async () => {
    const calls = (n: number) => Array.from({ length: n }, () => 'auth.user').join(',');
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));
    const ten = await t.app.inject({
      method: 'GET',
      url: `/trpc/${calls(10)}?batch=1&input=${input(10)}`,
      headers: t.alice.headers,
    });
    expect(ten.statusCode).toBe(200);
    const eleven = await t.app.inject({
      method: 'GET',
      url: `/trpc/${calls(11)}?batch=1&input=${input(11)}`,
      headers: t.alice.headers,
    });
    expect(eleven.statusCode).toBe(400);
  });

  it('sends the security headers, and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    // APP_URL is http here: no HSTS (a browser would pin a scheme the app does not serve).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/auth.user', headers: t.alice.headers });
    expect(trpc.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS when APP_URL is https', async () => {
    await withTestApp({ APP_URL: 'https://courant.example' }, async (https) => {
      const res = await https.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  }, 300_000);

  it('serves plan files private, no-store, in a sandbox', async () => {
    const project = await createProject(t.app, t.alice);
    const up = await uploadPlan(t.app, t.alice, project.id, 'plan.pdf', await makePdf());
    const file = await rest(t.app, t.alice, 'GET', up.json().planFile.publicUrl);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(String(file.headers['content-security-policy'])).toMatch(/^sandbox/);
  });
});
