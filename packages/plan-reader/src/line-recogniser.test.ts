import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { blankSheet } from '../fixtures/paint/raster-painter.ts';
import { toGrey } from './image-prep.ts';
import { type LineReading, readLineFrames } from './line-recogniser.ts';
import { jointFigure, recognisedFigure } from './small-print.ts';
import { closeModels } from './stages/models.ts';

/** One label line drawn at a scan's size (px the font size), grey paper, as the small-print reader crops it. */
function drawnLine(text: string, px: number) {
  const width = Math.ceil(text.length * px * 0.7 + 2 * px);
  const height = Math.ceil(px * 1.8);
  const { canvas, ctx } = blankSheet(width, height);
  ctx.textAlign = 'center';
  ctx.font = `${px}px "Fixture Sans"`;
  ctx.fillText(text, width / 2, height * 0.72);
  // Enlarged to the recogniser's 48 px as readSmallPrint does.
  return toGrey(canvas, 48 / height);
}

describe('PaddleOCR line recogniser (from node_modules, no download)', () => {
  afterAll(closeModels);

  it.each([
    ['SU: 10,75 m²', 14],
    ['Buanderie', 14],
    ['12,1 m²', 9],
  ])('reads %s drawn %i px high', async (text, px) => {
    const read = await readLineFrames(drawnLine(text, px));
    // Spaces it may drop, and '²' it may read '2' (a plan writes either).
    const plain = (s: string) => s.replace(/\s/gu, '').replace('²', '2');
    expect(plain(read.text)).toBe(plain(text));
    expect(read.confidence).toBeGreaterThan(0.5);
  });

  it('weighs a figure on the line: the one written scores near 0, a digit changed far less', async () => {
    const read = await readLineFrames(drawnLine('SU: 18,6 m²', 9));
    const written = read.figureScore('18,6');
    expect(written).toBeGreaterThan(-1);
    // The separator is any of ',', '.', ':' (the recogniser reads '18.6' as often).
    expect(read.figureScore('18.6')).toBeCloseTo(written, 5);
    for (const other of ['19,6', '18,8', '10,6', '8,6'])
      expect(read.figureScore(other)).toBeLessThan(written - 3);
  });

  it('reads nothing on blank paper', async () => {
    const blank = toGrey(createCanvas(200, 48), 1);
    expect((await readLineFrames(blank)).text).toBe('');
  });
});

describe('the figure of a recognised surface line', () => {
  it.each([
    ['32,45.m', '32,45'],
    ['SU:10.75', '10,75'],
    ['1:35', '1,35'],
    ['12m2', '12'],
    ['su.27.6m²', '27,6'],
  ])('%s gives %s', (text, figure) => {
    expect(recognisedFigure(text)).toBe(figure);
  });

  it.each(['-2.50m', 'HSP:2m50', 'h=2,50m', 'Parquet'])('%s is no surface', (text) => {
    expect(recognisedFigure(text)).toBeUndefined();
  });
});

/** A reading whose recogniser sees one figure (score 0) and every other at -penalty per digit changed. */
function readingOf(seen: string, penalty: number): LineReading {
  return {
    text: seen,
    confidence: 0.9,
    figureScore: (figure) =>
      figure.length !== seen.length
        ? Number.NEGATIVE_INFINITY
        : -penalty * [...figure].filter((ch, k) => ch !== seen[k]).length,
  };
}

/** Drawing costs at each place: 0 for the digit drawn best, `gap` for the runner-up, 1 for the rest. */
function drawn(best: number[], runnerUp: number[], gap: number): number[][] {
  return best.map((b, k) =>
    Array.from({ length: 10 }, (_, d) => (d === b ? 0 : d === runnerUp[k] ? gap : 1)),
  );
}

describe('the figure the drawing and the recogniser read together', () => {
  it("takes the recogniser's digit where the drawing hesitates (19,6 drawn, 18,6 seen)", () => {
    const joint = jointFigure('19,6', drawn([1, 9, 6], [7, 8, 5], 0.03), readingOf('18,6', 5));
    expect(joint?.figure).toBe('18,6');
    expect(joint?.drawn).toBeCloseTo(0.03);
    expect(joint?.margin).toBeGreaterThan(3);
  });

  it("keeps the drawing's digit when it is clearly better drawn than what the recogniser sees", () => {
    // 0.5 ink² is 10 nats: more than the recogniser's 5 for its own digit.
    expect(jointFigure('19,6', drawn([1, 9, 6], [7, 8, 5], 0.5), readingOf('18,6', 5))?.figure).toBe('19,6');
  });

  it('is unsure when the recogniser barely tells the figures apart', () => {
    const joint = jointFigure('19,6', drawn([1, 9, 6], [7, 8, 5], 0.03), readingOf('18,6', 0.5));
    expect(joint?.margin).toBeLessThan(3);
  });
});
