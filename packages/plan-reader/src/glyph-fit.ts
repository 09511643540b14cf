import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { Grey } from './image-prep.ts';

/**
 * Reading by drawing (issue 17's low-resolution scans): where a label's letters are 4–6 px high,
 * a '6' and an '8' are a few grey pixels that tesseract guesses. Here the line is explained instead:
 * candidate texts are drawn in the sans fonts plans use (DejaVu Sans / Verdana-like, Liberation Sans
 * / Arial-like), at the line's size and sub-pixel position, and the one whose drawing matches the
 * picture's pixels best is the reading. A surface line is decoded figure by figure (Viterbi over pen
 * positions, a surface's grammar: prefix, 1–3 figures, a separator, 1–2 decimals, a unit); a name
 * line is matched against the names plans use.
 */

const require = createRequire(import.meta.url);

interface FitFont {
  family: string;
  bold: boolean;
}

let fonts: { regular: FitFont[]; bold: FitFont[] } | undefined;

export function fitFonts(): { regular: FitFont[]; bold: FitFont[] } {
  if (fonts) return fonts;
  const regular: FitFont[] = [];
  const bold: FitFont[] = [];
  const add = (path: string | undefined, family: string, isBold: boolean) => {
    if (!path || !existsSync(path)) return;
    GlobalFonts.registerFromPath(path, family);
    (isBold ? bold : regular).push({ family, bold: isBold });
  };
  let dejavu: string | undefined;
  try {
    dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    dejavu = '/usr/share/fonts/truetype/dejavu';
  }
  add(join(dejavu, 'DejaVuSans.ttf'), 'Fit DejaVu', false);
  add(join(dejavu, 'DejaVuSans-Bold.ttf'), 'Fit DejaVu Bold', true);
  const liberation = '/usr/share/fonts/truetype/liberation';
  add(join(liberation, 'LiberationSans-Regular.ttf'), 'Fit Liberation', false);
  add(join(liberation, 'LiberationSans-Bold.ttf'), 'Fit Liberation Bold', true);
  fonts = { regular, bold };
  return fonts;
}

/** Ink of a picture's crop, 0 (paper) to 1 (full ink), rows × columns. */
interface InkCrop {
  width: number;
  height: number;
  ink: Float32Array;
  /** 0 where the picture says nothing (a stroke taken out, outside the picture). */
  care: Uint8Array;
  /** Σ ink² of columns [0, c), for c in 0..width. */
  columnEnergy: Float64Array;
  /** Picture coordinates of the crop's pixel (0, 0). */
  left: number;
  top: number;
}

/**
 * A token drawn at a sub-pixel phase: its ink and its advance (pixels). A softened glyph's `ink` grid
 * starts 2σ (rounded up) left of the pen; its `cols` are counted from the pen.
 */
interface Glyph {
  width: number;
  height: number;
  ink: Float32Array;
  advance: number;
  /** Its inked pixels only (column, row, ink): the cost loops over these. */
  cols: Int16Array;
  rows: Int16Array;
  vals: Float32Array;
}

const glyphCache = new Map<string, Glyph>();

const SCRATCH_WIDTH = 2048;
const SCRATCH_HEIGHT = 256;
let scratchContext: ReturnType<ReturnType<typeof createCanvas>['getContext']> | undefined;
function scratch() {
  scratchContext ??= createCanvas(SCRATCH_WIDTH, SCRATCH_HEIGHT).getContext('2d');
  return scratchContext;
}

/** Rows of a token's drawing and the row its baseline sits on (plus the quarter-pixel phase). */
function templateRows(size: number): { rows: number; base: number } {
  const base = Math.ceil(size * 1.05) + 1;
  return { rows: base + Math.ceil(size * 0.35) + 2, base };
}

