import { closest } from './closest.ts';
import { binarize, type Grey, longStrokeMask } from './image-prep.ts';

/**
 * Lines of small print found on a picture at its own resolution (a low-resolution scan, where a
 * label's letters are 4–6 px high): dark marks the size of letters, side by side on one baseline.
 * Straight strokes (walls, dimension lines) are taken out first and kept as a mask: a line of text
 * they cross is read around them.
 */

export interface TextLine {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Row under most of its marks (letters and figures stand on it; a comma hangs below). */
  baseline: number;
  /** Height of its tallest marks above the baseline (capitals, figures), pixels. */
  capHeight: number;
  /** Dark pixels. */
  ink: number;
  marks: number;
}

export interface TextLines {
  lines: TextLine[];
  /** 1 where a long straight stroke was taken out: those pixels say nothing about the letters. */
  strokes: Uint8Array;
}

interface Mark {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  ink: number;
}

/** The long strokes (`longStrokeMask`), with their soft edges. */
function strokeMask(bw: Grey, minRun: number): Uint8Array {
  const { width, height, data } = bw;
  const mask = longStrokeMask(bw, minRun);
  // A stroke's soft edge (a thin line drawn between two rows) goes with it.
  const grown = new Uint8Array(mask);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (mask[i] || data[i] !== 0) continue;
      const v = (mask[i - width] ?? 0) + (mask[i + width] ?? 0);
      const h = (mask[i - 1] ?? 0) + (mask[i + 1] ?? 0);
      // Beside a stroke along it (above/below a level one, left/right of an upright one).
      if (
        (v && (mask[i - width - 1] || mask[i - width + 1] || mask[i + width - 1] || mask[i + width + 1])) ||
        h > 1
      )
        grown[i] = 1;
    }
  }
  return grown;
}

/** Grows mark a to take b in: the box around both, their ink together with `bridged` pixels between. */
function absorb(a: Mark, b: Mark, bridged = 0): void {
  a.x0 = Math.min(a.x0, b.x0);
  a.x1 = Math.max(a.x1, b.x1);
  a.y0 = Math.min(a.y0, b.y0);
  a.y1 = Math.max(a.y1, b.y1);
  a.ink += b.ink + bridged;
}

/** Connected dark marks (8-neighbours) of the picture without its strokes. */
function marksOf(bw: Grey, strokes: Uint8Array): Mark[] {
  const { width, height, data } = bw;
  const seen = new Uint8Array(width * height);
  const marks: Mark[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start] !== 0 || strokes[start]) continue;
    seen[start] = 1;
    stack.push(start);
    const m: Mark = { x0: width, y0: height, x1: 0, y1: 0, ink: 0 };
    while (stack.length) {
      const i = stack.pop() ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      m.ink++;
      if (x < m.x0) m.x0 = x;
      if (x + 1 > m.x1) m.x1 = x + 1;
      if (y < m.y0) m.y0 = y;
      if (y + 1 > m.y1) m.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (seen[j] || data[j] !== 0 || strokes[j]) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    marks.push(m);
  }
  return marks;
}

/**
 * A thin stroke across a line of letters (a dimension line) cuts each letter in two marks, one above
 * it and one under: those are joined again (the rows between them all stroke, three rows at most).
 */
