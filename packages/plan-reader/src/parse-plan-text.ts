import {
  classifyRoom,
  correctRoomName,
  isRoomWord,
  normalizeName,
  plausibleSurface,
  startsWithRoomWord,
} from './classify-room.ts';
import type { TextSegment } from './text-layout.ts';
import type { DetectedRoom } from './types.ts';

/** Where a piece of text sits: centre, extent along and across its direction, angle in degrees. */
export interface TextBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

/** An axis-aligned box in page units. */
export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A room found on a page, with where its label sits (to merge OCR passes, order the rooms, show them). */
export interface PlacedRoom extends Omit<DetectedRoom, 'label'> {
  cx: number;
  cy: number;
  height: number;
  /** Of the name's line, degrees counter-clockwise. */
  angle: number;
  countsInCarrez: boolean;
  /** Around the label's name and surface lines, page units. */
  bounds: Bounds;
  /** The line the surface was read on (to read it again closer when OCR may have lost a comma). */
  surfaceAt?: TextBox;
}

export interface PageParse {
  rooms: PlacedRoom[];
  /** The total the plan prints ('Surface habitable : 79,55 m²'), when it prints one. */
  declaredTotal?: number;
}

// A surface: '32,45 m²', '11.2m2', '12 m²', '4,5 m^2', and OCR's readings of '²' ('m?', 'm*', 'm"', 'm7').
const NUMBER = String.raw`(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)`;
const UNIT = String.raw`\s*[-·]?\s*m\s?(?:²|2|7|\^2|\?|\*|"|”|'|’|°|z)?(?![a-zà-ÿ\d])`;
const SURFACE_WITH_UNIT = new RegExp(`${NUMBER}${UNIT}`, 'giu');
const HAS_SURFACE = new RegExp(`${NUMBER}${UNIT}`, 'iu');
// A bare decimal ('1,20'): a surface only next to a room name ('WC 1,20'); alone it is a dimension.
// Level marks ('+2,80', '±0.00') are never surfaces.
const BARE_DECIMAL = /(?<![\d.,/+±-])(\d{1,3}[.,]\d{1,2})(?![\d.,/]|\s*m)/gu;
const TOTAL_STRONG =
  /\b(surface\s+habitable|surf\.?\s*hab(?:itable)?\b|s\.?h\.?a\.?b\b|loi\s+carrez|surface\s+carrez)/iu;
const TOTAL_WEAK = /\b(surface\s+totale?|total(?:e)?)\b/iu;
/** 'SHAB 11,15 m²' under a room's name is its surface; alone in a title block it is the total. */
const SHAB_FIGURE = /^\s*s\.?h\.?a\.?b\.?\s*[:=]?\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:m\s?(?:²|2)?)?\s*$/iu;
/**
 * Ceiling heights ('HSP : 2m50', 'h = 2,50 m', 'HSP 2.80', 'Hauteur sous plafond 2,50'): written in
 * room labels, never a surface.
 */
const HEIGHT =
  /\b(?:h\.?\s?s\.?\s?p\.?|hauteur(?:\s+sous\s+plafond)?|h(?=\s*[:=]))\s*[:=]?\s*\d{1,2}(?:[.,]\d{1,2}|\s?m\s?\d{0,2})?(?:\s?m(?![²2\p{L}]))?/giu;
/**
 * A ceiling height whose 'h' OCR misread or lost ('h = 2,50 m' read '+ =250m', 'n = 2,50 m',
 * '1= 2,50 m'): at the line's start, marks or a letter or two other than the S of 'S =', '=', a
 * ceiling's figure (2.20–3.99 m, its comma perhaps lost) and a bare metre. Read as a surface it gave
 * 'Dgt 2,5 m²' to a corridor that writes none.
 */