/**
 * How soft a scan's surfaces are drawn: a Gaussian of this deviation (pixels). A scanner's optics and
 * JPEG's quantisation spread each stroke's edge; drawn sharp, a light-grey '6' and '8' 5.5 px high
 * differ by pixels the picture no longer has ('Salle d'eau 5,9' read '5,6', 'Hall 6,3' '666.66'). On the
 * floor700 bench (9 plans), drawn soft the best drawing was right on 86 of the 94 surface lines it
 * explained within 35 % of their ink, leaving half as much unexplained as sharp. Recall by softness:
 * 0.4 px 0.66 (more ink unexplained than small-print's bound allows), 0.5 0.78, 0.55 0.79, 0.6 0.78,
 * 0.7 0.76 with 2 wrong rooms: the middle of the plateau is taken. Names stay sharp: their margins were
 * measured so, and drawn soft three names were lost.
 */
export const SURFACE_SOFTNESS = 0.55;

/** A glyph's ink softened by a Gaussian of deviation sigma, kept on its own grid (ink past it is lost). */
function softened(ink: Float32Array, width: number, rows: number, sigma: number): Float32Array {
  const reach = Math.ceil(2 * sigma);
  const weights = Array.from({ length: 2 * reach + 1 }, (_, k) =>
    Math.exp(-((k - reach) ** 2) / (2 * sigma * sigma)),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const pass = (from: Float32Array, step: number, count: number) => {
    const out = new Float32Array(from.length);
    for (let i = 0; i < from.length; i++) {
      const at = Math.floor(i / step) % count;
      let v = 0;
      for (let k = -reach; k <= reach; k++) {
        if (at + k < 0 || at + k >= count) continue;
        v += (weights[k + reach] ?? 0) * (from[i + k * step] ?? 0);
      }
      out[i] = v / total;
    }
    return out;
  };
  return pass(pass(ink, 1, width), width, rows);
}

/**
 * A token drawn at its size by the canvas at a quarter-pixel phase (the canvas's own anti-aliasing
 * and hinting: what a small label printed or rendered at that size looks like), as ink 0–1, softened
 * by `softness` (pixels) as a scan softens it.
 */
export function drawToken(
  font: FitFont,
  size: number,
  token: string,
  phaseX: number,
  phaseY: number,
  softness = 0,
): Glyph {
  const { rows, base } = templateRows(size);
  const key = `${font.family}|${size}|${token}|${phaseX}|${phaseY}|${softness}`;
  const cached = glyphCache.get(key);
  if (cached) return cached;
  // One scratch canvas for every drawing (creating a canvas costs more than drawing a token).
  const ctx = scratch();
  ctx.font = `${size}px "${font.family}"`;
  const advance = ctx.measureText(token).width;
  // Softened, the ink spreads up to `lead` pixels either side: drawn that far right, columns counted back.
  const lead = Math.ceil(2 * softness);
  const width = Math.min(SCRATCH_WIDTH, Math.ceil(advance + phaseX + 3 + 2 * lead));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, rows);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(token, phaseX + lead, base + phaseY);
  const rgba = ctx.getImageData(0, 0, width, rows).data;
  const drawn = new Float32Array(width * rows);
  for (let p = 0; p < drawn.length; p++) drawn[p] = 1 - (rgba[p * 4] ?? 255) / 255;
  const ink = softness > 0 ? softened(drawn, width, rows, softness) : drawn;
  let n = 0;
  for (const v of ink) if (v > 0.004) n++;
  const cols = new Int16Array(n);
  const rowsOf = new Int16Array(n);
  const vals = new Float32Array(n);
  for (let c = 0, k = 0; c < width; c++) {
    for (let r = 0; r < rows; r++) {
      const v = ink[r * width + c] ?? 0;
      if (v <= 0.004) continue;
      cols[k] = c - lead;
      rowsOf[k] = r;
      vals[k] = v;
      k++;
    }
  }
  const glyph = { width, height: rows, ink, advance, cols, rows: rowsOf, vals };
  if (glyphCache.size > 200_000) glyphCache.clear();
  glyphCache.set(key, glyph);
  return glyph;
}

