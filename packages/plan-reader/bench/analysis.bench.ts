/**
 * Plan analysis timings on this machine, through the real worker pool (npm run bench -w @courant/plan-reader).
 * Targets (issue 6): a PDF with a text layer under 1 s, a 300 dpi A4 scan under 20 s.
 */
import { readFileSync } from 'node:fs';
import { PLAN_FIXTURES_DIR as fixtures } from '../fixtures/index.ts';
import { analyzePlan, closeAnalysisPool, type PlanMimeType, warmUpAnalysisPool } from '../src/index.ts';

interface Case {
  label: string;
  file: string;
  mime: PlanMimeType;
  runs: number;
  targetMs: number;
}

const cases: Case[] = [
  {
    label: 'vector PDF (text layer)',
    file: 'maison-rdc/plan.pdf',
    mime: 'application/pdf',
    runs: 5,
    targetMs: 1_000,
  },
  {
    label: '300 dpi A4 PNG scan (OCR)',
    file: 'maison-rdc/plan-300dpi.png',
    mime: 'image/png',
    runs: 3,
    targetMs: 20_000,
  },
  {
    label: '300 dpi A4 JPEG scan (OCR)',
    file: 'appartement-t3/plan-300dpi.jpg',
    mime: 'image/jpeg',
    runs: 1,
    targetMs: 20_000,
  },
  {
    label: 'scanned PDF, no text (OCR)',
    file: 'appartement-t3/scan.pdf',
    mime: 'application/pdf',
    runs: 1,
    targetMs: 20_000,
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let failed = false;
console.log('Plan analysis (one worker thread, started 4 s ahead as the server does)');
// As the server does at start: the workers load while nothing waits for them.
warmUpAnalysisPool();
await new Promise((resolve) => setTimeout(resolve, 4_000));
for (const c of cases) {
  const bytes = new Uint8Array(readFileSync(`${fixtures}${c.file}`));
  const times: number[] = [];
  let rooms = 0;
  for (let i = 0; i < c.runs; i++) {
    const started = performance.now();
    const result = await analyzePlan({ bytes, mime: c.mime, timeoutMs: 120_000 });
    times.push(performance.now() - started);
    rooms = result.rooms.length;
  }
  const steady = times.length > 1 ? median(times.slice(1)) : (times[0] ?? 0);
  const ok = steady < c.targetMs;
  failed ||= !ok;
  console.log(
    `${c.label.padEnd(28)} ${c.file.padEnd(32)} first ${Math.round(times[0] ?? 0)} ms, ` +
      `${times.length > 1 ? `median of the next ${times.length - 1}` : 'only run'} ${Math.round(steady)} ms ` +
      `(target < ${c.targetMs} ms: ${ok ? 'ok' : 'MISSED'}), ${rooms} rooms`,
  );
}
await closeAnalysisPool();
if (failed) process.exitCode = 1;
