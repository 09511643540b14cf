import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { registerFixtureFonts } from '../fixtures/paint/fonts.ts';
import { toGrey } from './image-prep.ts';
import { closeLineRecogniser, recogniseLine } from './line-recogniser.ts';
import { recognisedFigure } from './small-print.ts';

/** One label line drawn at a scan's size (px the font size), grey paper, as the small-print reader crops it. */
function drawnLine(text: string, px: number) {
  registerFixtureFonts();
  const width = Math.ceil(text.length * px * 0.7 + 2 * px);
  const height = Math.ceil(px * 1.8);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f3ef';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1a1a1a';
  ctx.textAlign = 'center';
  ctx.font = `${px}px "Fixture Sans"`;
  ctx.fillText(text, width / 2, height * 0.72);
  // Enlarged to the recogniser's 48 px as readSmallPrint does.
  return toGrey(canvas, 48 / height);
}

describe('PaddleOCR line recogniser (from node_modules, no download)', () => {
  afterAll(closeLineRecogniser);

  it.each([
    ['SU: 10,75 m²', 14],
    ['Buanderie', 14],
    ['12,1 m²', 9],
  ])('reads %s drawn %i px high', async (text, px) => {
    const read = await recogniseLine(drawnLine(text, px));
    // Spaces it may drop, and '²' it may read '2' (a plan writes either).
    const plain = (s: string) => s.replace(/\s/gu, '').replace('²', '2');
    expect(plain(read.text)).toBe(plain(text));
    expect(read.confidence).toBeGreaterThan(0.5);
  });

  it('reads nothing on blank paper', async () => {
    const blank = toGrey(createCanvas(200, 48), 1);
    expect((await recogniseLine(blank)).text).toBe('');
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
