import { DETECTION_REVIEW_BELOW } from '@courant/domain';
import { classifyRoom, correctRoomName, normalizeName, plausibleSurface } from './classify-room.ts';
import { fitSurfaceLine } from './glyph-fit.ts';
import { type Grey, type Picture, toGrey } from './image-prep.ts';
import type { OcrEngine } from './ocr.ts';
import { cleanRoomName, type PlacedRoom, parseSurfaceNumber } from './parse-plan-text.ts';
// A table's figure is taken on the bounds small print measured for labels (MAX_UNEXPLAINED, MIN_FIGURE_MARGIN):
// on the bench's floor700 tables every figure read right left 0.09–0.18 of its ink unexplained, at margins
// of 0.52–0.84.
import {
  CAP_PER_EM,
  darkLevel,
  MAX_UNEXPLAINED,
  MIN_FIGURE_MARGIN,
  readName,
  readsSurface,
  recognised,
  SMALL_PRINT_INK,
} from './small-print.ts';
import { findTextLines, type TextLine } from './text-lines.ts';

/**
 * A surfaces table beside the drawing ('Tableau des surfaces', 'Surfaces habitables'): a column of
 * names, left-aligned, and a column of surfaces on the same baselines far to the right (issue 17's
 * floor of 700 px: 210 px apart for letters 6–7 px high). On a low-resolution scan the page's OCR reads
 * the names fairly but loses the figures' decimal commas ('Bureau 94m', 'Couloir 32m') or their first
 * figure ('Terrasse 12 m²' read '2'). Here the table is found on the picture at its own resolution, its
 * figures read by drawing them in the table's font (`glyph-fit.ts`), its names by readers that err
 * apart; a row is listed when its name is sure, with its surface when the drawing reads it surely,
 * else with its surface to enter (better to miss a surface than to invent one).
 */

/**
 * Tables whose figures are at most this high (cap height with the '²', picture pixels) are read here.
 * Measured: the floor700 tables' figures 8–9 px (1386 px sheet) and 9–11 px (1733 px sheet), where the
 * page OCR lost commas; a 150 dpi scan's 9 px, read here too (table-only 0.97 → 1.00). The 200 dpi
 * scans' and the 2079 px floor700 sheet's tables (13 px) are left to the page OCR, which reads them
 * (png200 table styles 0.99/1.00): the drawing was not measured there.
 */
const MAX_TABLE_CAP = 11;
/** Largest marks looked for: the tables' letters above, with their accents. */
const MAX_LETTER = 14;
/**
 * One baseline: a name and its surface on one row, in the figures' cap heights. Measured on marks, a
 * name's baseline is up to 3 px off its figure's for 9 px figures (the 1733 px sheet's 'Dgt', its 'g'
 * hanging below); rows are 2.3 caps apart.
 */
const SAME_BASELINE = 0.4;
/** A column: lines whose left (or right) ends agree within this (pixels). */
const COLUMN_ALIGN = 2.5;
/** Rows one under the other in a table, in cap heights: 16.7 px apart for 8.5 px caps on the bench. */
const ROW_PITCH = [1.4, 3.5] as const;
/** Fewest rows that make a table. */
const MIN_ROWS = 3;
/** Farthest a row's surface stands from its name, in cap heights (210 px for 8 px, some 26, on the bench). */
const MAX_ROW_GAP = 60;
/** A figure with its unit, as a table writes it ('9,4 m²', '12 m²'). */
const TABLE_FIGURE = /^(\d{1,3}(?:[.,]\d{1,2})?)\s*[mM]/u;

export interface TableRow {
  name: TextLine;
  figure: TextLine;
}

interface Column {
  lines: TextLine[];
}