/** Paper and ink levels of a crop: ink normalised so that the plan's black is 1. */
export function inkCrop(
  grey: Grey,
  box: { left: number; top: number; width: number; height: number },
  black: number,
  strokes?: Uint8Array,
): InkCrop {
  const { left, top, width, height } = box;
  const values: number[] = [];
  const care = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = left + x;
      const gy = top + y;
      const inside = gx >= 0 && gy >= 0 && gx < grey.width && gy < grey.height;
      const at = gy * grey.width + gx;
      values.push(inside ? (grey.data[at] ?? 255) : 255);
      care[y * width + x] = inside && !strokes?.[at] ? 1 : 0;
    }
  }
  const sorted = [...values].sort((a, b) => a - b);
  const paper = sorted[Math.floor(sorted.length * 0.7)] ?? 255;
  const range = Math.max(40, paper - black);
  const ink = new Float32Array(values.length);
  // A stroke's pixels (a dimension line across the label) say nothing of the letters: no ink, no cost.
  for (let i = 0; i < values.length; i++)
    ink[i] = care[i] ? Math.min(1.2, Math.max(0, (paper - (values[i] ?? 255)) / range)) : 0;
  const columnEnergy = new Float64Array(width + 1);
  for (let c = 0; c < width; c++) {
    let e = 0;
    for (let r = 0; r < height; r++) e += (ink[r * width + c] ?? 0) ** 2;
    columnEnergy[c + 1] = (columnEnergy[c] ?? 0) + e;
  }
  return { width, height, ink, care, columnEnergy, left, top };
}

type Node = 'start' | 'int0' | 'int1' | 'int2' | 'int3' | 'frac0' | 'frac1' | 'frac2' | 'unit' | 'end';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const SEPARATORS = [',', '.'];
/** Surface prefixes, and ceiling heights' (a line read with one of those is no surface). */
const PREFIXES = [
  'SU : ',
  'SU: ',
  'SU ',
  'S = ',
  'S : ',
  'Surf. ',
  'SHAB ',
  'SHAB : ',
  'HSP : ',
  'HSP ',
  'h = ',
  ': ',
  '- ',
];
const UNITS = [' m²', ' m2', ' M²', ' m 2', 'm²', 'm2', ' m'];

interface Step {
  from: Node;
  to: Node;
  tokens: string[];
}

const STEPS: Step[] = [
  { from: 'start', to: 'int0', tokens: PREFIXES },
  { from: 'start', to: 'int1', tokens: DIGITS },
  { from: 'int0', to: 'int1', tokens: DIGITS },
  { from: 'int1', to: 'int2', tokens: DIGITS },
  { from: 'int2', to: 'int3', tokens: DIGITS },
  { from: 'int1', to: 'frac0', tokens: SEPARATORS },
  { from: 'int2', to: 'frac0', tokens: SEPARATORS },
  { from: 'int3', to: 'frac0', tokens: SEPARATORS },
  { from: 'frac0', to: 'frac1', tokens: DIGITS },
  { from: 'frac1', to: 'frac2', tokens: DIGITS },
  { from: 'int1', to: 'unit', tokens: UNITS },
  { from: 'int2', to: 'unit', tokens: UNITS },
  { from: 'int3', to: 'unit', tokens: UNITS },
  { from: 'frac1', to: 'unit', tokens: UNITS },
  { from: 'frac2', to: 'unit', tokens: UNITS },
];
/** Nodes a line may end at (then only paper follows). */
const FINAL: Node[] = ['int1', 'int2', 'int3', 'frac1', 'frac2', 'unit'];
const NODES: Node[] = ['start', 'int0', 'int1', 'int2', 'int3', 'frac0', 'frac1', 'frac2', 'unit', 'end'];

/** Quarter pixels: pen positions of the decoding. */
const Q = 4;

