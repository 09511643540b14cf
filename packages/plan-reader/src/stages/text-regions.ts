import type { Grey } from '../image-prep.ts';
import { onnx, session } from './models.ts';
import { TUNING } from './tuning.ts';

/**
 * Page → text regions: PaddleOCR's learned text detector (PP-OCRv4 DB, stages/models.ts) finds the
 * lines of writing on a page at any size, whatever the drawing around them (hatched walls, furniture,
 * door swings), on the page shrunk to at most TUNING.DETECT_LONG_SIDE (the detector's cost grows with
 * its pixels). Its probability map is thresholded and each blob of writing is a region, grown as the
 * detector's training shrank its boxes ('unclip').
 */

export interface TextRegion {
  /** Box in the page picture's pixels. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The detector's mean probability over the blob. */
  score: number;
}

/** ImageNet normalisation the detector was trained with (RGB; a grey page has one value for all three). */
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** Pixels of the map taken as writing (PaddleOCR's det_db_thresh). */
const PIXEL_THRESHOLD = 0.3;
/** PaddleOCR's det_db_unclip_ratio: the box grown by area × ratio / perimeter. */
const UNCLIP_RATIO = 1.6;
/** Blobs thinner than this (map pixels) are specks. */
const MIN_SIDE = 3;

/** The page, shrunk and padded to multiples of 32 (the detector's stride), as its input tensor. */
function detectorInput(grey: Grey): { data: Float32Array; width: number; height: number } {
  const width = Math.ceil(grey.width / 32) * 32;
  const height = Math.ceil(grey.height / 32) * 32;
  const data = new Float32Array(3 * width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = (x < grey.width && y < grey.height ? (grey.data[y * grey.width + x] ?? 255) : 255) / 255;
      for (let c = 0; c < 3; c++)
        data[c * width * height + y * width + x] = (v - (MEAN[c] ?? 0)) / (STD[c] ?? 1);
    }
  }
  return { data, width, height };
}

/**
 * The blobs of a probability map (4-connected pixels over PIXEL_THRESHOLD) as boxes in map pixels,
 * unclipped, with their mean probability; those under TUNING.DETECT_MIN_SCORE left out.
 */
export function regionsOfMap(prob: Float32Array, width: number, height: number): TextRegion[] {
  const label = new Int32Array(width * height).fill(-1);
  const regions: TextRegion[] = [];
  const stack: number[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (label[start] !== -1 || (prob[start] ?? 0) <= PIXEL_THRESHOLD) continue;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    let sum = 0;
    let n = 0;
    label[start] = regions.length;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop() as number;
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      sum += prob[p] ?? 0;
      n++;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, p + width]) {
        if (q < 0 || q >= prob.length || label[q] !== -1 || (prob[q] ?? 0) <= PIXEL_THRESHOLD) continue;
        label[q] = regions.length;
        stack.push(q);
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const score = sum / n;
    regions.push({ x0, y0, x1: x1 + 1, y1: y1 + 1, score });
    if (Math.min(w, h) < MIN_SIDE || score < TUNING.DETECT_MIN_SCORE) {
      regions[regions.length - 1] = { x0: 0, y0: 0, x1: 0, y1: 0, score: -1 };
      continue;
    }
    const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
    regions[regions.length - 1] = {
      x0: Math.max(0, x0 - grow),
      y0: Math.max(0, y0 - grow),
      x1: Math.min(width, x1 + 1 + grow),
      y1: Math.min(height, y1 + 1 + grow),
      score,
    };
  }
  return regions.filter((r) => r.score >= 0);
}

/**
 * The lines of writing on a page picture (grey, at its own size), as boxes in its pixels, surest
 * first. The picture is shrunk to TUNING.DETECT_LONG_SIDE for the detector, never enlarged.
 */
export async function detectTextRegions(page: Grey): Promise<TextRegion[]> {
  const scale = Math.min(1, TUNING.DETECT_LONG_SIDE / Math.max(page.width, page.height));
  const small = scale < 1 ? shrink(page, scale) : page;
  const { data, width, height } = detectorInput(small);
  const det = await session('detector');
  const ort = onnx();
  const result = await det.run({
    [det.inputNames[0] ?? 'x']: new ort.Tensor('float32', data, [1, 3, height, width]),
  });
  const out = result[det.outputNames[0] ?? ''];
  if (!out) return [];
  const [, , mh = 0, mw = 0] = out.dims;
  return regionsOfMap(out.data as Float32Array, mw, mh)
    .map((r) => ({
      x0: r.x0 / scale,
      y0: r.y0 / scale,
      x1: Math.min(page.width, r.x1 / scale),
      y1: Math.min(page.height, r.y1 / scale),
      score: r.score,
    }))
    .sort((a, b) => b.score - a.score);
}

/** A grey picture shrunk by area averaging (letters stay grey, not broken as nearest-pixel would). */
export function shrink(grey: Grey, scale: number): Grey {
  const width = Math.max(1, Math.round(grey.width * scale));
  const height = Math.max(1, Math.round(grey.height * scale));
  const sum = new Float64Array(width * height);
  const count = new Float64Array(width * height);
  for (let y = 0; y < grey.height; y++) {
    const ty = Math.min(height - 1, Math.floor(y * scale)) * width;
    for (let x = 0; x < grey.width; x++) {
      const t = ty + Math.min(width - 1, Math.floor(x * scale));
      sum[t] = (sum[t] ?? 0) + (grey.data[y * grey.width + x] ?? 255);
      count[t] = (count[t] ?? 0) + 1;
    }
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = Math.round((sum[i] ?? 0) / Math.max(1, count[i] ?? 0));
  return { width, height, data };
}