const MISREAD_HEIGHT =
  /^[^\p{L}\d]*(?:(?![sS])[\p{L}\d]{1,2}[^\p{L}\d]*)?=\s*[23][.,]?\d{1,2}\s*m(?![²2?*"”'’°z7\p{L}\d])/u;

/** A label line that is a ceiling height whose 'h' was misread (see MISREAD_HEIGHT). */
export function isMisreadHeight(text: string): boolean {
  return MISREAD_HEIGHT.test(text);
}

/**
 * Surface prefixes: 'SU: 24.52 m²', 'SU : 9,84', 'S = 12,5 m²', 'Surf. 8,2 m2', 'Surface : 9 m²', and
 * 'SHAB' read without its S ('HAB 10,75 m²' made a room named 'HAB').
 */
const SURFACE_PREFIX =
  /\b(?:s\.?\s?u\.?|s|surf\.?|surface|sh|s\.?h\.?a\.?b\.?|hab)\s*[:=]?\s*(\d{1,4}(?:[.,]\d{1,2})?)(?!\s*[.,]?\d)(\s*(?:m\s?(?:²|2|\^2)|m(?![\p{L}\d]))|(?![\s\S]*\bm))/giu;
/**
 * Text that is never a room: title block (cartouche), legend, notes, scale, level marks. A line
 * with one of these words is left out whole ('Dessiné par : Atelier Martin' names no room).
 */
const NOT_A_ROOM =
  /\b(dessine|dessin|echelle|ech|indice|date|plan|projet|client|maitre|architecte|adresse|legende|notes?|cotes?|niveau|coupe|facade|permis|tel|mail|www|sarl|eurl|vr|volets?|menuiseries?|cloisons?|doublage|isolation|chauffage|plancher|radiateurs?|prises?|tableau|nord|dtu|pvc|alu|motorise|integre|verifier|phase|dossier|lot|entreprise|batiment|parcelle|cadastre|commune|rue|avenue|ngf|fenetres?|portes?|placo|ba\s?13|habitables?|carrez)\b/u;
/** Totals of something else than the dwelling ('Total annexes', 'Surface terrasse'). */
const TOTAL_OTHER = /\b(annexes?|terrasses?|ext[ée]rieur|jardin|terrain|garage|balcons?|ttc|ht)\b|€/iu;

const MAX_SURFACE = 2000;
/** How far a surface written apart from its name may sit, in text heights. */
const TIE_DISTANCE = 4.5;
const BARE_TIE_DISTANCE = 2.2;

/**
 * A surface read without decimals and out of the range its room's name allows ('Cuisine 1185',
 * 'WC 11', 'CH. 1 112'): OCR lost its decimal comma. Gives the figure with one or two decimals that
 * fits the room (2 first), or undefined when none does or the reading is plausible as it is.
 */
export function restoreLostComma(name: string, surface: number): number | undefined {
  if (!Number.isInteger(surface) || surface < 10) return undefined;
  const range = plausibleSurface(name);
  if (!range) return undefined;
  const fits = (v: number) => v >= range[0] && v <= range[1];
  if (fits(surface)) return undefined;
  return [surface / 100, surface / 10].find((v) => v >= 1 && fits(v));
}

/**
 * The surface one line of a label gives ('SU : 9,84', 'S = 12,5 m²', 'Salle de bains 6,05 m²'), not a
 * ceiling height nor a bare dimension; undefined when it gives none.
 */
export function surfaceOfLine(text: string): number | undefined {
  for (const piece of parseSegmentText(text, { ocr: true })) {
    if (piece.kind === 'surface') return piece.value;
    if (piece.kind === 'room' && piece.surface !== undefined && !piece.bare) return piece.surface;
  }
  return undefined;
}

export function parseSurfaceNumber(raw: string): number {
  return Math.round(Number.parseFloat(raw.replace(',', '.')) * 100) / 100;
}

/** Keeps the letters, digits and the closing dot of an abbreviation ('W.C.'), drops OCR's border junk. */
export function cleanRoomName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/[\s:=\-–—_|,;/(]+$/u, '')
    .replace(/[^\p{L}\d.)]+$/u, '')
    .replace(/\)$/u, (m, offset: number, all: string) => (all.slice(0, offset).includes('(') ? m : ''))
    .trim();
}

function letterCount(s: string): number {
  return (s.match(/\p{L}/gu) ?? []).length;
}

type Piece =
  | { kind: 'room'; name: string; surface?: number; bare?: boolean }
  | { kind: 'surface'; value: number }
  | { kind: 'dimension'; value: number };

