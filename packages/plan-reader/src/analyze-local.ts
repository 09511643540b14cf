import { carrezSurface, DETECTION_REVIEW_BELOW } from '@courant/domain';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisError } from './analysis-error.ts';
import { classifyRoom, plausibleSurface, startsWithRoomWord } from './classify-room.ts';
import {
  binarize,
  cropFoundLine,
  cropLine,
  cropRegion,
  decodeImage,
  despeckle,
  type Grey,
  greyCanvas,
  type ImageMime,
  type Picture,
  removeLongStrokes,
  rotateGrey,
  strokeDirections,
  toGrey,
  toJpeg,
} from './image-prep.ts';
import { isWord, type OcrEngine, type OcrPass } from './ocr.ts';
import { isNearCertain, isSmallPrint, keepOcrRoom, namesToCheck } from './ocr-gate.ts';
import {
  type Bounds,
  dropRepeatedRooms,
  dropUnpairedTableNames,
  isMisreadHeight,
  isNotARoomLine,
  mergePageParses,
  type PageParse,
  type PlacedRoom,
  parsePage,
  parseSegmentText,
  parseSurfaceNumber,
  restoreLostComma,
  segmentBounds,
  surfaceOfLine,
  type TextBox,
} from './parse-plan-text.ts';
import { MAX_PDF_PAGES, openPdf, pageSize, pageTextItems, renderPage } from './pdf-text.ts';
import { readShortNames } from './short-names.ts';
import { measuredLetterHeight, readSmallPrint } from './small-print.ts';
import { Budget } from './stages/budget.ts';
import { readRegions } from './stages/read-regions.ts';
import { seenMessage, whatWasSeen } from './stages/seen.ts';
import { detectTextRegions } from './stages/text-regions.ts';
import { TUNING } from './stages/tuning.ts';
import { readSurfaceTables, withTableRooms } from './surface-table.ts';
import { groupSegments, type TextSegment } from './text-layout.ts';
import { findTextLines } from './text-lines.ts';
import type {
  AnalysisEngine,
  AnalysisResult,
  AnalyzePlanOptions,
  DetectedRoom,
  PlanMimeType,
  TextItem,
} from './types.ts';
import { readPlanWithVision } from './vision.ts';

/**
 * Long side of the picture the OCR reads, in pixels: an A4 sheet at ~200 dpi. Labels of a 1:100 plan
 * (2.5–3 mm) are then ~15 px high, which tesseract reads best on our fixtures; 300 dpi is both
 * slower and less accurate there, 150 dpi loses decimal commas.
 */
const OCR_LONG_SIDE = 2350;
/**
 * A picture enlarged this much or more to reach OCR_LONG_SIDE (a 150 dpi A4 sheet, 1754 px, is enlarged
 * 1.34 times) has blurred letters, and tesseract reads its upright labels and the labels of a wing turned
 * level worse than its level ones: those passes read it larger, at LARGE_LONG_SIDE (150 dpi rotated-text
 * fixtures: 'Chambre 2 12,1 m²' read 'a0tl183' at 2350 px, right at 2800; wing-45 fixtures at 2350 px:
 * 'SdE + WC' read 'SaE + we', 'Bureau' and 'Hall d'entrée' as one line, 'Buanderie' not at all, 11 labels
 * of 13 right at 2800 against 7). A 200 dpi picture read at 2800 lost labels it reads at 2350 ('SdB 4,5'
 * written downwards, 'CHAMBRE 1' on the wing): it is read at OCR_LONG_SIDE, as before.
 */
const UPSCALED = 1.25;
const LARGE_LONG_SIDE = 2800;
/** A pass's long side: pixels, or 'large' (LARGE_LONG_SIDE on an UPSCALED picture, else OCR_LONG_SIDE). */
type Pass = OcrPass & { longSide: number | 'large' };
/**
 * In the drawing's frame (the page, or the page turned by a scan's skew): level labels, then the
 * labels written bottom to top and top to bottom (narrow rooms). OCR of small print is brittle (one
 * pixel more and a comma is lost): two readings at two sizes, merged label by label, find what one
 * reading misses.
 */
const OCR_PASSES: Pass[] = [
  { layout: 'sparse', longSide: OCR_LONG_SIDE },
  { layout: 'sparse', longSide: LARGE_LONG_SIDE },
  { layout: 'sparse', angle: 90, longSide: 'large' },
  { layout: 'auto', angle: 90, longSide: OCR_LONG_SIDE },
  { layout: 'sparse', angle: -90, longSide: 'large' },
];
/** In the frame of a wing drawn at another angle (45°): its level labels and those written across. */
const WING_PASSES: Pass[] = [
  { layout: 'sparse', longSide: 'large' },
  { layout: 'sparse', angle: 90, longSide: 'large' },
];
/**
 * Long side (pixels) of the pictures whose letters are measured when the first reading found no word
 * surely: every low-resolution scan (a floor in 700 px, an A4 under 100 dpi) is under it, and measuring
 * costs a fraction of a page reading there.
 */
