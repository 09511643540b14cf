import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { isRoomWord } from './classify-room.ts';
import { type Grey, greyToPng, rotateClockwise, rotateGrey } from './image-prep.ts';
import type { TextItem } from './types.ts';

const require = createRequire(import.meta.url);
/**
 * French trained data from the @tesseract.js-data/fra package (the integer 'best' LSTM model, 0.7 MB):
 * read from disk, never downloaded, never cached elsewhere. The core's WebAssembly and the worker
 * script come from tesseract.js-core and tesseract.js in node_modules.
 */
const FRA_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/fra/package.json')), '4.0.0_best_int');

export interface OcrPass {
  /** 'auto' finds text blocks, vertical ones included; 'sparse' finds scattered words (labels). */
  layout: 'auto' | 'sparse';
  /**
   * Read the picture turned clockwise by this angle in degrees: 90 makes the labels written bottom to
   * top level, −90 those written top to bottom, 45 those of a wing drawn at 45°, a degree or two a
   * scan's skew. 0 by default.
   */
  angle?: number;
}

/** How a turned picture's points go back to the page's, and the angle its level text has there. */
interface Frame {
  angle: number;
  back: (x: number, y: number) => { x: number; y: number };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}

interface OcrLine {
  text: string;
  bbox: Box;
  baseline?: Box;
  words: OcrWord[];
}

/**
 * The line's fitted baseline under a word, when it agrees with the word's box: a door swing glued
 * to a word stretches the box, not the baseline.
 */
function baselineAt(line: OcrLine, w: OcrWord): number {
  const b = line.baseline;
  const bottom = w.bbox.y1;
  if (!b || b.x1 === b.x0) return bottom;
  const x = (w.bbox.x0 + w.bbox.x1) / 2;
  const y = b.y0 + ((b.y1 - b.y0) * (x - b.x0)) / (b.x1 - b.x0);
  return Math.abs(y - bottom) <= 0.6 * (w.bbox.y1 - w.bbox.y0) ? y : bottom;
}

/** One tesseract worker, kept between analyses: loading the model costs a second or two. */
export class OcrEngine {
  #worker: Promise<TesseractWorker> | undefined;

  #getWorker(): Promise<TesseractWorker> {
    this.#worker ??= createWorker('fra', OEM.LSTM_ONLY, {
      langPath: FRA_DATA_DIR,
      gzip: true,
      cacheMethod: 'none',
      // The worker logs nothing: the analysis keeps what it read and the caller logs.
      logger: () => {},
      errorHandler: () => {},
    });
    return this.#worker;
  }

  /** Words read on the picture, in the picture's pixels (before rotation), as text items. */
  async read(grey: Grey, pass: OcrPass): Promise<{ items: TextItem[]; text: string }> {
    const worker = await this.#getWorker();
    const { picture, frame } = turn(grey, pass.angle ?? 0);
    await worker.setParameters({
      tessedit_pageseg_mode: pass.layout === 'sparse' ? PSM.SPARSE_TEXT : PSM.AUTO,
      preserve_interword_spaces: '0',
      // The picture is scaled to ~200 dpi for an A4 sheet; saying so spares tesseract its guess (and its log line).
      user_defined_dpi: '200',
      debug_file: '/dev/null',
    });
    const { data } = await worker.recognize(await greyToPng(picture), {}, { blocks: true, text: true });
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) for (const line of paragraph.lines) lines.push(line);
    }
    const items = lines.flatMap((line) => lineItems(line, frame));
    return { items: evenHeights(items.filter(isWord)), text: data.text };
  }

  /** One line of text, read closely (a label cut out of the page and enlarged). */
  async readLine(grey: Grey): Promise<string> {
    return (await this.readWord(grey)).text;
  }

  /** One word or short line read closely, with tesseract's certainty of it (0–100). */
  async readWord(grey: Grey): Promise<{ text: string; confidence: number }> {
    const worker = await this.#getWorker();
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      user_defined_dpi: '300',
      debug_file: '/dev/null',
    });
    const { data } = await worker.recognize(await greyToPng(grey));
    return { text: data.text.trim(), confidence: data.confidence };
  }

  /** A block of a few lines (a label cut out of the page and enlarged): each line with its box. */
  async readBlock(grey: Grey): Promise<{ text: string; bbox: Box; confidence: number; words: OcrWord[] }[]> {
    const worker = await this.#getWorker();
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
      debug_file: '/dev/null',
    });
    const { data } = await worker.recognize(await greyToPng(grey), {}, { blocks: true, text: true });
    const lines: { text: string; bbox: Box; confidence: number; words: OcrWord[] }[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          lines.push({
            text: line.text.trim(),
            bbox: line.bbox,
            confidence: line.confidence,
            words: line.words.filter((w) => w.text.trim() !== ''),
          });
        }
      }
    }
    return lines;
  }

  /** Starts loading the model ahead of the first picture. */
  warmUp(): void {
    void this.#getWorker().catch(() => {
      this.#worker = undefined;
    });
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await (await worker).terminate();
  }
}

