import { createRequire } from 'node:module';
import { type Canvas, createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas';
import { AnalysisError } from './analysis-error.ts';

const require = createRequire(import.meta.url);

/** A greyscale picture: one byte a pixel, 0 black, 255 white. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/heic';

type HeicDecode = (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

/** HEIC (iPhone photos) through libheif compiled to WebAssembly: no native addon, no system library. */
async function decodeHeic(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const decode = require('heic-decode') as HeicDecode;
  try {
    return await decode({ buffer: bytes });
  } catch {
    throw new AnalysisError(
      'UNSUPPORTED',
      'Cette photo HEIC ne peut pas être lue\u00a0: exportez le plan en JPEG, PNG ou PDF puis réessayez.',
    );
  }
}

/** Draws any accepted image into a canvas the rest of the pipeline can read and encode. */
export async function decodeImage(bytes: Uint8Array, mime: ImageMime): Promise<Picture> {
  if (mime === 'image/heic') {
    const { width, height, data } = await decodeHeic(bytes);
    return new ImageData(data, width, height);
  }
  try {
    return await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new AnalysisError(
      'UNSUPPORTED',
      'Cette image ne peut pas être lue\u00a0: le fichier est peut-être abîmé.',
    );
  }
}

export type Picture = Image | ImageData | Canvas;

function drawable(picture: Picture): Image | Canvas {
  if (!(picture instanceof ImageData)) return picture;
  const canvas = createCanvas(picture.width, picture.height);
  canvas.getContext('2d').putImageData(picture, 0, 0);
  return canvas;
}

/** A picture drawn on white at `scale` (1 keeps its size): transparent parts become paper. */
function onWhite(picture: Picture, scale: number) {
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(drawable(picture), 0, 0, width, height);
  return { canvas, ctx, width, height };
}

/** JPEG of a picture at most maxSide pixels long (what a vision model is sent). */
export async function toJpeg(picture: Picture, maxSide: number): Promise<Buffer> {
  const { canvas } = onWhite(picture, Math.min(1, maxSide / Math.max(picture.width, picture.height)));
  return canvas.encode('jpeg', 85);
}

/** Resized greyscale copy of an image; scale 1 keeps its size. */
export function toGrey(image: Picture, scale: number): Grey {
  const { ctx, width, height } = onWhite(image, scale);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    data[p] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, data };
}

/**
 * Black and white by comparison with the local mean (Bradley's method): a phone photo's uneven
 * light and a scanner's grey paper both become white, ink becomes black.
 */
export function binarize(grey: Grey, window = 0, ratio = 0.82, ceiling = 200): Grey {
  const { width, height, data } = grey;
  const w = window || Math.max(15, Math.round(Math.max(width, height) / 60)) | 1;
  const half = w >> 1;
  // Sums of 8-bit pixels: 32 bits hold them up to 16 megapixels, in half the memory of floats.
  const size = (width + 1) * (height + 1);
  const integral = width * height <= 16_000_000 ? new Uint32Array(size) : new Float64Array(size);
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] ?? 0) -
        (integral[y0 * (width + 1) + x1] ?? 0) -
        (integral[y1 * (width + 1) + x0] ?? 0) +
        (integral[y0 * (width + 1) + x0] ?? 0);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      const v = data[y * width + x] ?? 255;
      // Dark enough against its surroundings, and not merely paper a shade darker than its neighbours.
      out[y * width + x] = v < mean * ratio && v < ceiling ? 0 : 255;
    }
  }
  return { width, height, data: out };
}

/**
 * 1 on every dark pixel of a straight run longer than minRun pixels, level or upright: the strokes of
 * the drawing (walls, dimension lines, frames), never a letter.
 */
export function longStrokeMask(bw: Grey, minRun: number): Uint8Array {
  const { width, height, data } = bw;
  const mask = new Uint8Array(width * height);
  // One pass along the rows, one along the columns: `step` walks a run, `next` goes to the next one.
  const passes = [
    { runs: height, length: width, step: 1, next: width },
    { runs: width, length: height, step: width, next: 1 },
  ];
  for (const { runs, length, step, next } of passes) {
    for (let r = 0; r < runs; r++) {
      let start = -1;
      for (let k = 0; k <= length; k++) {
        const dark = k < length && data[r * next + k * step] === 0;
        if (dark && start < 0) start = k;
        if (!dark && start >= 0) {
          if (k - start >= minRun) for (let j = start; j < k; j++) mask[r * next + j * step] = 1;
          start = -1;
        }
      }
    }
  }
  return mask;
}

/**
 * Erases straight strokes longer than minRun pixels (walls, dimension lines, frames): left in, they
 * make the OCR's layout analysis take labels for pieces of drawing, and cost it time.
 */