const MEASURED_LETTERS_MAX_SIDE = 1600;
/** A page reading listing fewer rooms than this, not taken for small print, is also read by drawing. */
const FEW_ROOMS = 3;
/** A skew under this (degrees) is left as it is: turning the picture blurs it more than it helps. */
const MIN_SKEW = 0.4;
/** A second stroke direction this strong against the first is a wing drawn at that angle. */
const WING_WEIGHT = 0.25;
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
    throw new AnalysisError('NO_PLAN_DETECTED', seenMessage(whatWasSeen(text)), { engine, durationMs, text });
  }
  return { rooms, surfaceLoiCarrez: Math.round(surfaceLoiCarrez * 100) / 100, engine, durationMs, text };
}

/**
 * The frames to read a picture in: the page's own, turned by its skew (a scan or photo a degree or
 * two off), and a wing's drawn at another angle. Angles in degrees counter-clockwise.
 */
function drawingFrames(picture: Picture): { angle: number; passes: typeof OCR_PASSES }[] {
  const small = toGrey(picture, Math.min(1, 800 / Math.max(picture.width, picture.height)));
  const [main, second] = strokeDirections(small);
  const directions = [main, second && main && second.weight >= WING_WEIGHT * main.weight ? second : undefined]
    .filter((d) => d !== undefined)
    .map((d) => d.angle);
  const skew = directions.find((a) => Math.abs(a) <= 10) ?? 0;
  const frames = [{ angle: Math.abs(skew) < MIN_SKEW ? 0 : skew, passes: OCR_PASSES }];
  for (const a of directions) if (Math.abs(a) > 10) frames.push({ angle: a, passes: WING_PASSES });
  return frames;
}

