/**
 * Recall, precision and time of the plan reading on realistic plans (fixtures/realistic): the raster
 * plans electricians receive, drawn from seeds, reported apart from the generated styles of
 * recall.bench.ts. Prints figures only.
 *
 *   npx tsx bench/realistic.bench.ts                               dev split, 4 plans a family
 *   npx tsx bench/realistic.bench.ts --split=holdout --count=6     the held-out split (never tuned on)
 *   npx tsx bench/realistic.bench.ts --families=permit,scan --from=4 --count=2 --verbose
 *   npx tsx bench/realistic.bench.ts --json=/tmp/run.json          also writes every reading
 *
 * Over the rooms the plan writes a surface for: recall = rooms listed with that surface (within
 * 0.1 m²) and their type right / such rooms; precision = those / rooms listed with a surface. Rooms
 * listed without a surface are counted apart: a plan room whose surface is to enter, a plan room
 * written without surface, or invented. Reading happens in this thread (readPlan), one plan after
 * the other, the file drawn before the clock starts.
 */
import { writeFileSync } from 'node:fs';
import { scoreRooms } from '../fixtures/paint/score.ts';
import {
  FAMILIES,
  type Family,
  type RealisticPlan,
  realisticPlan,
  type Split,
} from '../fixtures/realistic/families.ts';
import { AnalysisError, closePlanReader, type DetectedRoom, readPlan } from '../src/index.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const families = (arg('families')?.split(',') ?? FAMILIES) as Family[];
for (const f of families) if (!FAMILIES.includes(f)) throw new Error(`unknown family ${f}: ${FAMILIES}`);
const split = (arg('split') ?? 'dev') as Split;
const count = Number(arg('count') ?? 4);
const from = Number(arg('from') ?? 0);
const verbose = process.argv.includes('--verbose');
const jsonOut = arg('json');

interface Reading {
  id: string;
  family: Family;
  ms: number;
  /** CPU time of the reading (every thread of this process): the time on an idle machine. */
  cpuMs: number;
  /** Each stage's CPU time, as the reader reports it. */
  stages: string[];
  error?: string;
  message?: string;
  /** Plan rooms with a written surface, read right. */
  right: number;
  written: number;
  /** Rooms listed with a surface. */
  listed: number;
  /** Listed without a surface: a plan room (to enter or unwritten) or none (invented). */
  bare: { planRoom: number; invented: number };
  missed: string[];
  wrong: string[];
  decoys: string[];
  about: string;
}

function judge(
  plan: RealisticPlan,
  rooms: DetectedRoom[],
): Omit<Reading, 'ms' | 'cpuMs' | 'stages' | 'error' | 'message'> {
  const written = plan.rooms.filter((r) => r.surface !== null);
  const withSurface = rooms.filter((r) => r.surface !== null);
  const score = scoreRooms(written, withSurface, plan.decoys);
  const bare = rooms.filter((r) => r.surface === null);
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const planRoom = bare.filter((b) =>
    plan.rooms.some((p) => plain(p.name) === plain(b.name) || p.roomType === b.roomType),
  ).length;
  return {
    id: plan.id,
    family: plan.family,
    right: score.matched,
    written: written.length,
    listed: withSurface.length,
    bare: { planRoom, invented: bare.length - planRoom },
    missed: score.missed,
    wrong: score.extra,
    decoys: score.decoys,
    about: plan.about,
  };
}

async function readOne(plan: RealisticPlan): Promise<Reading> {
  const stages: string[] = [];
  const onStage = (stage: string, cpuMs: number) => stages.push(`${stage} ${(cpuMs / 1000).toFixed(1)} s`);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const spent = () => {
    const { user, system } = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (user + system) / 1000, stages };
  };
  try {
    const result = await readPlan({ bytes: plan.file.bytes, mime: plan.file.mime }, { onStage });
    return { ...judge(plan, result.rooms), ...spent() };
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    return { ...judge(plan, []), ...spent(), error: error.code, message: error.message };
  }
}

const pct = (v: number) => v.toFixed(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function line(label: string, rs: Reading[]): string {
  const right = rs.reduce((n, r) => n + r.right, 0);
  const written = rs.reduce((n, r) => n + r.written, 0);
  const listed = rs.reduce((n, r) => n + r.listed, 0);
  const planRoom = rs.reduce((n, r) => n + r.bare.planRoom, 0);
  const invented = rs.reduce((n, r) => n + r.bare.invented, 0);
  const ms = rs.map((r) => r.ms);
  const cpu = rs.map((r) => r.cpuMs);
  const failed = rs.filter((r) => r.error).length;
  return (
    `${label.padEnd(10)} recall ${pct(written ? right / written : 1)} precision ${pct(listed ? right / listed : 1)} ` +
    `(${right}/${written}, ${listed} listed with a surface; without: ${planRoom} plan rooms, ${invented} invented) ` +
    `${rs.length} plans${failed ? `, ${failed} unread` : ''}, median ${(median(ms) / 1000).toFixed(1)} s, max ${(Math.max(...ms) / 1000).toFixed(1)} s ` +
    `(CPU median ${(median(cpu) / 1000).toFixed(1)} s, max ${(Math.max(...cpu) / 1000).toFixed(1)} s)`
  );
}

// The models load before the first clock starts (as in a warmed job process).
const first = await realisticPlan(families[0] ?? 'permit', split, from);
await readPlan({ bytes: first.file.bytes, mime: first.file.mime }).catch(() => {});

const readings: Reading[] = [];
const started = performance.now();
for (const family of families) {
  for (let i = from; i < from + count; i++) {
    const plan = await realisticPlan(family, split, i);
    const r = await readOne(plan);
    readings.push(r);
    if (verbose)
      console.log(
        `  ${r.id.padEnd(20)} ${r.right}/${r.written} of ${r.listed} ${(r.ms / 1000).toFixed(1)} s (CPU ${(r.cpuMs / 1000).toFixed(1)} s: ${r.stages.join(', ')}) ${r.error ? `${r.error} '${r.message}'` : ''} ` +
          `[${r.about}] ${[...r.missed.map((m) => `-${m}`), ...r.wrong.map((m) => `+${m}`)].join(' | ')}`,
      );
  }
}
console.log(`\nRealistic plans, ${split} split, plans ${from}–${from + count - 1} of each family`);
for (const family of families)
  console.log(
    line(
      family,
      readings.filter((r) => r.family === family),
    ),
  );
console.log(line('all', readings));
const decoys = readings.flatMap((r) => r.decoys.map((d) => `${r.id}: ${d}`));
console.log(
  `Title block, note, dimension or table header read as a room: ${decoys.length ? decoys.join('; ') : 'none'}`,
);
console.log(`Bench time ${Math.round((performance.now() - started) / 1000)} s`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(readings, null, 1));
await closePlanReader();
