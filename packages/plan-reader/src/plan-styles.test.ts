import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomScore, scoreRooms, totals } from '../fixtures/paint/score.ts';
import {
  type ExpectedRoom,
  PLAN_STYLES,
  type PlanVariant,
  planVariants,
  renderVariant,
} from '../fixtures/paint/variants.ts';
import { closePlanReader, readPlan } from './index.ts';
import type { AnalysisResult, DetectedRoom } from './types.ts';

/**
 * Plans written as French architects write them (issue 17), drawn from the specs of fixtures/specs
 * in every style of fixtures/paint/variants.ts (15 styles × 3 plans), read from their PDF text
 * layer. A room counts when its type is right and its surface within 0.1 m² (or both unwritten).
 * Raster formats of the same variants are measured by the bench (OCR takes tens of seconds each).
 */
const variants = planVariants();
type Score = Omit<RoomScore, 'pairs'> & { pairs: { expected: ExpectedRoom; read: DetectedRoom }[] };
const readings = new Map<string, { variant: PlanVariant; result: AnalysisResult; score: Score }>();

beforeAll(async () => {
  for (const variant of variants) {
    const bytes = await renderVariant(variant, 'pdf');
    const result = await readPlan({ bytes, mime: 'application/pdf' });
    readings.set(variant.id, {
      variant,
      result,
      score: scoreRooms(variant.expected, result.rooms, variant.draw.decoys),
    });
  }
}, 240_000);

afterAll(async () => {
  await closePlanReader();
});

describe('vector PDFs in every style (issue 17)', () => {
  it('has at least 40 plans', () => {
    expect(variants.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PLAN_STYLES.map((s) => [s.id, s.about]))('%s (%s): recall and precision ≥ 0.98', (styleId) => {
    const scores = [...readings.values()].filter((r) => r.variant.style.id === styleId);
    const sum = totals(scores.map((r) => r.score));
    const misses = scores.flatMap((r) =>
      [...r.score.missed, ...r.score.extra].map((m) => `${r.variant.id}: ${m}`),
    );
    expect(misses.length === 0 || sum.recall >= 0.98 ? [] : misses).toEqual([]);
    expect(sum.recall).toBeGreaterThanOrEqual(0.98);
    expect(sum.precision).toBeGreaterThanOrEqual(0.98);
  });

  it('never lists the title block, a legend, a note or a total line as a room', () => {
    const decoys = [...readings.values()].flatMap((r) => r.score.decoys.map((d) => `${r.variant.id}: ${d}`));
    expect(decoys).toEqual([]);
    const names = [...readings.values()].flatMap((r) => r.result.rooms.map((room) => room.name));
    for (const never of [
      /dessin/i,
      /[ée]chelle/i,
      /indice/i,
      /l[ée]gende/i,
      /surface habitable/i,
      /VR /,
      /total/i,
    ]) {
      expect(names.filter((n) => never.test(n))).toEqual([]);
    }
  });

  it('gives a room without a written surface a null surface, never 0, and a low confidence', () => {
    const unwritten = [...readings.values()].flatMap((r) =>
      r.score.pairs.filter((p) => p.expected.surface === null).map((p) => p.read),
    );
    expect(unwritten.length).toBeGreaterThan(10);
    for (const room of unwritten) {
      expect(room.surface).toBeNull();
      expect(room.confidence).toBeLessThan(0.7);
    }
    const all = [...readings.values()].flatMap((r) => r.result.rooms);
    expect(all.filter((room) => room.surface === 0)).toEqual([]);
  });

  it('keeps the names as written and types the abbreviations', () => {
    const names = readings.get('abbreviations/appartement-t3')?.result.rooms.map((r) => [r.name, r.roomType]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Séj./cuis.', 'LivingRoomWithIntegratedKitchen'],
        ['CH. 1', 'Bedroom'],
        ['Dress.', 'CirculationArea'],
        ['CELL.', 'Other'],
        ['ENTR.', 'CirculationArea'],
      ]),
    );
  });

  it("places each label's box over the label drawn on the displayed page, rotated pages included", () => {
    const off: string[] = [];
    for (const { variant, score } of readings.values()) {
      for (const { expected, read } of score.pairs) {
        const box = read.label;
        if (!expected.at) continue;
        const inside =
          box !== undefined &&
          box.page === 1 &&
          expected.at.x >= box.x - 0.01 &&
          expected.at.x <= box.x + box.width + 0.01 &&
          expected.at.y >= box.y - 0.01 &&
          expected.at.y <= box.y + box.height + 0.01;
        if (!inside)
          off.push(
            `${variant.id}: ${expected.name} ${JSON.stringify(box)} vs ${JSON.stringify(expected.at)}`,
          );
      }
    }
    expect(off).toEqual([]);
  });

  it("reads the plan's habitable total, not counting it as a room", () => {
    for (const { variant, result } of readings.values()) {
      expect.soft(result.surfaceLoiCarrez, variant.id).toBe(variant.surfaceLoiCarrez);
    }
  });
});