interface Found {
  index: number;
  end: number;
  value: number;
  unit: boolean;
}

function findSurfaces(text: string): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(SURFACE_WITH_UNIT)) {
    const raw = m[1] ?? '';
    const index = (m.index ?? 0) + m[0].indexOf(raw);
    found.push({ index, end: (m.index ?? 0) + m[0].length, value: parseSurfaceNumber(raw), unit: true });
  }
  for (const m of text.matchAll(BARE_DECIMAL)) {
    const index = m.index ?? 0;
    if (found.some((f) => index >= f.index && index < f.end)) continue;
    found.push({ index, end: index + m[0].length, value: parseSurfaceNumber(m[1] ?? ''), unit: false });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * OCR sometimes loses the space of 'CH.1 11.2m2' and reads 'CH.111.2m2': a bedroom's number glued to
 * a three-digit surface (no bedroom has 100 m²) is given back its space.
 */
function unglueBedroomIndex(text: string): string {
  return (
    text
      .replace(/\b(ch|chb|chbre|chambre)(\s?\.?\s?)(\d)(\d{2}[.,]\d{1,2})(?=\s*m)/giu, '$1$2$3 $4')
      // So is 'WC 1 1,2 m²' read 'WC 11,2 m²': no WC has 10 m².
      .replace(/\b(wc|w\.c\.)(\s?)(\d)(\d[.,]\d{1,2})(?=\s*m)/giu, '$1$2$3 $4')
  );
}

/** An OCR reading keeps only the words of its label: debris of the drawing around it goes. */
function trimDebris(name: string): string {
  const tokens = name.split(' ').filter(Boolean);
  const short = (t: string) => t.replace(/[^\p{L}\d]/gu, '').length <= 2;
  while (
    tokens.length > 1 &&
    !isRoomWord(tokens[0] ?? '') &&
    short(tokens[0] ?? '') &&
    tokens.slice(1).some(isRoomWord)
  ) {
    tokens.shift();
  }
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    if (isRoomWord(last) || /\d/.test(last) || !short(last)) break;
    tokens.pop();
  }
  return tokens.join(' ');
}

export interface ParseOptions {
  /** The text comes from OCR: correct misread room words and drop debris around labels. */
  ocr?: boolean;
}

/**
 * A label line as the parser reads it: ceiling heights out, a surface's prefix turned into its unit
 * ('SU : 9,84' reads '9,84 m²').
 */
export function normalizeLabelText(raw: string): string {
  return raw
    .replace(MISREAD_HEIGHT, ' ')
    .replace(HEIGHT, ' ')
    .replace(SURFACE_PREFIX, (_m, value: string, unit: string | undefined) => ` ${value}${unit || ' m²'}`)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A line of the title block, a legend or a note: nothing on it is a room. */
export function isNotARoomLine(text: string): boolean {
  if (!NOT_A_ROOM.test(normalizeName(text))) return false;
  // 'Palier niveau 1 : 5,40 m²' is a room label all the same.
  return !(startsWithRoomWord(text) && HAS_SURFACE.test(normalizeLabelText(text)));
}

/**
 * A name a room label gives: it opens with a room word, or it is short and carries a surface with its
 * unit (a room the vocabulary does not know, 'Bibliothèque 12 m²'). Anything else is a note.
 */
function isRoomName(name: string, withUnit: boolean, options: ParseOptions): boolean {
  if (startsWithRoomWord(name, options.ocr)) return true;
  if (!withUnit) return false;
  const words = normalizeName(name).split(' ').filter(Boolean);
  return words.length <= 3 && !/^(surface|surf|total|s|su|sh|shab|hab)$/u.test(words[0] ?? '');
}

/** Splits one label line into room names, surfaces and bare figures. */
export function parseSegmentText(raw: string, options: ParseOptions = {}): Piece[] {
  const text = unglueBedroomIndex(normalizeLabelText(raw));
  const nameOf = (s: string) => {
    const name = cleanRoomName(s);
    return options.ocr ? cleanRoomName(trimDebris(correctRoomName(name))) : name;
  };
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const f of findSurfaces(text)) {
    let name = nameOf(text.slice(cursor, f.index));
    const value = f.value;
    cursor = f.end;
    if (options.ocr) {
      // Two labels glued by debris ('Bureau = Hall d'entrée 6,30 m²'): the surface goes to the last.
      const parts = name.split(/\s+[=|_~»«®—]+\s+/u).map(nameOf);
      if (parts.length > 1 && parts.every((p) => classifyRoom(p, 0).known)) {
        for (const p of parts.slice(0, -1)) pieces.push({ kind: 'room', name: p });
        name = parts[parts.length - 1] ?? name;
      }
    }
    if (value <= 0 || value > MAX_SURFACE) continue;
    if (letterCount(name) >= 2) {
      // A bare figure is a surface only after a room name plans use ('WC 1,20'), not after any word.
      if (f.unit ? isRoomName(name, true, options) : startsWithRoomWord(name, options.ocr)) {
        pieces.push({ kind: 'room', name, surface: value, bare: !f.unit });
      } else {
        pieces.push({ kind: 'dimension', value });
      }
    } else {
      pieces.push(f.unit ? { kind: 'surface', value } : { kind: 'dimension', value });
    }
  }
  const rest = nameOf(text.slice(cursor));
  if (letterCount(rest) >= 2 && rest.length <= 40 && isRoomName(rest, false, options)) {
    pieces.push({ kind: 'room', name: rest });
  }
  return pieces;
}