/** Cost of explaining the crop's columns owned by [p0, p1) (quarter pixels) with a glyph drawn at p0. */
function windowCost(
  crop: InkCrop,
  glyph: Glyph | undefined,
  p0: number,
  p1: number,
  origin: number,
  shift = 0,
): number {
  const c0 = Math.max(0, Math.ceil(p0 / Q - 0.5));
  const c1 = Math.min(crop.width, Math.ceil(p1 / Q - 0.5));
  if (c1 <= c0) return 0;
  // Σ(o − t)² = Σo² − Σ(2·o·t − t²), the second sum over the glyph's inked pixels only.
  let cost = (crop.columnEnergy[c1] ?? 0) - (crop.columnEnergy[c0] ?? 0);
  if (!glyph) return cost;
  const { cols, rows, vals } = glyph;
  const w = crop.width;
  const h = crop.height;
  for (let k = 0; k < vals.length; k++) {
    const c = (cols[k] ?? 0) + origin;
    if (c < c0) continue;
    if (c >= c1) break;
    const r = (rows[k] ?? 0) - shift;
    if (r < 0 || r >= h) continue;
    const i = r * w + c;
    if (!crop.care[i]) continue;
    const t = vals[k] ?? 0;
    cost -= 2 * (crop.ink[i] ?? 0) * t - t * t;
  }
  return cost;
}

export interface LineFit {
  text: string;
  cost: number;
  /** Ink the crop holds (sum of squares): cost / energy is how much of it the reading leaves unexplained. */
  energy: number;
  /** Smallest gap, over the figures read, between the best figure and the next best at its place. */
  margin: number;
  /** At each figure's place in reading order, how much worse each figure 0–9 explains it (ink²). */
  figureCosts: number[][];
  font: string;
  size: number;
  /** Columns the text spans, in picture pixels. */
  x0: number;
  x1: number;
}

interface Decoded {
  text: string;
  cost: number;
  digits: { p: number; token: string }[];
  p0: number;
  p1: number;
}

