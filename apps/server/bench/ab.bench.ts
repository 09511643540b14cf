// A/B bench of two builds of the server on one PostgreSQL database: both started as
// `npm start` runs them, one user seeded once, then each project route driven on A and B alternately
// (A, B then B, A…) for a few rounds. On a machine shared with other work, req/s and p99 follow the
// neighbours; the CPU time per request of the server (and of the PostgreSQL backends serving it) is
// the figure that moves with the code, and alternating short runs spreads the neighbours over both.
//   npx tsx bench/ab.bench.ts --a=<other build>/main.mjs [--b=dist/main.mjs] [--rounds=3] [--duration=8]
//   [--connections=32] [--routes=get,put,list] [--a-args="--flag …"] [--b-args=…] (node options
//   instead of npm start's)
import { loadavg } from 'node:os';
import path from 'node:path';
import { DatabaseCpu, drive, type Figures, seed } from './api-drive.ts';
import { type BuiltServer, benchArgs, serverDir, withBenchStore, withBuiltServers } from './helpers.ts';

const a = benchArgs.get('a');
if (!a) throw new Error('--a=<build>/main.mjs is required (the build to compare with)');
const builds = [
  { name: 'A', entry: path.resolve(a), args: benchArgs.get('a-args') },
  {
    name: 'B',
    entry: path.resolve(benchArgs.get('b') ?? path.join(serverDir, 'dist/main.mjs')),
    args: benchArgs.get('b-args'),
  },
];
const rounds = Number(benchArgs.get('rounds') ?? 3);
const duration = Number(benchArgs.get('duration') ?? 8);
const connections = Number(benchArgs.get('connections') ?? 32);
const routeNames = (benchArgs.get('routes') ?? 'get,put,list').split(',');

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;

const starts = builds.map((build) => ({
  entry: build.entry,
  ...(build.args === undefined ? {} : { startArgs: build.args.split(' ').filter(Boolean) }),
}));

await withBenchStore('pg', (env) =>
  withBuiltServers(env, starts, async (servers) => {
    const database = await DatabaseCpu.open(env.DATABASE_URL ?? '');
    try {
      const { token, projectId } = await seed(servers[0]?.url ?? '');
      const routes = {
        get: { method: 'GET', path: `/api/v1/projects/${projectId}`, body: undefined },
        put: { method: 'PUT', path: `/api/v1/projects/${projectId}`, body: { name: 'Maison 0' } },
        list: { method: 'GET', path: '/api/v1/projects?page=1&limit=10', body: undefined },
      } as const;
      const figures = new Map<string, Figures[]>();
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const name of routeNames) {
          const route = routes[name as keyof typeof routes];
          if (!route) throw new Error(`unknown route ${name} (get, put, list)`);
          for (const i of order) {
            const server = servers[i] as BuiltServer;
            const build = builds[i]?.name ?? '';
            await drive(server, route.method, route.path, token, {
              connections,
              duration: 1,
              body: route.body,
            });
            const f = await drive(server, route.method, route.path, token, {
              connections,
              duration,
              body: route.body,
              database,
            });
            const key = `${name} ${build}`;
            figures.set(key, [...(figures.get(key) ?? []), f]);
            console.log(
              `round ${round + 1} ${key}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
                `${f.errors} errors, CPU ${f.cpuMs.toFixed(3)} ms/req, DB ${f.dbCpuMs?.toFixed(3)} ms/req, ` +
                `load ${loadavg()[0]?.toFixed(1)}`,
            );
          }
        }
      }
      console.log(`\nmedians over ${rounds} rounds (A: ${builds[0]?.entry}, B: ${builds[1]?.entry})`);
      for (const name of routeNames) {
        const [fa, fb] = builds.map((b) => figures.get(`${name} ${b.name}`) ?? []);
        const m = (fs: Figures[] | undefined, pick: (f: Figures) => number) => median((fs ?? []).map(pick));
        const cpuA = m(fa, (f) => f.cpuMs);
        const cpuB = m(fb, (f) => f.cpuMs);
        const dbA = m(fa, (f) => f.dbCpuMs ?? Number.NaN);
        const dbB = m(fb, (f) => f.dbCpuMs ?? Number.NaN);
        console.log(
          `${name}: CPU ${cpuA.toFixed(3)} → ${cpuB.toFixed(3)} ms/req (${(((cpuB - cpuA) / cpuA) * 100).toFixed(0)} %), ` +
            `DB ${dbA.toFixed(3)} → ${dbB.toFixed(3)} ms/req, ` +
            `req/s ${m(fa, (f) => f.rps).toFixed(0)} → ${m(fb, (f) => f.rps).toFixed(0)}, ` +
            `p99 ${m(fa, (f) => f.p99)} → ${m(fb, (f) => f.p99)} ms`,
        );
      }
    } finally {
      await database.close();
    }
  }),
);
