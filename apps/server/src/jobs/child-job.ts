import { type ChildProcess, fork } from 'node:child_process';
import { jobProcessEnv } from './env.ts';
import { procMemoryMb } from './proc-memory.ts';

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

const LAUNCHER = new URL('./job-launcher.mjs', import.meta.url);

/**
 * The launcher process (job-launcher.mjs) that starts the job processes: a fork of this (large) process
 * stalls its event loop in proportion to its memory, a fork of the launcher costs the launcher only.
 * Started once, and again if it ends.
 */
let launcher: ChildProcess | undefined;
let nextId = 0;
/** Jobs in flight, by id: their handlers of the launcher's messages. */
const running = new Map<number, (message: LauncherMessage) => void>();
/** The process ids of the jobs at work now, by job id. */
const workingPids = new Map<number, number>();

/** The job processes at work now (operators' tools, and the tests that kill one mid-job). */
export function workingJobPids(): number[] {
  return [...workingPids.values()];
}

type LauncherMessage =
  | { type: 'pid'; id: number; pid: number }
  | { type: 'result'; id: number; ok: boolean; value?: unknown; error?: string }
  | { type: 'exit'; id: number; code: number | null; signal: string | null };

function theLauncher(): ChildProcess {
  if (launcher?.connected && launcher.exitCode === null) return launcher;
  const started = fork(LAUNCHER, [], {
    execArgv: [],
    env: jobProcessEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.on('message', (message: LauncherMessage) => running.get(message.id)?.(message));
  started.on('error', () => {});
  started.on('exit', () => {
    if (launcher === started) launcher = undefined;
    // Its jobs' processes end with it: each job in flight fails as a crash.
    for (const [id, handle] of running) handle({ type: 'exit', id, code: null, signal: 'launcher' });
  });
  idle(started);
  launcher = started;
  return started;
}

/** An idle launcher keeps nothing alive: the server may exit around it. */
function idle(child: ChildProcess): void {
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
}

function heapMbOf(limits: ChildLimits): number {
  // The V8 heap is capped too, so that a runaway JavaScript allocation fails fast inside the child.
  return Math.max(64, Math.floor(limits.maxRssMb * 0.75));
}

/** Starts a spare process for `task` now (server start), so the first job does not wait for it. */
export function warmUpChild(task: string, limits: ChildLimits): void {
  theLauncher().send({ type: 'warm', task, heapMb: heapMbOf(limits) });
}

/** Ends the launcher, and with it the spare processes (server shutdown, end of a test file). */
export function closeSpareChildren(): void {
  launcher?.kill('SIGKILL');
  launcher = undefined;
}

/**
 * Runs one job (a module of src/jobs/tasks exporting `run(input)`) in a fresh child process and
 * answers its result. The process is killed when it passes its time or memory limit: a hostile file
 * (nested form XObjects, a 32000×32000 image) costs that process, never the web server.
 */
export function runInChild<I, O>(task: string, input: I, limits: ChildLimits): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const via = theLauncher();
    const id = nextId++;
    via.ref();
    (via.channel as { ref?: () => void } | undefined)?.ref?.();
    let pid: number | undefined;
    let settled = false;
    const finish = (error: Error | null, value?: O) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      running.delete(id);
      workingPids.delete(id);
      if (running.size === 0) idle(via);
      if (pid !== undefined) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already ended.
        }
      } else if (via.connected) via.send({ type: 'kill', id });
      if (error) reject(error);
      else resolve(value as O);
    };
    const timer = setTimeout(
      () => finish(new ChildJobError('timeout', `job ${task} passed ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      if (pid === undefined) return;
      void procMemoryMb(pid, 'VmRSS').then((mb) => {
        if (mb !== null && mb > limits.maxRssMb) {
          finish(new ChildJobError('memory', `job ${task} passed ${limits.maxRssMb} MB`));
        }
      });
    }, 50);
    running.set(id, (message) => {
      if (message.type === 'pid') {
        pid = message.pid;
        workingPids.set(id, message.pid);
      } else if (message.type === 'result') {
        if (message.ok) finish(null, message.value as O);
        else finish(new ChildJobError('failed', message.error ?? 'job failed'));
      } else
        finish(
          new ChildJobError(
            'crash',
            `job ${task} ended (${message.signal ?? message.code}) without an answer`,
          ),
        );
    });
    via.send({ type: 'run', id, task, input, heapMb: heapMbOf(limits) });
  });
}