interface Label {
  name: string;
  surface?: number;
  surfaceAt?: TextBox;
  cx: number;
  cy: number;
  height: number;
  angle: number;
  confidence: number;
  bounds: Bounds;
  /** Its surface was read across a row (a surfaces table), not under or beside it. */
  fromRow?: boolean;
  /** OCR certainty of the line its surface was read on, when written apart from the name. */
  surfaceConfidence?: number;
}

interface Loose {
  value: number;
  box: TextBox;
  cx: number;
  cy: number;
  height: number;
  angle: number;
  bounds: Bounds;
  unit: boolean;
  /** 'SHAB 11,15 m²': a room's surface when under a name, else the plan's total. */
  shab?: boolean;
  used: boolean;
  confidence: number;
}

interface TotalLabel {
  strong: boolean;
  value?: number;
  cx: number;
  cy: number;
  height: number;
  angle: number;
}

function totalOf(text: string): { strong: boolean; value?: number } | undefined {
  const strong = TOTAL_STRONG.exec(text);
  const weak = strong ? null : TOTAL_WEAK.exec(text);
  const m = strong ?? weak;
  if (!m) return undefined;
  if (!strong && TOTAL_OTHER.test(text)) return undefined;
  const after = text.slice((m.index ?? 0) + m[0].length);
  const number = /(\d{1,4}(?:[.,]\d{1,2})?)/u.exec(after);
  const value = number ? parseSurfaceNumber(number[1] ?? '') : undefined;
  return { strong: strong !== null, value: value && value > 0 && value <= MAX_SURFACE ? value : undefined };
}

/** The axis-aligned box around a text line turned by its angle. */
export function segmentBounds(seg: TextBox): Bounds {
  const t = (seg.angle * Math.PI) / 180;
  const hw = seg.width / 2;
  // A line's box covers its ascenders and descenders: a little more than the font size.
  const hh = (seg.height * 1.2) / 2;
  const ex = Math.abs(Math.cos(t)) * hw + Math.abs(Math.sin(t)) * hh;
  const ey = Math.abs(Math.sin(t)) * hw + Math.abs(Math.cos(t)) * hh;
  return { x0: seg.cx - ex, y0: seg.cy - ey, x1: seg.cx + ex, y1: seg.cy + ey };
}