/** Lines one under the other whose `end` agree, each within ROW_PITCH of the last: columns of a table. */
function columns(lines: TextLine[], end: 'x0' | 'x1'): Column[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline);
  const found: Column[] = [];
  const used = new Set<TextLine>();
  for (const top of sorted) {
    if (used.has(top)) continue;
    const column = [top];
    for (;;) {
      const last = column[column.length - 1] as TextLine;
      const cap = Math.max(3, last.capHeight);
      const next = sorted.find(
        (l) =>
          !used.has(l) &&
          Math.abs(l[end] - top[end]) <= COLUMN_ALIGN &&
          l.baseline - last.baseline >= ROW_PITCH[0] * cap &&
          l.baseline - last.baseline <= ROW_PITCH[1] * cap,
      );
      if (!next) break;
      column.push(next);
    }
    if (column.length >= MIN_ROWS) {
      for (const l of column) used.add(l);
      found.push({ lines: column });
    }
  }
  return found;
}

/**
 * The rows of the surfaces tables among a picture's text lines: a left-aligned column of names, and a
 * column (left- or right-aligned) of lines on the same baselines further right, the nearest such column;
 * at least MIN_ROWS rows.
 */
export function findTableRows(lines: TextLine[]): TableRow[][] {
  // A name's accents and descenders make it look taller than its figure ('Séjour' 13 px over 9).
  const names = columns(
    lines.filter((l) => l.capHeight >= 3),
    'x0',
  );
  const small = lines.filter((l) => l.capHeight >= 3 && l.capHeight <= MAX_TABLE_CAP);
  const figures = [...columns(small, 'x0'), ...columns(small, 'x1')];
  const tables: TableRow[][] = [];
  for (const nameColumn of names) {
    let best: TableRow[] | undefined;
    let bestX = Number.POSITIVE_INFINITY;
    for (const figureColumn of figures) {
      if (figureColumn === nameColumn) continue;
      const rows: TableRow[] = [];
      for (const name of nameColumn.lines) {
        const cap = Math.max(3, name.capHeight);
        const figure = figureColumn.lines.find(
          (f) =>
            Math.abs(f.baseline - name.baseline) <= Math.max(2, SAME_BASELINE * f.capHeight) &&
            f.x0 > name.x1 + cap &&
            f.x0 - name.x1 <= MAX_ROW_GAP * cap,
        );
        if (figure) rows.push({ name, figure });
      }
      const x = Math.min(...figureColumn.lines.map((l) => l.x0));
      if (rows.length >= MIN_ROWS && x < bestX) {
        best = rows;
        bestX = x;
      }
    }
    if (best) tables.push(best);
  }
  return tables;
}

const boxOf = (line: TextLine, em = line.capHeight / CAP_PER_EM) => ({
  x0: line.x0,
  x1: line.x1,
  baseline: line.baseline,
  em,
});

/** A reading of a name line put right against the room vocabulary, when it names a room. */
function roomName(text: string): string | undefined {
  const name = correctRoomName(cleanRoomName(text));
  return name && classifyRoom(name, 0).known ? name : undefined;
}

export interface TableReading {
  rooms: PlacedRoom[];
  /** Boxes of the table's rows (page units): what the page reading found there is the table's. */
  rows: { x0: number; y0: number; x1: number; y1: number }[];
}

/**
 * The rooms a picture's surfaces tables list, in page units (toPage: picture pixels to page units).
 * `hints`: the page reading's rooms (page units), whose names vote for the rows' names.
 */
