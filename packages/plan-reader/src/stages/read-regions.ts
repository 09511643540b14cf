import { type Grey, rotateClockwise } from '../image-prep.ts';
import { readLineFrames } from '../line-recogniser.ts';
import type { TextItem } from '../types.ts';
import type { TextRegion } from './text-regions.ts';
import { TUNING } from './tuning.ts';

/**
 * Text regions → what is written in them: each region cut out of the page at its own resolution and
 * read by PaddleOCR's line recogniser (stages/models.ts), surest regions first and at most
 * TUNING.MAX_CROPS a page. A region taller than wide is a label written upright: read turned both ways,
 * the surer reading kept. Each reading is a text item on the page, as tesseract's words are, for the
 * label grammar (parse-plan-text.ts) to pair names and surfaces.
 */

/** Letters fill about this share of a region's height (the detector's box, grown by its unclip). */
const LETTER_SHARE = 0.6;
/** Baseline above the region's bottom, in region heights. */
const BASELINE_UP = 0.22;
/** A region this many times taller than wide is written upright. */
const UPRIGHT = 1.5;

function cut(page: Grey, r: TextRegion): Grey {
  const x0 = Math.max(0, Math.floor(r.x0));
  const y0 = Math.max(0, Math.floor(r.y0));
  const width = Math.max(1, Math.min(page.width, Math.ceil(r.x1)) - x0);
  const height = Math.max(1, Math.min(page.height, Math.ceil(r.y1)) - y0);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    data.set(page.data.subarray((y0 + y) * page.width + x0, (y0 + y) * page.width + x0 + width), y * width);
  return { width, height, data };
}

/** The item a reading of a region gives, placed as it is written (angle 90: bottom to top). */
export function regionItem(r: TextRegion, text: string, confidence: number, angle: 0 | 90 | -90): TextItem {
  const w = r.x1 - r.x0;
  const h = r.y1 - r.y0;
  if (angle === 0)
    return {
      text,
      x: r.x0,
      y: r.y1 - BASELINE_UP * h,
      width: w,
      height: LETTER_SHARE * h,
      angle,
      confidence,
    };
  // Upright: the letters' feet face right when read upwards, left when read downwards.
  return angle === 90
    ? { text, x: r.x1 - BASELINE_UP * w, y: r.y1, width: h, height: LETTER_SHARE * w, angle, confidence }
    : { text, x: r.x0 + BASELINE_UP * w, y: r.y0, width: h, height: LETTER_SHARE * w, angle, confidence };
}

/** Reads the regions of a page (grey, the regions in its pixels) as text items in its pixels. */
export async function readRegions(page: Grey, regions: TextRegion[]): Promise<TextItem[]> {
  const items: TextItem[] = [];
  for (const region of regions.slice(0, TUNING.MAX_CROPS)) {
    const crop = cut(page, region);
    let best: { text: string; confidence: number; angle: 0 | 90 | -90 };
    if (crop.height > UPRIGHT * crop.width) {
      const up = rotateClockwise(crop);
      const down = rotateClockwise(rotateClockwise(up));
      const [a, b] = [await readLineFrames(up), await readLineFrames(down)];
      best = a.confidence >= b.confidence ? { ...a, angle: 90 } : { ...b, angle: -90 };
    } else {
      best = { ...(await readLineFrames(crop)), angle: 0 };
    }
    if (!best.text || best.confidence < TUNING.READ_MIN_CONFIDENCE) continue;
    items.push(regionItem(region, best.text, Math.round(best.confidence * 100), best.angle));
  }
  return items;
}
