import { describe, expect, it } from 'vitest';
import type { PlacedRoom } from './parse-plan-text.ts';
import { findTableRows, withTableRooms } from './surface-table.ts';
import type { TextLine } from './text-lines.ts';

const line = (x0: number, x1: number, baseline: number, capHeight = 8): TextLine => ({
  x0,
  x1,
  y0: baseline - capHeight,
  y1: baseline,
  baseline,
  capHeight,
  ink: 0,
  marks: 4,
});

const room = (name: string, surface: number | null, cx: number, cy: number): PlacedRoom => ({
  name,
  surface,
  roomType: 'Other',
  countsInCarrez: true,
  confidence: 0.8,
  cx,
  cy,
  height: 10,
  angle: 0,
  bounds: { x0: cx - 20, y0: cy - 6, x1: cx + 20, y1: cy + 6 },
});

describe('surfaces tables (issue 17; read on the 700 px floor in small-print.test.ts)', () => {
  it('finds a table: names left-aligned, figures on their baselines far to the right', () => {
    // The floor700 maison-rdc table: rows 16.7 px apart, figures 210 px right of the names.
    const rows = [0, 1, 2, 3].flatMap((k) => [
      line(992, 1030 + 5 * k, 184 + 16.7 * k),
      line(1216, 1250, 184 + 16.7 * k + 1),
    ]);
    // A label in the drawing on a row's baseline is no row.
    const tables = findTableRows([...rows, line(300, 340, 201)]);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.map((r) => [r.name.x0, r.figure.x0])).toEqual([
      [992, 1216],
      [992, 1216],
      [992, 1216],
      [992, 1216],
    ]);
  });

  it('finds no table in labels scattered over a drawing', () => {
    expect(findTableRows([line(100, 140, 100), line(400, 440, 100), line(100, 150, 300)])).toEqual([]);
  });

  it("replaces the page's reading of a row and keeps one room per name, at the label's place", () => {
    const rows = [{ x0: 990, y0: 170, x1: 1260, y1: 190 }];
    const tableRoom = { ...room('Terrasse', 12, 1010, 180), roomType: 'ExteriorSpace' as const };
    const rooms = withTableRooms(
      [
        // The page read the row 'Terrasse 2'; the drawing's label 'Terrasse' without its surface.
        room('Terrasse', 2, 1010, 181),
        room('Terrasse', null, 300, 600),
        room('Cuisine', 11.85, 400, 200),
      ],
      { rooms: [tableRoom], rows },
    );
    expect(rooms.map((r) => [r.name, r.surface, r.cx])).toEqual([
      ['Cuisine', 11.85, 400],
      ['Terrasse', 12, 300],
    ]);
  });
});
