// Where the web process's event loop stalls while hostile plan files are uploaded and previewed.
//
//   npx tsx bench/hostile-stalls.ts [nested|image|paths ...]         (embedded PGlite in memory)
//   DATABASE_URL=postgres://… npx tsx bench/hostile-stalls.ts …       (a fresh PostgreSQL database)
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/hostile-stalls.ts …  (then bench/stall-profile.ts)
//
// The server runs in this process and listens on a port of BENCH_PORTS; a worker thread (its own event
// loop, so it sees what a real client sees) asks GET /api/v1/health every 50 ms on a fixed schedule and
// times each answer from the moment it was due. This process's own loop is watched too: every gap of
// more than 30 ms between two 5 ms ticks is printed with its monotonic time (the CPU profile's clock).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { hugeImagePdf, nestedFormsPdf, pathBombPdf } from '../test/helpers/hostile-files.ts';
import { createTestApp, signInTestUser } from '../test/helpers/test-app.ts';
import { benchPort } from './helpers.ts';

const FILES = {
  idle: () => new Uint8Array(0),
  nested: () => nestedFormsPdf(),
  image: () => hugeImagePdf(),
  paths: () => pathBombPdf(),
} as const;
const chosen = (process.argv.slice(2).filter((a) => a in FILES) as (keyof typeof FILES)[]).concat();
const files = chosen.length > 0 ? chosen : (['nested', 'image', 'paths'] as const);
const verbose = process.argv.includes('--verbose');

const now = () => Number(process.hrtime.bigint() / 1000n); // µs, the CPU profile's clock
const t0 = now();
const ms = (us: number) => ((us - t0) / 1000).toFixed(0);

// This process's loop: gaps between ticks, and how the main thread spent them (Linux schedstat: time
// on a CPU, time runnable but waiting for one; the rest it slept or was blocked in a system call).
const schedstat = () => {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { run: (run ?? 0) / 1e6, wait: (wait ?? 0) / 1e6 };
  } catch {
    return { run: 0, wait: 0 };
  }
};
const stalls: { at: number; gap: number; run: number; wait: number }[] = [];
let last = now();
let lastSched = schedstat();
const ticker = setInterval(() => {
  const t = now();
  const sched = schedstat();
  const gap = (t - last) / 1000;
  if (gap > 30)
    stalls.push({ at: last, gap, run: sched.run - lastSched.run, wait: sched.wait - lastSched.wait });
  last = t;
  lastSched = sched;
}, 5);

const events: string[] = [];
const note = (what: string) => events.push(`${ms(now())} ms  ${what}`);

