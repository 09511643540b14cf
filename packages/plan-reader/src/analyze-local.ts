import { carrezSurface } from '@courant/domain';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisError } from './analysis-error.ts';
import { classifyRoom } from './classify-room.ts';
import {
  binarize,
  cropLine,
  decodeImage,
  despeckle,
  type Grey,
  type ImageMime,
  type Picture,
  removeLongStrokes,
  toGrey,
  toJpeg,
} from './image-prep.ts';
import type { OcrEngine, OcrPass } from './ocr.ts';
import {
  mergePageParses,
  type PageParse,
  type PlacedRoom,
  parsePage,
  parseSurfaceNumber,
} from './parse-plan-text.ts';
import { MAX_PDF_PAGES, openPdf, pageSize, pageTextItems, renderPage } from './pdf-text.ts';
import { groupSegments } from './text-layout.ts';
import type {
  AnalysisEngine,
  AnalysisResult,
  AnalyzePlanOptions,
  DetectedRoom,
  PlanMimeType,
} from './types.ts';
import { readPlanWithVision } from './vision.ts';

/**
 * Long side of the picture the OCR reads, in pixels: an A4 sheet at ~200 dpi. Labels of a 1:100 plan
 * (2.5–3 mm) are then ~15 px high, which tesseract reads best on our fixtures; 300 dpi is both
 * slower and less accurate there, 150 dpi loses decimal commas.
 */
const OCR_LONG_SIDE = 2350;
/**
 * Level labels, then the labels written bottom to top (narrow rooms). OCR of small print is
 * brittle (one pixel more and a comma is lost): two readings at two sizes, merged label by label,
 * find what one reading misses.
 */
const OCR_PASSES: (OcrPass & { longSide: number })[] = [
  { layout: 'sparse', longSide: OCR_LONG_SIDE },
  { layout: 'sparse', longSide: 2800 },
  { layout: 'sparse', rotated: true, longSide: OCR_LONG_SIDE },
  { layout: 'auto', rotated: true, longSide: OCR_LONG_SIDE },
];
const VISION_MAX_SIDE = 2000;
const VISION_TIMEOUT_MS = 30_000;

export interface LocalInput {
  bytes: Uint8Array;
  mime: PlanMimeType;
}

interface PageReading {
  parse: PageParse;
  text: string;
  /** The displayed page's size in the units of the parse's positions. */
  size: { width: number; height: number };
}

const round4 = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10000) / 10000;

/** A room as the analysis answers it: its label's box as fractions of its page. */
function toDetected(room: PlacedRoom, page: number, size: PageReading['size']): DetectedRoom {
  const { x0, y0, x1, y1 } = room.bounds;
  return {
    name: room.name,
    surface: room.surface,
    roomType: room.roomType,
    confidence: room.confidence,
    label: {
      page,
      x: round4(x0 / size.width),
      y: round4(y0 / size.height),
      width: round4((x1 - x0) / size.width),
      height: round4((y1 - y0) / size.height),
    },
  };
}

function toResult(pages: PageReading[], engine: AnalysisEngine, started: number): AnalysisResult {
  const rooms: DetectedRoom[] = [];
  let surfaceLoiCarrez = 0;
  for (const [index, { parse, size }] of pages.entries()) {
    if (parse.rooms.length === 0) continue;
    rooms.push(...parse.rooms.map((room) => toDetected(room, index + 1, size)));
    surfaceLoiCarrez += parse.declaredTotal ?? carrezSurface(parse.rooms);
  }
  const text = pages.map((p) => p.text).join('\n\f\n');
  const durationMs = Math.round(performance.now() - started);
  if (rooms.length === 0) {
    throw new AnalysisError('NO_PLAN_DETECTED', undefined, { engine, durationMs, text });
  }
  return { rooms, surfaceLoiCarrez: Math.round(surfaceLoiCarrez * 100) / 100, engine, durationMs, text };
}

/** Reads a picture of a plan: cleaned of its drawing, then OCR in French, level and turned. */
async function readPicture(picture: Picture, ocr: OcrEngine): Promise<PageReading> {
  const pictureSide = Math.max(picture.width, picture.height);
  const prepared = new Map<number, Grey>();
  const prepare = (longSide: number): Grey => {
    const scale = Math.min(2.5, Math.max(0.2, longSide / pictureSide));
    const grey = toGrey(picture, scale);
    const side = Math.max(grey.width, grey.height);
    // Strokes longer than ~1.8 % of the sheet (5 mm on A4) are drawing, never a letter of a label.
    return despeckle(removeLongStrokes(binarize(grey), Math.max(20, Math.round(side * 0.018))));
  };
  const parses: PageParse[] = [];
  let text = '';
  for (const pass of OCR_PASSES) {
    const cleaned = prepared.get(pass.longSide) ?? prepare(pass.longSide);
    prepared.set(pass.longSide, cleaned);
    const reading = await ocr.read(cleaned, pass);
    // Positions of every reading in the first reading's pixels, so that the readings can be merged.
    const k = OCR_LONG_SIDE / Math.max(cleaned.width, cleaned.height);
    const items = reading.items.map((i) => ({
      ...i,
      x: i.x * k,
      y: i.y * k,
      width: i.width * k,
      height: i.height * k,
    }));
    parses.push(parsePage(groupSegments(items), { ocr: true }));
    if (!text && !pass.rotated) text = reading.text;
  }
  const parse = mergePageParses(parses);
  await rereadWholeSurfaces(picture, parse, pictureSide / OCR_LONG_SIDE, ocr);
  const k = OCR_LONG_SIDE / pictureSide;
  return { parse, text, size: { width: picture.width * k, height: picture.height * k } };
}