function union(a: Bounds, b: Bounds): Bounds {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

/**
 * Cost of tying a loose figure to a label: distance in label heights, in the label's own frame (a
 * label turned 90° or 45° reads the same), with a figure written below or after its name (how plans
 * are written) cheaper than one above or before.
 */
function tieCost(
  label: { cx: number; cy: number; height: number; angle?: number },
  loose: { cx: number; cy: number; height: number; angle?: number },
): number {
  const h = Math.max(label.height, loose.height);
  const t = ((label.angle ?? 0) * Math.PI) / 180;
  const dx = loose.cx - label.cx;
  const dy = loose.cy - label.cy;
  // Across the text, downwards as the reader sees it.
  const across = (dx * Math.sin(t) + dy * Math.cos(t)) / h;
  const along = (dx * Math.cos(t) - dy * Math.sin(t)) / h;
  const penalty = across < -0.3 ? 1.6 : 1;
  // A figure at another angle than its name belongs to another label.
  const turned = Math.abs((label.angle ?? 0) - (loose.angle ?? 0)) > 4 ? 1.5 : 1;
  return Math.hypot(along, across) * penalty * turned;
}

/**
 * A figure on the same baseline as a name, further right, with nothing between: a row of a surfaces
 * table ('Séjour ........ 24,52 m²'). Returns the gap in heights, or undefined.
 */
function rowGap(
  label: { cx: number; cy: number; height: number; angle: number; bounds: Bounds },
  figure: { cx: number; cy: number; height: number; angle: number; bounds: Bounds },
): number | undefined {
  if (label.angle !== 0 || figure.angle !== 0) return undefined;
  const h = Math.max(label.height, figure.height);
  if (Math.abs(figure.cy - label.cy) > 0.45 * h) return undefined;
  const gap = (figure.bounds.x0 - label.bounds.x1) / h;
  return gap >= -0.2 && gap <= ROW_MAX_GAP ? gap : undefined;
}
/** Widest gap between a table's name column and its surface column, in text heights. */
const ROW_MAX_GAP = 30;

/** Rooms of one page from its label lines: names, their surfaces, and the printed total. */
export function parsePage(segments: TextSegment[], options: ParseOptions = {}): PageParse {
  const labels: Label[] = [];
  const loose: Loose[] = [];
  const totals: TotalLabel[] = [];

  for (const seg of segments) {
    const at = { cx: seg.cx, cy: seg.cy, height: seg.height, angle: seg.angle };
    const box = { ...at, width: seg.width };
    const bounds = segmentBounds(box);
    const shab = SHAB_FIGURE.exec(seg.text);
    if (shab) {
      const value = parseSurfaceNumber(shab[1] ?? '');
      if (value > 0 && value <= MAX_SURFACE)
        loose.push({
          value,
          box,
          ...at,
          bounds,
          unit: true,
          shab: true,
          used: false,
          confidence: seg.confidence,
        });
      continue;
    }
    // 'Dgt SHAB 4,95 m²' is a room's label; 'SHAB : 100,95 m²' the total.
    const total = startsWithRoomWord(seg.text) ? undefined : totalOf(seg.text);
    if (total) {
      totals.push({ ...total, ...at });
      continue;
    }
    if (isNotARoomLine(seg.text)) continue;
    for (const piece of parseSegmentText(seg.text, options)) {
      if (piece.kind === 'room') {
        const surfaceAt = piece.surface === undefined ? undefined : box;
        labels.push({
          name: piece.name,
          surface: piece.surface,
          surfaceAt,
          ...at,
          confidence: seg.confidence,
          bounds,
        });
      } else {
        loose.push({
          value: piece.value,
          box,
          ...at,
          bounds,
          unit: piece.kind === 'surface',
          used: false,
          confidence: seg.confidence,
        });
      }
    }
  }

  // Tie each surface written apart from its name to the nearest name still without one (greedy by
  // cost, so that a surface goes to the name it sits under rather than to a farther one).
  const tie = <T extends { cx: number; cy: number; height: number; angle?: number }>(
    targets: T[],
    figures: Loose[],
    cost: (target: T, figure: Loose) => number | undefined,
    assign: (target: T, figure: Loose) => void,
  ) => {
    const pairs: { t: T; f: Loose; cost: number }[] = [];
    for (const t of targets) {
      for (const f of figures) {
        const c = cost(t, f);
        if (c !== undefined) pairs.push({ t, f, cost: c });
      }
    }
    pairs.sort((a, b) => a.cost - b.cost);
    const done = new Set<T>();
    for (const { t, f } of pairs) {
      if (done.has(t) || f.used) continue;
      assign(t, f);
      f.used = true;
      done.add(t);
    }
  };
  const within =
    (max: number) => (t: { cx: number; cy: number; height: number; angle?: number }, f: Loose) => {
      const c = tieCost(t, f);
      return c <= max ? c : undefined;
    };
  const giveSurface = (fromRow: boolean) => (target: Label, figure: Loose) => {
    target.surface = figure.value;
    target.surfaceAt = figure.box;
    target.fromRow = fromRow;
    target.surfaceConfidence = figure.confidence;
    if (!fromRow) target.bounds = union(target.bounds, figure.bounds);
  };
  const unitFigures = loose.filter((l) => l.unit);
  const open = () => labels.filter((l) => l.surface === undefined);
  tie(open(), unitFigures, within(TIE_DISTANCE), giveSurface(false));
  // A surfaces table: names and surfaces in two columns, row by row.
  tie(open(), unitFigures, rowGap, giveSurface(true));
  const openTotals = totals.filter((t) => t.value === undefined);
  tie(
    openTotals,
    unitFigures,
    (t, f) =>
      within(TIE_DISTANCE)(t, f) ?? rowGap({ ...t, bounds: { x0: t.cx, x1: t.cx, y0: t.cy, y1: t.cy } }, f),
    (target, figure) => {
      target.value = figure.value;
    },
  );
  tie(
    open(),
    loose.filter((l) => !l.unit && !l.used),
    within(BARE_TIE_DISTANCE),
    giveSurface(false),
  );
  // 'SHAB 100,95 m²' that no name claimed: the plan's total.
  for (const f of loose) {
    if (f.shab && !f.used)
      totals.push({ strong: true, value: f.value, cx: f.cx, cy: f.cy, height: f.height, angle: f.angle });
  }

  const rooms = dedupeLabels(labels).map((label): PlacedRoom => {
    const surface = label.surface ?? null;
    const c = classifyRoom(label.name, surface ?? 0);
    return {
      name: label.name,
      surface,
      roomType: c.roomType,
      countsInCarrez: c.countsInCarrez,
      cx: label.cx,
      cy: label.cy,
      height: label.height,
      angle: label.angle,
      confidence: labelConfidence(label, c.known),
      bounds: label.bounds,
      surfaceAt: label.surfaceAt,
    };
  });

  const declared =
    totals.find((t) => t.strong && t.value !== undefined) ?? totals.find((t) => t.value !== undefined);
  return { rooms, declaredTotal: declared?.value };
}

/**
 * How sure a label's reading is, 0–1: the OCR's certainty of its name and surface (1 for a PDF's text), lowered for a name
 * the vocabulary does not know and for a room whose surface could not be found.
 */
function labelConfidence(label: Label, known: boolean): number {
  // A surface read on its own line counts for half: a well-read name over an unsure figure is a less
  // sure room (an unsure figure under a sure name is more often a '9,8 m²' than a misreading).
  const certainty = Math.min(label.confidence, (label.confidence + (label.surfaceConfidence ?? 100)) / 2);
  const read = Math.min(1, Math.max(0, certainty / 100));
  const named = known ? 1 : 0.7;
  const surfaced = label.surface === undefined ? 0.6 : 1;
  return Math.round(read * named * surfaced * 100) / 100;
}

/**
 * One room per label: a surfaces table repeats the labels drawn in the rooms (same name and surface),
 * or gives the surface of a label drawn without one (same name). The label drawn in the room is kept,
 * with the table's surface.
 */
function dedupeLabels(labels: Label[]): Label[] {
  const ordered = [...labels].sort(
    (a, b) => Number(a.fromRow ?? false) - Number(b.fromRow ?? false) || a.cy - b.cy || a.cx - b.cx,
  );
  const kept: Label[] = [];
  for (const label of ordered) {
    const key = normalizeName(label.name);
    if (label.surface !== undefined) {
      if (kept.some((k) => normalizeName(k.name) === key && k.surface === label.surface)) continue;
      if (label.fromRow) {
        const bare = kept.filter((k) => normalizeName(k.name) === key && k.surface === undefined);
        if (bare.length === 1 && bare[0]) {
          bare[0].surface = label.surface;
          bare[0].surfaceAt = label.surfaceAt;
          bare[0].surfaceConfidence = Math.min(label.confidence, label.surfaceConfidence ?? 100);
          continue;
        }
      }
    }
    kept.push(label);
  }
  return kept.sort((a, b) => a.cy - b.cy || a.cx - b.cx);
}

/**
 * OCR loses a small decimal comma more often than it invents one ('9,4' read '94'): of two readings
 * of one surface with the same digits, the one with decimals is the plan's.
 */
function hasDecimals(surface: number | null): boolean {
  return surface !== null && Math.round(surface * 100) % 100 !== 0;
}

function roomQuality(room: PlacedRoom): number {
  return (
    (classifyRoom(room.name, room.surface ?? 0).known ? 4 : 0) +
    (room.surface !== null ? 2 : 0) +
    (hasDecimals(room.surface) ? 0.5 : 0) +
    room.confidence / 2.5
  );
}

function isLongerReading(longer: string, shorter: string): boolean {
  const a = normalizeName(longer);
  const b = normalizeName(shorter);
  return a.length > b.length && a.includes(b);
}

/** Share of the smaller box that the other covers. */
function overlap(a: Bounds, b: Bounds): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const area = (r: Bounds) => Math.max(1e-9, (r.x1 - r.x0) * (r.y1 - r.y0));
  return (w * h) / Math.min(area(a), area(b));
}