/** A reading made in a turned frame, placed on the page: positions mapped back, angles turned with it. */
function placeOnPage(
  parse: PageParse,
  toPage: (x: number, y: number) => { x: number; y: number },
  angle: number,
): PageParse {
  if (angle === 0) return parse;
  const boundsOf = ({ x0, y0, x1, y1 }: PlacedRoom['bounds']) => {
    const corners = [toPage(x0, y0), toPage(x1, y0), toPage(x0, y1), toPage(x1, y1)];
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
  const rooms = parse.rooms.map((room) => {
    const at = toPage(room.cx, room.cy);
    const surfaceAt = room.surfaceAt && {
      ...room.surfaceAt,
      ...(({ x, y }) => ({ cx: x, cy: y }))(toPage(room.surfaceAt.cx, room.surfaceAt.cy)),
      angle: room.surfaceAt.angle + angle,
    };
    return {
      ...room,
      cx: at.x,
      cy: at.y,
      angle: room.angle + angle,
      bounds: boundsOf(room.bounds),
      surfaceAt,
    };
  });
  return { ...parse, rooms };
}

/** Reads a picture of a plan: cleaned of its drawing, then OCR in French, level and turned. */
async function readPicture(picture: Picture, ocr: OcrEngine, budget: Budget): Promise<PageReading> {
  const pictureSide = Math.max(picture.width, picture.height);
  const prepared = new Map<string, { cleaned: Grey; scale: number; frame: ReturnType<typeof rotateGrey> }>();
  const prepare = (longSide: number, angle: number) => {
    const key = `${longSide} ${angle}`;
    const done = prepared.get(key);
    if (done) return done;
    const scale = Math.min(2.5, Math.max(0.2, longSide / pictureSide));
    const grey = toGrey(picture, scale);
    const side = Math.max(grey.width, grey.height);
    const frame =
      angle === 0 ? { grey, back: (x: number, y: number) => ({ x, y }) } : rotateGrey(grey, angle);
    // Strokes longer than ~1.8 % of the sheet (5 mm on A4) are drawing, never a letter of a label.
    const cleaned = despeckle(
      removeLongStrokes(binarize(frame.grey), Math.max(20, Math.round(side * 0.018))),
    );
    const entry = { cleaned, scale, frame };
    prepared.set(key, entry);
    return entry;
  };
  const parses: PageParse[] = [];
  const orphans: Orphan[] = [];
  // Boxes of the words the level readings read surely, on the page: the short names no reading
  // covered are looked for around them.
  const covered: Bounds[] = [];
  let text = '';
  let letterPx: number | undefined;
  const frames = drawingFrames(picture);
  // Wings drawn at another angle (45°): small print is read by drawing in their frames too.
  const wings = frames.map((f) => f.angle).filter((a) => Math.abs(a) > 10);
  reading: for (const { angle, passes } of frames) {
    for (const pass of passes) {
      // The first pass always runs; the others while their share of the page's time is left.
      if (parses.length > 0 && !budget.allows(TUNING.EXTRA_PASSES_SHARE)) break reading;
      const longSide =
        pass.longSide !== 'large'
          ? pass.longSide
          : OCR_LONG_SIDE / pictureSide >= UPSCALED
            ? LARGE_LONG_SIDE
            : OCR_LONG_SIDE;
      const { cleaned, scale, frame } = prepare(longSide, angle);
      const reading = await ocr.read(cleaned, pass);
      // Read in the frame, where the drawing is level (a surfaces table's rows, a label's lines), then
      // placed on the page; every reading in the first reading's pixels, so that they can be merged.
      const k = OCR_LONG_SIDE / (pictureSide * scale);
      const items = reading.items.map((i) => ({
        ...i,
        x: i.x * k,
        y: i.y * k,
        width: i.width * k,
        height: i.height * k,
      }));
      const toPage = (x: number, y: number) => {
        const at = frame.back(x / k, y / k);
        return { x: at.x * k, y: at.y * k };
      };
      if (!pass.angle) covered.push(...items.filter(isSureWord).map((i) => itemBounds(i, toPage)));
      const segments = groupSegments(items);
      const passParse = parsePage(segments, { ocr: true });
      orphans.push(...orphanSurfaces(segments, passParse, toPage, angle));
      parses.push(placeOnPage(passParse, toPage, angle));
      if (!text && !pass.angle) {
        text = reading.text;
        const sure = sureLetterHeight(reading.items);
        // No word read surely on a small picture (a 700 px sheet, a low-resolution scan): the height of
        // its lines of letters, measured on the picture, tells small print from no writing at all.
        letterPx =
          sure !== undefined
            ? sure / scale
            : pictureSide <= MEASURED_LETTERS_MAX_SIDE
              ? measuredLetterHeight(picture)
              : undefined;
        // Small print (a low-resolution scan): more passes and close readings of blurred figures make
        // nothing surer; its labels are read by drawing (below). The first reading decides.
        if (isSmallPrint(letterPx)) break reading;
      }
    }
  }
  budget.mark(`page reading (${parses.length} passes)`);
  // The learned detector's regions read by the recogniser: a second reader of the page, whose labels
  // are merged with tesseract's (two readings of one label on one line are one label).
  if (!isSmallPrint(letterPx) && budget.allows(TUNING.REGIONS_SHARE)) {
    const regions = await readPageRegions(picture, OCR_LONG_SIDE / pictureSide);
    parses.push(regions.parse);
    text = text ? `${text}\n${regions.text}` : regions.text;
    budget.mark(`regions read (${regions.count})`);
  }
  // The page reading's rooms, before small print keeps only the near-certain: a surfaces table's rows,
  // read closely below, take their names from them.
  const pageRooms = parses.flatMap((p) => p.rooms);
  // Small print: the labels are read by drawing their surfaces at the picture's own resolution; of
  // the page reading, only near-certain rooms stay.
  const drawn = new Set<PlacedRoom>();
  if (isSmallPrint(letterPx)) {
    for (const p of parses) p.rooms = p.rooms.filter(isNearCertain);
    const rooms = await readSmallPrint(picture, ocr, OCR_LONG_SIDE / pictureSide, letterPx, wings);
    for (const room of rooms) drawn.add(room);
    parses.push({ rooms });
    budget.mark('small print drawn');
  }
  const parse = mergePageParses(parses);
  if (!isSmallPrint(letterPx) && budget.allows(TUNING.CLOSE_READINGS_SHARE)) {
    if (letterPx !== undefined) {
      const short = await readShortNames(picture, covered, letterPx, OCR_LONG_SIDE / pictureSide, ocr);
      parse.rooms = withShortNames(parse.rooms, short);
    }
    for (const closeReading of closeReadings())
      await closeReading(picture, parse, pictureSide / OCR_LONG_SIDE, ocr);
    await readOrphanLabels(picture, parse, orphans, pictureSide / OCR_LONG_SIDE, ocr);
    budget.mark('close readings');
  }
  for (const room of parse.rooms) {
    const restored = room.surface === null ? undefined : restoreLostComma(room.name, room.surface);
    if (restored === undefined) continue;
    // A figure put right by its plausibility, not read: the user checks it ('À vérifier').
    room.surface = restored;
    room.roomType = classifyRoom(room.name, restored).roomType;
    room.confidence = Math.min(room.confidence, DETECTION_REVIEW_BELOW - 0.1);
  }
  // The close readings add rooms after the merge: a table's row read closely repeats a label read on
  // the page ('Cellier 3,15' twice on the 150 dpi table-repeat fixtures).
  parse.rooms = dropRepeatedRooms(
    dropUnpairedTableNames(parse.rooms).filter(
      (room) => drawn.has(room) || keepOcrRoom({ ...room, letterPx }),
    ),
  );
  // A surfaces table beside the drawing: its rows read closely (their figures by drawing), instead of
  // the page reading's figures, which lose their commas at 700 px ('Bureau 94m', 'Terrasse 2').
  // Not skipped for time: a page without a table costs 0.1–0.4 s of CPU here (the realistic dev plans),
  // and on a page with one its rows are the reading (table-only at 700 px: every room from the table).
  parse.rooms = withTableRooms(
    parse.rooms,
    await readSurfaceTables(picture, pageRooms, OCR_LONG_SIDE / pictureSide, ocr),
  );
  budget.mark('surfaces tables');
  // Next to nothing read, and not taken for small print: the words read surely were a title block's,
  // larger than the labels (issue 17's scan where the floor is 700 px wide on a 1400–2100 px sheet, its
  // labels' figures 5.5 px high). The labels are read by drawing, which lists nothing it cannot read;
  // when it lists rooms, of the page reading only near-certain ones stay, as on small print (a stray
  // room tesseract made of that small print, 'chambre1 17,1', had kept every label from being drawn).
  if (parse.rooms.length < FEW_ROOMS && !isSmallPrint(letterPx) && budget.allows(TUNING.DRAWING_SHARE)) {
    const rooms = await readSmallPrint(picture, ocr, OCR_LONG_SIDE / pictureSide, undefined, wings);
    if (rooms.length > 0) parse.rooms = dropRepeatedRooms([...parse.rooms.filter(isNearCertain), ...rooms]);
    budget.mark('page drawn');
  }
  // Room names read but none listed (their surfaces unread, their letters unsure): the names are listed,
  // their surfaces to enter and each to check, rather than 'Aucun plan détecté' on a plan with labels.
  if (parse.rooms.length === 0) parse.rooms = namesToCheck(pageRooms);
  const k = OCR_LONG_SIDE / pictureSide;
  return { parse, text, size: { width: picture.width * k, height: picture.height * k } };
}

/** The page's text regions read by the recogniser, parsed as labels, in page units (toPage: picture pixels to them). */
async function readPageRegions(
  picture: Picture,
  toPage: number,
): Promise<{ parse: PageParse; text: string; count: number }> {
  const grey = toGrey(picture, 1);
  const items = (await readRegions(grey, await detectTextRegions(grey))).map((i) => ({
    ...i,
    x: i.x * toPage,
    y: i.y * toPage,
    width: i.width * toPage,
    height: i.height * toPage,
  }));
  return {
    parse: parsePage(groupSegments(items), { ocr: true }),
    text: items.map((i) => i.text).join('\n'),
    count: items.length,
  };
}

/**
 * The short names read alone, added to the page's rooms. One where the page reading already has a
 * room is that room's label read twice: kept only when the page's reading of it has no surface and is
 * less sure than the close one ('Dgt' read at 50 on the page, left out under the gate's 0.4, and at 89
 * alone: 6 plans of 36 at 200 dpi lost their 'Dgt' so).
 */
function withShortNames(rooms: PlacedRoom[], short: PlacedRoom[]): PlacedRoom[] {
  let kept = rooms;
  for (const room of short) {
    const near = (r: PlacedRoom) =>
      Math.hypot(r.cx - room.cx, r.cy - room.cy) < 3 * Math.max(r.height, room.height);
    const there = kept.filter(near);
    if (there.some((r) => r.surface !== null || r.confidence >= room.confidence)) continue;
    kept = [...kept.filter((r) => !there.includes(r)), room];
  }
  return kept;
}

/** A word read surely enough to say that the text under it was read (not a stroke read as 'T1'). */
function isSureWord(item: TextItem): boolean {
  return (item.confidence ?? 0) >= 60 && item.text.trim().length >= 2;
}

/** A level word's box (baseline start, width along, height above), placed on the page. */
function itemBounds(item: TextItem, toPage: (x: number, y: number) => { x: number; y: number }): Bounds {
  const corners = [
    toPage(item.x, item.y),
    toPage(item.x + item.width, item.y),
    toPage(item.x, item.y - item.height),
    toPage(item.x + item.width, item.y - item.height),
  ];
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * How tall the plan's writing is in the picture the OCR read: the median box height of the words it
 * read surely (three letters or more: 'wc' is shorter than 'Chambre'). undefined when none.
 */
function sureLetterHeight(items: TextItem[]): number | undefined {
  const heights = items
    .filter((i) => (i.confidence ?? 0) >= 80 && (i.text.match(/\p{L}/gu) ?? []).length >= 3)
    .map((i) => i.height)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** Letters of a label cut out and read closely are enlarged to about this height (pixels). */
const CLOSE_LETTER_PX = 34;

/**
 * A close reading of the page's rooms: parts of the picture (toPicture: page units to its pixels) cut
 * out around them, enlarged and read again, the rooms corrected in place.
 */
type CloseReading = (picture: Picture, parse: PageParse, toPicture: number, ocr: OcrEngine) => Promise<void>;

/**
 * The close readings in the order they run: surfaces that look misread, upright names read upside
 * down, then the surfaces still missing. A function, as the readings are defined further down.
 */
const closeReadings = (): CloseReading[] => [rereadSurfaces, turnUprightNames, readMissingSurfaces];

/**
 * A room whose name was read but not its surface: the surface line is often there, lost by the page
 * reading (small print, a stroke across it). The label's neighbourhood, its lines below and the rest
 * of its line, is cut out, enlarged and read as one block; a surface on a line under the name or
 * after it on its line is the room's.
 */
const readMissingSurfaces: CloseReading = async (picture, parse, toPicture, ocr) => {
  const taken = parse.rooms.flatMap((r) => (r.surfaceAt ? [r.surfaceAt] : []));
  for (const room of parse.rooms) {
    if (room.surface !== null) continue;
    const h = room.height * toPicture;
    const t = (room.angle * Math.PI) / 180;
    const { x0, y0, x1, y1 } = room.bounds;
    // The name's length along its line (the bounds are level; labels are level or upright).
    const along = (Math.abs(Math.cos(t)) * (x1 - x0) + Math.abs(Math.sin(t)) * (y1 - y0)) * toPicture;
    // From a little before the name to well after it, from its line to three lines under it.
    const u0 = -along / 2 - 1.5 * h;
    const u1 = along / 2 + Math.max(7 * h, along);
    const v0 = -0.9 * h;
    const v1 = 4.6 * h;
    const scale = Math.min(4, Math.max(1, CLOSE_LETTER_PX / Math.max(1, h)));
    const band = cutBand(picture, room, toPicture, { u0, u1, v0, v1, scale, margin: 16 });
    const lines = await ocr.readBlock(band.grey);
    for (const line of lines) {
      // Back to the label's frame, in picture pixels from the name's centre.
      const { u: lu, v: lv } = band.toFrame(
        (line.bbox.x0 + line.bbox.x1) / 2,
        (line.bbox.y0 + line.bbox.y1) / 2,
      );
      const lw = (line.bbox.x1 - line.bbox.x0) / scale;
      const sameLine = Math.abs(lv) <= 0.6 * h;
      const under = lv > 0.6 * h && Math.abs(lu) <= along / 2 + 3 * h && lu - lw / 2 <= along / 2;
      if (!sameLine && !under) continue;
      // A ceiling height whose 'h' the close reading misread ('h = 2,50 m' read 'n = 2,50 m' gave
      // 'Dgt 2,5 m²'): a letter or two, '=', a figure a ceiling has and a bare metre.
      if (isMisreadHeight(line.text)) continue;
      const value = surfaceOfLine(line.text);
      if (value === undefined || value <= 0) continue;
      const { x: px, y: py } = band.frameToPage(lu, lv);
      // Not a surface another room's label already gave.
      if (taken.some((b) => Math.hypot(b.cx - px, b.cy - py) < 1.5 * room.height)) continue;
      room.surface = value;
      room.surfaceAt = { cx: px, cy: py, width: lw / toPicture, height: room.height, angle: room.angle };
      room.roomType = classifyRoom(room.name, value).roomType;
      room.confidence = Math.min(Math.min(1, room.confidence / 0.6) * 0.9, line.confidence / 100);
      taken.push(room.surfaceAt);
      break;
    }
  }
};

/**
 * A label written upwards is read now and then, upside down, by the pass turned for labels written
 * downwards ('SDB' read 'SdB' at 270°): its surface is then looked for on the wrong side and the room
 * listed without it (a wrong room). An upright name read without its surface is read again alone, both
 * ways up: when the other way reads a room name, and the way it was read none or one less surely, the
 * label is the other way up.
 */
const turnUprightNames: CloseReading = async (picture, parse, toPicture, ocr) => {
  for (const room of parse.rooms) {
    if (room.surface !== null) continue;
    if (Math.abs(Math.round(room.angle / 90)) % 2 === 0) continue;
    const box = {
      cx: room.cx * toPicture,
      cy: room.cy * toPicture,
      // Upright: the name runs down the page.
      width: (room.bounds.y1 - room.bounds.y0) * toPicture,
      height: room.height * toPicture,
      angle: room.angle,
    };
    const asRead = await ocr.readWord(binarize(cropLine(picture, box)));
    const turned = await ocr.readWord(binarize(cropLine(picture, { ...box, angle: room.angle + 180 })));
    const named = roomNameOf(turned.text);
    // Tesseract is as sure of a word read upside down ('SDB' read 'gas' at 92, 'SDB' at 91 the right way
    // up): the way up that reads a room name is the label's, the surer one when both do.
    if (!named) continue;
    const asReadNamed = roomNameOf(asRead.text);
    if (asReadNamed && asRead.confidence >= turned.confidence) continue;
    room.name = named;
    room.angle += 180;
    room.roomType = classifyRoom(named, 0).roomType;
  }
};

/** The room name a word read alone gives (no surface on it), when plans use it. */
function roomNameOf(text: string): string | undefined {
  const named = parseSegmentText(text, { ocr: true }).find((p) => p.kind === 'room');
  if (!named || named.surface !== undefined || !classifyRoom(named.name, 0).known) return undefined;
  return named.name;
}

/** 'SHAB 4,5 m²' alone on its line, as OCR reads it ('SHAB 4,5 m°', 'SHAS 4,95 m?'). */
const SHAB_LINE = /^\s*s?\.?h\.?a\.?[bs8]\.?\s*[:=]?\s*\d{1,3}(?:[.,]\d{1,2})?\s*(?:m\S{0,2})?\s*$/iu;
/** A ceiling height's figure alone with a bare metre ('2,50m', '2.80 m'): no surface. */
const HEIGHT_FIGURE = /^\W*[23][.,]\d{1,2}\s*m[\s.,;:]*$/iu;

/**
 * Surfaces a reading found with no room name to pair them with ('SU: 0,9 m²' under a bold name the
 * page reading skipped, '1,2 m²' under 'wci'), on the page: lines of a label, not a total, a
 * dimension or a title block's. Their segments are in the pass's frame; toPage places them.
 */
function orphanSurfaces(
  segments: TextSegment[],
  parse: PageParse,
  toPage: (x: number, y: number) => { x: number; y: number },
  angle: number,
): Orphan[] {
  const orphans: Orphan[] = [];
  for (const seg of segments) {
    if (!HAS_UNIT.test(seg.text) || isNotARoomLine(seg.text)) continue;
    const value = surfaceOfLine(seg.text);
    if (value === undefined) continue;
    // A height line whose 'h =' was read apart ('2,50m'): a ceiling's figure with a bare metre.
    if (HEIGHT_FIGURE.test(seg.text)) continue;
    // Not a total; 'SHAB 4,5 m²' alone is one when no name claims it, and an orphan here: the name over
    // it was misread ('SDB' read 'soB').
    if (!SHAB_LINE.test(seg.text) && parsePage([seg], { ocr: true }).declaredTotal !== undefined) continue;
    const paired = parse.rooms.some(
      (r) => r.surfaceAt && Math.hypot(r.surfaceAt.cx - seg.cx, r.surfaceAt.cy - seg.cy) < 0.5 * seg.height,
    );
    if (paired) continue;
    const at = toPage(seg.cx, seg.cy);
    orphans.push({
      cx: at.x,
      cy: at.y,
      width: seg.width,
      height: seg.height,
      angle: seg.angle + angle,
      value,
    });
  }
  return orphans;
}

/** A surface line read with no name to pair it with, and its figure. */
type Orphan = TextBox & { value: number };

/** A figure followed by a unit or introduced by a surface prefix: a surface line, not a dimension. */
const HAS_UNIT = /\d\s*m|\bs\.?\s?u\b|\bs\s*=|\bsurf|\bshab/iu;

/** Close readings of orphan surfaces per plan, at most (each costs about a tenth of a page reading). */
const MAX_ORPHAN_READINGS = 12;

/**
 * A surface read with no name: the label's name is there, lost by the page reading (a bold word, a
 * door swing touching it, small print). The label block around the surface, its lines above and the
 * start of its line, is cut out, enlarged and read alone, then parsed as a page of its own: a room
 * whose surface is that line's is the label's, added when no room was read there.
 */
async function readOrphanLabels(
  picture: Picture,
  parse: PageParse,
  orphans: Orphan[],
  toPicture: number,
  ocr: OcrEngine,
): Promise<void> {
  const near = (a: { cx: number; cy: number }, b: { cx: number; cy: number }, d: number) =>
    Math.hypot(a.cx - b.cx, a.cy - b.cy) < d;
  const pending: Orphan[] = [];
  for (const o of orphans) {
    if (parse.rooms.some((r) => r.surfaceAt && near(r.surfaceAt, o, 1.5 * o.height))) continue;
    // One surface read by several passes, its line cut a little differently each time: read once.
    if (pending.some((p) => near(p, o, 2.5 * o.height))) continue;
    pending.push(o);
  }
  for (const o of pending.slice(0, MAX_ORPHAN_READINGS)) {
    const h = o.height * toPicture;
    const w = o.width * toPicture;
    // Three lines above the surface (name, finish), the start of its line, a line under it.
    const scale = Math.min(4, Math.max(1, CLOSE_LETTER_PX / Math.max(1, h)));
    const halfU = Math.max(8 * h, w / 2 + 7 * h);
    const band = cutBand(picture, o, toPicture, {
      u0: -halfU,
      u1: halfU,
      v0: -4.4 * h,
      v1: 1.4 * h,
      scale,
      margin: 16,
    });
    const lines = await ocr.readBlock(band.grey);
    // The words, back on the page as text items, grouped into label lines as the page reading does.
    const items: TextItem[] = lines.flatMap((line) =>
      line.words.map((word) => {
        const { x0, y0, x1, y1 } = word.bbox;
        const at = band.toPage(x0, y1);
        return {
          text: word.text,
          x: at.x,
          y: at.y,
          width: (x1 - x0) / scale / toPicture,
          // A stroke glued to a word stretches its box: the label's letters are the orphan's height.
          height: Math.min((y1 - y0) / scale / toPicture, 1.3 * o.height),
          angle: o.angle,
          confidence: word.confidence,
        };
      }),
    );
    // A word of letters read closely is kept however unsure tesseract says it is ('placard' at 9 %):
    // the crop holds one label, and the room is listed only when the label makes a known name with a
    // surface that room can have.
    const segments = groupSegments(items.filter((i) => isWord(i) || /^\p{L}{4,}[.']?$/u.test(i.text)));
    // The room whose surface line is the orphan's: its line's box holds the orphan's centre.
    const holds = (box: TextBox) => {
      const dx = o.cx - box.cx;
      const dy = o.cy - box.cy;
      const du = dx * band.dir.x + dy * band.dir.y;
      const dv = dx * band.down.x + dy * band.down.y;
      return Math.abs(du) <= box.width / 2 + o.height && Math.abs(dv) <= o.height;
    };
    const found =
      parsePage(segments, { ocr: true }).rooms.find(
        (r) => r.surface !== null && r.surfaceAt !== undefined && holds(r.surfaceAt),
      ) ?? (await readNameAbove(picture, o, toPicture, ocr));
    if (!found) continue;
    if (parse.rooms.some((r) => near(r, found, 3 * Math.max(r.height, found.height)))) continue;
    parse.rooms.push(found);
  }
}

/**
 * A band of the picture along a label's line, cut out level and enlarged by scale: from u0 to u1 along
 * the line and from v0 to v1 across it (downwards; negative is above), in picture pixels from the
 * centre of the text box o. toFrame takes a pixel of the cut to (u, v); frameToPage takes (u, v) to the
 * page; toPage does both.
 */
function cutBand(
  picture: Picture,
  o: { cx: number; cy: number; angle: number },
  toPicture: number,
  band: { u0: number; u1: number; v0: number; v1: number; scale: number; margin: number },
) {
  const { u0, u1, v0, v1, scale, margin } = band;
  const t = (o.angle * Math.PI) / 180;
  const dir = { x: Math.cos(t), y: -Math.sin(t) };
  const down = { x: Math.sin(t), y: Math.cos(t) };
  const ox = o.cx * toPicture;
  const oy = o.cy * toPicture;
  const uc = (u0 + u1) / 2;
  const vc = (v0 + v1) / 2;
  const box = {
    cx: ox + uc * dir.x + vc * down.x,
    cy: oy + uc * dir.y + vc * down.y,
    width: u1 - u0,
    height: v1 - v0,
    angle: o.angle,
  };
  const toFrame = (x: number, y: number) => ({ u: (x - margin) / scale + u0, v: (y - margin) / scale + v0 });
  const frameToPage = (u: number, v: number) => ({
    x: (ox + u * dir.x + v * down.x) / toPicture,
    y: (oy + u * dir.y + v * down.y) / toPicture,
  });
  const toPage = (x: number, y: number) => {
    const { u, v } = toFrame(x, y);
    return frameToPage(u, v);
  };
  return { grey: cropRegion(picture, box, scale, margin), toFrame, frameToPage, toPage, dir, down };
}

/** Lines above an orphan surface read one by one for its label's name, at most. */
const NAME_LINES_ABOVE = 3;

/**
 * The name over an orphan surface, read line by line: the block reading of a label mixes its name
 * with the door swing or wall beside it ('Ch 2' over 'SHAB 10,75 m²' read 'ES |' in its block, 'Cha'
 * on the page), while the name's line cut out alone reads right ('Ch2', 91 %). The lines of writing
 * above the surface, overlapping it along the text, are found on the picture and read from the
 * nearest up, past a finish or a height, until one names a room.
 */
async function readNameAbove(
  picture: Picture,
  o: Orphan,
  toPicture: number,
  ocr: OcrEngine,
): Promise<PlacedRoom | undefined> {
  const h = o.height * toPicture;
  const w = o.width * toPicture;
  const halfU = Math.max(6 * h, w / 2 + 4 * h);
  const scale = Math.min(3, Math.max(1, 30 / Math.max(1, h)));
  const margin = 8;
  const band = cutBand(picture, o, toPicture, {
    u0: -halfU,
    u1: halfU,
    v0: -4.4 * h,
    v1: -0.45 * h,
    scale,
    margin,
  });
  const region = band.grey;
  const { lines } = findTextLines(region, Math.ceil(1.8 * h * scale));
  // Lines along the surface's extent, the nearest above first.
  const uOf = (x: number) => band.toFrame(x, 0).u;
  const above = lines
    .filter((l) => uOf(l.x0) <= w / 2 + h && uOf(l.x1) >= -w / 2 - h && l.y1 - l.y0 >= 0.5 * h * scale)
    .sort((a, b) => b.y1 - a.y1)
    .slice(0, NAME_LINES_ABOVE);
  const canvas = greyCanvas(region);
  for (const line of above) {
    const lh = line.y1 - line.y0;
    const crop = cropFoundLine(canvas, line);
    const { text, confidence } = await ocr.readWord(binarize(crop));
    if (confidence < 70) continue;
    const pieces = parseSegmentText(text, { ocr: true });
    // Another label's surface: this one's name is not higher up.
    if (pieces.some((p) => p.kind === 'surface' || (p.kind === 'room' && p.surface !== undefined))) break;
    const named = pieces.find((p) => p.kind === 'room');
    if (!named || !startsWithRoomWord(named.name, true)) continue;
    const c = classifyRoom(named.name, o.value);
    if (!c.known) continue;
    const { x: cx, y: cy } = band.toPage((line.x0 + line.x1) / 2, (line.y0 + line.y1) / 2);
    const height = lh / scale / toPicture;
    const nameBounds = segmentBounds({
      cx,
      cy,
      width: (line.x1 - line.x0) / scale / toPicture,
      height,
      angle: o.angle,
    });
    const s = segmentBounds(o);
    return {
      name: named.name,
      surface: o.value,
      roomType: c.roomType,
      countsInCarrez: c.countsInCarrez,
      cx,
      cy,
      height,
      angle: o.angle,
      // Read apart from its surface, line by line: to be checked ('À vérifier').
      confidence: Math.min(DETECTION_REVIEW_BELOW - 0.1, confidence / 100),
      bounds: {
        x0: Math.min(nameBounds.x0, s.x0),
        y0: Math.min(nameBounds.y0, s.y0),
        x1: Math.max(nameBounds.x1, s.x1),
        y1: Math.max(nameBounds.y1, s.y1),
      },
      surfaceAt: { cx: o.cx, cy: o.cy, width: o.width, height: o.height, angle: o.angle },
    };
  }
  return undefined;
}

/**
 * OCR misreads a surface's figures now and then. A surface that looks misread is read again on its line
 * alone, enlarged (readSurfaceLine), and corrected where the close reading explains the first one.
 */
const rereadSurfaces: CloseReading = async (picture, parse, toPicture, ocr) => {
  for (const room of parse.rooms) {
    const at = room.surfaceAt;
    if (!at) continue;
    const readLine = (widen: number) => readSurfaceLine(picture, at, toPicture, ocr, widen);
    await rereadWholeSurface(room, readLine);
    // Widened by three letter heights: the figure dropped stood before the ones read.
    await rereadImplausibleSurface(room, () => readLine(3 * at.height));
  }
};

/**
 * OCR drops a small decimal comma now and then ('9,4 m²' read '94 m²'). A surface read without
 * decimals is read again: when the close reading has the same digits with a comma, it is the plan's
 * figure.
 */
async function rereadWholeSurface(
  room: PlacedRoom,
  readLine: (widen: number) => Promise<string>,
): Promise<void> {
  if (room.surface === null || room.surface < 10 || !Number.isInteger(room.surface)) return;
  const text = await readLine(0);
  const digits = String(room.surface);
  for (const m of text.matchAll(/(\d+)[.,](\d{1,2})/gu)) {
    if (`${m[1]}${m[2]}` === digits) {
      room.surface = parseSurfaceNumber(m[0]);
      room.roomType = classifyRoom(room.name, room.surface).roomType;
      return;
    }
  }
}

/**
 * OCR drops a figure at the start of a surface too ('Ch 2 10,75 m2' read 'Ch2 0,75': a bedroom of
 * 0,75 m², then left out). A surface the room cannot have is read again, widened: a figure the room
 * can have that ends with the digits first read is the plan's, to be checked by the user ('À vérifier').
 */
async function rereadImplausibleSurface(room: PlacedRoom, readWidened: () => Promise<string>): Promise<void> {
  const range = plausibleSurface(room.name);
  if (!range || room.surface === null) return;
  if (room.surface >= range[0] && room.surface <= range[1]) return;
  const text = await readWidened();
  const digits = String(Math.round(room.surface * 100)).replace(/0+$/u, '');
  for (const m of text.matchAll(/\d+(?:[.,]\d{1,2})?/gu)) {
    const value = parseSurfaceNumber(m[0]);
    const read = String(Math.round(value * 100)).replace(/0+$/u, '');
    if (value < range[0] || value > range[1] || read.length <= digits.length || !read.endsWith(digits))
      continue;
    room.surface = value;
    room.roomType = classifyRoom(room.name, value).roomType;
    room.confidence = Math.min(room.confidence, DETECTION_REVIEW_BELOW - 0.1);
    return;
  }
}

/** A surface's line read again alone, enlarged and binarised, `widen` (page units) wider. */
function readSurfaceLine(
  picture: Picture,
  at: NonNullable<PageParse['rooms'][number]['surfaceAt']>,
  toPicture: number,
  ocr: OcrEngine,
  widen: number,
): Promise<string> {
  const box = {
    cx: at.cx * toPicture,
    cy: at.cy * toPicture,
    width: (at.width + widen) * toPicture,
    height: at.height * toPicture,
    angle: at.angle,
  };
  return ocr.readLine(binarize(cropLine(picture, box)));
}

async function withPdf<T>(bytes: Uint8Array, use: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await openPdf(bytes);
  } catch {
    throw new AnalysisError(
      'UNSUPPORTED',
      'Ce PDF ne peut pas être lu\u00a0: le fichier est peut-être abîmé ou protégé.',
    );
  }
  try {
    return await use(pdf.doc);
  } finally {
    await pdf.close();
  }
}

async function analyzePdf(
  bytes: Uint8Array,
  ocr: OcrEngine,
  started: number,
  pageBudget: () => Budget,
): Promise<AnalysisResult> {
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
      ocrPages.push(await readPicture(canvas, ocr, pageBudget()));
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
  /** Told each stage of a page's reading as it ends, with its CPU time (the bench's trace). */
  onStage?: (stage: string, cpuMs: number) => void;
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
  const pageBudget = () => new Budget(TUNING.PAGE_CPU_MS, deps.onStage);
  if (input.mime === 'application/pdf') return analyzePdf(input.bytes, deps.ocr, started, pageBudget);
  const picture = await decodeImage(input.bytes, input.mime satisfies ImageMime);
  return toResult([await readPicture(picture, deps.ocr, pageBudget())], 'ocr', started);
}