async function main() {
  const port = await benchPort();
  const t = await createTestApp(
    { LOG_LEVEL: 'info', PREVIEW_TIMEOUT_MS: process.env.PREVIEW_TIMEOUT_MS ?? '10000' },
    {
      logStream: {
        write(line: string) {
          const { msg, kind, outcome, reason, error } = JSON.parse(line) as Record<string, string>;
          if (!/^GET \/api\/v1\/(health|projects\/[\w-]+\/plans\/[\w-]+) 200/.test(msg ?? ''))
            note(
              `log: ${msg}${kind ? ` ${kind}` : ''}${outcome ? ` ${outcome}` : ''}${reason ? ` ${reason}` : ''}${error ? ` (${error})` : ''}`,
            );
        },
      },
    },
  );
  const { app } = t;
  const databaseUrl = t.config.databaseUrl;
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;

  // A user and a project.
  const { headers: auth } = await signInTestUser(app);
  const project = (await (
    await fetch(`${base}/api/v1/projects/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Maison Dupont',
        typeProjet: 'Résidentiel',
        typeTravaux: 'Construction',
        codePostal: '69003',
        numberOfPeople: 2,
      }),
    })
  ).json()) as { id: string };

  for (const name of files) {
    const bytes = FILES[name]();
    // Making the file is this script's work, not the server's: the stalls count from here.
    await new Promise((r) => setTimeout(r, 500));
    stalls.length = 0;
    events.length = 0;
    const prober = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      const http = require('node:http');
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const results = [];
      let stop = false;
      parentPort.on('message', () => { stop = true; });
      const first = performance.now();
      let n = 0;
      const pending = new Set();
      function shoot() {
        if (stop) {
          Promise.all(pending).then(() => parentPort.postMessage(results));
          return;
        }
        const due = first + n * 50;
        n += 1;
        const p = new Promise((resolve) => {
          http.get(workerData.url, { agent }, (res) => {
            res.resume();
            res.on('end', () => {
              results.push({ at: due - first, ms: performance.now() - due, status: res.statusCode });
              resolve();
            });
          }).on('error', () => { results.push({ at: due - first, ms: -1 }); resolve(); });
        });
        pending.add(p);
        p.then(() => pending.delete(p));
        setTimeout(shoot, Math.max(0, first + n * 50 - performance.now()));
      }
      shoot();
      `,
      { eval: true, workerData: { url: `${base}/api/v1/health` } },
    );
    const probeStart = now();
    await new Promise((r) => setTimeout(r, 300));
    let uploadMs = 0;
    let status: string | undefined = 'none';
    if (name === 'idle') {
      // No upload: what the machine's load alone does to the answers, for as long as a hostile file takes.
      await new Promise((r) => setTimeout(r, Number(process.env.IDLE_MS ?? 25_000)));
    } else {
      const form = new FormData();
      form.append('file', new Blob([bytes]), `${name}.pdf`);
      note(`upload ${name} (${bytes.byteLength} bytes)`);
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/projects/${project.id}/plans/upload`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const answer = (await res.json()) as { planFile: { id: string; previewStatus: string } };
      uploadMs = performance.now() - started;
      note(`upload answered ${res.status} ${answer.planFile?.previewStatus} after ${uploadMs.toFixed(0)} ms`);
      status = answer.planFile?.previewStatus;
      while (status === 'pending') {
        await new Promise((r) => setTimeout(r, 200));
        status = (
          (await (
            await fetch(`${base}/api/v1/projects/${project.id}/plans/${answer.planFile.id}`, {
              headers: auth,
            })
          ).json()) as { previewStatus: string }
        ).previewStatus;
      }
    }
    note(`preview ${status}`);
    const results: { at: number; ms: number; status?: number }[] = await new Promise((resolve) => {
      prober.once('message', resolve);
      prober.postMessage('stop');
    });
    await prober.terminate();
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
    const slow = results.filter((r) => r.ms > 50 || r.ms === -1);
    console.log(
      `\n== ${name}: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()[0]?.toFixed(1)}, upload ${uploadMs.toFixed(0)} ms, preview ${status}; ${results.length} probes p50 ${q(0.5).toFixed(1)} p95 ${q(0.95).toFixed(1)} max ${q(1).toFixed(1)} ms; ${slow.length} > 50 ms, ${results.filter((r) => r.ms > 100).length} > 100 ms`,
    );
    const big = stalls.filter((x) => x.gap > 100);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    console.log(
      `  server loop: ${stalls.length} stalls > 30 ms, ${big.length} > 100 ms, longest ${Math.max(0, ...stalls.map((x) => x.gap)).toFixed(0)} ms; in the stalls > 100 ms: on CPU ${sum(big.map((x) => x.run)).toFixed(0)} ms, waiting for a CPU ${sum(big.map((x) => x.wait)).toFixed(0)} ms, of ${sum(big.map((x) => x.gap)).toFixed(0)} ms`,
    );
    if (verbose) {
      for (const r of slow)
        console.log(
          `  probe due ${ms(probeStart + r.at * 1000)} ms took ${r.ms.toFixed(0)} ms (${r.status})`,
        );
      for (const x of stalls)
        console.log(
          `  stall at ${ms(x.at)} ms (${x.at} µs): ${x.gap.toFixed(0)} ms — on CPU ${x.run.toFixed(0)} ms, waiting for a CPU ${x.wait.toFixed(0)} ms`,
        );
    }
    if (verbose) for (const e of events) console.log(`  ${e}`);
  }
  clearInterval(ticker);
  await t.close();
}

await main();