function decode(
  crop: InkCrop,
  font: FitFont,
  size: number,
  baseline: number,
  startBefore: number,
): Decoded | undefined {
  const P = crop.width * Q;
  const { base } = templateRows(size);
  const row = Math.floor(baseline);
  const phaseY = Math.round((baseline - row) * Q) / Q;
  const shift = base - row;
  const glyphAt = (token: string, p: number) => {
    const origin = Math.floor(p / Q);
    return { glyph: drawToken(font, size, token, (p - origin * Q) / Q, phaseY, SURFACE_SOFTNESS), origin };
  };
  const blankCol = new Float64Array(crop.width);
  for (let c = 0; c < crop.width; c++) {
    let s = 0;
    for (let r = 0; r < crop.height; r++) {
      const o = crop.ink[r * crop.width + c] ?? 0;
      s += o * o;
    }
    blankCol[c] = s;
  }
  const idx = (n: Node) => NODES.indexOf(n);
  const N = NODES.length;
  const best = new Float64Array(N * (P + 1)).fill(Number.POSITIVE_INFINITY);
  const back: ({ node: number; p: number; token: string } | undefined)[] = new Array(N * (P + 1));
  best[idx('start') * (P + 1)] = 0;
  const relax = (n: number, p: number, cost: number, from: { node: number; p: number; token: string }) => {
    if (p > P) return;
    const k = n * (P + 1) + p;
    if (cost < (best[k] ?? Number.POSITIVE_INFINITY)) {
      best[k] = cost;
      back[k] = from;
    }
  };
  const advances = new Map<string, number>();
  const advanceOf = (token: string) => {
    let a = advances.get(token);
    if (a === undefined) {
      a = Math.max(1, Math.round(drawToken(font, size, token, 0, 0).advance * Q));
      advances.set(token, a);
    }
    return a;
  };
  // One token at one pen position costs the same whichever step draws it (figures: six steps).
  const memo = new Map<string, Float64Array>();
  const costAt = (token: string, p: number, a: number) => {
    let row = memo.get(token);
    if (!row) {
      row = new Float64Array(P + 1).fill(-1);
      memo.set(token, row);
    }
    const known = row[p] ?? -1;
    if (known >= 0) return known;
    const { glyph, origin } = glyphAt(token, p);
    const cost = windowCost(crop, glyph, p, p + a, origin, shift);
    row[p] = cost;
    return cost;
  };
  for (let p = 0; p <= P; p++) {
    // Epsilon: a final node goes to the end at no cost.
    for (const f of FINAL) {
      const k = idx(f) * (P + 1) + p;
      const c = best[k] ?? Number.POSITIVE_INFINITY;
      if (c < Number.POSITIVE_INFINITY) relax(idx('end'), p, c, { node: idx(f), p, token: '' });
    }
    for (const n of ['start', 'end'] as Node[]) {
      const k = idx(n) * (P + 1) + p;
      const c = best[k] ?? Number.POSITIVE_INFINITY;
      if (c === Number.POSITIVE_INFINITY || p === P) continue;
      // The line's first ink is near the crop's start (its left pad and a letter or so).
      if (n === 'start' && p >= startBefore) continue;
      // Paper: one quarter pixel.
      const col = Math.ceil((p + 1) / Q - 0.5) - 1;
      const owns = Math.ceil(p / Q - 0.5) <= col;
      relax(idx(n), p + 1, c + (owns && col >= 0 && col < crop.width ? (blankCol[col] ?? 0) : 0), {
        node: idx(n),
        p,
        token: ' ',
      });
    }
    for (const step of STEPS) {
      const from = idx(step.from);
      const c = best[from * (P + 1) + p] ?? Number.POSITIVE_INFINITY;
      if (c === Number.POSITIVE_INFINITY) continue;
      for (const token of step.tokens) {
        const a = advanceOf(token);
        if (p + a > P) continue;
        relax(idx(step.to), p + a, c + costAt(token, p, a), {
          node: from,
          p,
          token,
        });
      }
    }
  }
  const endK = idx('end') * (P + 1) + P;
  const total = best[endK] ?? Number.POSITIVE_INFINITY;
  if (total === Number.POSITIVE_INFINITY) return undefined;
  const tokens: { p: number; token: string; node: number }[] = [];
  let k = endK;
  while (back[k]) {
    const b = back[k];
    if (!b) break;
    tokens.push({ p: b.p, token: b.token, node: b.node });
    k = b.node * (P + 1) + b.p;
  }
  tokens.reverse();
  const inked = tokens.filter((t) => t.token !== ' ' || (t.node !== idx('start') && t.node !== idx('end')));
  const written = tokens.filter(
    (t) => t.token !== '' && !(t.token === ' ' && (t.node === idx('start') || t.node === idx('end'))),
  );
  const digits = written.filter((t) => DIGITS.includes(t.token));
  return {
    text: written.map((t) => t.token).join(''),
    cost: total,
    digits: digits.map(({ p, token }) => ({ p, token })),
    p0: inked[0]?.p ?? 0,
    p1: written.length
      ? (written[written.length - 1]?.p ?? 0) + advanceOf(written[written.length - 1]?.token ?? ' ')
      : 0,
  };
}

/**
 * At each figure's place, how much worse each figure 0–9 explains it than the one read (0 for it), and
 * the smallest of those gaps over the places: the reading's margin.
 */
function digitCosts(
  crop: InkCrop,
  font: FitFont,
  size: number,
  baseline: number,
  d: Decoded,
): { margin: number; places: number[][] } {
  let margin = Number.POSITIVE_INFINITY;
  const places: number[][] = [];
  for (const { p, token } of d.digits) {
    const origin = Math.floor(p / Q);
    const phase = (p - origin * Q) / Q;
    const row = Math.floor(baseline);
    const phaseY = Math.round((baseline - row) * Q) / Q;
    const shift = templateRows(size).base - row;
    const costs = DIGITS.map((digit) => {
      const glyph = drawToken(font, size, digit, phase, phaseY, SURFACE_SOFTNESS);
      return windowCost(crop, glyph, p, p + Math.round(glyph.advance * Q), origin, shift);
    });
    const mine = costs[DIGITS.indexOf(token)] ?? 0;
    places.push(costs.map((c) => c - mine));
    margin = Math.min(margin, ...costs.filter((_, k) => DIGITS[k] !== token).map((c) => c - mine));
  }
  return { margin, places };
}