export function removeLongStrokes(bw: Grey, minRun: number): Grey {
  const mask = longStrokeMask(bw, minRun);
  const data = new Uint8Array(bw.data);
  for (let i = 0; i < data.length; i++) if (mask[i]) data[i] = 255;
  return { width: bw.width, height: bw.height, data };
}

/** Drops lone dark pixels (scanner dust), keeping every pixel that touches another. */
export function despeckle(bw: Grey): Grey {
  const { width, height } = bw;
  const data = new Uint8Array(bw.data);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (bw.data[i] !== 0) continue;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && bw.data[i + dy * width + dx] === 0) n++;
      }
      if (n <= 1) data[i] = 255;
    }
  }
  return { width, height, data };
}

/** A grey picture drawn on a canvas of its size (opaque, each grey level as R = G = B). */
export function greyCanvas(grey: Grey) {
  const canvas = createCanvas(grey.width, grey.height);
  const rgba = new Uint8ClampedArray(grey.width * grey.height * 4);
  for (let p = 0, i = 0; p < grey.data.length; p++, i += 4) {
    const v = grey.data[p] ?? 255;
    rgba[i] = v;
    rgba[i + 1] = v;
    rgba[i + 2] = v;
    rgba[i + 3] = 255;
  }
  canvas.getContext('2d').putImageData(new ImageData(rgba, grey.width, grey.height), 0, 0);
  return canvas;
}

export function greyToPng(grey: Grey): Promise<Buffer> {
  return greyCanvas(grey).encode('png');
}

/**
 * A picture turned clockwise by angle degrees (text written at that angle, counter-clockwise, becomes
 * level), on a white canvas large enough to hold it, with the map from the turned picture back to the
 * original's pixels.
 */
export function turnPicture(
  picture: Picture,
  angle: number,
  scale = 1,
): { picture: Canvas; back: (x: number, y: number) => { x: number; y: number } } {
  const a = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [w, h] = [picture.width * scale, picture.height * scale];
  const width = Math.ceil(Math.abs(w * c) + Math.abs(h * s));
  const height = Math.ceil(Math.abs(w * s) + Math.abs(h * c));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(a);
  ctx.drawImage(drawable(picture), -w / 2, -h / 2, w, h);
  // Turned point (x', y') = R(a)·(p − centre) + centre'; back: p = R(−a)·(p' − centre') + centre.
  const back = (x: number, y: number) => {
    const dx = x - width / 2;
    const dy = y - height / 2;
    return { x: (dx * c + dy * s + w / 2) / scale, y: (-dx * s + dy * c + h / 2) / scale };
  };
  return { picture: canvas, back };
}

/** A grey picture turned as `turnPicture` turns it. */
export function rotateGrey(
  grey: Grey,
  angle: number,
): { grey: Grey; back: (x: number, y: number) => { x: number; y: number } } {
  const turned = turnPicture(greyCanvas(grey), angle);
  const { width, height } = turned.picture;
  const out = turned.picture.getContext('2d').getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < data.length; p++, i += 4) data[p] = out[i] ?? 255;
  return { grey: { width, height, data }, back: turned.back };
}

/**
 * The directions of the drawing's strokes, in degrees counter-clockwise within [−45, 45): a scan or
 * photo turned a little gives its skew; a wing drawn at 45° a second direction. Found from the
 * gradient orientations of the dark edges, weighted by their strength.
 */
export function strokeDirections(grey: Grey): { angle: number; weight: number }[] {
  const { width, height, data } = grey;
  const BINS = 180; // half a degree each, over 90°
  const hist = new Float64Array(BINS);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const at = (k: number) => data[k] ?? 255;
      const gx =
        at(i - width + 1) +
        2 * at(i + 1) +
        at(i + width + 1) -
        at(i - width - 1) -
        2 * at(i - 1) -
        at(i + width - 1);
      const gy =
        at(i + width - 1) +
        2 * at(i + width) +
        at(i + width + 1) -
        at(i - width - 1) -
        2 * at(i - width) -
        at(i - width + 1);
      const m = Math.abs(gx) + Math.abs(gy);
      if (m < 200) continue;
      // The stroke runs across its gradient; modulo 90° a wall and the wall across it agree.
      let deg = (Math.atan2(-gy, gx) * 180) / Math.PI;
      deg = (((deg % 90) + 90 + 45) % 90) - 45;
      const bin = Math.min(BINS - 1, Math.floor((deg + 45) * 2));
      hist[bin] = (hist[bin] ?? 0) + m;
    }
  }
  // Smoothed over ±1°, circular.
  const smooth = new Float64Array(BINS);
  for (let b = 0; b < BINS; b++) {
    let sum = 0;
    for (let k = -2; k <= 2; k++) sum += hist[(b + k + BINS) % BINS] ?? 0;
    smooth[b] = sum;
  }
  const peaks: { angle: number; weight: number }[] = [];
  const taken = new Uint8Array(BINS);
  for (let n = 0; n < 2; n++) {
    let best = -1;
    for (let b = 0; b < BINS; b++)
      if (!taken[b] && (best < 0 || (smooth[b] ?? 0) > (smooth[best] ?? 0))) best = b;
    if (best < 0) break;
    peaks.push({ angle: best / 2 - 45 + 0.25, weight: smooth[best] ?? 0 });
    // Directions within 10° of a peak are that peak's.
    for (let k = -20; k <= 20; k++) taken[(best + k + BINS) % BINS] = 1;
  }
  return peaks;
}

