/**
 * One plan file read in this process, as a job process reads it: prints its CPU time, its peak
 * resident memory (VmHWM) and what it read, as one JSON line (bench/analysis.bench.ts).
 */
import { readFileSync } from 'node:fs';
import { AnalysisError, closePlanReader, type PlanMimeType, readPlan } from '../src/index.ts';

const [file, mime] = process.argv.slice(2);
if (!file || !mime) throw new Error('usage: read-one.ts FILE MIME');
let rooms = 0;
let error: string | undefined;
try {
  rooms = (await readPlan({ bytes: new Uint8Array(readFileSync(file)), mime: mime as PlanMimeType })).rooms
    .length;
} catch (e) {
  if (!(e instanceof AnalysisError)) throw e;
  error = `${e.code}: ${e.message}`;
}
const usage = process.cpuUsage();
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
await closePlanReader();
console.log(
  JSON.stringify({
    cpuMs: Math.round((usage.user + usage.system) / 1000),
    hwmMb: Math.round(Number(hwm ?? 0) / 1024),
    rooms,
    error,
  }),
);
