import { classifyRoom, correctRoomName, isRoomWord, normalizeName } from './classify-room.ts';
import type { TextSegment } from './text-layout.ts';
import type { DetectedRoom } from './types.ts';

/** A room found on a page, with where its label sits (to merge OCR passes and order the rooms). */
/** Where a piece of text sits: centre, extent along and across its direction, angle in degrees. */
export interface TextBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

export interface PlacedRoom extends DetectedRoom {
  cx: number;
  cy: number;
  height: number;
  confidence: number;
  countsInCarrez: boolean;
  /** The line the surface was read on (to read it again closer when OCR may have lost a comma). */
  surfaceAt?: TextBox;
}

export interface PageParse {
  rooms: PlacedRoom[];
  /** The total the plan prints ('Surface habitable : 79,55 m²'), when it prints one. */
  declaredTotal?: number;
}

// A surface: '32,45 m²', '11.2m2', '12 m²', '4,5 m^2', and OCR's readings of '²' ('m?', 'm*', 'm"').
const NUMBER = String.raw`(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)`;
const UNIT = String.raw`\s*[-·]?\s*m\s?(?:²|2|\^2|\?|\*|"|'|°|z)?(?![a-zà-ÿ\d])`;
const SURFACE_WITH_UNIT = new RegExp(`${NUMBER}${UNIT}`, 'giu');
// A bare decimal ('1,20'): a surface only next to a room name ('WC 1,20'); alone it is a dimension.
const BARE_DECIMAL = /(?<![\d.,/])(\d{1,3}[.,]\d{1,2})(?![\d.,/]|\s*m)/gu;
const TOTAL_STRONG =
  /\b(surface\s+habitable|surf\.?\s*hab(?:itable)?\b|s\.?h\.?a\.?b\b|loi\s+carrez|surface\s+carrez)/iu;
const TOTAL_WEAK = /\b(surface\s+totale?|total(?:e)?)\b/iu;
/** Totals of something else than the dwelling ('Total annexes', 'Surface terrasse'). */
const TOTAL_OTHER = /\b(annexes?|terrasses?|ext[ée]rieur|jardin|terrain|garage|balcons?|ttc|ht)\b|€/iu;

const MAX_SURFACE = 2000;
/** How far a surface written apart from its name may sit, in text heights. */
const TIE_DISTANCE = 4.5;
const BARE_TIE_DISTANCE = 2.2;

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
  return text.replace(/\b(ch|chb|chbre|chambre)(\s?\.?\s?)(\d)(\d{2}[.,]\d{1,2})(?=\s*m)/giu, '$1$2$3 $4');
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

/** Splits one label line into room names, surfaces and bare figures. */
export function parseSegmentText(raw: string, options: ParseOptions = {}): Piece[] {
  const text = unglueBedroomIndex(raw);
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
      if (f.unit || classifyRoom(name, 0).known) {
        pieces.push({ kind: 'room', name, surface: value, bare: !f.unit });
      } else {
        pieces.push({ kind: 'dimension', value });
      }
    } else {
      pieces.push(f.unit ? { kind: 'surface', value } : { kind: 'dimension', value });
    }
  }
  const rest = nameOf(text.slice(cursor));
  if (letterCount(rest) >= 2 && rest.length <= 40 && classifyRoom(rest, 0).known) {
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
  confidence: number;
}

interface Loose {
  value: number;
  box: TextBox;
  cx: number;
  cy: number;
  height: number;
  unit: boolean;
  used: boolean;
}

