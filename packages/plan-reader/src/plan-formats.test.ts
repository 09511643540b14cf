import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomScore, scoreRooms } from '../fixtures/paint/score.ts';
import { FORMAT_MIME, planVariants, renderVariant } from '../fixtures/paint/variants.ts';
import { closePlanReader, readPlan } from './index.ts';

/**
 * A phone photo of a plan (turned, keystone, blur, noise, shadow, JPEG q60), read whole: the one raster
 * format the other whole-page tests do not cover. Every style in every format is read by
 * bench/recall.bench.ts, one style's three plans per format against their floors by
 * bench/whole-page.bench.ts (minutes a format on a loaded machine).
 */
const ID = 'capitals/maison-rdc';
let score: RoomScore;

beforeAll(async () => {
  const variant = planVariants().find((v) => v.id === ID);
  if (!variant) throw new Error(`fixture ${ID} missing`);
  const bytes = await renderVariant(variant, 'photo');
  const { rooms } = await readPlan({ bytes, mime: FORMAT_MIME.photo });
  score = scoreRooms(variant.expected, rooms, variant.draw.decoys);
}, 600_000);

afterAll(async () => {
  await closePlanReader();
});

describe('a phone photo of a plan', () => {
  it('reads most rooms with their surfaces, none invented', () => {
    // The capitals style's three photos: 31/34 of 31 (0.91, 1.00), then 32/34 of 32.
    expect({ recall: score.matched / score.expected >= 0.8, extra: score.extra }).toEqual({
      recall: true,
      extra: [],
    });
  });

  it('never lists the title block, a legend, a note or a total line as a room', () => {
    expect(score.decoys).toEqual([]);
  });
});