/**
 * A name read without its surface in one place and with it in another is one room read twice (a
 * label and its row in a surfaces table, the two not paired by every reading). So is one name with
 * one surface read in two places (a label and its table row); a name read with its number in one
 * place and without it in the other, with one surface ('Ch1 11,2' in the table, 'CH. 11,2' in the
 * room: its '1' lost in the glued 'CH.1 11.2m2'); and one surface read with its decimals in one place
 * and without them in the other ('W.C. 1,1 m²' in the room, its table row read 'wc. 1': the reading
 * with decimals is kept). Else the first of each is kept: callers order the rooms best first.
 */
export function dropRepeatedRooms<T extends { name: string; surface: number | null }>(rooms: T[]): T[] {
  const keyOf = (r: T) => normalizeName(r.name).replace(/\s+/gu, '');
  const unnumbered = (key: string) => key.replace(/\d+$/u, '');
  const numbered = (key: string) => key !== unnumbered(key);
  const repeats = (a: string, b: string) =>
    a === b || (numbered(a) !== numbered(b) && unnumbered(a) === unnumbered(b));
  const decimalsLost = (r: T) =>
    r.surface !== null &&
    Number.isInteger(r.surface) &&
    rooms.some(
      (o) =>
        o.surface !== null &&
        !Number.isInteger(o.surface) &&
        Math.trunc(o.surface) === r.surface &&
        repeats(keyOf(o), keyOf(r)),
    );
  const surfaced = new Set(rooms.filter((r) => r.surface !== null).map(keyOf));
  const seen: { key: string; surface: number }[] = [];
  return rooms.filter((r) => {
    const key = keyOf(r);
    if (r.surface === null) return !surfaced.has(key);
    if (decimalsLost(r)) return false;
    if (seen.some((s) => s.surface === r.surface && repeats(s.key, key))) return false;
    seen.push({ key, surface: r.surface });
    return true;
  });
}

