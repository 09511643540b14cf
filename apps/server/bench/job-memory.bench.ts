// Memory of a plan-analysis job process: the job launcher (src/jobs/job-launcher.mjs) runs
// task plan-analysis on one file, as the server's jobs do, alternately in the environment the server
// gives it (jobProcessEnv: glibc malloc settings JOB_MALLOC_TUNABLES) and with glibc's defaults; prints
// each run's peak resident memory of the job process (VmHWM, polled from /proc every 20 ms) and the
// medians side by side.
//   npx tsx bench/job-memory.bench.ts [--runs=3] [--file=path/to/plan.pdf]
// Default file: the plan-reader's appartement-t3 scan.pdf (one A4 page, a 200 dpi scan).
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { jobProcessEnv } from '../src/jobs/env.ts';
import { procMemoryMb } from '../src/jobs/proc-memory.ts';
import { benchArgs, serverDir } from './helpers.ts';

const runs = Number(benchArgs.get('runs') ?? 3);
const file =
  benchArgs.get('file') ??
  path.join(serverDir, '../../packages/plan-reader/fixtures/appartement-t3/scan.pdf');
const mime = file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
const bytes = new Uint8Array(await readFile(file));
const launcherEntry = path.join(serverDir, 'src/jobs/job-launcher.mjs');

async function peakMb(defaults: boolean): Promise<{ peakMb: number; ms: number }> {
  const env = defaults ? { ...process.env, GLIBC_TUNABLES: '' } : jobProcessEnv();
  const launcher = fork(launcherEntry, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env,
  });
  const started = performance.now();
  let peak = 0;
  let watch: NodeJS.Timeout | undefined;
  try {
    return await new Promise((resolve, reject) => {
      launcher.on('message', (message: { type: string; pid?: number; ok?: boolean; error?: string }) => {
        if (message.type === 'pid' && message.pid) {
          const pid = message.pid;
          watch = setInterval(async () => {
            const mb = await procMemoryMb(pid, 'VmHWM');
            if (mb !== null) peak = Math.max(peak, mb);
          }, 20);
        } else if (message.type === 'result') {
          resolve({ peakMb: Math.round(peak), ms: Math.round(performance.now() - started) });
        } else if (message.type === 'exit') reject(new Error('the job process ended without an answer'));
      });
      launcher.send({ type: 'run', id: 1, task: 'plan-analysis', input: { bytes, mime }, heapMb: 1125 });
    });
  } finally {
    clearInterval(watch);
    launcher.kill('SIGKILL');
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
const plain: number[] = [];
const tuned: number[] = [];
console.log(`${path.basename(file)}, ${runs} runs each, load ${loadavg()[0]?.toFixed(1)}`);
for (let i = 0; i < runs; i++) {
  const a = await peakMb(true);
  const b = await peakMb(false);
  plain.push(a.peakMb);
  tuned.push(b.peakMb);
  console.log(
    `run ${i + 1}: glibc defaults ${a.peakMb} MB (${a.ms} ms) · JOB_MALLOC_TUNABLES ${b.peakMb} MB (${b.ms} ms)`,
  );
}
console.log(
  `peak RSS median: glibc defaults ${median(plain)} MB, JOB_MALLOC_TUNABLES ${median(tuned)} MB ` +
    `(ratio ${(median(tuned) / median(plain)).toFixed(2)}), load ${loadavg()[0]?.toFixed(1)}`,
);
