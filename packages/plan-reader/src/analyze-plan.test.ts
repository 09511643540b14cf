import { readFileSync } from 'node:fs';
import type { RoomType } from '@courant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FIXTURES_DIR as fixtures } from '../fixtures/index.ts';
import { normalizeName } from './classify-room.ts';
import { decodeImage } from './image-prep.ts';
import { AnalysisError, type AnalysisResult, closePlanReader, type PlanMimeType, readPlan } from './index.ts';

/**
 * The whole pipeline, as the server's analysis process runs it, over the generated plans of fixtures/
 * (scripts/generate-fixtures.ts): each file is analysed once, then checked against what is
 * written on it. Recall = rooms found with their name and surface, over rooms on the plan.
 */

interface ExpectedPlan {
  plan: string;
  files: Record<string, string>;
  surfaceLoiCarrez: number;
  rooms: { name: string; surface: number; roomType: RoomType; surfacePrinted: boolean }[];
}

const PLANS = ['appartement-t3', 'maison-rdc', 'maison-etage'];
const expected = new Map<string, ExpectedPlan>(
  PLANS.map((p) => [p, JSON.parse(readFileSync(`${fixtures}${p}/expected.json`, 'utf8')) as ExpectedPlan]),
);

const MIME: Record<string, PlanMimeType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  heic: 'image/heic',
  webp: 'image/webp',
};

function mimeOf(file: string): PlanMimeType {
  const mime = MIME[file.split('.').pop() ?? ''];
  if (!mime) throw new Error(`no MIME type for ${file}`);
  return mime;
}

interface Score {
  found: number;
  total: number;
  /** Largest surface error over the rooms whose name was found. */
  maxError: number;
  typesRight: number;
  missed: string[];
}

function score(plan: ExpectedPlan, result: AnalysisResult, tolerance: number): Score {
  const left = [...result.rooms];
  let found = 0;
  let typesRight = 0;
  let maxError = 0;
  const missed: string[] = [];
  for (const room of plan.rooms) {
    const sameName = left.filter((r) => normalizeName(r.name) === normalizeName(room.name));
    const expectedSurface = room.surfacePrinted ? room.surface : null;
    const match = sameName.find((r) =>
      r.surface === null || expectedSurface === null
        ? r.surface === expectedSurface
        : Math.abs(r.surface - expectedSurface) <= tolerance + 1e-9,
    );
    const closest = match ?? sameName[0];
    if (closest?.surface != null && expectedSurface !== null)
      maxError = Math.max(maxError, Math.abs(closest.surface - expectedSurface));
    if (!match) {
      missed.push(`${room.name} ${room.surface}`);
      continue;
    }
    left.splice(left.indexOf(match), 1);
    found++;
    if (match.roomType === room.roomType) typesRight++;
  }
  return { found, total: plan.rooms.length, maxError, typesRight, missed };
}

type Run = { plan: ExpectedPlan; file: string; result?: AnalysisResult; error?: unknown; wallMs: number };

const runs = new Map<string, Run>();
const report: string[] = [];

async function analyse(planId: string, fileKey: string): Promise<void> {
  const plan = expected.get(planId);
  const file = plan?.files[fileKey];
  if (!plan || !file) throw new Error(`no fixture ${planId}/${fileKey}`);
  const bytes = new Uint8Array(readFileSync(`${fixtures}${planId}/${file}`));
  const started = performance.now();
  const run: Run = { plan, file, wallMs: 0 };
  try {
    // Recall is measured here, speed in bench/.
    run.result = await readPlan({ bytes, mime: mimeOf(file) });
  } catch (error) {
    run.error = error;
  }
  run.wallMs = Math.round(performance.now() - started);
  runs.set(`${planId}/${fileKey}`, run);
}

function scored(key: string, tolerance: number): Score & { run: Run } {
  const run = runs.get(key);
  if (!run) throw new Error(`${key} was not analysed`);
  if (!run.result) throw run.error;
  const s = score(run.plan, run.result, tolerance);
  report.push(
    `${key.padEnd(28)} ${run.result.engine.padEnd(8)} ${String(s.found).padStart(2)}/${s.total} rooms, ` +
      `max surface error ${s.maxError.toFixed(2)} m², types ${s.typesRight}/${s.found}, ` +
      `${run.result.durationMs} ms${s.missed.length ? `; missed: ${s.missed.join(' | ')}` : ''}`,
  );
  return { ...s, run };
}

afterAll(async () => {
  await closePlanReader();
  console.log(`Plan analysis over the fixtures:\n${report.join('\n')}`);
});

