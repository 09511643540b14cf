import { afterAll, describe, expect, it } from 'vitest';
import { blankSheet } from '../fixtures/paint/raster-painter.ts';
import { OcrEngine } from './ocr.ts';
import { readShortNames } from './short-names.ts';

/**
 * A corner of a 150 dpi plan: a small room between door swings whose bold name 'Dgt' no page reading
 * read, a word read already ('Palier', its box given as covered), a short word that names no room.
 */
function corner() {
  const { canvas, ctx } = blankSheet(420, 160);
  ctx.font = 'bold 13px "Fixture Sans"';
  ctx.fillText('Palier', 30, 60);
  ctx.fillText('Dgt', 200, 100);
  ctx.font = '13px "Fixture Sans"';
  ctx.fillText('PC', 330, 60);
  // Door swings beside the name, as the plan draws them.
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(160, 60, 30, 0, Math.PI / 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(270, 60, 30, Math.PI / 2, Math.PI);
  ctx.stroke();
  return canvas;
}

describe('readShortNames', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.terminate());

  it('reads a short name no reading covered, alone, as a room without a surface', async () => {
    const covered = [{ x0: 30, y0: 48, x1: 72, y1: 62 }];
    const rooms = await readShortNames(corner(), covered, 12, 1, ocr);
    expect(rooms.map((r) => [r.name, r.surface, r.roomType])).toEqual([['Dgt', null, 'CirculationArea']]);
    const [dgt] = rooms;
    expect(dgt?.cx).toBeGreaterThan(195);
    expect(dgt?.cx).toBeLessThan(230);
    // Read without its surface: listed 'À vérifier'.
    expect(dgt?.confidence).toBeLessThan(0.7);
  }, 60_000);
});
