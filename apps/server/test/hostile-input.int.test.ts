import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * Issue 18: a plan file is parsed only in a child process with a memory cap and a time limit, so
 * hostile files cost that process and never the server. Each upload ends in ≤ 15 s with a stored plan
 * and no preview, or a clear 4xx, while the server keeps answering.
 */
describe('hostile plan files', () => {
  const t = appWithTwoUsers({ PREVIEW_TIMEOUT_MS: '10000' });
  let projectId: string;
  beforeAll(async () => {
    projectId = (await createProject(t.app, t.alice)).id;
  });

  /**
   * Health probes every 100 ms while `work` runs: the slowest answer (ms) and the server process's
   * largest resident memory (bytes) seen meanwhile.
   */
  async function probeDuring(
    work: Promise<unknown>,
  ): Promise<{ times: number[]; maxRss: number; loopDelay: IntervalHistogram }> {
    const times: number[] = [];
    let done = false;
    // How late this process's event loop ran its timers meanwhile (what a blocked loop shows).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    void work.finally(() => {
      done = true;
      loopDelay.disable();
    });
    let maxRss = process.memoryUsage().rss;
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      times.push(performance.now() - started);
      maxRss = Math.max(maxRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { times, maxRss, loopDelay };
  }

  it.each([
    ['nested form XObjects', 'nested.pdf', () => nestedFormsPdf()],
    ['a 16000×16000 image', 'huge-image.pdf', () => hugeImagePdf()],
    ['compressed path operators', 'paths.pdf', () => pathBombPdf()],
  ])(
    'stores a PDF of %s without hanging the server',
    async (_what, name, make) => {
      const bytes = make();
      expect(bytes.byteLength).toBeLessThan(1_000_000);
      const started = performance.now();
      const upload = uploadPlanNoWait(t.app, t.alice, projectId, name, bytes);
      const during = await probeDuring(upload);
      const res = await upload;
      const elapsed = performance.now() - started;
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().planFile.originalName).toBe(name);
      expect(elapsed).toBeLessThan(15_000);
      // Then its preview job, in this server's own worker (the embedded default), to its end: drawn (pdf.js
      // skipped what it must) or given up ('Aperçu indisponible'); the file is parsed in a capped child
      // process only, so the server keeps answering at once and stays small throughout.
      const settling = settledPlan(t.app, t.alice, projectId, res.json().planFile);
      const after = await probeDuring(settling);
      expect(['ready', 'unavailable']).toContain((await settling).previewStatus);
      const times = [...during.times, ...after.times].sort((x, y) => x - y);
      const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
      const slowest = times[times.length - 1] ?? 0;
      const maxRss = Math.max(during.maxRss, after.maxRss);
      const loop = (h: IntervalHistogram) =>
        `p99 ${(h.percentile(99) / 1e6).toFixed(0)} ms, max ${(h.max / 1e6).toFixed(0)} ms`;
      console.log(
        `${name}: upload ${Math.round(elapsed)} ms, preview ${(await settling).previewStatus}, health over ${times.length} probes p95 ${p95.toFixed(1)} ms, max ${slowest.toFixed(1)} ms, server RSS max ${Math.round(maxRss / 1024 ** 2)} MB, event-loop delay during the upload ${loop(during.loopDelay)}, during the preview ${loop(after.loopDelay)}`,
      );
      // < 100 ms for 95 % of the probes; a single probe may lose the CPU on a loaded 2-core machine (the
      // spawn of the next job process), never for long.
      expect(p95).toBeLessThan(100);
      expect(slowest).toBeLessThan(1_000);
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
