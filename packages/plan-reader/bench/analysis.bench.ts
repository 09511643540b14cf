/**
 * Plan analysis as the server runs it: each file read in a fresh process (the job process of
 * apps/server/src/jobs, one per plan, models loaded in it), timed from the process's start, with its
 * CPU time and its peak resident memory (VmHWM). Targets of the issue: every page within 20 s on this
 * 2-core machine, median under 10 s, under 1.5 GB per job.
 *
 *   npx tsx bench/analysis.bench.ts                       the committed fixtures and 2 realistic plans a family
 *   npx tsx bench/analysis.bench.ts --realistic=4         4 realistic plans a family
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAN_FIXTURES_DIR as fixtures } from '../fixtures/index.ts';
import { FAMILIES, realisticPlan } from '../fixtures/realistic/families.ts';
import type { PlanMimeType } from '../src/index.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const perFamily = Number(arg('realistic') ?? 2);
const ONE = fileURLToPath(new URL('./read-one.ts', import.meta.url));

const cases: { label: string; file: string; mime: PlanMimeType }[] = [
  { label: 'vector PDF', file: `${fixtures}maison-rdc/plan.pdf`, mime: 'application/pdf' },
  { label: '300 dpi A4 PNG', file: `${fixtures}maison-rdc/plan-300dpi.png`, mime: 'image/png' },
  { label: '300 dpi A4 JPEG', file: `${fixtures}appartement-t3/plan-300dpi.jpg`, mime: 'image/jpeg' },
  { label: 'scanned PDF', file: `${fixtures}appartement-t3/scan.pdf`, mime: 'application/pdf' },
];
const dir = mkdtempSync(join(tmpdir(), 'plan-job-'));
for (const family of FAMILIES)
  for (let i = 0; i < perFamily; i++) {
    const plan = await realisticPlan(family, 'dev', i);
    const file = join(dir, `${plan.id}.${plan.file.mime === 'image/png' ? 'png' : 'jpg'}`);
    writeFileSync(file, plan.file.bytes);
    cases.push({ label: `realistic ${plan.id}`, file, mime: plan.file.mime });
  }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const walls: number[] = [];
let peak = 0;
console.log('Each file read in a fresh process (models loaded in it, as a job process does)');
for (const c of cases) {
  const started = performance.now();
  const out = execFileSync(process.execPath, ['--import', 'tsx', ONE, c.file, c.mime], { encoding: 'utf8' });
  const wall = performance.now() - started;
  const r = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    cpuMs: number;
    hwmMb: number;
    rooms: number;
    error?: string;
  };
  walls.push(wall);
  peak = Math.max(peak, r.hwmMb);
  console.log(
    `${c.label.padEnd(30)} ${(wall / 1000).toFixed(1).padStart(5)} s wall, ${(r.cpuMs / 1000).toFixed(1).padStart(5)} s CPU, ` +
      `${String(r.hwmMb).padStart(5)} MB peak, ${r.error ?? `${r.rooms} rooms`}`,
  );
}
console.log(
  `median ${(median(walls) / 1000).toFixed(1)} s, max ${(Math.max(...walls) / 1000).toFixed(1)} s, peak memory ${peak} MB over ${cases.length} files`,
);
