import { Worker } from 'node:worker_threads';

/** One health probe, as a client saw it. */
export interface Probe {
  /** From the moment it was due to the end of the answer (ms): what a client waits. */
  ms: number;
  /**
   * Of that, the time the machine kept the answer's path off its CPUs (Linux; 0 elsewhere), from
   * schedstat (time runnable but waiting while the system ran other processes): the prober's thread
   * (its timer firing late, then sending and reading), plus the longest of the server's threads (its
   * main thread, or a garbage collector's it waited for), plus the longest of the PostgreSQL processes
   * serving the database (the health check asks it; the server waits for the answer) — these follow
   * each other on the answer's path — or the time the host took a CPU of the virtual machine (steal),
   * whichever is larger. Time the server spends working or blocked is not in it.
   */
  cpuWaitMs: number;
  status: number;
  /** This process's resident memory when the answer came (bytes). */
  rss: number;
  /** When it was due, from the first probe (ms). */
  at: number;
  /** The parts of cpuWaitMs (ms): the prober's (late, then at work), the server's, the database's. */
  waits: { late: number; client: number; server: number; database: number; stolen: number };
  /** The server's main thread's time on a CPU meanwhile (ms): its own work, not a wait. */
  mainRunMs: number;
}

export interface HealthProber {
  /** Stops the probing, waits for the probes in flight, answers them all. */
  stop(): Promise<Probe[]>;
}

/**
 * Asks `url` (GET /api/v1/health of the server that runs in this process) every `everyMs` on a fixed
 * schedule, from a worker thread: its own event loop, so that a server thread that blocks delays the
 * answers and not the questions (probes sent from the server's own loop after a sleep measure nothing
 * of a stall that happens during the sleep). `databaseUrl`: the server's PostgreSQL database, when it
 * has one; the processes that serve it are found in /proc when the PostgreSQL server runs on this
 * machine (none found elsewhere: their waits then count as the server's).
 */
export function startHealthProber(url: string, databaseUrl?: string, everyMs = 50): HealthProber {
  const databaseName = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : null;
  const worker = new Worker(
    // Raw: the regular expressions and '\n' below are the worker's code, not this file's escapes.
    String.raw`
    const { parentPort, workerData } = require('node:worker_threads');
    const { readdirSync, readFileSync, readlinkSync } = require('node:fs');
    const http = require('node:http');
    const { url, everyMs, databaseName } = workerData;
    // This thread's id: '<pid>/task/<tid>'.
    let self = null;
    try {
      self = readlinkSync('/proc/thread-self').split('/').pop();
    } catch {}
    // Runnable-but-waiting time (ms) of each thread of this process: schedstat's second field.
    // Also the main thread's time on a CPU (the first field), to tell its work from its waits.
    let mainRun = 0;
    const waits = () => {
      const all = new Map();
      for (const tid of readdirSync('/proc/self/task')) {
        try {
          const fields = readFileSync('/proc/self/task/' + tid + '/schedstat', 'utf8').split(' ');
          all.set(tid, Number(fields[1]) / 1e6);
          if (tid === String(process.pid)) mainRun = Number(fields[0]) / 1e6;
        } catch {}
      }
      return all;
    };
    // The PostgreSQL processes serving the database: each backend's title reads
    // 'postgres: <user> <database> <client> <state>'. A backend opened later is found within a second.
    const backends = () => {
      if (!databaseName) return [];
      const found = [];
      for (const pid of readdirSync('/proc')) {
        if (!/^\d+$/.test(pid)) continue;
        try {
          const title = readFileSync('/proc/' + pid + '/cmdline', 'utf8');
          // Its title, after 'postgres: ' and the cluster's name if it has one ('15/main: ').
          const words = title.startsWith('postgres: ') ? title.slice(10).split(' ') : [];
          if (words[0]?.endsWith(':')) words.shift();
          if (words[1] === databaseName) found.push(pid);
        } catch {}
      }
      return found;
    };
    let servers = backends();
    const rescan = setInterval(() => { servers = backends(); }, 1000);
    // Runnable-but-waiting time (ms) of each of those (one thread each).
    const serverWaits = () => {
      const all = new Map();
      for (const pid of servers) {
        try {
          all.set(pid, Number(readFileSync('/proc/' + pid + '/schedstat', 'utf8').split(' ')[1]) / 1e6);
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
    parentPort.on('message', () => { stopped = true; clearInterval(rescan); });
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
      const mainRun0 = mainRun;
      const serverWaits0 = serverWaits();
      const steals0 = steals();
      const done = new Promise((resolve) => {
        const end = (status) => {
          // The client's side (this thread: sending, then reading the answer) and the server's (its
          // threads: the longest wait; the main thread's, or a helper's it waited for) follow each
          // other: their waits add up.
          let threads = 0;
          let client = 0;
          for (const [tid, wait] of waits()) {
            if (tid === self) client = wait - (waits0.get(tid) ?? 0);
            else threads = Math.max(threads, wait - (waits0.get(tid) ?? 0));
          }
          // The server waits for its database's answer: that process's waits add to its own.
          let database = 0;
          for (const [pid, wait] of serverWaits()) {
            if (serverWaits0.has(pid)) database = Math.max(database, wait - serverWaits0.get(pid));
          }
          const stolen = Math.max(0, ...steals().map((steal, cpu) => steal - (steals0[cpu] ?? steal)));
          const cpuWaitMs = Math.max(late + client + threads + database, stolen);
          probes.push({
            ms: performance.now() - due,
            cpuWaitMs,
            at: due - first,
            waits: { late, client, server: threads, database, stolen },
            mainRunMs: mainRun - mainRun0,
            status,
            rss: process.memoryUsage().rss,
          });
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
    { eval: true, workerData: { url, everyMs, databaseName } },
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
