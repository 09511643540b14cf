// What the server's benches (and the web bench) share: ports of a fixed range (BENCH_PORTS=4024-4029 by
// default, never a random one: the machine is shared, and each engineer owns a range), the command
// line, a database and data directory of the bench's own, a process's CPU time, stopping a child.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../test/helpers/test-database.ts';

/** apps/server, where the benches run the server from. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** The bench's `--name=value` arguments (the value may hold '=' itself); a bare `--name` reads 'true'. */
export const benchArgs = new Map(
  process.argv.slice(2).map((a) => {
    const arg = a.replace(/^--/, '');
    const at = arg.indexOf('=');
    return at < 0 ? [arg, 'true'] : [arg.slice(0, at), arg.slice(at + 1)];
  }),
);

/** The server's environment for a bench: a data directory of its own, and DATABASE_URL on PostgreSQL. */
export interface BenchStore {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

/**
 * Runs `run` on a data directory of its own and, for 'pg', a fresh database beside BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test); both are removed afterwards.
 */
export async function withBenchStore<T>(
  database: 'pg' | 'embedded',
  run: (env: BenchStore) => Promise<T>,
): Promise<T> {
  const db =
    database === 'pg'
      ? await createTestDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-bench-'));
  try {
    return await run({ DATA_DIR: dataDir, ...(db?.url ? { DATABASE_URL: db.url } : {}) });
  } finally {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [first, last] = (process.env.BENCH_PORTS ?? '4024-4029').split('-').map(Number);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port of the range, other than those given (already handed to a server that starts). */
export async function benchPort(taken: number[] = []): Promise<number> {
  for (let port = first ?? 4024; port <= (last ?? first ?? 4029); port++) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${first}-${last} (BENCH_PORTS)`);
}

/** User + system CPU time of a process and its threads, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** SIGTERM, then wait for the exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The node options `npm start` runs the compiled server with (package.json's start script, e.g. a larger
 * young generation): the benches start it with the same ones.
 */
export const START_NODE_ARGS: string[] = (() => {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/main\.mjs/.exec(pkg.scripts.start)?.[1];
  if (flags === undefined)
    throw new Error('package.json: the start script does not run node … dist/main.mjs');
  return flags.split(' ').filter(Boolean);
})();

/** A compiled server a bench started, healthy. */
export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Wall time from spawn to the first 200 of /api/v1/health, in ms. */
  startMs: number;
  /** CPU time the process (all its threads) had spent by then, in ms. */
  cpuMs: number;
}

/** How startBuiltServer starts a compiled server. */
export interface BuiltServerStart {
  entry?: string;
  startArgs?: string[];
  nodeArgs?: string[];
  pollMs?: number;
  timeoutMs?: number;
}

/**
 * The compiled server (`entry`, dist/main.mjs by default) as `npm start` runs it (NODE_ENV=production,
 * `startArgs`: START_NODE_ARGS unless told), on a port of the range, once /api/v1/health answers 200
 * (asked every `pollMs`). A server that exits or is not healthy within `timeoutMs` is stopped (it would
 * keep its port) and the start fails.
 */
export async function startBuiltServer(
  env: BenchStore,
  options: BuiltServerStart = {},
): Promise<BuiltServer> {
  const {
    entry = path.join(serverDir, 'dist/main.mjs'),
    startArgs = START_NODE_ARGS,
    pollMs = 50,
    timeoutMs = 180_000,
  } = options;
  const port = await benchPort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...startArgs, ...(options.nodeArgs ?? []), entry], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - t0 > timeoutMs) throw new Error(`${url} not healthy after ${timeoutMs} ms`);
      try {
        const res = await fetch(`${url}/api/v1/health`);
        if (res.ok) return { url, child, startMs: performance.now() - t0, cpuMs: cpuTimeMs(child.pid) };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/**
 * Runs `run` with the compiled servers `starts` describes, started one after the other (each takes the
 * first free port of the range), then stops them all: also those already started when a later start or
 * `run` fails, which would otherwise keep running and hold their ports.
 */
export async function withBuiltServers<const S extends readonly BuiltServerStart[], T>(
  env: BenchStore,
  starts: S,
  run: (servers: { [K in keyof S]: BuiltServer }) => Promise<T>,
): Promise<T> {
  const servers: BuiltServer[] = [];
  try {
    for (const options of starts) servers.push(await startBuiltServer(env, options));
    // One server per start, in their order.
    return await run(servers as { [K in keyof S]: BuiltServer });
  } finally {
    for (const server of servers) await stopChild(server.child);
  }
}
