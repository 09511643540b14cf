import { afterAll, describe, expect, it } from 'vitest';
import { blankSheet } from '../../fixtures/paint/raster-painter.ts';
import { toGrey } from '../image-prep.ts';
import { parsePage } from '../parse-plan-text.ts';
import { groupSegments } from '../text-layout.ts';
import { closeModels } from './models.ts';
import { readRegions } from './read-regions.ts';
import { detectTextRegions, regionsOfMap } from './text-regions.ts';

afterAll(() => closeModels());

/**
 * A corner of a plan at 150 dpi: a room's label (name over surface) between a hatched wall and a door
 * swing, a label written upwards in a narrow room (the detector breaks such lines into pieces: they are
 * left to tesseract's turned passes), and a dimension.
 */
function corner() {
  const { canvas, ctx } = blankSheet(520, 260);
  ctx.font = '15px "Fixture Sans"';
  ctx.fillText('Séjour', 60, 80);
  ctx.fillText('27,60 m²', 52, 104);
  ctx.fillText('4,05', 250, 230);
  // Hatched wall and a door swing beside the label.
  ctx.lineWidth = 1;
  for (let x = 0; x < 520; x += 6) {
    ctx.beginPath();
    ctx.moveTo(x, 150);
    ctx.lineTo(x + 10, 140);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(200, 90, 40, 0, Math.PI / 2);
  ctx.stroke();
  // 'Cellier 2,6 m²' written bottom to top.
  ctx.save();
  ctx.translate(420, 120);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText('Cellier 2,6 m²', -50, 0);
  ctx.restore();
  return toGrey(canvas, 1);
}

describe('text regions (learned detector)', () => {
  it('makes one region of each blob of writing on the map, grown as the detector shrank it', () => {
    const width = 40;
    const map = new Float32Array(width * 20);
    for (let y = 4; y < 8; y++) for (let x = 5; x < 25; x++) map[y * width + x] = 0.9;
    // A faint blob (mean under the score floor) and a speck: no writing.
    for (let y = 12; y < 16; y++) for (let x = 5; x < 25; x++) map[y * width + x] = 0.4;
    map[18 * width + 35] = 0.95;
    const regions = regionsOfMap(map, width, 20);
    expect(regions).toHaveLength(1);
    const [r] = regions;
    expect(r?.x0).toBeLessThan(5);
    expect(r?.x1).toBeGreaterThan(25);
    expect(r?.y0).toBeLessThan(4);
    expect(r?.y1).toBeGreaterThan(8);
  });

  it('finds and reads a label among hatching and door swings, its accent put back', async () => {
    const page = corner();
    const items = await readRegions(page, await detectTextRegions(page));
    const rooms = parsePage(groupSegments(items), { ocr: true }).rooms;
    expect(rooms.map((r) => [r.name, r.surface])).toEqual([['Séjour', 27.6]]);
    // The dimension is read, not taken for a surface.
    expect(rooms.some((r) => r.surface === 4.05)).toBe(false);
  }, 60_000);
});