export interface LineBox {
  /** Columns of the line's ink, picture pixels. */
  x0: number;
  x1: number;
  /** Estimated baseline row and letter size (em, pixels). */
  baseline: number;
  em: number;
}

/**
 * A line's surroundings as ink: from `above` ems over its baseline to 0.3 em under it, and `side` ems
 * (`pad` pixels) past either end; `energy` is its ink's sum of squares.
 */
function lineCrop(
  grey: Grey,
  line: LineBox,
  black: number,
  strokes: Uint8Array | undefined,
  reach: { em: number; above: number; side: number },
): InkCrop & { pad: number; energy: number } {
  const { em, above, side } = reach;
  const pad = Math.ceil(em * side);
  const top = Math.floor(line.baseline - em * above);
  const left = Math.floor(line.x0) - pad;
  const box = {
    left,
    top,
    width: Math.ceil(line.x1) + pad - left,
    height: Math.ceil(line.baseline + em * 0.3) - top,
  };
  const crop = inkCrop(grey, box, black, strokes);
  let energy = 0;
  for (const v of crop.ink) energy += v * v;
  return { ...crop, pad, energy };
}

export interface FitSearch {
  /** Font families to try (default: every regular font). */
  fonts?: string[];
  /** Letter sizes (em, pixels) to try (default: the line's em ±12 %). */
  ems?: number[];
  /** Baseline shifts to try, pixels (default: −1 to 1 by quarters). */
  shifts?: number[];
  /** Every font and size on the line's own baseline first, the other shifts for the best one only. */
  staged?: boolean;
}

/**
 * The surface a line writes, read by drawing: the best of every font, size and baseline tried, with
 * its fit. undefined when nothing of the surface's grammar fits at all.
 */
export function fitSurfaceLine(
  grey: Grey,
  line: LineBox,
  black: number,
  strokes?: Uint8Array,
  search: FitSearch = {},
): LineFit | undefined {
  const { regular, bold } = fitFonts();
  const fontsToTry = search.fonts
    ? [...regular, ...bold].filter((f) => search.fonts?.includes(f.family))
    : regular;
  const ems = search.ems ?? [0.88, 0.94, 1, 1.06, 1.12].map((s) => line.em * s);
  const shifts = search.shifts ?? [-1, -0.5, 0, 0.5, 1];
  const maxEm = Math.max(...ems);
  const crop = lineCrop(grey, line, black, strokes, { em: maxEm, above: 0.95, side: 0.6 });
  const { left, top, pad, energy } = crop;
  let bestFit: (Decoded & { font: FitFont; size: number; baseline: number }) | undefined;
  const tryAt = (font: FitFont, size: number, dy: number) => {
    const baseline = line.baseline - top + dy;
    const d = decode(crop, font, size, baseline, (pad + maxEm) * Q);
    if (d && (!bestFit || d.cost < bestFit.cost)) bestFit = { ...d, font, size, baseline };
  };
  // Staged: every font and size on the measured baseline, then the other baselines for the best of them
  // (the baseline measured on the marks is seldom a pixel off; a third of the drawings).
  const first = search.staged && shifts.includes(0) ? [0] : shifts;
  for (const font of fontsToTry) {
    for (const em of ems) {
      const size = Math.round(em * 4) / 4;
      for (const dy of first) tryAt(font, size, dy);
    }
  }
  if (search.staged && bestFit) {
    const { font, size } = bestFit;
    for (const dy of shifts) if (!first.includes(dy)) tryAt(font, size, dy);
  }
  if (!bestFit) return undefined;
  // Then a quarter pixel either way of the best baseline, when the line looks like a surface at all.
  if (bestFit.cost <= 0.65 * energy) {
    const coarse = bestFit;
    for (const dy of [-0.25, 0.25]) {
      const d = decode(crop, coarse.font, coarse.size, coarse.baseline + dy, (pad + maxEm) * Q);
      if (d && d.cost < bestFit.cost)
        bestFit = { ...d, font: coarse.font, size: coarse.size, baseline: coarse.baseline + dy };
    }
  }
  const { margin, places } = digitCosts(crop, bestFit.font, bestFit.size, bestFit.baseline, bestFit);
  return {
    text: bestFit.text,
    cost: bestFit.cost,
    energy,
    margin,
    figureCosts: places,
    font: bestFit.font.family,
    size: bestFit.size,
    x0: left + bestFit.p0 / Q,
    x1: left + bestFit.p1 / Q,
  };
}

