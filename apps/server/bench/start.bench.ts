// Start bench (issue 19: `npm start` on a built tree healthy in < 5 s): spawns the compiled server
// (dist/main.mjs, NODE_ENV=production, as `npm start` runs it) and polls /api/v1/health every 25 ms;
// prints, per start, the wall time from spawn to the first 200 and the CPU time the process (all its
// threads) spent until then, read from /proc. The CPU time is the figure that moves with the code on
// a shared machine; the wall time is mostly waiting for a core there. Both databases start from an
// existing, migrated state (one start not counted creates it).
//   npx tsx bench/start.bench.ts [--runs=5] [--only=pg|embedded] [--server=other/build/main.mjs]
// With --server, the two builds start alternately (A/B in the same run). Environment:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database of its own is created
// and dropped).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchPort, cpuTimeMs, stopChild } from './helpers.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'];
  }),
);
const runs = Number(args.get('runs') ?? 5);
const only = args.get('only');
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const builds: [string, string][] = [['this build', path.join(serverDir, 'dist/main.mjs')]];
const other = args.get('server');
if (other) builds.push(['--server', path.resolve(other)]);

async function startOnce(
  entry: string,
  env: Record<string, string>,
): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await benchPort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - t0 > 120_000) throw new Error('not healthy after 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        if (res.ok) return { wallMs: performance.now() - t0, cpuMs: cpuTimeMs(child.pid) };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await stopChild(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const summary = (xs: number[]) =>
  `${(median(xs) / 1000).toFixed(2)} s (${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)})`;

async function bench(label: string, env: Record<string, string>): Promise<void> {
  // One start not counted: migrations (and, embedded, initdb) on a new database.
  await startOnce(builds[0]?.[1] ?? '', env);
  const figures = new Map(builds.map(([name]) => [name, { wall: [] as number[], cpu: [] as number[] }]));
  const loads: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [name, entry] of builds) {
      loads.push(loadavg()[0] ?? 0);
      const { wallMs, cpuMs } = await startOnce(entry, env);
      figures.get(name)?.wall.push(wallMs);
      figures.get(name)?.cpu.push(cpuMs);
      console.log(
        `${label} ${name} #${i + 1}: wall ${(wallMs / 1000).toFixed(2)} s, CPU ${(cpuMs / 1000).toFixed(2)} s`,
      );
    }
  }
  for (const [name, f] of figures) {
    console.log(
      `${label}, ${name}: wall ${summary(f.wall)}, CPU ${summary(f.cpu)} (median, range; ${runs} starts)`,
    );
  }
  console.log(
    `load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}

if (only !== 'embedded') {
  const dbName = `courant_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-start-'));
  try {
    await bench('PostgreSQL', { DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
  } finally {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pg') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-start-'));
  try {
    await bench('Embedded', { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
