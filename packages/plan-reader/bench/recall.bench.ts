/**
 * Recall, precision and time of the plan reading per style and per format (issue 17), over the
 * style variants of fixtures/paint/variants.ts (15 styles × 3 plans) and the real plans of
 * fixtures/real/ when present. Prints figures only: targets are asserted by the tests, at margins.
 *
 *   npm run bench -w @courant/plan-reader                      every style, every format (about an hour)
 *   npx tsx bench/recall.bench.ts --formats=png150,floor700    some formats
 *   npx tsx bench/recall.bench.ts --styles=classic --plans=maison-rdc --verbose
 *   npx tsx bench/recall.bench.ts --json=/tmp/run.json         also writes every reading
 *
 * A room counts when its type is right and its surface within 0.1 m² (or both unwritten); a plan room
 * listed with its surface to enter ('?' in --verbose) counts neither for recall nor against precision. Reading
 * happens in this thread (readPlan), one plan after the other; the time is the analysis alone (the
 * file is drawn before the clock starts), the OCR model loaded once ahead.
 */
import { writeFileSync } from 'node:fs';
import { type RoomScore, scoreRooms, totals } from '../fixtures/paint/score.ts';
import {
  FORMAT_ABOUT,
  FORMAT_MIME,
  PLAN_STYLES,
  type PlanVariant,
  planVariants,
  renderVariant,
  type VariantFormat,
} from '../fixtures/paint/variants.ts';
import { AnalysisError, closePlanReader, readPlan } from '../src/index.ts';

const ALL_FORMATS = Object.keys(FORMAT_MIME) as VariantFormat[];

function arg(name: string): string[] | undefined {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a
    ? a
        .slice(name.length + 3)
        .split(',')
        .filter(Boolean)
    : undefined;
}
const verbose = process.argv.includes('--verbose');
const formats = (arg('formats') ?? ALL_FORMATS) as VariantFormat[];
for (const f of formats) if (!ALL_FORMATS.includes(f)) throw new Error(`unknown format ${f}: ${ALL_FORMATS}`);
const styleIds = arg('styles');
const planIds = arg('plans');
const jsonOut = arg('json')?.[0];

/**
 * Styles that differ from another only in how a PDF stores its text (glyph runs) draw the same
 * picture: a raster format reads them once, under the style they copy.
 */
const PDF_ONLY_STYLES = new Set(['glyph-runs', 'glyph-runs-rotated', 'glyph-runs-shuffled']);

const variants = planVariants().filter(
  (v) => (!styleIds || styleIds.includes(v.style.id)) && (!planIds || planIds.includes(v.plan.id)),
);

interface Reading {
  variant: string;
  style: string;
  format: VariantFormat;
  ms: number;
  score: Omit<RoomScore, 'pairs'>;
  error?: string;
}

const readings: Reading[] = [];

async function readOne(variant: PlanVariant, format: VariantFormat): Promise<Reading> {
  const bytes = await renderVariant(variant, format);
  const started = performance.now();
  try {
    const result = await readPlan({ bytes, mime: FORMAT_MIME[format] });
    const ms = performance.now() - started;
    const { pairs: _pairs, ...score } = scoreRooms(variant.expected, result.rooms, variant.draw.decoys);
    return { variant: variant.id, style: variant.style.id, format, ms, score };
  } catch (error) {
    const ms = performance.now() - started;
    if (!(error instanceof AnalysisError)) throw error;
    const score = scoreRooms(variant.expected, [], variant.draw.decoys);
    return { variant: variant.id, style: variant.style.id, format, ms, score, error: error.code };
  }
}

const pct = (v: number) => v.toFixed(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function cell(rs: Reading[]): string {
  if (rs.length === 0) return '—'.padEnd(11);
  const t = totals(rs.map((r) => r.score));
  return `${pct(t.recall)}/${pct(t.precision)}`.padEnd(11);
}

// The OCR model loads before the first clock starts (as in the server's warmed worker pool).
if (formats.some((f) => f !== 'pdf') && variants[0]) {
  await readPlan({ bytes: await renderVariant(variants[0], 'png150'), mime: 'image/png' }).catch(() => {});
}

const started = performance.now();
for (const format of formats) {
  const set = format === 'pdf' ? variants : variants.filter((v) => !PDF_ONLY_STYLES.has(v.style.id));
  const rs: Reading[] = [];
  for (const variant of set) {
    const r = await readOne(variant, format);
    rs.push(r);
    readings.push(r);
    if (verbose) {
      const wrong = [
        ...r.score.missed.map((m) => `-${m}`),
        ...r.score.extra.map((m) => `+${m}`),
        ...r.score.toEnter.map((m) => `?${m}`),
      ];
      console.log(
        `  ${format} ${variant.id.padEnd(34)} ${r.score.matched}/${r.score.expected} of ${r.score.detected} ` +
          `${Math.round(r.ms)} ms ${r.error ?? ''} ${wrong.join(' | ')}`,
      );
    }
  }
  const t = totals(rs.map((r) => r.score));
  const ms = rs.map((r) => r.ms);
  console.log(
    `${format.padEnd(8)} ${FORMAT_ABOUT[format].padEnd(60)} recall ${pct(t.recall)} precision ${pct(t.precision)} ` +
      `(${t.matched}/${t.expected} of ${t.detected}, ${t.toEnter} to enter) ${rs.length} plans, time median ${Math.round(median(ms))} ms, ` +
      `max ${Math.round(Math.max(...ms))} ms`,
  );
}

console.log('\nRecall/precision per style (columns: formats)');
const styles = PLAN_STYLES.filter((s) => readings.some((r) => r.style === s.id));
console.log(`${'style'.padEnd(20)} ${formats.map((f) => f.padEnd(11)).join(' ')}`);
for (const s of styles) {
  const row = formats.map((f) => cell(readings.filter((r) => r.style === s.id && r.format === f)));
  console.log(`${s.id.padEnd(20)} ${row.join(' ')}`);
}
console.log(
  `${'all'.padEnd(20)} ${formats.map((f) => cell(readings.filter((r) => r.format === f))).join(' ')}`,
);
console.log(
  `${'time median (ms)'.padEnd(20)} ${formats
    .map((f) =>
      String(Math.round(median(readings.filter((r) => r.format === f).map((r) => r.ms)))).padEnd(11),
    )
    .join(' ')}`,
);
const decoys = readings.flatMap((r) => r.score.decoys.map((d) => `${r.format} ${r.variant}: ${d}`));
console.log(
  `\nTitle block, legend, note or total read as a room: ${decoys.length ? decoys.join('; ') : 'none'}`,
);
console.log(`Bench time ${Math.round((performance.now() - started) / 1000)} s`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(readings, null, 1));
await closePlanReader();