/** The bold face of a regular fit font (names are written bold more often than not). */
function faces(family: string): FitFont[] {
  const { regular, bold } = fitFonts();
  const base = regular.find((f) => f.family === family);
  const heavy = bold.find((f) => f.family === `${family} Bold`);
  return [heavy, base].filter((f) => f !== undefined);
}

export interface NameFit {
  /** Candidates drawn, best first, with the ink² their drawing leaves unexplained. */
  ranked: { name: string; cost: number }[];
  /** Ink of the line's crop (sum of squares). */
  energy: number;
}

/**
 * Which of the candidate names a line writes, by drawing each in the plan's font (bold and regular)
 * at the plan's size, aligned on the line's first ink, a pixel either way, and comparing pixels.
 * Candidates much longer or shorter than the line are not drawn.
 */
export function fitNameLine(
  grey: Grey,
  line: LineBox,
  black: number,
  family: string,
  candidates: string[],
  strokes?: Uint8Array,
): NameFit | undefined {
  const em = line.em;
  const crop = lineCrop(grey, line, black, strokes, { em, above: 1.05, side: 0.8 });
  const { left, top, width, energy } = crop;
  const lineWidth = line.x1 - line.x0;
  const size = Math.round(em * 4) / 4;
  const { base } = templateRows(size);
  const scored: { name: string; cost: number }[] = [];
  for (const name of new Set(candidates)) {
    let best = Number.POSITIVE_INFINITY;
    for (const font of faces(family)) {
      const probe = drawToken(font, size, name, 0, 0);
      // Its ink's extent: first and last inked columns.
      let first = probe.width;
      let last = -1;
      for (let c = 0; c < probe.width; c++) {
        for (let r = 0; r < probe.height; r++) {
          if ((probe.ink[r * probe.width + c] ?? 0) > 0.2) {
            first = Math.min(first, c);
            last = Math.max(last, c);
            break;
          }
        }
      }
      const inkWidth = last - first + 1;
      if (inkWidth < 0.7 * lineWidth - 2 || inkWidth > 1.3 * lineWidth + 2) continue;
      for (const dy of [-1, -0.5, 0, 0.5, 1]) {
        const baseline = line.baseline - top + dy;
        const row = Math.floor(baseline);
        const phaseY = Math.round((baseline - row) * Q) / Q;
        const shift = base - row;
        for (const dx of [-0.5, 0, 0.5]) {
          // Pen such that the drawing's first ink lands on the line's first ink (+dx).
          const pen = (line.x0 - left + dx - first) * Q;
          const p = Math.round(pen);
          const origin = Math.floor(p / Q);
          const glyph = drawToken(font, size, name, (p - origin * Q) / Q, phaseY);
          const cost = windowCost(crop, glyph, 0, width * Q, origin, shift);
          if (cost < best) best = cost;
        }
      }
    }
    if (best < Number.POSITIVE_INFINITY) scored.push({ name, cost: best });
  }
  scored.sort((a, b) => a.cost - b.cost);
  return scored.length ? { ranked: scored, energy } : undefined;
}
