import { describe, expect, it } from 'vitest';
import { groupSegments } from './text-layout.ts';
import type { TextItem } from './types.ts';

const item = (
  text: string,
  x: number,
  y: number,
  width: number,
  extra: Partial<TextItem> = {},
): TextItem => ({
  text,
  x,
  y,
  width,
  height: 10,
  angle: 0,
  ...extra,
});

describe('groupSegments', () => {
  it('joins the pieces a PDF generator cuts a label into', () => {
    // 'Chambre', '2', ':', '12,1', 'm' and a raised, smaller '2'.
    const segments = groupSegments([
      item('Chambre', 100, 200, 40),
      item('2', 143, 200, 6),
      item(':', 152, 200, 3),
      item('12,1', 158, 200, 20),
      item('m', 181, 200, 8),
      item('2', 189, 196, 4, { height: 6 }),
    ]);
    expect(segments.map((s) => s.text)).toEqual(['Chambre 2 : 12,1 m2']);
  });

  it('keeps glyphs placed one by one together as a word', () => {
    const letters = 'Séjour'.split('').map((c, i) => item(c, 100 + i * 6, 50, 6));
    expect(groupSegments(letters).map((s) => s.text)).toEqual(['Séjour']);
  });

  it('keeps labels of two rooms on one line apart', () => {
    const segments = groupSegments([item('Cuisine', 100, 200, 40), item('Garage', 200, 200, 35)]);
    expect(segments.map((s) => s.text).sort()).toEqual(['Cuisine', 'Garage']);
  });

  it('keeps a name and the surface written under it as two lines', () => {
    const segments = groupSegments([item('SdB', 100, 200, 18), item('4,5 m²', 96, 214, 26)]);
    expect(segments.map((s) => s.text)).toEqual(['SdB', '4,5 m²']);
    const [name, surface] = segments;
    expect(surface?.cy).toBeGreaterThan(name?.cy ?? 0);
  });

  it('joins a label written bottom to top', () => {
    // Reading upwards: 'Dressing' starts at the bottom, '4,80 m²' continues above it.
    const segments = groupSegments([
      item('Dressing', 400, 300, 40, { angle: 90 }),
      item('4,80 m²', 400, 257, 35, { angle: 90 }),
      item('Dgt', 300, 300, 18),
    ]);
    expect(segments.map((s) => [s.text, s.angle])).toEqual([
      ['Dgt', 0],
      ['Dressing 4,80 m²', 90],
    ]);
    const dressing = segments.find((s) => s.angle === 90);
    // Its centre is halfway up the line, a little left of its baseline (the tops of its letters).
    expect(dressing?.cx).toBeLessThan(400);
    expect(dressing?.cy).toBeCloseTo(300 - 78 / 2, 0);
  });
});
