import type { Grey } from './image-prep.ts';
import { onnx, recogniserKeys, session } from './stages/models.ts';

/**
 * PaddleOCR's line recogniser (stages/models.ts) as small print's second reader (a low-resolution scan's
 * label lines, letters 4–6 px high, any crop resized to its height): where tesseract guesses, it reads
 * about a quarter of the surfaces right, and its errors are not the drawing's (`glyph-fit.ts`): a figure
 * both read alike is kept at a smaller drawing margin.
 */

/** Input height of the PP-OCRv4 recogniser. */
const REC_HEIGHT = 48;
/** Widest line fed to it (pixels at 48 px high): a label line is far shorter. */
const MAX_WIDTH = 1600;

/** The crop resized to the recogniser's height (bilinear), grey in its three channels, in [-1, 1]. */
function toInput(g: Grey): { data: Float32Array; width: number } {
  const H = REC_HEIGHT;
  const W = Math.min(MAX_WIDTH, Math.max(16, Math.round((g.width * H) / g.height)));
  const data = new Float32Array(3 * H * W);
  const at = (x: number, y: number) => g.data[y * g.width + x] ?? 255;
  for (let y = 0; y < H; y++) {
    const fy = Math.min(g.height - 1, Math.max(0, ((y + 0.5) * g.height) / H - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(g.height - 1, y0 + 1);
    const ay = fy - y0;
    for (let x = 0; x < W; x++) {
      const fx = Math.min(g.width - 1, Math.max(0, ((x + 0.5) * g.width) / W - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(g.width - 1, x0 + 1);
      const ax = fx - x0;
      const v =
        (at(x0, y0) * (1 - ax) + at(x1, y0) * ax) * (1 - ay) + (at(x0, y1) * (1 - ax) + at(x1, y1) * ax) * ay;
      const n = v / 127.5 - 1;
      data[y * W + x] = n;
      data[H * W + y * W + x] = n;
      data[2 * H * W + y * W + x] = n;
    }
  }
  return { data, width: W };
}

/**
 * What the recogniser saw on a line: its greedy reading, and the log-probabilities of every class at
 * every step (CTC frames along the line), to weigh a figure another reader proposes.
 */
export interface LineReading {
  text: string;
  /** Probability of its least sure character (0 when nothing is read). */
  confidence: number;
  /**
   * How much less likely the frames are when they must write this figure somewhere on the line (the
   * rest of the line free, but no figure touching it), in nats: 0 when the greedy reading writes it,
   * the more negative the less the recogniser sees it. ',' '.' and ':' are one separator.
   */
  figureScore(figure: string): number;
}

/** One line of text read from a grey crop around it (the line and a little paper), with its frames. */
export async function readLineFrames(crop: Grey): Promise<LineReading> {
  const ort = onnx();
  const rec = await session('recogniser');
  const keys = recogniserKeys();
  const { data, width } = toInput(crop);
  const input = rec.inputNames[0] ?? 'x';
  const result = await rec.run({ [input]: new ort.Tensor('float32', data, [1, 3, REC_HEIGHT, width]) });
  const out = result[rec.outputNames[0] ?? ''];
  if (!out) return { text: '', confidence: 0, figureScore: () => Number.NEGATIVE_INFINITY };
  const [, steps = 0, classes = 0] = out.dims;
  const probs = out.data as Float32Array;
  // Greedy CTC: the likeliest class at each step, repeats and blanks dropped.
  let text = '';
  let previous = 0;
  let confidence = 1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let p = -1;
    for (let c = 0; c < classes; c++) {
      const q = probs[t * classes + c] ?? 0;
      if (q > p) {
        p = q;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += keys[best] ?? '';
      confidence = Math.min(confidence, p);
    }
    previous = best;
  }
  const figures = figureClasses(keys);
  return {
    text: text.trim(),
    confidence: text ? confidence : 0,
    figureScore: (figure) => spotFigure(probs, steps, classes, figures, figure),
  };
}

interface FigureClasses {
  digit: Map<string, number>;
  separators: number[];
  /** Classes that are no figure: what may stand right before or after one. */
  other: number[];
}

let figureClassesOf: { keys: string[]; classes: FigureClasses } | undefined;

function figureClasses(keys: string[]): FigureClasses {
  if (figureClassesOf?.keys === keys) return figureClassesOf.classes;
  const digit = new Map<string, number>();
  const separators: number[] = [];
  const other: number[] = [];
  keys.forEach((k, c) => {
    if (/^\d$/u.test(k)) digit.set(k, c);
    else if (k === ',' || k === '.' || k === ':') separators.push(c);
    if (!/^\d$/u.test(k)) other.push(c);
  });
  const classes = { digit, separators, other };
  figureClassesOf = { keys, classes };
  return classes;
}

/**
 * Viterbi over the frames for 'anything but figures, the figure (CTC: blanks between, a repeated
 * character split by a blank), anything but figures', against the unconstrained best path. A figure
 * the drawing proposes is weighed against the same figure with one digit changed: the rest of the line
 * (a prefix, a unit the recogniser reads its own way) costs both alike.
 */
function spotFigure(
  probs: Float32Array,
  steps: number,
  classes: number,
  { digit, separators, other }: FigureClasses,
  figure: string,
): number {
  const symbols: number[][] = [];
  for (const ch of figure) {
    const c = digit.get(ch);
    if (c !== undefined) symbols.push([c]);
    else if (ch === ',' || ch === '.' || ch === ':') symbols.push(separators);
    else return Number.NEGATIVE_INFINITY;
  }
  const L = symbols.length;
  if (L === 0 || steps === 0) return Number.NEGATIVE_INFINITY;
  const log = (t: number, c: number) => Math.log(Math.max(1e-12, probs[t * classes + c] ?? 0));
  const maxOf = (t: number, set: number[]) => {
    let m = Number.NEGATIVE_INFINITY;
    for (const c of set) m = Math.max(m, log(t, c));
    return m;
  };
  // States: 0 'before', 1..2L+1 the figure's CTC states (blank, s1, blank, …, sL, blank), 2L+2 'after'.
  const S = 2 * L + 3;
  const after = S - 1;
  const emit = (t: number, s: number) => {
    if (s === 0 || s === after) return maxOf(t, other);
    const j = s - 1;
    return j % 2 === 0 ? log(t, 0) : maxOf(t, symbols[(j - 1) / 2] ?? []);
  };
  const sameAsTwoBack = (j: number) =>
    j >= 3 && symbols[(j - 1) / 2]?.join() === symbols[(j - 3) / 2]?.join();
  let prev = new Float64Array(S).fill(Number.NEGATIVE_INFINITY);
  prev[0] = emit(0, 0);
  prev[1] = emit(0, 1);
  prev[2] = emit(0, 2);
  const frameBest = (t: number) => {
    let m = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < classes; c++) m = Math.max(m, log(t, c));
    return m;
  };
  let free = frameBest(0);
  for (let t = 1; t < steps; t++) {
    const next = new Float64Array(S).fill(Number.NEGATIVE_INFINITY);
    for (let s = 0; s < S; s++) {
      let from = prev[s] ?? Number.NEGATIVE_INFINITY;
      if (s === 1 || s === 2) from = Math.max(from, prev[0] ?? Number.NEGATIVE_INFINITY);
      if (s >= 2 && s <= 2 * L + 1) {
        const j = s - 1;
        from = Math.max(from, prev[s - 1] ?? Number.NEGATIVE_INFINITY);
        if (j % 2 === 1 && j >= 3 && !sameAsTwoBack(j))
          from = Math.max(from, prev[s - 2] ?? Number.NEGATIVE_INFINITY);
      }
      if (s === after)
        from = Math.max(
          from,
          prev[2 * L] ?? Number.NEGATIVE_INFINITY,
          prev[2 * L + 1] ?? Number.NEGATIVE_INFINITY,
        );
      if (from > Number.NEGATIVE_INFINITY) next[s] = from + emit(t, s);
    }
    prev = next;
    free += frameBest(t);
  }
  const end = Math.max(
    prev[2 * L] ?? Number.NEGATIVE_INFINITY,
    prev[2 * L + 1] ?? Number.NEGATIVE_INFINITY,
    prev[after] ?? Number.NEGATIVE_INFINITY,
  );
  return end - free;
}