/** How far apart two directions are, in degrees from 0 to 180 (text written upside down is 180 from level). */
function anglesApart(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}

/**
 * Names one under the other in a surfaces table, in letter heights: a row is 1.4 apart, and the
 * reading of a photo misses a row or three between two it read.
 */
const TABLE_ROW_PITCH = [1, 6] as const;

/**
 * The names of a surfaces table: two or more level names left-aligned within a letter height, each
 * under the last within TABLE_ROW_PITCH (the rows of 'Tableau des surfaces'; a photo's reading may
 * keep two rows of twelve).
 */
function tableRowNames(rooms: PlacedRoom[]): Set<string> {
  const level = rooms.filter((r) => anglesApart(r.angle, 0) <= 5);
  const names = new Set<string>();
  for (const top of level) {
    const column = [top];
    for (;;) {
      const last = column[column.length - 1] ?? top;
      const next = level.find((r) => {
        const dy = (r.cy - last.cy) / last.height;
        return (
          Math.abs(r.bounds.x0 - last.bounds.x0) <= last.height &&
          dy >= TABLE_ROW_PITCH[0] &&
          dy <= TABLE_ROW_PITCH[1]
        );
      });
      if (!next || column.includes(next)) break;
      column.push(next);
    }
    if (column.length >= 2) for (const r of column) names.add(normalizeName(r.name));
  }
  return names;
}