/**
 * OCR drops a small decimal comma now and then ('9,4 m²' read '94 m²'). A surface read without
 * decimals is read again on its line alone, enlarged: when the close reading has the same digits
 * with a comma, it is the plan's figure.
 */
async function rereadWholeSurfaces(
  picture: Picture,
  parse: PageParse,
  toPicture: number,
  ocr: OcrEngine,
): Promise<void> {
  for (const room of parse.rooms) {
    const at = room.surfaceAt;
    if (!at || room.surface === null || room.surface < 10 || !Number.isInteger(room.surface)) continue;
    const box = {
      cx: at.cx * toPicture,
      cy: at.cy * toPicture,
      width: at.width * toPicture,
      height: at.height * toPicture,
      angle: at.angle,
    };
    const text = await ocr.readLine(binarize(cropLine(picture, box)));
    const digits = String(room.surface);
    for (const m of text.matchAll(/(\d+)[.,](\d{1,2})/gu)) {
      if (`${m[1]}${m[2]}` === digits) {
        room.surface = parseSurfaceNumber(m[0]);
        room.roomType = classifyRoom(room.name, room.surface).roomType;
        break;
      }
    }
  }
}

async function withPdf<T>(bytes: Uint8Array, use: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await openPdf(bytes);
  } catch {
    throw new AnalysisError(
      'UNSUPPORTED',
      'Ce PDF ne peut pas être lu : le fichier est peut-être abîmé ou protégé.',
    );
  }
  try {
    return await use(pdf.doc);
  } finally {
    await pdf.close();
  }
}

async function analyzePdf(bytes: Uint8Array, ocr: OcrEngine, started: number): Promise<AnalysisResult> {
  return withPdf(bytes, async (doc) => {
    const count = Math.min(doc.numPages, MAX_PDF_PAGES);
    const textPages: PageReading[] = [];
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const segments = groupSegments(await pageTextItems(page));
      textPages.push({
        parse: parsePage(segments),
        text: segments.map((s) => s.text).join('\n'),
        size: pageSize(page),
      });
    }
    if (textPages.some((p) => p.parse.rooms.length > 0)) return toResult(textPages, 'pdf-text', started);

    // No room in the text layer: a scanned plan, or labels drawn as outlines. Read the pages' pictures.
    const ocrPages: PageReading[] = [];
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const { width, height } = pageSize(page);
      const canvas = await renderPage(page, OCR_LONG_SIDE / Math.max(width, height));
      ocrPages.push(await readPicture(canvas, ocr));
    }
    return toResult(ocrPages, 'ocr', started);
  });
}

/** The picture a vision model is shown: the image itself, or a PDF's first page. */
async function pictureForVision(input: LocalInput): Promise<Picture> {
  if (input.mime !== 'application/pdf') return decodeImage(input.bytes, input.mime);
  return withPdf(input.bytes, async (doc) => {
    const page = await doc.getPage(1);
    const { width, height } = pageSize(page);
    return renderPage(page, VISION_MAX_SIDE / Math.max(width, height));
  });
}

async function analyzeWithVision(
  input: LocalInput,
  vision: NonNullable<AnalyzePlanOptions['vision']>,
  started: number,
): Promise<AnalysisResult> {
  const jpeg = await toJpeg(await pictureForVision(input), VISION_MAX_SIDE);
  const { answer, text } = await readPlanWithVision(
    { bytes: jpeg, mime: 'image/jpeg' },
    vision,
    AbortSignal.timeout(VISION_TIMEOUT_MS),
  );
  const rooms = answer.rooms.map((r) => {
    const surface = r.surface ? Math.round(r.surface * 100) / 100 : null;
    const c = classifyRoom(r.name, surface ?? 0);
    return { name: r.name, surface, roomType: c.roomType, countsInCarrez: c.countsInCarrez };
  });
  const surfaceLoiCarrez = answer.surfaceLoiCarrez ?? carrezSurface(rooms);
  return {
    // A vision model says neither where a label is nor how sure it is: every room is to be checked.
    rooms: rooms.map(({ name, surface, roomType }) => ({ name, surface, roomType, confidence: 0.5 })),
    surfaceLoiCarrez: Math.round(surfaceLoiCarrez * 100) / 100,
    engine: 'vision',
    durationMs: Math.round(performance.now() - started),
    text,
  };
}

export interface LocalDeps {
  ocr: OcrEngine;
  /** Told when the vision model fails and the local engine takes over (for the server's log). */
  onVisionFailure?: (error: unknown) => void;
}

/** The whole analysis of one plan file, in the calling thread (the worker pool calls it off the request thread). */
export async function analyzeLocally(
  input: LocalInput,
  options: AnalyzePlanOptions,
  deps: LocalDeps,
): Promise<AnalysisResult> {
  const started = performance.now();
  if (options.vision) {
    try {
      return await analyzeWithVision(input, options.vision, started);
    } catch (error) {
      if (error instanceof AnalysisError && error.code === 'UNSUPPORTED') throw error;
      deps.onVisionFailure?.(error);
    }
  }
  if (input.mime === 'application/pdf') return analyzePdf(input.bytes, deps.ocr, started);
  const picture = await decodeImage(input.bytes, input.mime satisfies ImageMime);
  return toResult([await readPicture(picture, deps.ocr)], 'ocr', started);
}