const UNIT_WORD = /^m[²2?*'"”’°z]?[.,;:]?$/iu;

/**
 * Drops what the OCR made of drawing strokes (door swings, hatching): unsure letters and stray
 * marks. Figures and units stay even when unsure: a surface is worth a second look by the parser.
 */
export function isWord(item: TextItem): boolean {
  const text = item.text.trim();
  const confidence = item.confidence ?? 100;
  if (UNIT_WORD.test(text) || /\d/.test(text)) return true;
  // Of the marks, only those a label uses ('Chambre 2 : 12 m²', 'SdB + WC') keep the words together.
  if (!/\p{L}/u.test(text)) return /^[:+/&-]$/u.test(text) && confidence >= 50;
  if (text.length <= 2 && !isRoomWord(text)) return confidence >= 75;
  return confidence >= 35;
}

/**
 * A word's box grows when the OCR glues a door swing or a wall end to it: box heights are brought
 * back near the page's usual text height, which the grouping uses to tell a word space from a wall.
 */
function evenHeights(items: TextItem[]): TextItem[] {
  const sure = items
    .filter((i) => (i.confidence ?? 0) >= 80 && i.text.length >= 3)
    .map((i) => i.height)
    .sort((a, b) => a - b);
  const median = sure[Math.floor(sure.length / 2)];
  if (median === undefined) return items;
  return items.map((i) => ({ ...i, height: Math.min(Math.max(i.height, median * 0.7), median * 1.3) }));
}

function turn(grey: Grey, angle: number): { picture: Grey; frame: Frame } {
  if (angle === 0) return { picture: grey, frame: { angle: 0, back: (x, y) => ({ x, y }) } };
  // A quarter turn exactly, pixel for pixel: picture point (xr, yr) was page point (yr, H − 1 − xr).
  if (angle === 90) {
    return {
      picture: rotateClockwise(grey),
      frame: { angle, back: (x, y) => ({ x: y, y: grey.height - 1 - x }) },
    };
  }
  const turned = rotateGrey(grey, angle);
  return { picture: turned.grey, frame: { angle, back: turned.back } };
}

/**
 * Text items of one OCR line, in the page's pixels. A line much taller than wide is a label written
 * bottom to top (the common way on plans), kept when the picture is read level or nearly (a scan's
 * skew); in a picture turned further it is the page's level text, read by another pass.
 */
function lineItems(line: OcrLine, frame: Frame): TextItem[] {
  const words = line.words.filter((w) => w.text.trim() !== '');
  const lw = line.bbox.x1 - line.bbox.x0;
  const lh = line.bbox.y1 - line.bbox.y0;
  const vertical = lh > 1.8 * lw && line.text.trim().length >= 3;
  const level = Math.abs(frame.angle) <= 10;
  if (!level && vertical) return [];
  return words.map((w) => {
    const { x0, y0, x1, y1 } = w.bbox;
    // The word in the turned picture: baseline start, extent, angle; then back to the page.
    const item = vertical
      ? { x: x1, y: y1, width: y1 - y0, height: x1 - x0, angle: 90 }
      : // The word's own box: in sparse mode tesseract's 'lines' can span several rooms.
        { x: x0, y: baselineAt(line, w), width: x1 - x0, height: y1 - y0, angle: 0 };
    const at = frame.back(item.x, item.y);
    return { ...item, ...at, angle: item.angle + frame.angle, text: w.text, confidence: w.confidence };
  });
}
