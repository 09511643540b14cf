import { afterAll, describe, expect, it } from 'vitest';
import { scoreRooms } from '../fixtures/paint/score.ts';
import { FORMAT_MIME, planVariants, renderVariant } from '../fixtures/paint/variants.ts';
import { closePlanReader, readPlan } from './index.ts';

afterAll(async () => {
  await closePlanReader();
});

describe('small print: labels written on one line (issue 17)', () => {
  it("reads a floor in 700 px whose narrow rooms write 'Palier SU: 5,4 m²' on one line", async () => {
    // Five of its eleven rooms write name and surface on one line, two of them upright ('Placard SU:
    // 0,9 m²', 'Salle de bains SU: 6,05 m²'), in bold. Measured: 1 room of 11 before one-line labels
    // were read, 6 of 6 listed since.
    const variant = planVariants().find((v) => v.id === 'multiline/maison-etage');
    if (!variant) throw new Error('fixture multiline/maison-etage missing');
    const bytes = await renderVariant(variant, 'floor700');
    const { rooms } = await readPlan({ bytes, mime: FORMAT_MIME.floor700 });
    const score = scoreRooms(variant.expected, rooms, variant.draw.decoys);
    const oneLine = ['Placard', 'Salle de bains', 'Palier', 'W.C.', 'Balcon'];
    const found = score.pairs.filter((p) => oneLine.includes(p.expected.name)).map((p) => p.expected.name);
    expect({ found: found.length >= 4, extra: score.extra }).toEqual({ found: true, extra: [] });
  }, 120_000);
});
