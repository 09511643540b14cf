/**
 * Writes the committed plan fixtures of fixtures/: each plan of fixtures/specs/*.json (data) drawn by
 * the painters of fixtures/paint as
 * - a vector PDF with a real text layer (DejaVu Sans embedded, so 'é' and '²' are real glyphs),
 * - scanned-looking PNGs at 150 and 300 dpi (slight rotation, blur, speckles, paper tone),
 * - and the plan's extraFormats: a 300 dpi JPEG, an image-only "scanned" PDF, a HEIC (when Debian's
 *   heif-enc from libheif-examples is installed: no npm package encodes HEIC) or a WEBP,
 * with an expected.json of the rooms a reader finds on it.
 *
 * Run: npm run fixtures -w @courant/plan-reader. Output is deterministic except for encoder
 * versions; the files are committed so that tests never need this script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAN_FIXTURES_DIR } from '../fixtures/index.ts';
import { imageOnlyPdf, notAPlanPdf, renderPdf } from '../fixtures/paint/pdf-painter.ts';
import { habitableTotal, loadPlanSpecs, type PlanSpec } from '../fixtures/paint/plan-spec.ts';
import { renderScan } from '../fixtures/paint/raster-painter.ts';

function hasHeifEnc(): boolean {
  for (const flag of ['--version', '-h']) {
    try {
      execFileSync('heif-enc', [flag], { stdio: 'ignore' });
      return true;
    } catch {
      // try the next flag: older heif-enc has no --version
    }
  }
  return false;
}

async function writePlan(plan: PlanSpec, heif: boolean): Promise<void> {
  const dir = join(PLAN_FIXTURES_DIR, plan.id);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {};
  const write = (key: string, name: string, bytes: Uint8Array) => {
    writeFileSync(join(dir, name), bytes);
    files[key] = name;
  };

  write('pdf', 'plan.pdf', await renderPdf(plan));
  const scan300 = renderScan(plan, 300);
  write('png300', 'plan-300dpi.png', await scan300.encode('png'));
  write('png150', 'plan-150dpi.png', await renderScan(plan, 150).encode('png'));
  const extras = plan.extraFormats ?? [];
  if (extras.includes('jpeg300')) write('jpeg300', 'plan-300dpi.jpg', await scan300.encode('jpeg', 72));
  if (extras.includes('scannedPdf')) {
    write('scannedPdf', 'scan.pdf', await imageOnlyPdf(plan, await renderScan(plan, 200).encode('jpeg', 75)));
  }
  const heic = join(dir, 'plan-300dpi.heic');
  if (extras.includes('heic300') && heif) {
    const tmp = join(tmpdir(), `plan-${plan.id}.png`);
    writeFileSync(tmp, await scan300.encode('png'));
    execFileSync('heif-enc', ['-q', '55', '-o', heic, tmp], { stdio: 'ignore' });
    rmSync(tmp);
  }
  // Without heif-enc the committed HEIC stays.
  if (extras.includes('heic300') && existsSync(heic)) files.heic300 = 'plan-300dpi.heic';
  if (extras.includes('webp300')) write('webp300', 'plan-300dpi.webp', await scan300.encode('webp', 70));

  const expected = {
    plan: plan.id,
    title: plan.title,
    files,
    totalPrinted: plan.total !== undefined,
    surfaceLoiCarrez: habitableTotal(plan),
    rooms: plan.rooms.map((r) => ({
      name: r.name,
      surface: r.surface,
      roomType: r.roomType,
      rotated: r.style.rotate !== undefined,
      surfacePrinted: r.style.nameOnly !== true,
    })),
  };
  writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(`${plan.id}: ${Object.values(files).join(', ')}`);
}

const heif = hasHeifEnc();
if (!heif)
  console.warn('heif-enc not found (apt-get install libheif-examples): the HEIC fixture is kept as it is');
writeFileSync(join(PLAN_FIXTURES_DIR, 'not-a-plan.pdf'), await notAPlanPdf());
for (const plan of loadPlanSpecs()) await writePlan(plan, heif);
