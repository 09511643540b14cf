// What the server's benches (and the web bench) share: ports of a fixed range (BENCH_PORTS=4024-4029 by
// default, never a random one: the machine is shared, and each engineer owns a range), a process's CPU
// time, stopping a child.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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
