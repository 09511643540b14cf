import { describe, expect, it } from 'vitest';
import { blankSheet } from '../fixtures/paint/raster-painter.ts';
import { fitNameLine, fitSurfaceLine } from './glyph-fit.ts';
import { type Grey, toGrey } from './image-prep.ts';
import { findTextLines } from './text-lines.ts';

/**
 * A label drawn small, as a low-resolution scan shows it (issue 17: a 1:100 plan at 87 dpi, letters
 * 5.5 px high): name in bold over its surface, grey paper, a thin dimension line across the surface.
 */
function smallLabel(name: string, surface: string, options: { line?: boolean; px?: number } = {}): Grey {
  const px = options.px ?? 7.5;
  const { canvas, ctx } = blankSheet(140, 60);
  ctx.textAlign = 'center';
  ctx.font = `bold ${px}px "Fixture Sans"`;
  ctx.fillText(name, 70, 26);
  ctx.font = `${px}px "Fixture Sans"`;
  ctx.fillText(surface, 70, 26 + px * 1.4);
  if (options.line) {
    ctx.strokeStyle = 'rgba(40,40,40,0.85)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, 26 + px * 1.4 - 2);
    ctx.lineTo(140, 26 + px * 1.4 - 2);
    ctx.stroke();
  }
  return toGrey(canvas, 1);
}

/** The label's lines as the line finder gives them: the name (top), the surface line (its pieces joined). */
function labelLines(grey: Grey) {
  const { lines, strokes } = findTextLines(grey, 12);
  const bottom = Math.max(...lines.map((l) => l.baseline));
  const pieces = lines.filter((l) => Math.abs(l.baseline - bottom) <= 1.5);
  const first = pieces[0];
  if (!first) throw new Error('no line found');
  const line = {
    ...first,
    x0: Math.min(...pieces.map((l) => l.x0)),
    x1: Math.max(...pieces.map((l) => l.x1)),
  };
  const name = [...lines].sort((a, b) => a.baseline - b.baseline)[0];
  return { line, name, strokes };
}

describe('reading small print by drawing it (glyph-fit, text-lines)', () => {
  it.each([
    ['Séjour', '27,6 m²'],
    ['Cuisine', '11,85 m2'],
    ['WC', '1,35 m²'],
    ['Chambre 1', 'SU: 18.95 m²'],
  ])('reads %s / %s, 5.5 px figures', (name, surface) => {
    const grey = smallLabel(name, surface);
    const { line, strokes } = labelLines(grey);
    const fit = fitSurfaceLine(grey, { ...line, em: 7.5 }, 26, strokes);
    expect(fit?.text).toBe(surface);
    // Clearly better than any other figure at each place.
    expect(fit?.margin).toBeGreaterThan(0.2);
    // Each figure's place ranks every figure: the one read costs nothing more, the others more.
    const figures = /\d+[.,]\d+/u.exec(surface)?.[0].match(/\d/gu) ?? [];
    expect(fit?.figureCosts).toHaveLength(figures.length);
    fit?.figureCosts.forEach((costs, k) => {
      const read = Number(figures[k]);
      expect(costs[read]).toBe(0);
      for (const [digit, cost] of costs.entries()) if (digit !== read) expect(cost).toBeGreaterThan(0);
    });
  });

  it('reads the figures through a dimension line drawn across them', () => {
    const grey = smallLabel('Garage', '18,6 m²', { line: true });
    const { line, strokes } = labelLines(grey);
    expect(strokes.some((s) => s === 1)).toBe(true);
    expect(fitSurfaceLine(grey, { ...line, em: 7.5 }, 26, strokes)?.text).toMatch(/^18,6\b/u);
  });

  it('knows a name line from the room names drawn in the same font', () => {
    const grey = smallLabel('Buanderie', '4,6 m²');
    const { name, strokes } = labelLines(grey);
    if (!name) throw new Error('no name line found');
    const fit = fitNameLine(
      grey,
      { ...name, em: 7.5 },
      26,
      'Fit DejaVu',
      ['Buanderie', 'Chambre', 'Cuisine', 'Terrasse'],
      strokes,
    );
    expect(fit?.ranked[0]?.name).toBe('Buanderie');
  });
});