/** Rotates a picture by a quarter turn clockwise (to read labels written bottom to top). */
export function rotateClockwise(grey: Grey): Grey {
  const { width, height, data } = grey;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = data[y * width + x] ?? 255;
  }
  return { width: height, height: width, data: out };
}

/**
 * A picture turned a quarter turn, pixel for pixel (clockwise: labels written bottom to top come out
 * level), with the way back from a point of the turned picture to the picture's.
 */
export function turnQuarter(
  picture: Picture,
  clockwise: boolean,
): { picture: Canvas; back: (x: number, y: number) => { x: number; y: number } } {
  const { width, height } = picture;
  const canvas = createCanvas(height, width);
  const ctx = canvas.getContext('2d');
  // Clockwise, (x, y) goes to (height − y, x); counter-clockwise to (y, width − x).
  if (clockwise) {
    ctx.translate(height, 0);
    ctx.rotate(Math.PI / 2);
  } else {
    ctx.translate(0, width);
    ctx.rotate(-Math.PI / 2);
  }
  ctx.drawImage(drawable(picture), 0, 0);
  const back = clockwise
    ? (x: number, y: number) => ({ x: y, y: height - x })
    : (x: number, y: number) => ({ x: width - y, y: x });
  return { picture: canvas, back };
}

/**
 * A line of text cut out of a picture, turned level and enlarged so that its letters are about
 * letterPx high. box is in picture pixels; its angle in degrees counter-clockwise.
 */
export function cropLine(
  picture: Picture,
  box: { cx: number; cy: number; width: number; height: number; angle: number },
  letterPx = 40,
): Grey {
  const scale = letterPx / Math.max(1, box.height);
  // Room along the line, little across it: the line above or below must stay out of the crop.
  const width = Math.max(1, Math.round((box.width + 1.6 * box.height) * scale));
  const height = Math.max(1, Math.round(box.height * 1.5 * scale));
  const canvas = createCanvas(width, height + 2 * letterPx);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height + 2 * letterPx);
  // A white margin above and below: tesseract reads a line better with blank paper around it.
  ctx.beginPath();
  ctx.rect(0, letterPx, width, height);
  ctx.clip();
  ctx.translate(width / 2, letterPx + height / 2);
  ctx.scale(scale, scale);
  // Turning the picture clockwise by the text's angle lays the text level.
  ctx.rotate((box.angle * Math.PI) / 180);
  ctx.translate(-box.cx, -box.cy);
  ctx.drawImage(drawable(picture), 0, 0);
  const full = height + 2 * letterPx;
  const rgba = ctx.getImageData(0, 0, width, full).data;
  const data = new Uint8Array(width * full);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    data[p] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return { width, height: full, data };
}

/** A level line of writing found on the picture (its box in picture pixels), cut out as cropLine does. */
export function cropFoundLine(
  picture: Picture,
  line: { x0: number; y0: number; x1: number; y1: number },
): Grey {
  return cropLine(picture, {
    cx: (line.x0 + line.x1) / 2,
    cy: (line.y0 + line.y1) / 2,
    width: line.x1 - line.x0,
    height: line.y1 - line.y0,
    angle: 0,
  });
}

/**
 * A region of a picture around a label, turned level and enlarged by scale, with a white margin: box
 * is centred on (cx, cy), width along the text, height across it, in picture pixels; angle in degrees
 * counter-clockwise. Grey, not binarised: tesseract's own threshold suits a small, evenly lit crop.
 */
export function cropRegion(
  picture: Picture,
  box: { cx: number; cy: number; width: number; height: number; angle: number },
  scale: number,
  margin = 16,
): Grey {
  const width = Math.max(1, Math.round(box.width * scale)) + 2 * margin;
  const height = Math.max(1, Math.round(box.height * scale)) + 2 * margin;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.beginPath();
  ctx.rect(margin, margin, width - 2 * margin, height - 2 * margin);
  ctx.clip();
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(width / 2, height / 2);
  ctx.scale(scale, scale);
  ctx.rotate((box.angle * Math.PI) / 180);
  ctx.translate(-box.cx, -box.cy);
  ctx.drawImage(drawable(picture), 0, 0);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    data[p] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, data };
}