function joinAcrossStrokes(marks: Mark[], strokes: Uint8Array, width: number): void {
  const struck = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) {
      let any = false;
      for (let x = x0; x < x1 && !any; x++) any = strokes[y * width + x] === 1;
      if (!any) return false;
    }
    return true;
  };
  for (let i = 0; i < marks.length; i++) {
    const a = marks[i] as Mark;
    for (let j = i + 1; j < marks.length; j++) {
      const b = marks[j] as Mark;
      if (b.x0 >= a.x1) break;
      const [top, bottom] = a.y0 <= b.y0 ? [a, b] : [b, a];
      const gap = bottom.y0 - top.y1;
      if (gap < 1 || gap > 3) continue;
      const x0 = Math.max(a.x0, b.x0);
      const x1 = Math.min(a.x1, b.x1);
      if (x1 <= x0 || !struck(x0, x1, top.y1, bottom.y0)) continue;
      absorb(a, b, gap * (x1 - x0));
      marks.splice(j, 1);
      j = i;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The text lines of a picture whose letters are at most maxLetter px high: marks no taller than
 * that, joined left to right when they share most of their height and stand less than a letter apart.
 * Ink: darker than `ratio` of the surroundings and than `ceiling` (`binarize`).
 */
export function findTextLines(
  grey: Grey,
  maxLetter: number,
  ink: { ratio: number; ceiling: number } = { ratio: 0.82, ceiling: 200 },
): TextLines {
  const bw = binarize(grey, 0, ink.ratio, ink.ceiling);
  const strokes = strokeMask(bw, Math.max(12, Math.round(maxLetter * 3.2)));
  const marks = marksOf(bw, strokes).filter((m) => {
    const h = m.y1 - m.y0;
    const w = m.x1 - m.x0;
    return h <= maxLetter * 1.3 && w <= maxLetter * 6 && (h >= 2 || w >= 2);
  });
  marks.sort((a, b) => a.x0 - b.x0);
  joinAcrossStrokes(marks, strokes, grey.width);
  // Each line grows rightwards: a mark joins the line whose right end it is near, on its rows.
  const open: (Mark & { list: Mark[] })[] = [];
  const done: (Mark & { list: Mark[] })[] = [];
  for (const m of marks) {
    const mh = m.y1 - m.y0;
    const best = closest(open, (line) => {
      const lh = Math.max(3, median(line.list.map((k) => k.y1 - k.y0)));
      const last = line.list[line.list.length - 1] as Mark;
      const gap = m.x0 - line.x1;
      if (gap > Math.max(2, 0.9 * lh)) return undefined;
      // On the line's rows: most of the smaller of the two heights shared (a comma, a dot: inside).
      const overlap = Math.min(m.y1, Math.max(line.y1, last.y1)) - Math.max(m.y0, Math.min(line.y0, last.y0));
      return overlap < 0.5 * Math.min(mh, lh) ? undefined : gap;
    });
    if (best) {
      best.list.push(m);
      absorb(best, m);
    } else {
      open.push({ ...m, list: [m] });
    }
    // Lines left far behind are finished.
    for (let i = open.length - 1; i >= 0; i--) {
      const line = open[i] as Mark & { list: Mark[] };
      if (m.x0 - line.x1 > maxLetter * 3) {
        done.push(line);
        open.splice(i, 1);
      }
    }
  }
  done.push(...open);
  // Faint figures lose pixels to the threshold: pieces of one line on one baseline, a letter apart, join.
  done.sort((a, b) => a.x0 - b.x0);
  for (let i = 0; i < done.length; i++) {
    const a = done[i] as Mark & { list: Mark[] };
    for (let j = i + 1; j < done.length; j++) {
      const b = done[j] as Mark & { list: Mark[] };
      const h = Math.max(3, Math.max(a.y1 - a.y0, b.y1 - b.y0));
      if (b.x0 - a.x1 > 1.3 * h || b.x0 < a.x0) continue;
      if (Math.abs(a.y1 - b.y1) > Math.max(1.5, 0.25 * h) || Math.abs(a.y0 - b.y0) > 0.5 * h) continue;
      a.list.push(...b.list);
      absorb(a, b);
      done.splice(j, 1);
      j = i;
    }
  }
  const lines: TextLine[] = [];
  for (const line of done) {
    if (line.list.length < 2 && line.x1 - line.x0 < 1.5 * (line.y1 - line.y0)) continue;
    const tall = line.list.filter((k) => k.y1 - k.y0 >= 0.6 * (line.y1 - line.y0));
    const baseline = median(tall.map((k) => k.y1));
    const top = Math.min(...tall.map((k) => k.y0));
    lines.push({
      x0: line.x0,
      y0: line.y0,
      x1: line.x1,
      y1: line.y1,
      baseline,
      capHeight: baseline - top,
      ink: line.ink,
      marks: line.list.length,
    });
  }
  lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  return { lines, strokes };
}