describe('vector PDFs with a text layer', () => {
  beforeAll(async () => {
    for (const p of PLANS) await analyse(p, 'pdf');
  }, 300_000);

  it('finds at least 95 % of the rooms with their exact surfaces, and the types of the room table', () => {
    let found = 0;
    let total = 0;
    for (const p of PLANS) {
      const s = scored(`${p}/pdf`, 0);
      expect(s.run.result?.engine).toBe('pdf-text');
      found += s.found;
      total += s.total;
      expect(s.typesRight).toBe(s.found);
    }
    report.push(`PDF recall ${found}/${total} = ${((100 * found) / total).toFixed(1)} %`);
    expect(found / total).toBeGreaterThanOrEqual(0.95);
  });

  it("gives the plan's printed total, or the sum of its habitable rooms", () => {
    for (const p of PLANS) {
      const run = runs.get(`${p}/pdf`);
      expect(run?.result?.surfaceLoiCarrez).toBe(expected.get(p)?.surfaceLoiCarrez);
    }
  });

  it('keeps the text it read', () => {
    expect(runs.get('appartement-t3/pdf')?.result?.text).toContain('Surface habitable : 79,55 m²');
  });
});

describe('scanned plans (OCR in French)', () => {
  // Three whole pages guard the OCR path end to end (a page takes tens of seconds on a loaded machine):
  // the other formats and resolutions are read by bench/recall.bench.ts and bench/whole-page.bench.ts.
  const images: [plan: string, file: string][] = [
    ['appartement-t3', 'png300'],
    ['maison-rdc', 'heic300'],
    ['appartement-t3', 'scannedPdf'],
  ];

  beforeAll(async () => {
    for (const [p, f] of images) await analyse(p, f);
  }, 600_000);

  it('finds at least 85 % of the rooms of 300 dpi images with surfaces within 0.1 m² (PNG, HEIC)', () => {
    let found = 0;
    let total = 0;
    for (const [p, f] of images.filter(([, f]) => f.endsWith('300'))) {
      const s = scored(`${p}/${f}`, 0.1);
      expect(s.run.result?.engine).toBe('ocr');
      found += s.found;
      total += s.total;
    }
    report.push(`300 dpi image recall ${found}/${total} = ${((100 * found) / total).toFixed(1)} %`);
    expect(found / total).toBeGreaterThanOrEqual(0.85);
  });

  it('reads a PDF without a text layer by OCR', () => {
    const s = scored('appartement-t3/scannedPdf', 0.1);
    expect(s.run.result?.engine).toBe('ocr');
    expect(s.found / s.total).toBeGreaterThanOrEqual(0.8);
  });

  it("reads the plan's printed total on a scan", () => {
    expect(runs.get('appartement-t3/png300')?.result?.surfaceLoiCarrez).toBe(79.55);
    expect(runs.get('maison-rdc/heic300')?.result?.surfaceLoiCarrez).toBe(100.95);
  });
});

describe('decoding uploaded pictures', () => {
  it.each([
    ['appartement-t3/plan-300dpi.jpg', 'image/jpeg'],
    ['maison-etage/plan-300dpi.webp', 'image/webp'],
  ] as const)('decodes %s at its size', async (file, mime) => {
    const picture = await decodeImage(new Uint8Array(readFileSync(`${fixtures}${file}`)), mime);
    expect(Math.max(picture.width, picture.height)).toBeGreaterThan(2000);
  });
});

describe('failures a user sees', () => {
  it("answers NO_PLAN_DETECTED ('Aucun plan détecté' and what it read) for a document that is not a plan", async () => {
    const bytes = new Uint8Array(readFileSync(`${fixtures}not-a-plan.pdf`));
    const error = await readPlan({ bytes, mime: 'application/pdf' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).toMatchObject({ code: 'NO_PLAN_DETECTED' });
    // It says what it saw: writing, but no room name nor surface.
    expect((error as Error).message).toMatch(
      /^Aucun plan détecté\u00a0: \d+\u00a0textes lus, aucun nom de pièce/,
    );
    // What was read is kept for the stored analysis.
    expect((error as AnalysisError).details.text).toContain('Facture');
  }, 180_000);

  it('answers UNSUPPORTED for a file type it does not read', async () => {
    const error = await readPlan({
      bytes: new Uint8Array([1, 2, 3]),
      mime: 'image/gif' as PlanMimeType,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('answers UNSUPPORTED with a French message for an image it cannot decode', async () => {
    const error = await readPlan({
      bytes: new Uint8Array([0xff, 0xd8, 0, 1, 2]),
      mime: 'image/heic',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNSUPPORTED' });
    expect((error as Error).message).toMatch(/HEIC/);
  }, 60_000);
});
