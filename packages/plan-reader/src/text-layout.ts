import { closest } from './closest.ts';
import type { TextItem } from './types.ts';

/** A run of text items on one baseline: what a plan's author wrote as one label line. */
export interface TextSegment {
  text: string;
  /** Centre of the segment's box, page units, y downwards. */
  cx: number;
  cy: number;
  /** Along the reading direction. */
  width: number;
  height: number;
  angle: number;
  /** Mean OCR confidence (100 for a PDF text layer). */
  confidence: number;
}

const ANGLE_TOLERANCE_DEG = 4;
/** Widest gap inside one label, in text heights: a word space is ~0.3, ' : ' ~1.1, a wall between rooms ≥ 3. */
const MAX_GAP = 1.5;
/** Gap above which two items are two words. */
const SPACE_GAP = 0.12;

interface Placed {
  item: TextItem;
  /** Baseline start and end along the reading direction, and the baseline's offset across it. */
  u0: number;
  u1: number;
  v: number;
}

interface Line {
  angle: number;
  items: Placed[];
  u1: number;
  /** Baseline offset: the mean of the items', weighted by width and confidence (debris counts little). */
  v: number;
  weight: number;
  height: number;
}

function weightOf(p: Placed): number {
  return Math.max(1, p.u1 - p.u0) * ((p.item.confidence ?? 100) + 1);
}

function toRadians(deg: number): number {
  return (deg * Math.PI) / 180;
}

/** Centre of an item's box: half its width along the baseline, half its height above it. */
export function itemCentre(item: TextItem): { x: number; y: number } {
  const t = toRadians(item.angle);
  const dir = { x: Math.cos(t), y: -Math.sin(t) };
  const up = { x: -Math.sin(t), y: -Math.cos(t) };
  return {
    x: item.x + (dir.x * item.width) / 2 + (up.x * item.height) / 2.8,
    y: item.y + (dir.y * item.width) / 2 + (up.y * item.height) / 2.8,
  };
}

function angleBucket(angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  return a > 360 - ANGLE_TOLERANCE_DEG ? 0 : a;
}

/**
 * Joins the items that sit on one baseline, close to each other, into segments. PDF generators cut
 * a label anywhere (one item per word, per glyph, a raised '2' after 'm'); OCR gives words.
 */
export function groupSegments(items: TextItem[]): TextSegment[] {
  const lines: Line[] = [];
  const usable = items.filter((i) => i.text.trim() !== '' && i.height > 0);
  const placed: (Placed & { bucket: number })[] = usable.map((item) => {
    const bucket = angleBucket(item.angle);
    const t = toRadians(bucket);
    const dir = { x: Math.cos(t), y: -Math.sin(t) };
    const down = { x: Math.sin(t), y: Math.cos(t) };
    const u0 = item.x * dir.x + item.y * dir.y;
    return { item, bucket, u0, u1: u0 + item.width, v: item.x * down.x + item.y * down.y };
  });
  placed.sort((a, b) => a.bucket - b.bucket || a.u0 - b.u0);

  for (const p of placed) {
    const best = closest(lines, (line) => {
      if (Math.abs(line.angle - p.bucket) > ANGLE_TOLERANCE_DEG) return undefined;
      const h = Math.max(line.height, p.item.height);
      // A raised or lowered piece ('m' then a superscript '2') still belongs to the line.
      if (Math.abs(line.v - p.v) > 0.45 * h) return undefined;
      const gap = p.u0 - line.u1;
      return gap < -0.4 * h || gap > MAX_GAP * h ? undefined : gap;
    });
    if (best) {
      best.items.push(p);
      best.u1 = Math.max(best.u1, p.u1);
      const w = weightOf(p);
      best.v = (best.v * best.weight + p.v * w) / (best.weight + w);
      best.weight += w;
      best.height = Math.max(best.height, p.item.height);
    } else {
      lines.push({
        angle: p.bucket,
        items: [p],
        u1: p.u1,
        v: p.v,
        weight: weightOf(p),
        height: p.item.height,
      });
    }
  }

  // Reading order (level text first, top to bottom, left to right): the analysis keeps this text.
  return lines.map(lineToSegment).sort((a, b) => a.angle - b.angle || a.cy - b.cy || a.cx - b.cx);
}

function lineToSegment(line: Line): TextSegment {
  let text = '';
  let prevEnd: number | undefined;
  for (const p of line.items) {
    const piece = p.item.text.replace(/\s+/g, ' ');
    if (prevEnd !== undefined && p.u0 - prevEnd > SPACE_GAP * line.height && !text.endsWith(' ')) {
      if (!piece.startsWith(' ')) text += ' ';
    }
    text += piece;
    prevEnd = p.u1;
  }
  const first = line.items[0];
  if (!first) throw new Error('empty text line');
  const centre = itemCentre({
    ...first.item,
    width: line.u1 - first.u0,
    height: line.height,
    angle: line.angle,
  });
  const confidences = line.items.map((p) => p.item.confidence ?? 100);
  return {
    text: text.trim(),
    cx: centre.x,
    cy: centre.y,
    width: line.u1 - first.u0,
    height: line.height,
    angle: line.angle,
    confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length,
  };
}