interface TotalLabel {
  strong: boolean;
  value?: number;
  cx: number;
  cy: number;
  height: number;
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

/**
 * Cost of tying a loose figure to a label: distance in label heights, with a figure written below
 * or after its name (how plans are written) cheaper than one above or before.
 */
function tieCost(label: { cx: number; cy: number; height: number }, loose: Loose): number {
  const h = Math.max(label.height, loose.height);
  const dx = (loose.cx - label.cx) / h;
  const dy = (loose.cy - label.cy) / h;
  const penalty = dy < -0.3 ? 1.6 : 1;
  return Math.hypot(dx, dy) * penalty;
}

/** Rooms of one page from its label lines: names, their surfaces, and the printed total. */
export function parsePage(segments: TextSegment[], options: ParseOptions = {}): PageParse {
  const labels: Label[] = [];
  const loose: Loose[] = [];
  const totals: TotalLabel[] = [];

  for (const seg of segments) {
    const total = totalOf(seg.text);
    if (total) {
      totals.push({ ...total, cx: seg.cx, cy: seg.cy, height: seg.height });
      continue;
    }
    for (const piece of parseSegmentText(seg.text, options)) {
      const at = { cx: seg.cx, cy: seg.cy, height: seg.height };
      const box = { ...at, width: seg.width, angle: seg.angle };
      if (piece.kind === 'room') {
        const surfaceAt = piece.surface === undefined ? undefined : box;
        labels.push({
          name: piece.name,
          surface: piece.surface,
          surfaceAt,
          ...at,
          confidence: seg.confidence,
        });
      } else {
        loose.push({ value: piece.value, box, ...at, unit: piece.kind === 'surface', used: false });
      }
    }
  }

  // Tie each surface written apart from its name to the nearest name still without one (greedy by
  // cost, so that a surface goes to the name it sits under rather than to a farther one).
  const tie = <T extends { cx: number; cy: number; height: number }>(
    targets: T[],
    figures: Loose[],
    maxCost: number,
    assign: (target: T, figure: Loose) => void,
  ) => {
    const pairs: { t: T; f: Loose; cost: number }[] = [];
    for (const t of targets) {
      for (const f of figures) {
        const cost = tieCost(t, f);
        if (cost <= maxCost) pairs.push({ t, f, cost });
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
  const unitFigures = loose.filter((l) => l.unit);
  const openTotals = totals.filter((t) => t.value === undefined);
  tie(
    [...labels.filter((l) => l.surface === undefined), ...openTotals],
    unitFigures,
    TIE_DISTANCE,
    (target, figure) => {
      if ('strong' in target) {
        target.value = figure.value;
      } else {
        target.surface = figure.value;
        target.surfaceAt = figure.box;
      }
    },
  );
  tie(
    labels.filter((l) => l.surface === undefined),
    loose.filter((l) => !l.unit && !l.used),
    BARE_TIE_DISTANCE,
    (target, figure) => {
      target.surface = figure.value;
      target.surfaceAt = figure.box;
    },
  );

  const rooms: PlacedRoom[] = [];
  const seen = new Set<string>();
  const ordered = [...labels].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  for (const label of ordered) {
    const surface = label.surface ?? 0;
    const key = `${normalizeName(label.name)}|${surface}`;
    // A surface table repeats the labels drawn in the rooms: one room each.
    if (surface > 0 && seen.has(key)) continue;
    seen.add(key);
    const c = classifyRoom(label.name, surface);
    rooms.push({
      name: label.name,
      surface,
      roomType: c.roomType,
      countsInCarrez: c.countsInCarrez,
      cx: label.cx,
      cy: label.cy,
      height: label.height,
      confidence: label.confidence,
      surfaceAt: label.surfaceAt,
    });
  }

  const declared =
    totals.find((t) => t.strong && t.value !== undefined) ?? totals.find((t) => t.value !== undefined);
  return { rooms, declaredTotal: declared?.value };
}

export function sumCarrez(rooms: { surface: number; countsInCarrez: boolean }[]): number {
  return Math.round(rooms.filter((r) => r.countsInCarrez).reduce((sum, r) => sum + r.surface * 100, 0)) / 100;
}

/**
 * OCR loses a small decimal comma more often than it invents one ('9,4' read '94'): of two readings
 * of one surface with the same digits, the one with decimals is the plan's.
 */
function hasDecimals(surface: number): boolean {
  return Math.round(surface * 100) % 100 !== 0;
}

function roomQuality(room: PlacedRoom): number {
  return (
    (classifyRoom(room.name, room.surface).known ? 4 : 0) +
    (room.surface > 0 ? 2 : 0) +
    (hasDecimals(room.surface) ? 0.5 : 0) +
    room.confidence / 250
  );
}

function isLongerReading(longer: string, shorter: string): boolean {
  const a = normalizeName(longer);
  const b = normalizeName(shorter);
  return a.length > b.length && a.includes(b);
}

/**
 * Rooms of several readings of one page (OCR passes at another angle or layout): a label read twice
 * sits at the same place, and the better reading of it is kept (a known name, a surface, sure OCR).
 */
export function mergePageParses(parses: PageParse[]): PageParse {
  const candidates = parses.flatMap((p) => p.rooms).sort((a, b) => roomQuality(b) - roomQuality(a));
  const kept: PlacedRoom[] = [];
  for (const room of candidates) {
    const index = kept.findIndex((k) => {
      const h = Math.max(k.height, room.height);
      return Math.hypot(k.cx - room.cx, k.cy - room.cy) <= 3 * h;
    });
    const same = kept[index];
    if (!same) {
      kept.push(room);
    } else if (same.surface === room.surface && isLongerReading(room.name, same.name)) {
      // 'SdE + WC' read whole once and 'SdE' another time: the whole label is the room's name.
      kept[index] = room;
    }
  }
  kept.sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  const declaredTotal = parses.find((p) => p.declaredTotal !== undefined)?.declaredTotal;
  return { rooms: kept, declaredTotal };
}