/**
 * A name that a surfaces table lists, read without its surface (in the drawing or in the table's row):
 * the table gives it a surface that the OCR did not pair with it (a photo's rows slant), and the room
 * listed without it would be a wrong one. Left out; a name the table does not list (a 'Dgt' that
 * writes no surface) stays.
 */
export function dropUnpairedTableNames(rooms: PlacedRoom[]): PlacedRoom[] {
  const listed = tableRowNames(rooms);
  return rooms.filter((r) => r.surface !== null || !listed.has(normalizeName(r.name)));
}

/**
 * Two readings of a name at one label's place: along its line within three letter heights (a name
 * read whole or in part, alone or with its surface on its line), across it within one (the next row
 * of a surfaces table, 1.4 heights lower, is another room). Readings at angles apart (a level pass
 * and a turned one) place a label less exactly: within three heights.
 */
function sameLabelPlace(a: PlacedRoom, b: PlacedRoom): boolean {
  const h = Math.max(a.height, b.height);
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const turn = anglesApart(a.angle, b.angle);
  if (turn > 10) return Math.hypot(dx, dy) <= 3 * h;
  const t = (a.angle * Math.PI) / 180;
  const along = dx * Math.cos(t) - dy * Math.sin(t);
  const across = dx * Math.sin(t) + dy * Math.cos(t);
  return Math.abs(along) <= 3 * h && Math.abs(across) <= h;
}

/**
 * One written surface is one room's: two rooms whose surfaces were read at one place are one room
 * read twice, paired in one reading with its label in the drawing and in another with its row of a
 * surfaces table ('W.C.' in the drawing with the row's '1 m²', the row 'W.C. 1,1 m²' alone). The
 * first, the better reading, is kept.
 */
function oneRoomPerSurface(rooms: PlacedRoom[]): PlacedRoom[] {
  const kept: PlacedRoom[] = [];
  for (const room of rooms) {
    const at = room.surfaceAt;
    const twice =
      at !== undefined &&
      kept.some(
        (k) =>
          k.surfaceAt !== undefined &&
          Math.hypot(k.surfaceAt.cx - at.cx, k.surfaceAt.cy - at.cy) <=
            0.5 * Math.max(k.surfaceAt.height, at.height),
      );
    if (!twice) kept.push(room);
  }
  return kept;
}

/**
 * Rooms of several readings of one page (OCR passes at another angle or layout): a label read twice
 * sits at the same place, and the better reading of it is kept (a known name, a surface, sure OCR).
 */
export function mergePageParses(parses: PageParse[]): PageParse {
  const candidates = parses.flatMap((p) => p.rooms).sort((a, b) => roomQuality(b) - roomQuality(a));
  const kept: PlacedRoom[] = [];
  for (const room of candidates) {
    const index = kept.findIndex(
      // Near, or one reading's box mostly inside the other's ('Placard' read alone, and 'Placard 0,9 m²').
      (k) => sameLabelPlace(k, room) || overlap(k.bounds, room.bounds) >= 0.5,
    );
    const same = kept[index];
    if (!same) {
      kept.push(room);
    } else if (
      same.surface === room.surface &&
      isLongerReading(room.name, same.name) &&
      classifyRoom(room.name, room.surface ?? 0).known
    ) {
      // 'SdE + WC' read whole once and 'SdE' another time: the whole label is the room's name. Not
      // 'ODGT' for 'DGT': a stroke glued to the name makes it longer, not a room's name.
      kept[index] = room;
    }
  }
  const rooms = dropRepeatedRooms(oneRoomPerSurface(kept));
  rooms.sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  const declaredTotal = parses.find((p) => p.declaredTotal !== undefined)?.declaredTotal;
  return { rooms, declaredTotal };
}