export async function readSurfaceTables(
  picture: Picture,
  hints: PlacedRoom[],
  toPage: number,
  ocr: OcrEngine,
): Promise<TableReading> {
  const grey = toGrey(picture, 1);
  const { lines, strokes } = findTextLines(grey, MAX_LETTER, SMALL_PRINT_INK);
  const tables = findTableRows(lines);
  const reading: TableReading = { rooms: [], rows: [] };
  if (tables.length === 0) return reading;
  const black = darkLevel(grey);
  for (const rows of tables) {
    // The table's font and size, from its first figures read broadly: a table writes them in one.
    let font: { font: string; size: number } | undefined;
    let bestShare = Number.POSITIVE_INFINITY;
    for (const { figure } of rows.slice(0, 3)) {
      const em = figure.capHeight / CAP_PER_EM;
      const fit = fitSurfaceLine(grey, boxOf(figure), black, strokes, {
        ems: [0.9, 1, 1.1, 1.2, 1.3].map((s) => s * em),
        staged: true,
      });
      if (!fit || !TABLE_FIGURE.test(fit.text)) continue;
      const share = fit.cost / fit.energy;
      if (share < bestShare) {
        bestShare = share;
        font = { font: fit.font, size: fit.size };
      }
    }
    if (!font || bestShare > MAX_UNEXPLAINED) continue;
    const page: TablePage = { picture, grey, black, strokes, font, hints, toPage, ocr };
    for (const row of rows) {
      // A row not named is left to the page reading.
      const room = await readRow(page, row);
      if (!room) continue;
      const { name, figure } = row;
      reading.rows.push({
        x0: name.x0 * toPage,
        y0: Math.min(name.y0, figure.y0) * toPage,
        x1: figure.x1 * toPage,
        y1: Math.max(name.y1, figure.y1) * toPage,
      });
      reading.rooms.push(room);
    }
  }
  return reading;
}

/** A table's picture as its rows are read: its grey, black and long strokes, and the table's font. */
interface TablePage {
  picture: Picture;
  grey: Grey;
  black: number;
  strokes: Uint8Array;
  font: { font: string; size: number };
  /** The page reading's rooms, page units. */
  hints: PlacedRoom[];
  /** Picture pixels to page units. */
  toPage: number;
  ocr: OcrEngine;
}

/** A row's room, page units: undefined when its name is not read surely. */
async function readRow(page: TablePage, row: TableRow): Promise<PlacedRoom | undefined> {
  const { picture, grey, black, strokes, font, hints, toPage, ocr } = page;
  const { name: nameLine, figure } = row;
  const ems = [font.size - 0.25, font.size, font.size + 0.25];
  const fit = fitSurfaceLine(grey, boxOf(figure), black, strokes, { fonts: [font.font], ems });
  const drawnFigure = readsSurface(fit, TABLE_FIGURE) ? TABLE_FIGURE.exec(fit.text)?.[1] : undefined;
  // The page reading's room on this row: its name, and its figure's digits (commas lost or not).
  const cap = Math.max(3, nameLine.capHeight);
  // Its angle within a scan's skew (the page read in the frame turned by it).
  const hint = hints.find(
    (h) =>
      Math.abs(h.angle) <= 5 &&
      h.cx / toPage >= nameLine.x0 - cap &&
      h.cx / toPage <= nameLine.x1 + cap &&
      Math.abs(h.cy / toPage - (nameLine.baseline - cap / 2)) <= cap,
  );
  const name = await nameOfRow(picture, nameLine, hint?.name, ocr);
  if (!name) return undefined;
  let surface: number | null = null;
  let margin = 0;
  if (fit && drawnFigure) {
    const value = parseSurfaceNumber(drawnFigure);
    const digits = (s: string) => s.replace(/\D/gu, '');
    // Sure by the drawing alone, or the page reading wrote the same digits (its comma lost).
    const read = hint?.surface;
    const agreed =
      read !== undefined && read !== null && digits(String(read)) === digits(drawnFigure) && fit.margin > 0;
    const range = plausibleSurface(name);
    const plausible = !range || (value >= range[0] && value <= range[1]);
    if (plausible && (fit.margin >= MIN_FIGURE_MARGIN || agreed)) {
      surface = value;
      margin = fit.margin;
    }
  }
  const c = classifyRoom(name, surface ?? 0);
  const x0 = nameLine.x0;
  const x1 = figure.x1;
  const y0 = Math.min(nameLine.y0, figure.y0);
  const y1 = Math.max(nameLine.y1, figure.y1);
  const h = cap / CAP_PER_EM;
  return {
    name,
    surface,
    roomType: c.roomType,
    countsInCarrez: c.countsInCarrez,
    // Read by drawing small print: right most of the time, to be checked by the user.
    confidence: surface === null ? 0.3 : Math.min(DETECTION_REVIEW_BELOW - 0.05, 0.4 + margin),
    cx: ((nameLine.x0 + nameLine.x1) / 2) * toPage,
    cy: (nameLine.baseline - cap / 2) * toPage,
    height: h * toPage,
    angle: 0,
    bounds: { x0: x0 * toPage, y0: y0 * toPage, x1: x1 * toPage, y1: y1 * toPage },
    surfaceAt: {
      cx: ((figure.x0 + figure.x1) / 2) * toPage,
      cy: (figure.baseline - figure.capHeight / 2) * toPage,
      width: (figure.x1 - figure.x0) * toPage,
      height: h * toPage,
      angle: 0,
    },
  };
}

