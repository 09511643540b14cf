import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** Caps of one job process: the web process never parses an untrusted file itself. */
export interface ChildLimits {
  /** Resident memory (heap, canvas buffers, decoded images) past which the process is killed. */
  maxRssMb: number;
  /** Wall time past which the process is killed. */
  timeoutMs: number;
}

export class ChildJobError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'crash' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ChildJobError';
  }
}

const ENTRY = new URL('./child-entry.mjs', import.meta.url);

/** Resident set size of a process from /proc (Linux); null where /proc is not there. */
async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** One started process per task, its modules loaded, waiting for its job: a job does not pay the start. */
const spares = new Map<string, ChildProcess>();

function spawnChild(task: string, limits: ChildLimits): ChildProcess {
  // The V8 heap is capped too, so that a runaway JavaScript allocation fails fast inside the child.
  const heapMb = Math.max(64, Math.floor(limits.maxRssMb * 0.75));
  const child = fork(ENTRY, [task], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // A waiting spare keeps nothing alive: the server may exit around it.
  child.unref();
  child.channel?.unref();
  child.on('exit', () => {
    if (spares.get(task) === child) spares.delete(task);
  });
  return child;
}

function takeChild(task: string, limits: ChildLimits): ChildProcess {
  const spare = spares.get(task);
  spares.delete(task);
  const child = spare?.connected && spare.exitCode === null ? spare : spawnChild(task, limits);
  spares.set(task, spawnChild(task, limits));
  return child;
}

/** Starts a spare process for `task` now (server start), so the first job does not wait for it. */
export function warmUpChild(task: string, limits: ChildLimits): void {
  if (!spares.has(task)) spares.set(task, spawnChild(task, limits));
}

/** Ends the spare processes (server shutdown, end of a test file). */
export function closeSpareChildren(): void {
  for (const child of spares.values()) child.kill('SIGKILL');
  spares.clear();
}

/**
 * Runs one job (a module of src/jobs/tasks exporting `run(input)`) in a fresh child process and
 * answers its result. The process is killed when it passes its time or memory limit: a hostile file
 * (nested form XObjects, a 32000×32000 image) costs that process, never the web server.
 */
export function runInChild<I, O>(task: string, input: I, limits: ChildLimits): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const child = takeChild(task, limits);
    child.ref();
    child.channel?.ref();
    let settled = false;
    const finish = (error: Error | null, value?: O) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(value as O);
    };
    const timer = setTimeout(
      () => finish(new ChildJobError('timeout', `job ${task} passed ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      if (child.pid === undefined) return;
      void rssMb(child.pid).then((mb) => {
        if (mb !== null && mb > limits.maxRssMb) {
          finish(new ChildJobError('memory', `job ${task} passed ${limits.maxRssMb} MB`));
        }
      });
    }, 50);
    child.on('message', (message: { ok: boolean; value?: O; error?: string }) => {
      if (message.ok) finish(null, message.value);
      else finish(new ChildJobError('failed', message.error ?? 'job failed'));
    });
    child.on('error', (error) => finish(new ChildJobError('crash', error.message)));
    child.on('exit', (code, signal) =>
      finish(new ChildJobError('crash', `job ${task} ended (${signal ?? code}) without an answer`)),
    );
    child.send({ input });
  });
}
