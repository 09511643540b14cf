// Web bench (issue 19): builds the app, starts the server as `npm start` runs it on a fresh embedded
// database, opens each page in Debian's Chromium and sums the JavaScript it loads (raw, gzip and
// brotli sizes of the built files, as served; the landing twice: as loaded, and after a first gesture,
// which loads the app), then runs Lighthouse (mobile preset, the default) on the landing page and on
// the signed-in dashboard.
//   npx tsx bench/web.bench.ts [--no-build] [--no-lighthouse] [--files] (--files: each script's gzip size)
//   [--no-sizes] [--against=<another built dist>] [--runs=N] [--details] [--save=<dir>] [--only=dashboard|landing]
// Lighthouse runs --runs times per page (default 3; medians printed). --against serves a second build (a
// copy of another commit's apps/web/dist) from a second server and runs Lighthouse on both alternately,
// printing every run and the medians; --details prints the page's LCP element, its render-blocking requests and the
// longest request chain; --save writes each Lighthouse report (JSON) there. Chrome's debugging port: BENCH_CHROME_PORT (0: Chrome picks one), else a free one of BENCH_PORTS; the servers' ports: BENCH_WEB_PORTS (a list), else BENCH_PORTS.
// Lighthouse's simulated throttling makes its scores steadier than wall times, but on a busy machine
// they still move: read them with the load average printed at the end. The last lines hold this build's
// figures against issue 19's targets, with the date, the machine and the load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPort } from '../../server/bench/helpers.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.resolve(webDir, '../server');
const distDir = path.join(webDir, 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const argv = new Set(process.argv.slice(2));
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const againstDir = option('against') ? path.resolve(option('against') as string) : null;
const runs = Number(option('runs') ?? 3);
/** BENCH_WEB_PORTS=3302,3402: the servers' ports, in turn (a machine whose ports are handed out one by one). */
const listedPorts = (process.env.BENCH_WEB_PORTS ?? '').split(',').filter(Boolean).map(Number);

async function startServer(
  dataDir: string,
  webDist = distDir,
  taken: number[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), '--if-stale'], {
    stdio: 'inherit',
  });
  const port = listedPorts.find((p) => !taken.includes(p)) ?? (await benchPort(taken));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/main.mjs')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not healthy after 120 s');
}

