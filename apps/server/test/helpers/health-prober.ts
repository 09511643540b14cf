import { Worker } from 'node:worker_threads';

/** One health probe, as a client saw it. */
export interface Probe {
  /** From the moment it was due to the end of the answer (ms): what a client waits. */
  ms: number;
  /**
   * Of that, the time the machine kept this process off its CPUs (Linux; 0 elsewhere): the longest
   * that one of its threads (the server's, a garbage collector's, the prober's) sat runnable while
   * the system ran other processes (schedstat), or that the host took a CPU of the virtual machine
   * (steal), whichever is larger. Time the server spends working or blocked is not in it.
   */
  cpuWaitMs: number;
  status: number;
  /** This process's resident memory when the answer came (bytes). */
  rss: number;
}

export interface HealthProber {
  /** Stops the probing, waits for the probes in flight, answers them all. */
  stop(): Promise<Probe[]>;
}

/**
 * Asks `url` (GET /api/v1/health of the server that runs in this process) every `everyMs` on a fixed
 * schedule, from a worker thread: its own event loop, so that a server thread that blocks delays the
 * answers and not the questions (probes sent from the server's own loop after a sleep measure nothing
 * of a stall that happens during the sleep).
 */
export function startHealthProber(url: string, everyMs = 50): HealthProber {
  const worker = new Worker(
    // Raw: the regular expressions and '\n' below are the worker's code, not this file's escapes.
    String.raw`
    const { parentPort, workerData } = require('node:worker_threads');
    const { readdirSync, readFileSync } = require('node:fs');
    const http = require('node:http');
    const { url, everyMs } = workerData;
    // Runnable-but-waiting time (ms) of each thread of this process: schedstat's second field.
    const waits = () => {
      const all = new Map();
      for (const tid of readdirSync('/proc/self/task')) {
        try {
          all.set(tid, Number(readFileSync('/proc/self/task/' + tid + '/schedstat', 'utf8').split(' ')[1]) / 1e6);
        } catch {}
      }
      return all;
    };
    // Time (ms) each CPU of the virtual machine was taken by its host (steal, in 10 ms ticks).
    const steals = () => {
      try {
        return readFileSync('/proc/stat', 'utf8')
          .split('\n')
          .filter((line) => /^cpu\d/.test(line))
          .map((line) => Number(line.split(/\s+/)[8]) * 10);
      } catch {
        return [];
      }
    };
    const agent = new http.Agent({ keepAlive: true });
    const probes = [];
    const pending = new Set();
    let stopped = false;
    parentPort.on('message', () => { stopped = true; });
    const first = performance.now();
    let n = 0;
    function shoot() {
      if (stopped) {
        Promise.all(pending).then(() => parentPort.postMessage(probes));
        return;
      }
      const due = first + n * everyMs;
      n += 1;
      // This thread's own lateness (its timer fired late: it waited for a CPU) is the machine's too.
      const late = Math.max(0, performance.now() - due);
      const waits0 = waits();
      const steals0 = steals();
      const done = new Promise((resolve) => {
        const end = (status) => {
          let threads = 0;
          for (const [tid, wait] of waits()) threads = Math.max(threads, wait - (waits0.get(tid) ?? 0));
          const stolen = Math.max(0, ...steals().map((steal, cpu) => steal - (steals0[cpu] ?? steal)));
          const cpuWaitMs = Math.max(threads + late, stolen);
          probes.push({ ms: performance.now() - due, cpuWaitMs, status, rss: process.memoryUsage().rss });
          resolve();
        };
        http
          .get(url, { agent }, (res) => {
            res.resume();
            res.on('end', () => end(res.statusCode));
          })
          .on('error', () => end(0));
      });
      pending.add(done);
      done.then(() => pending.delete(done));
      setTimeout(shoot, Math.max(0, first + n * everyMs - performance.now()));
    }
    shoot();
    `,
    { eval: true, workerData: { url, everyMs } },
  );
  return {
    async stop() {
      const probes = new Promise<Probe[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const all = await probes;
      await worker.terminate();
      return all;
    },
  };
}
