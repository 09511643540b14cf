// The job launcher (see child-job.ts): a small plain-Node process that the web process (or a worker)
// starts once, and that starts the job processes for it. Starting a process forks its parent, and
// fork() costs in proportion to the parent's memory: done by the web process, each job start stalled
// every request for 60–280 ms on a loaded machine (issue 18). Done here, it costs this small process.
//
// Messages from the parent:  { type: 'run', id, task, input, heapMb } · { type: 'warm', task, heapMb }
//                            · { type: 'kill', id } (a job given up before its pid was told)
// Messages to the parent:    { type: 'pid', id, pid } · { type: 'result', id, ok, value?, error? }
//                            · { type: 'exit', id, code, signal } (ended without an answer)
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';

const ENTRY = new URL('./child-entry.mjs', import.meta.url);

/**
 * The scheduling priority (nice value) of the job processes. A hostile file keeps its process busy
 * on a CPU until its time limit; the web process, at the default 0, must win every CPU they both
 * want, or each request waits behind the parse (issue 18). At 10 a job weighs 110 against the web
 * process's 1024 (Linux CFS/EEVDF weights): the server's thread, woken by a request, runs first, and
 * the job has the CPUs whenever the server does not want them. Measured with six busy loops at nice 0
 * beside the hostile-input test (load 22–34 on 2 cores), the slowest health probe of each file took
 * 0.6–2.1 s with the jobs at 0, 0.35–0.48 s at 10, and 0.40–0.70 s at 19, where a job would get
 * 15/1024 of a CPU against each busy process beside it and a normal preview could pass its time limit.
 */
export const JOB_NICE = 10;

/** One started process per task, its modules loaded, waiting for its job. */
const spares = new Map();
/** Job processes at work, by job id. */
const working = new Map();

function spawnChild(task, heapMb) {
  // The V8 heap is capped too, so that a runaway JavaScript allocation fails fast inside the child.
  const child = fork(ENTRY, [task], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  try {
    // From here the process loads its modules and waits (a spare) or works: all of it below the server.
    if (child.pid !== undefined) setPriority(child.pid, JOB_NICE);
  } catch {
    // Ended already, or a system without priorities: the job runs at the default one.
  }
  child.on('error', () => {});
  child.on('exit', () => {
    if (spares.get(task)?.child === child) spares.delete(task);
  });
  return { child, heapMb };
}

function takeChild(task, heapMb) {
  const spare = spares.get(task);
  spares.delete(task);
  const usable = spare && spare.heapMb === heapMb && spare.child.connected && spare.child.exitCode === null;
  if (spare && !usable) spare.child.kill('SIGKILL');
  const child = usable ? spare.child : spawnChild(task, heapMb).child;
  // The next job's process starts while this one runs.
  setImmediate(() => {
    if (!spares.has(task)) spares.set(task, spawnChild(task, heapMb));
  });
  return child;
}

function run({ id, task, input, heapMb }) {
  const child = takeChild(task, heapMb);
  working.set(id, child);
  child.once('exit', () => working.delete(id));
  let answered = false;
  const tell = (message) => {
    if (process.connected) process.send(message);
  };
  tell({ type: 'pid', id, pid: child.pid });
  child.once('message', (message) => {
    answered = true;
    tell({ type: 'result', id, ...message });
  });
  child.once('exit', (code, signal) => {
    if (!answered) tell({ type: 'exit', id, code, signal });
  });
  child.send({ input });
}

process.on('message', (message) => {
  if (message?.type === 'run') run(message);
  else if (message?.type === 'kill') working.get(message.id)?.kill('SIGKILL');
  else if (message?.type === 'warm' && !spares.has(message.task))
    spares.set(message.task, spawnChild(message.task, message.heapMb));
});
// The parent gone (server stopped, worker killed): the spares go, and the running jobs' processes see
// their channel close and end (child-entry.mjs).
process.once('disconnect', () => {
  for (const { child } of spares.values()) child.kill('SIGKILL');
  process.exit(0);
});