/**
 * A row's name, read by readers that err apart: the page reading's name on the row, PaddleOCR's
 * recogniser on the line alone, then tesseract on the line alone, enlarged. Taken when two of them name
 * the same kind of room (the longer reading: 'Chambre 1' rather than 'Chambre'). Drawing the names plans
 * use in the table's font (`fitNameLine`) confirmed none alone on floor700 table-only/maison-rdc: its
 * best drawing left 0.45–0.77 of a regular 6 px name's ink unexplained, and named 'Couloir' 'Garage',
 * 'Buanderie' 'Chaufferie'.
 */
async function nameOfRow(
  picture: Picture,
  line: TextLine,
  pageName: string | undefined,
  ocr: OcrEngine,
): Promise<string | undefined> {
  const typeOf = (name: string) => classifyRoom(name, 0).roomType;
  const readers = [
    async () => pageName,
    async () => (await recognised(picture, line)).text,
    () => readName(picture, line, ocr),
  ];
  const names: string[] = [];
  for (const read of readers) {
    const text = await read();
    const name = text === undefined ? undefined : roomName(text);
    if (!name) continue;
    const agreeing = names.find((n) => typeOf(n) === typeOf(name));
    if (agreeing) return normalizeName(agreeing).length >= normalizeName(name).length ? agreeing : name;
    names.push(name);
  }
  return undefined;
}

/**
 * The page's rooms with its surfaces tables' rows read closely. What the page reading found on a row
 * (a name, or a figure paired with a name) is the row's, read again: the close reading replaces it
 * ('Terrasse 12 m²' read 'Terrasse 2' on the page). A row's room that a label in the drawing names too
 * (table-repeat's labels, table-only's names alone) is one room: the label's place and name, the row's
 * surface, or the label's when the row's could not be read.
 */
export function withTableRooms(rooms: PlacedRoom[], table: TableReading): PlacedRoom[] {
  if (table.rows.length === 0) return rooms;
  const onRow = (p: { cx: number; cy: number } | undefined) =>
    p !== undefined && table.rows.some((b) => p.cx >= b.x0 && p.cx <= b.x1 && p.cy >= b.y0 && p.cy <= b.y1);
  let kept = rooms.filter((r) => !onRow(r) && !onRow(r.surfaceAt));
  const keyOf = (r: PlacedRoom) => normalizeName(r.name).replace(/\s+/gu, '');
  const added: PlacedRoom[] = [];
  for (const row of table.rooms) {
    const key = keyOf(row);
    const labels = kept.filter((r) => keyOf(r) === key);
    // Two rows of one name ('Placard' twice): which label is whose is not known.
    const unique = table.rooms.filter((r) => keyOf(r) === key).length === 1;
    const [label] = labels;
    if (!unique || labels.length !== 1 || !label) {
      added.push(row);
      continue;
    }
    if (row.surface === null && label.surface !== null) continue;
    kept = kept.filter((r) => r !== label);
    const c = classifyRoom(label.name, row.surface ?? 0);
    added.push({
      ...label,
      surface: row.surface,
      surfaceAt: row.surfaceAt,
      roomType: c.roomType,
      countsInCarrez: c.countsInCarrez,
      confidence: row.confidence,
    });
  }
  return [...kept, ...added].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
}