/** A signed-in account with one project, as the dashboard of a new user shows it. */
async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company: 'Bench Électricité',
      siret: '12345678901237',
      firstName: 'Camille',
      lastName: 'Martin',
      email: `web-bench-${Date.now()}@example.fr`,
      password: 'Banc-d-essai-2026!',
    }),
  });
  const { session } = (await res.json()) as { session: { token: string } };
  await fetch(`${url}/api/v1/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      name: 'Maison Dupont',
      typeProjet: 'Résidentiel',
      typeTravaux: 'Construction',
      codePostal: '69003',
      numberOfPeople: 3,
    }),
  });
  return session.token;
}

const size = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return Number.NaN;
  }
};

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Each script and its gzip size. */
  list: [string, number][];
}

/**
 * The JavaScript a page loads until the network is idle, weighed from the built files. With `interact`,
 * the pointer then moves over the page (the landing loads the app at a visitor's first interaction) and
 * what loads until the network is idle again counts too.
 */
async function scriptsOf(
  url: string,
  pagePath: string,
  token: string | null,
  interact = false,
): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (token) await context.addCookies([{ name: 'courant_session', value: token, url }]);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    if (interact) {
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      // The app has taken over once it removed the pre-rendered copy (src/prerender/take-over.ts):
      // until then, how much of it had arrived depended on when the network first went idle.
      await page.waitForSelector('#prerendered', { state: 'detached', timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
    }
    const weight: Weight = { files: 0, raw: 0, gzip: 0, brotli: 0, list: [] };
    for (const pathname of scripts) {
      const file = path.join(distDir, pathname);
      const gzip = size(`${file}.gz`) || size(file);
      weight.files += 1;
      weight.raw += size(file);
      weight.gzip += gzip;
      weight.brotli += size(`${file}.br`) || size(file);
      weight.list.push([pathname, gzip]);
    }
    return weight;
  } finally {
    await browser.close();
  }
}

/** Lighthouse once; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is made again. */
async function lighthouseOf(url: string, token: string | null, taken: number[]) {
  for (let attempt = 1; ; attempt++) {
    // Chrome not answering on its port yet (a loaded machine) throws: that run is made again too.
    const result = await lighthouseOnce(url, token, taken).catch((error: Error) => {
      if (attempt === 3) throw error;
      return { error: error.message };
    });
    if (!result.error || attempt === 3) return result as Awaited<ReturnType<typeof lighthouseOnce>>;
    console.log(`    (Lighthouse: ${result.error}; again)`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function lighthouseOnce(url: string, token: string | null, taken: number[]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    // BENCH_CHROME_PORT=0: a port Chrome's launcher picks.
    port: process.env.BENCH_CHROME_PORT ? Number(process.env.BENCH_CHROME_PORT) : await benchPort(taken),
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: token ? { Cookie: `courant_session=${token}` } : undefined,
      },
      undefined,
    );
    const lhr = result?.lhr;
    const saveDir = option('save');
    if (saveDir && lhr) {
      const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      await writeFile(path.join(saveDir, name), JSON.stringify(lhr));
    }
    const ms = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
    const details = (id: string) => lhr?.audits[id]?.details as Record<string, unknown> | undefined;
    return {
      error: lhr?.runtimeError?.code,
      score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      si: ms('speed-index'),
      tbt: ms('total-blocking-time'),
      cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      /** What --details prints: the LCP element, render-blocking requests, the longest request chain. */
      details: {
        lcpElement: details('largest-contentful-paint-element'),
        renderBlocking: details('render-blocking-insight') ?? details('render-blocking-resources'),
        chains: details('network-dependency-tree-insight') ?? details('critical-request-chains'),
      },
    };
  } finally {
    chrome.kill();
  }
}

type Lighthouse = Awaited<ReturnType<typeof lighthouseOf>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const lighthouseLine = (r: Pick<Lighthouse, 'score' | 'fcp' | 'lcp' | 'si' | 'tbt' | 'cls'>) =>
  `score ${r.score}  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  SI ${(r.si / 1000).toFixed(1)} s  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}`;

function medianOf(results: Lighthouse[]) {
  const of = (key: 'score' | 'fcp' | 'lcp' | 'si' | 'tbt' | 'cls') => median(results.map((r) => r[key]));
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), si: of('si'), tbt: of('tbt'), cls: of('cls') };
}

/** The bits of Lighthouse's details worth reading: the LCP element's snippet, URLs and their times. */
function printDetails(details: Lighthouse['details']): void {
  const seen = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    const label = (v.snippet ?? v.url ?? v.nodeLabel) as string | undefined;
    if (typeof label === 'string' && !seen.has(label)) {
      seen.add(label);
      const time = [v.navStartToEndTime, v.endTime, v.wastedMs, v.totalBytes, v.transferSize]
        .filter((t) => typeof t === 'number')
        .map((t) => Math.round(t as number))
        .join(' ');
      console.log(`      ${'  '.repeat(Math.min(depth, 8))}${label.slice(0, 140)} ${time}`);
    }
    for (const child of Object.values(v)) walk(child, depth + 1);
  };
  for (const [name, value] of Object.entries(details)) {
    console.log(`    ${name}:`);
    walk(value, 0);
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** This build against issue 19's targets (gzip sizes; Lighthouse medians), with when and where. */
function printTargets(m: {
  sizes: Map<string, Weight>;
  lighthouse: Map<string, ReturnType<typeof medianOf>>;
}): void {
  const rows: [string, number | undefined, (v: number) => string, (v: number) => boolean, string][] = [
    [
      'landing JS after a gesture, gzip',
      m.sizes.get('landing, after a gesture')?.gzip,
      kB,
      (v) => v <= 150 * 1024,
      '≤ 150 kB',
    ],
    ['landing Lighthouse score', m.lighthouse.get('landing')?.score, String, (v) => v >= 90, '≥ 90'],
    [
      'landing LCP',
      m.lighthouse.get('landing')?.lcp,
      (v) => `${(v / 1000).toFixed(1)} s`,
      (v) => v < 2500,
      '< 2.5 s',
    ],
    [
      'dashboard JS, gzip',
      m.sizes.get('dashboard (signed in)')?.gzip,
      kB,
      (v) => v <= 300 * 1024,
      '≤ 300 kB',
    ],
    [
      'dashboard Lighthouse score',
      m.lighthouse.get('dashboard (signed in)')?.score,
      String,
      // The signed-in dashboard must score 90 on Lighthouse mobile.
      (v) => v >= 90,
      '≥ 90',
    ],
  ];
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: webDir, encoding: 'utf8' }).trim();
  } catch {
    commit = 'unknown commit';
  }
  const cpu = cpus();
  console.log(
    `\nIssue 19's targets, this build (${commit}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}` +
      `${runs > 1 ? `, Lighthouse medians of ${runs}` : ''}:`,
  );
  for (const [label, value, show, ok, target] of rows) {
    const verdict =
      value === undefined || Number.isNaN(value) ? 'not measured' : ok(value) ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(36)}${(value === undefined ? '—' : show(value)).padStart(10)}  target ${target.padEnd(9)} ${verdict}`,
    );
  }
}

// The whole build: Vite, then the pre-rendered landing (build/prerender.ts) that / serves.
if (!argv.has('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-web-bench-'));
const server = await startServer(dataDir);
const serverPort = Number(new URL(server.url).port);
const againstDataDir = againstDir ? await mkdtemp(path.join(tmpdir(), 'courant-web-bench-')) : null;
const against =
  againstDir && againstDataDir ? await startServer(againstDataDir, againstDir, [serverPort]) : null;
const taken = [serverPort, ...(against ? [Number(new URL(against.url).port)] : [])];
const loads: number[] = [loadavg()[0] ?? 0];
/** This build's figures, for the summary against the targets. */
const measured = {
  sizes: new Map<string, Weight>(),
  lighthouse: new Map<string, ReturnType<typeof medianOf>>(),
};
try {
  const token = await signUp(server.url);
  const againstToken = against ? await signUp(against.url) : null;
  const pages: [string, string, string | null, boolean?][] = [
    ['landing', '/', null],
    ['landing, after a gesture', '/', null, true],
    ['login', '/auth/login', null],
    ['register', '/auth/register', null],
    ['dashboard (signed in)', '/dashboard', token],
    ['pricing (signed in)', '/pricing', token],
  ];
  console.log('\nJavaScript loaded per page (built files, as served):');
  console.log(
    `${'page'.padEnd(24)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}`,
  );
  for (const [label, pagePath, pageToken, interact] of argv.has('--no-sizes') ? [] : pages) {
    const w = await scriptsOf(server.url, pagePath, pageToken, interact);
    measured.sizes.set(label, w);
    console.log(
      `${label.padEnd(24)}${String(w.files).padStart(6)}${kB(w.raw).padStart(12)}${kB(w.gzip).padStart(12)}${kB(w.brotli).padStart(12)}`,
    );
    if (argv.has('--files')) {
      for (const [file, gzip] of w.list.sort((a, b) => b[1] - a[1]))
        console.log(`    ${kB(gzip).padStart(10)}  ${file}`);
    }
  }
  if (!argv.has('--no-lighthouse')) {
    console.log(
      `\nLighthouse, mobile preset (simulated 4G, 4× CPU slowdown), performance${against ? `: this build against ${againstDir}, alternately` : ''}:`,
    );
    const builds = [
      { name: 'this build', url: server.url, token },
      ...(against ? [{ name: 'against', url: against.url, token: againstToken }] : []),
    ];
    const lighthousePages = [
      ['landing', '/', false],
      ['dashboard (signed in)', '/dashboard', true],
    ] as const;
    for (const [label, pagePath, signedIn] of lighthousePages.filter(
      ([label]) => !option('only') || label.startsWith(option('only') as string),
    )) {
      const results = new Map<string, Lighthouse[]>(builds.map((b) => [b.name, []]));
      for (let run = 0; run < runs; run++) {
        // Alternately, and each build first in turn: the machine's load drifts during a run.
        const order = run % 2 ? [...builds].reverse() : builds;
        for (const build of order) {
          const r = await lighthouseOf(`${build.url}${pagePath}`, signedIn ? build.token : null, taken);
          loads.push(loadavg()[0] ?? 0);
          results.get(build.name)?.push(r);
          console.log(`${label.padEnd(24)} ${build.name.padEnd(11)} ${lighthouseLine(r)}`);
          if (argv.has('--details')) printDetails(r.details);
        }
      }
      measured.lighthouse.set(label, medianOf(results.get('this build') ?? []));
      if (runs > 1 || against) {
        for (const build of builds) {
          const list = results.get(build.name) ?? [];
          console.log(
            `${label.padEnd(24)} ${build.name.padEnd(11)} median of ${list.length}: ${lighthouseLine(medianOf(list))}`,
          );
        }
      }
    }
  }
  loads.push(loadavg()[0] ?? 0);
  console.log(
    `\nload average (1 min) during the run: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  printTargets(measured);
} finally {
  for (const [child, dir] of [
    [server.child, dataDir],
    [against?.child, againstDataDir],
  ] as const) {
    if (!child || !dir) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
}
