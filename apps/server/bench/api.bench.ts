// API bench: starts Courant as `npm start` runs it and, on PostgreSQL, a bare Fastify + pg
// server doing the same reads (bench/bare-server.ts); drives both with autocannon one after the other
// in the same run and prints req/s, p50, p99 and the ratio. Then the embedded default (no
// DATABASE_URL): 16 concurrent writers while /api/v1/health is probed.
//   npx tsx bench/api.bench.ts [--only=pg|embedded] [--duration=10] [--connections=32] [--profile=dir]
//   [--server=other/build/main.mjs] (an A/B run against another build)
//   [--start-args="--flag=value …"] (node options instead of npm start's; `--start-args=` for none, as
//   npm start ran a build before it passed --max-semi-space-size)
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database of its
// own is created and dropped). Figures on a shared machine are noisy: read the ratios.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { DatabaseCpu, drive, type Figures, seed } from './api-drive.ts';
import {
  type BuiltServerStart,
  benchArgs,
  benchPort,
  serverDir,
  stopChild,
  withBenchStore,
  withBuiltServers,
} from './helpers.ts';

const duration = Number(benchArgs.get('duration') ?? 10);
const connections = Number(benchArgs.get('connections') ?? 32);
const only = benchArgs.get('only');

/** Courant as `npm start` runs it: compiled dist/main.mjs (rebuilt first when stale), NODE_ENV=production. */
function courantStart(): BuiltServerStart {
  const profile = benchArgs.get('profile');
  const startArgs = benchArgs.get('start-args');
  return {
    entry: benchArgs.get('server'),
    ...(startArgs === undefined ? {} : { startArgs: startArgs.split(' ').filter(Boolean) }),
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  };
}

async function startBare(
  databaseUrl: string,
  taken: number[],
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(serverDir, 'bench/bare-server.ts'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(await benchPort(taken)) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const rows: string[][] = [];
/** Each row is printed as soon as it is measured too: a later failure (a start timing out) keeps it. */
function addRow(row: string[]): void {
  rows.push(row);
  console.log(row.join('  '));
}
const fmt = (f: Figures) => [
  f.rps.toFixed(0),
  `${f.p50} ms`,
  `${f.p99} ms`,
  String(f.errors),
  f.cpuMs.toFixed(2),
  f.dbCpuMs?.toFixed(2) ?? '',
];

async function benchPostgres(): Promise<void> {
  await withBenchStore('pg', (env) =>
    withBuiltServers(env, [courantStart()], async ([courant]) => {
      const bare = await startBare(env.DATABASE_URL ?? '', [Number(new URL(courant.url).port)]);
      const database = await DatabaseCpu.open(env.DATABASE_URL ?? '');
      try {
        console.log(`PostgreSQL: Courant healthy ${courant.startMs.toFixed(0)} ms after spawn`);
        const { token, projectId } = await seed(courant.url);
        const routes: [string, 'GET' | 'PUT', string, string, unknown?][] = [
          ['GET project', 'GET', `/api/v1/projects/${projectId}`, `/bare/projects/${projectId}`],
          [
            'PUT project',
            'PUT',
            `/api/v1/projects/${projectId}`,
            `/bare/projects/${projectId}`,
            { name: 'Maison 0' },
          ],
          ['project list', 'GET', '/api/v1/projects?page=1&limit=10', '/bare/projects?page=1&limit=10'],
        ];
        for (const [label, method, courantPath, barePath, body] of routes) {
          // Warm both up (JIT, pools), then measure one after the other.
          await drive(courant, method, courantPath, token, { connections, duration: 2, body });
          await drive(bare, method, barePath, token, { connections, duration: 2, body });
          const c = await drive(courant, method, courantPath, token, {
            connections,
            duration,
            body,
            database,
          });
          const b = await drive(bare, method, barePath, token, { connections, duration, body, database });
          addRow([
            `pg ${label}`,
            ...fmt(c),
            ...fmt(b),
            `${((c.rps / b.rps) * 100).toFixed(0)} %`,
            `${((b.cpuMs / c.cpuMs) * 100).toFixed(0)} %`,
          ]);
        }
      } finally {
        await database.close();
        await stopChild(bare.child);
      }
    }),
  );
}

/** 16 writers for 20 s on the embedded default, /api/v1/health probed every 100 ms meanwhile. */
async function benchEmbedded(): Promise<void> {
  await withBenchStore('embedded', (env) =>
    withBuiltServers(env, [courantStart()], async ([courant]) => {
      console.log(`Embedded: Courant healthy ${courant.startMs.toFixed(0)} ms after spawn`);
      const { token, projectId } = await seed(courant.url);
      const get = await drive(courant, 'GET', `/api/v1/projects/${projectId}`, token, {
        connections,
        duration,
      });
      addRow(['embedded GET project', ...fmt(get)]);
      const health: number[] = [];
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const t0 = performance.now();
          await fetch(`${courant.url}/api/v1/health`).then((r) => r.arrayBuffer());
          health.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const writers = await drive(courant, 'PUT', `/api/v1/projects/${projectId}`, token, {
        connections: 16,
        duration: Math.max(duration, 20),
        body: { name: 'Maison 0' },
      });
      probing = false;
      await probe;
      addRow(['embedded PUT, 16 writers', ...fmt(writers)]);
      health.sort((a, b) => a - b);
      const at = (q: number) =>
        health[Math.min(health.length - 1, Math.floor(q * health.length))]?.toFixed(1);
      addRow([
        `embedded health during writes (${health.length} probes)`,
        '',
        `${at(0.5)} ms`,
        `${at(0.99)} ms`,
      ]);
    }),
  );
}

execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (only !== 'embedded') await benchPostgres();
if (only !== 'pg') await benchEmbedded();

const header = [
  'route',
  'Courant req/s',
  'p50',
  'p99',
  'errors',
  'CPU ms/req',
  'DB CPU ms/req',
  'bare req/s',
  'bare p50',
  'bare p99',
  'bare errors',
  'bare CPU ms/req',
  'bare DB CPU ms/req',
  'req/s ratio',
  'CPU ratio',
];
const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
console.log(`\n${connections} connections, ${duration} s per run (writers: 16 connections, ≥ 20 s)`);
for (const row of table) console.log(row.map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0)).join('  '));
