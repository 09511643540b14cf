import { loadavg } from 'node:os';
import path from 'node:path';
import { type BenchStore, benchArgs, serverDir, withBenchStore, withBuiltServers } from './helpers.ts';

const runs = Number(benchArgs.get('runs') ?? 5);
const only = benchArgs.get('only');
const builds: [string, string][] = [['this build', path.join(serverDir, 'dist/main.mjs')]];
const other = benchArgs.get('server');
if (other) builds.push(['--server', path.resolve(other)]);

/** One start: wall and CPU time to the first healthy answer (asked every 25 ms), then stopped. */
function startOnce(entry: string, env: BenchStore): Promise<{ wallMs: number; cpuMs: number }> {
  return withBuiltServers(env, [{ entry, pollMs: 25, timeoutMs: 120_000 }], async ([server]) => ({
    wallMs: server.startMs,
    cpuMs: server.cpuMs,
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const summary = (xs: number[]) =>
  `${(median(xs) / 1000).toFixed(2)} s (${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)})`;

async function bench(label: string, env: BenchStore): Promise<void> {
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

if (only !== 'embedded') await withBenchStore('pg', (env) => bench('PostgreSQL', env));
if (only !== 'pg') await withBenchStore('embedded', (env) => bench('Embedded', env));
