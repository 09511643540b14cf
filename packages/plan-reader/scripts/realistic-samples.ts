/**
 * Writes realistic plans (fixtures/realistic) to a folder to look at, with their truth:
 *
 *   npx tsx scripts/realistic-samples.ts --out=/tmp/plans [--families=permit,scan] [--split=dev] [--count=2]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, type Family, realisticPlan, type Split } from '../fixtures/realistic/families.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const out = arg('out') ?? '/tmp/realistic-plans';
const families = (arg('families')?.split(',') ?? FAMILIES) as Family[];
const split = (arg('split') ?? 'dev') as Split;
const count = Number(arg('count') ?? 2);
const from = Number(arg('from') ?? 0);
mkdirSync(out, { recursive: true });
for (const family of families)
  for (let i = from; i < from + count; i++) {
    const plan = await realisticPlan(family, split, i);
    const ext = plan.file.mime === 'image/png' ? 'png' : 'jpg';
    writeFileSync(join(out, `${plan.id}.${ext}`), plan.file.bytes);
    writeFileSync(
      join(out, `${plan.id}.json`),
      JSON.stringify({ about: plan.about, rooms: plan.rooms, decoys: plan.decoys }, null, 1),
    );
    console.log(
      `${plan.id}.${ext} ${plan.file.width}×${plan.file.height} ${plan.about}: ${plan.rooms.map((r) => `${r.name} ${r.surface ?? '—'}`).join(' | ')}`,
    );
  }
