import { DETECTION_REVIEW_BELOW } from '@courant/domain';
import {
  classifyRoom,
  correctRoomName,
  editDistance,
  normalizeName,
  plausibleSurface,
} from './classify-room.ts';
import { fitNameLine, fitSurfaceLine, type LineFit } from './glyph-fit.ts';
import { cropRegion, type Grey, type Picture, toGrey, turnPicture, turnQuarter } from './image-prep.ts';
import { type LineReading, readLineFrames } from './line-recogniser.ts';
import type { OcrEngine } from './ocr.ts';
import { cleanRoomName, type PlacedRoom, parseSurfaceNumber } from './parse-plan-text.ts';
import { findTextLines, type TextLine } from './text-lines.ts';

/**
 * Rooms of a plan in small print (a low-resolution scan, a whole floor in 700 px: letters 4–6 px
 * high), where the page's OCR guesses figures (issue 17). Text lines are found at the picture's own
 * resolution; a label is lines stacked under a name, or one line, name then surface, in a narrow room;
 * its surface line is read by drawing
 * (`glyph-fit.ts`), its name by tesseract on the line alone, enlarged, then put right against the
 * room vocabulary. A room is listed only when its name is a room's, its surface one that room can
 * have, and the drawing of the surface explains the picture's pixels clearly better than any other
 * figure would: better to miss a room than to invent one.
 */

/** Cap height / em of the sans fonts plans use (DejaVu 0.73, Arial 0.72). */
export const CAP_PER_EM = 0.73;
/**
 * A surface reading is kept when its drawing leaves at most this share of the line's ink unexplained…
 * Drawn soft (`SURFACE_SOFTNESS`), right readings on the floor700 bench left 0.07–0.21 of their ink
 * unexplained (one 0.43); of the 61 lines between 0.35 and 0.6, 60 were misread dimension strings and
 * scraps ('8.8', 'SU : 7m2', '02.1'), and at 0.6 seven wrong rooms were listed ('Séjour 27,8', 'Bureau
 * 8,4'). Drawn sharp, right readings left 0.3–0.45 and the bound was 0.55.
 */
export const MAX_UNEXPLAINED = 0.35;
/**
 * …and each figure beats the next best one at its place by this much (ink² units, black = 1); under it
 * the recogniser must confirm the figure (`readTogether`). On the floor700 bench drawn soft (9 plans, 94
 * surface lines explained within 0.35, no stroke across), the best drawing was right on all 49 lines
 * from 0.12 up and all 24 from 0.05 to 0.12, on 13 of 21 under 0.05 ('9.6' for '9,8', 'S : 26.50');
 * 0.08 lists the same rooms as 0.15 on floor700 and the 87 dpi scan. Drawn sharp, the 87 dpi scans'
 * readings were right 21 times in 22 from 0.15 up, and the bound was 0.2.
 */
export const MIN_FIGURE_MARGIN = 0.15;
/**
 * A figure under the margin above that the recogniser did not confirm is still taken when its drawing
 * leaves at most this share of the line's ink unexplained, nothing crosses it, and it beats the next
 * best figure by this much. Listing every such line of the floor700 bench (12 styles, 36 plans) and the
 * 87 dpi scan (4 styles, 12 plans): the best drawing was right on 15 of 16 lines (a '18,8' for '18,6'
 * on the scan); from 0.17 to 0.2 unexplained, on 2 of 4 ('8,3' and '6,4' for '6,3'); under 0.05 margin,
 * on 5 of 11 (floor700). The room stays 'À vérifier', as every room read in small print.
 */
const TIGHT_UNEXPLAINED = 0.16;
const TIGHT_FIGURE_MARGIN = 0.05;
/**
 * The margin a drawn figure needs, by whether a stroke crosses it and whether PaddleOCR's recogniser
 * reads the same figure on the line. A stroke across asks much more: it hides what tells a '1' from a
 * '2'. The recogniser agreeing asks less, its errors not being the drawing's: on the bench's 87 dpi scans
 * (9 plans, every line listed with both readings), the two agreed on 25 lines: 23 surfaces, all right,
 * 8 of them under MIN_FIGURE_MARGIN (0.07–0.13), and two ceiling heights ('h = 2,50 m' drawn
 * '- 2,50 m', read '-2.50m'), which are not taken.
 */
const FIGURE_MARGINS = {
  clear: { alone: MIN_FIGURE_MARGIN, agreed: 0.05 },
  crossed: { alone: 0.4, agreed: 0.15 },
} as const;
const figureMargin = (crossed: boolean) => FIGURE_MARGINS[crossed ? 'crossed' : 'clear'];
/** A drawn name is taken when the best name of another room explains this share of the line's ink less. */
const MIN_NAME_MARGIN = 0.04;
/** …and leaves at most this share of the line's ink unexplained. */
const MAX_NAME_UNEXPLAINED = 0.4;
/**
 * What is ink on a small-print picture: darker than 0.88 of its surroundings and than 220 (the page
 * reading's 0.82 and 200). A surface written in a regular weight 5.5 px high is light grey (180–215 on
 * paper at 243): at 200 only its cores were ink, its lines came out in pieces, and a dimension line
 * across it left nothing of it. On the bench (9 plans each): floor700 0.42/0.98 → 0.46/0.98, 87 dpi scan
 * 0.34/0.97 → 0.39/0.95, 700 px sheet 0.10/1.00 unchanged; 0.86/212 gave floor700 0.44, 0.9/230 0.40.
 */
export const SMALL_PRINT_INK = { ratio: 0.88, ceiling: 220 };
/**
 * A wing drawn at an angle is turned level enlarged by this scale (its letters 4–5 px high, blurred
 * by the turn). On the floor700 bench's wing-45 plans (34 rooms): at 1, 5 right and 2 wrong; at 1.5,
 * 8 right and 1 wrong; at 2, 3 right.
 */
const WING_SCALE = 1.5;
/**
 * Wings are read so on pictures up to this long side only (the bench's 700 px floors are on sheets of
 * 1386–2079 px): a scanned A4 page rendered at 200 dpi (2350 px) whose strokes had a second direction,
 * turned and enlarged so with its quarter turns, passed the analysis process's 1536 MB cap.
 */
const WING_MAX_SIDE = 2100;
/** Close readings of names per plan, at most. */
const MAX_LABELS = 40;
/** The recogniser's least sure letter, at least, in a name taken without the drawing's confirmation. */
const NAME_ALONE_CONFIDENCE = 0.5;

/** Whether the stroke mask has pixels in the line's columns between rows y0 and y1. */
function strokesIn(strokes: Uint8Array, width: number, line: TextLine, y0: number, y1: number): boolean {
  for (let y = Math.floor(y0); y <= Math.ceil(y1); y++) {
    for (let x = Math.floor(line.x0); x < Math.ceil(line.x1); x++) if (strokes[y * width + x]) return true;
  }
  return false;
}

/** A ceiling height's line ('HSP : 2m50', 'h = 2,50 m'): written in the labels' font too. */
const HEIGHT_LIKE = /^(?:hsp|h\s*=)/iu;
/** Lines read with a broad search before the plan's font is decided, at most… */
const MAX_CALIBRATION_LINES = 12;
/** …and before giving up when none looked like a label's line at all. */
const GIVE_UP_AFTER = 5;
/** A broad reading leaving at most this share of the line's ink unexplained votes for its font and size. */
const LIKELY_UNEXPLAINED = 0.45;

/** A reading that looks like a surface line: figures with decimals or a unit, no ceiling height. */
const SURFACE_LIKE = /^(?!hsp|h\s*=)\D*\d+(?:[.,]\d+\s*(?:m.*)?|\s*m.*)$/iu;

/**
 * A wall between rows y0 and y1 under the line's columns: four rows or more of strokes (a dimension
 * line, thin, across a label is no wall).
 */
function wallBetween(strokes: Uint8Array, width: number, line: TextLine, y0: number, y1: number): boolean {
  let rows = 0;
  for (let y = Math.floor(y0); y <= Math.ceil(y1); y++) {
    let any = false;
    for (let x = Math.floor(line.x0); x < Math.ceil(line.x1) && !any; x++) any = strokes[y * width + x] === 1;
    rows = any ? rows + 1 : 0;
    if (rows >= 4) return true;
  }
  return false;
}

const centreX = (l: TextLine) => (l.x0 + l.x1) / 2;

/**
 * The line right above this one in its label (same column, one line step up, no wall between), if
 * any.
 */
function lineAbove(
  lines: TextLine[],
  line: TextLine,
  strokes: Uint8Array,
  width: number,
): TextLine | undefined {
  let best: TextLine | undefined;
  for (const other of lines) {
    if (other === line || other.baseline >= line.baseline) continue;
    const step = line.baseline - other.baseline;
    const h = Math.max(line.capHeight, other.capHeight, 3);
    if (step < 1.2 * h || step > 2.6 * h) continue;
    const half = Math.max(other.x1 - other.x0, line.x1 - line.x0) / 2;
    // A label's lines are centred on one another.
    if (Math.abs(centreX(other) - centreX(line)) > half * 0.35 + h) continue;
    const between = { ...line, x0: Math.max(line.x0, other.x0), x1: Math.min(line.x1, other.x1) };
    if (between.x1 > between.x0 && wallBetween(strokes, width, between, other.baseline, line.y0)) continue;
    if (!best || other.baseline > best.baseline) best = other;
  }
  return best;
}

/**
 * How far apart, in letter heights, pieces of one line may stand: faint figures break a line in pieces,
 * and between two pieces a figure or two may fall under the ink threshold altogether ('SU: 3,15 m²' at
 * 700 px found as 'SU:' and '15 m²', 14 px apart, and read '15'; at 1.6 letters, a letter's gap).
 */
const PIECES_APART = 3;

/** The line's pieces on its baseline up to `PIECES_APART` letters apart. */
function wholeLine(lines: TextLine[], line: TextLine): TextLine {
  const h = Math.max(3, line.capHeight);
  let x0 = line.x0;
  let x1 = line.x1;
  let grew = true;
  while (grew) {
    grew = false;
    for (const other of lines) {
      if (Math.abs(other.baseline - line.baseline) > 1.5) continue;
      if (other.x0 >= x0 && other.x1 <= x1) continue;
      if (other.x0 > x1 + PIECES_APART * h || other.x1 < x0 - PIECES_APART * h) continue;
      x0 = Math.min(x0, other.x0);
      x1 = Math.max(x1, other.x1);
      grew = true;
    }
  }
  return { ...line, x0, x1 };
}

export function darkLevel(grey: Grey): number {
  const histogram = new Uint32Array(256);
  for (const v of grey.data) histogram[v] = (histogram[v] ?? 0) + 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen >= grey.data.length * 0.01) return v;
  }
  return 0;
}

/** A name line cut out, enlarged to ~24 px letters, its contrast stretched, read by tesseract. */
export async function readName(picture: Picture, line: TextLine, ocr: OcrEngine): Promise<string> {
  const h = Math.max(3, line.capHeight);
  const scale = Math.min(8, Math.max(2, 24 / h));
  const crop = cropRegion(
    picture,
    {
      cx: (line.x0 + line.x1) / 2,
      cy: line.baseline - h / 2,
      width: line.x1 - line.x0 + 2 * h,
      height: 2.1 * h,
      angle: 0,
    },
    scale,
    24,
  );
  let lo = 255;
  let hi = 0;
  for (const v of crop.data) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const range = Math.max(1, hi - lo);
  for (let i = 0; i < crop.data.length; i++) {
    const t = (((crop.data[i] ?? 255) - lo) / range) * 255;
    crop.data[i] = Math.max(0, Math.min(255, Math.round((t - 40) * 1.4)));
  }
  return ocr.readLine(crop);
}

/** A line cut out around its letters (a letter's height of paper each side), read by PaddleOCR's recogniser. */
export async function recognised(picture: Picture, line: TextLine): Promise<LineReading> {
  const h = Math.max(3, line.capHeight);
  const box = {
    cx: (line.x0 + line.x1) / 2,
    cy: line.baseline - h / 2,
    width: line.x1 - line.x0 + 1.2 * h,
    height: 2.2 * h,
    angle: 0,
  };
  return readLineFrames(cropRegion(picture, box, 48 / box.height, 0));
}

/**
 * The surface figure of a line as the recogniser read it, when it reads a surface line: not a ceiling
 * height ('HSP', 'h =', a lone dash before the figure is what it makes of 'h ='). Its ':' between
 * figures is a comma ('1:35' for '1,35').
 */
export function recognisedFigure(text: string): string | undefined {
  const t = text.trim();
  if (/^(?:h\s*[=:-]|hs|-)/iu.test(t)) return undefined;
  const m = /^(\d{1,3})(?:[.,:](\d{1,2}))?(?!\d)/u.exec(t.replace(/^\D+/u, ''));
  if (!m) return undefined;
  return m[2] ? `${m[1]},${m[2]}` : m[1];
}

/**
 * Drawing cost (ink²) worth one nat of the recogniser's log-probability, in the joint reading. Soft
 * drawings tell two figures apart by smaller costs than sharp ones: with the sharp drawings' 0.05 the
 * recogniser outvoted right drawings on the floor700 bench ('27,6' read '27,8', '9,4' '8,4', '11,85'
 * '31,85'); at 0.03 the bench read 75 rooms of 102, at 0.02 80, none wrong, the recogniser still putting
 * right '9.6' ('9,8') and '13,6' ('11,6').
 */
const INK_PER_NAT = 0.02;
/** Likeliest figures per place, from the drawing, combined in the joint reading. */
const JOINT_PER_PLACE = 3;
/**
 * A joint reading is taken when it beats the next best figure by this much (nats), a crossed line's by
 * the second. On the bench's 87 dpi scans (9 plans, every surface line below the drawing's margins
 * listed with its joint reading), from 3 up the joint figure was right 12 times in 13 ('Entrée 5,2'
 * read '5,1' by both at 4.4), under 3 right 5 times in 13; a ceiling height 'HSP 2.80' with a line
 * across, its 'HSP' lost, read '2.90' at 4.1.
 */
const JOINT_MARGIN = 3;
const JOINT_CROSSED_MARGIN = 6;
/** …and the drawing explains its figures at most this much worse than its own reading (ink²). */
const JOINT_MAX_DRAWN = 0.25;

/**
 * The figure the drawing and the recogniser together read best on a line: every figure of the drawing's
 * shape whose digits are among the drawing's likeliest at their places, scored by the recogniser's
 * log-probability less the drawing's extra cost; with the gap to the next best (nats) and the drawing's
 * extra cost of it (ink²).
 */
export function jointFigure(
  figure: string,
  figureCosts: number[][],
  reading: LineReading,
): { figure: string; margin: number; drawn: number } | undefined {
  let hypotheses = [{ text: '', drawn: 0 }];
  let place = 0;
  for (const ch of figure) {
    if (!/\d/u.test(ch)) {
      hypotheses = hypotheses.map((h) => ({ ...h, text: h.text + ch }));
      continue;
    }
    const costs = figureCosts[place++];
    if (!costs) return undefined;
    const likeliest = costs
      .map((c, digit) => ({ c, digit }))
      .sort((a, b) => a.c - b.c)
      .slice(0, JOINT_PER_PLACE);
    hypotheses = hypotheses.flatMap((h) =>
      likeliest.map(({ c, digit }) => ({ text: h.text + digit, drawn: h.drawn + c })),
    );
  }
  const scored = hypotheses
    .map((h) => ({ ...h, score: reading.figureScore(h.text) - h.drawn / INK_PER_NAT }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best) return undefined;
  return {
    figure: best.text,
    margin: best.score - (next?.score ?? Number.NEGATIVE_INFINITY),
    drawn: best.drawn,
  };
}

/**
 * The figure of a surface line the drawing reads unsurely, when the recogniser confirms it: it reads the
 * same figure, or the joint reading (`jointFigure`) is clear (undefined otherwise); with the recogniser's
 * reading, for another drawing to be weighed against.
 */
async function readTogether(
  picture: Picture,
  line: TextLine,
  fit: LineFit,
  drawn: string,
  crossed: boolean,
): Promise<{ figure?: string; reading: LineReading }> {
  const reading = await recognised(picture, line);
  const read = recognisedFigure(reading.text);
  const agreed = read !== undefined && parseSurfaceNumber(read) === parseSurfaceNumber(drawn);
  if (agreed && fit.margin >= figureMargin(crossed).agreed) return { figure: drawn, reading };
  const joint = jointFigure(drawn, fit.figureCosts, reading);
  if (!joint || joint.drawn > JOINT_MAX_DRAWN) return { reading };
  return {
    figure: joint.margin >= (crossed ? JOINT_CROSSED_MARGIN : JOINT_MARGIN) ? joint.figure : undefined,
    reading,
  };
}

/**
 * The grey a line's own ink reaches (its darkest 2 %, strokes left out): a surface printed light grey
 * is drawn against it rather than against the plan's black, where a light 8 and 6 differ by a few
 * pixels of half ink. Never darker than the plan's black.
 */
function lineBlack(grey: Grey, strokes: Uint8Array, line: TextLine, black: number): number {
  const values: number[] = [];
  const y0 = Math.max(0, Math.floor(line.baseline - line.capHeight - 1));
  const y1 = Math.min(grey.height - 1, Math.ceil(line.baseline + 1));
  const x0 = Math.max(0, Math.floor(line.x0));
  const x1 = Math.min(grey.width - 1, Math.ceil(line.x1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * grey.width + x;
      if (!strokes[i]) values.push(grey.data[i] ?? 255);
    }
  }
  values.sort((a, b) => a - b);
  return Math.max(black, values[Math.floor(values.length * 0.02)] ?? black);
}

const numbered = (names: string[], from = 1, to = 5) =>
  names.flatMap((n) => Array.from({ length: to - from + 1 }, (_, i) => `${n}${i + from}`));

/**
 * Room names as French plans write them (issue 17's list, and the common ones), in the forms the
 * small-print reader draws to recognise a name line its OCR cannot read.
 */
export const WRITTEN_ROOM_NAMES: string[] = [
  ...['Séjour', 'SEJOUR', 'SÉJOUR', 'Salon', 'SALON', 'SALON/SÉJOUR', 'Salon/Séjour', 'Séjour/Cuisine'],
  ...['Séj./cuis.', 'Salle à manger', 'SAM', 'Pièce de vie', 'Cuisine', 'CUISINE', 'CUIS.', 'Cuis.'],
  ...['Chambre', 'CHAMBRE', 'Bureau', 'BUREAU', 'Suite parentale'],
  ...numbered(['Chambre ', 'CHAMBRE ', 'CH. ', 'Ch. ', 'Ch ', 'CH.', 'Ch.', 'CH ']),
  ...['SdB', 'SDB', 'Salle de bains', 'Salle de bain', 'SALLE DE BAINS', 'SdE', 'SDE', "Salle d'eau"],
  ...["SALLE D'EAU", "S. d'eau", 'SdE + WC', 'SdB + WC', 'SDB + WC', 'WC', 'W.C.', 'WC 1', 'WC 2', 'Wc'],
  ...['Entrée', 'ENTRÉE', 'ENTREE', 'ENTR.', 'Entr.', "Hall d'entrée", 'Hall', 'HALL', 'Dgt', 'DGT'],
  ...['Dég.', 'DÉG.', 'Dégagement', 'DÉGAGEMENT', 'Couloir', 'COULOIR', 'Circulation', 'Palier', 'PALIER'],
  ...['Pal.', 'Placard', 'PLACARD', 'PLAC.', 'Plac.', 'Rangement', 'RANGEMENT', 'Rgt', 'Cellier', 'CELLIER'],
  ...['CELL.', 'Cell.', 'Buanderie', 'BUANDERIE', 'Buand.', 'Dressing', 'DRESSING', 'Dress.', 'Garage'],
  ...['GARAGE', 'GAR.', 'Atelier', 'ATELIER', 'Terrasse', 'TERRASSE', 'Balcon', 'BALCON', 'Loggia'],
  ...['Cave', 'Débarras', 'Lingerie', 'Chaufferie', 'Local technique', 'Véranda', 'Mezzanine', 'Jardin'],
];

/** A text line as the drawing fits it: its columns, baseline and em measured on its marks. */
const boxOf = (line: TextLine) => ({
  x0: line.x0,
  x1: line.x1,
  baseline: line.baseline,
  em: line.capHeight / CAP_PER_EM,
});

/** A small-print picture as its labels are read: its grey, black, long strokes and the labels' font. */
interface LabelPage {
  picture: Picture;
  grey: Grey;
  black: number;
  strokes: Uint8Array;
  font: LabelFont;
}

/** The fit reads a surface (`pattern`) and leaves at most MAX_UNEXPLAINED of its line's ink unexplained. */
export function readsSurface(fit: LineFit | undefined, pattern: RegExp): fit is LineFit {
  return fit !== undefined && pattern.test(fit.text) && fit.cost <= MAX_UNEXPLAINED * fit.energy;
}

/** The figure of a surface line's text, after its name or prefix ('SU: 10,75' → '10,75'). */
const figureOf = (text: string) => /(\d{1,3}(?:[.,]\d{1,2})?)/u.exec(text.replace(/^\D+/u, ''))?.[1];

/**
 * The surface a line writes, drawn in the labels' font unless told: its value when read surely (by the
 * drawing's own margins, or by the drawing and PaddleOCR's recogniser together), null when the line
 * writes a surface not read surely, undefined when it writes none.
 */
async function readSurface(
  page: LabelPage,
  whole: TextLine,
  fonts = [page.font.font],
): Promise<{ fit: LineFit; value: number | null } | undefined> {
  const { picture, grey, black, font, strokes } = page;
  const ems = [font.size - 0.25, font.size, font.size + 0.25];
  const fit = fitSurfaceLine(grey, boxOf(whole), black, strokes, { fonts, ems });
  // A surface writes its decimals or its unit: a lone figure is a piece of a line misread.
  if (!readsSurface(fit, SURFACE_LIKE)) return undefined;
  // A stroke across or along the figures (a dimension line) hides what tells a '1' from a '2'.
  const crossed = strokesIn(
    strokes,
    grey.width,
    whole,
    whole.baseline - whole.capHeight - 1,
    whole.baseline + 1,
  );
  const drawnFigure = figureOf(fit.text);
  let figure = drawnFigure;
  if (fit.margin < figureMargin(crossed).alone) {
    // Not sure enough alone: the drawing and PaddleOCR's recogniser read the line together.
    // Not a line the drawing itself reads as a height's ('- 2,50 m': 'h =' drawn as a dash).
    if (!drawnFigure || /^[-–]/u.test(fit.text)) return undefined;
    const together = await readTogether(picture, whole, fit, drawnFigure, crossed);
    figure = together.figure;
    // Unconfirmed: drawn again against the line's own ink (a light-grey 8 and 6 differ by a few pixels
    // of half ink, which a drawing at the plan's black weighs little), and read jointly with the
    // recogniser as above.
    if (!figure && !crossed) {
      const local = fitSurfaceLine(grey, boxOf(whole), lineBlack(grey, strokes, whole, black), strokes, {
        fonts: [fit.font],
        ems,
      });
      const localFigure = readsSurface(local, SURFACE_LIKE) ? figureOf(local.text) : undefined;
      const joint =
        local && localFigure ? jointFigure(localFigure, local.figureCosts, together.reading) : undefined;
      if (joint && joint.drawn <= JOINT_MAX_DRAWN && joint.margin >= JOINT_MARGIN) figure = joint.figure;
    }
    // Unconfirmed still, but drawn tightly and clear of strokes: the drawing's own figure.
    if (
      !figure &&
      !crossed &&
      fit.margin >= TIGHT_FIGURE_MARGIN &&
      fit.cost <= TIGHT_UNEXPLAINED * fit.energy
    )
      figure = drawnFigure;
  }
  // One figure alone ('5 m²') is more often the end of a line whose start was lost than a surface.
  if (!figure || (figure.match(/\d/gu) ?? []).length < 2) return { fit, value: null };
  return { fit, value: parseSurfaceNumber(figure) };
}

/**
 * The start of a surface's prefix a name's reading runs into on a one-line label ('Salle de bains S'
 * for 'Salle de bains SU: 6,05 m²'): the reader's crop reaches a letter past the name.
 */
const SURFACE_PREFIX_START = /\s+(?:SU?|Surf\.?|SHAB|S\s*=)\s*[:=]?$/u;

/** A label read: its name line, and its surface line with the reading of its figures. */
interface Block {
  name: TextLine;
  /** Other lines up the label's column that may be its name, the nearest first. */
  otherNames: TextLine[];
  surface: TextLine;
  fit: LineFit;
  /** null: a surface written but not read surely, for the user to enter. */
  value: number | null;
  /** A one-line label: its surface, from this column on, is hidden while its name is read. */
  nameEndsBefore?: number;
}

/** A label's name line to read: as a stacked label's, a one-line label's, or alone (no surface). */
interface NameToRead {
  line: TextLine;
  /** The labels' letter size (em, pixels). */
  em: number;
  value: number | null;
  kind: 'stacked' | 'one-line' | 'alone';
}

/** Names alone read per picture, at most (two readers each). */
const MAX_NAMES_ALONE = 20;

/** Its letters and figures as names are compared (`normalizeName`), nothing between them. */
const skeleton = (text: string) => normalizeName(text).replace(/[^a-z0-9]/g, '');

/** A reading of three characters or more, as long as the name, one of them read otherwise at most. */
function nearlyWritten(reading: string, name: string): boolean {
  const a = skeleton(reading);
  const b = skeleton(name);
  return a.length >= 3 && a.length === b.length && editDistance(a, b, 1) <= 1;
}

/** A line written in the labels' size, a third either way (a title block's larger lines are not labels). */
const inLabelSize = (line: TextLine, font: { size: number }) =>
  Math.abs(line.capHeight - font.size * CAP_PER_EM) <= 0.35 * font.size * CAP_PER_EM;

const lineKey = (line: TextLine) => `${Math.round(line.x0)} ${Math.round(line.baseline)}`;

/**
 * A surface after a name on its line writes its prefix or its unit: bare figures there are as often the
 * end of a name misread ('Chambre 3' split 'Chamb' and 're 3' drawn '16.3').
 */
const ONE_LINE_SURFACE = /^(?:(?:SU\b|S\s*[=:]|Surf\.|SHAB\b).*\d|\D*\d+(?:[.,]\d+)?\s*[mM]\s*[²2]?)$/u;

/**
 * A one-line label's name part is drawn as some room's name leaving at most this share of its ink
 * unexplained, to be read further (a bold 'Dgt' at 5.5 px: 0.43; a dimension or a note's word: 0.6 and more).
 */
const ONE_LINE_NAME_UNEXPLAINED = 0.5;

/** One-line labels tried per picture, at most (each costs a drawing per word start). */
const MAX_ONE_LINE = 30;

/**
 * Where the words of a line start after the first: a column of ink after columns lighter than a third
 * of the line's darkest (a word space; letters of a word touch at 4–6 px). With the end of the ink
 * before each start.
 */
function wordStarts(page: LabelPage, line: TextLine): { start: number; before: number }[] {
  const { grey, strokes } = page;
  const y0 = Math.max(0, Math.floor(line.baseline - line.capHeight - 1));
  const y1 = Math.min(grey.height - 1, Math.ceil(line.baseline + 1));
  const x0 = Math.max(0, Math.floor(line.x0));
  const x1 = Math.min(grey.width - 1, Math.ceil(line.x1));
  const darkest: number[] = [];
  for (let x = x0; x <= x1; x++) {
    let d = 255;
    for (let y = y0; y <= y1; y++) {
      const i = y * grey.width + x;
      if (!strokes[i]) d = Math.min(d, grey.data[i] ?? 255);
    }
    darkest.push(d);
  }
  const paper = Math.max(...darkest);
  const ink = darkest.map((d) => paper - d);
  const inked = Math.max(...ink) / 3;
  const starts: { start: number; before: number }[] = [];
  for (let k = 1; k < ink.length; k++) {
    if ((ink[k] ?? 0) < inked || (ink[k - 1] ?? 0) >= inked) continue;
    let end = k - 1;
    while (end > 0 && (ink[end] ?? 0) < inked) end--;
    if (end > 0) starts.push({ start: x0 + k, before: x0 + end + 1 });
  }
  return starts;
}

/**
 * Reads with the columns [c0, c1) of the line's rows hidden as strokes (then shown again): one part
 * of a one-line label drawn with the other out of the picture.
 */
async function withHidden<T>(
  page: LabelPage,
  line: TextLine,
  c0: number,
  c1: number,
  read: () => T | Promise<T>,
): Promise<T> {
  const { grey, strokes } = page;
  const changed: number[] = [];
  const h = line.capHeight;
  const y1 = Math.min(grey.height - 1, line.baseline + h);
  for (let y = Math.max(0, Math.floor(line.baseline - 2 * h)); y <= y1; y++) {
    for (let c = Math.max(0, Math.floor(c0)); c < Math.min(grey.width, Math.floor(c1)); c++) {
      const i = y * grey.width + c;
      if (strokes[i]) continue;
      strokes[i] = 1;
      changed.push(i);
    }
  }
  try {
    return await read();
  } finally {
    for (const i of changed) strokes[i] = 0;
  }
}

/**
 * Labels written on one line, name then surface. A line no stacked label took is split at the word
 * start where the drawing explains it best as a room's name then a surface (its prefix included);
 * the surface is then read surely or the line left.
 */
async function oneLineLabels(page: LabelPage, lines: TextLine[], taken: Set<string>): Promise<Block[]> {
  const { grey, black, strokes, font } = page;
  const ems = [font.size - 0.25, font.size, font.size + 0.25];
  // A one-line label is its first line: written bold as often as a name is.
  const fonts = [font.font, `${font.font} Bold`];
  const blocks: Block[] = [];
  const seen = new Set(taken);
  let tries = 0;
  for (const line of lines) {
    const whole = wholeLine(lines, line);
    const key = lineKey(whole);
    if (seen.has(key)) continue;
    seen.add(key);
    const h = whole.capHeight;
    const w = whole.x1 - whole.x0;
    // Written in the labels' size (a title block's larger lines are not labels), a name of two letters
    // or more and a surface ('Dgt 4,95 m2' … 'Salle de bains SU: 6,05 m²').
    if (!inLabelSize(whole, font) || w < 5 * h || w > 28 * h) continue;
    if (tries++ >= MAX_ONE_LINE) break;
    const reach = 2 * h;
    const starts = wordStarts(page, whole);
    // Each word start splits the line into a name and a surface (a prefix, figures and a unit: 14 letter
    // heights at most). The name is drawn first, as it costs less: one the plans' names do not explain
    // at all is no room's (a dimension, a note's words). The split taken is the one whose name and
    // surface leave the least ink unexplained.
    let best: { start: number; before: number; cost: number } | undefined;
    for (const { start, before } of starts) {
      if (before - whole.x0 < 1.5 * h || whole.x1 - start < 2.5 * h || whole.x1 - start > 14 * h) continue;
      const nameBox = { x0: whole.x0, x1: before, baseline: whole.baseline, em: font.size };
      const named = await withHidden(page, whole, start, whole.x1 + reach, () =>
        fitNameLine(grey, nameBox, black, font.font, WRITTEN_ROOM_NAMES, strokes),
      );
      const name = named?.ranked[0];
      if (!named || !name || name.cost > ONE_LINE_NAME_UNEXPLAINED * named.energy) continue;
      if (best && name.cost >= best.cost) continue;
      const surface = { ...whole, x0: start };
      const fit = await withHidden(page, whole, whole.x0 - reach, start, () =>
        fitSurfaceLine(grey, boxOf(surface), black, strokes, { fonts, ems, staged: true }),
      );
      if (!readsSurface(fit, ONE_LINE_SURFACE)) continue;
      const cost = fit.cost + name.cost;
      if (!best || cost < best.cost) best = { start, before, cost };
    }
    if (!best) continue;
    const { start, before } = best;
    const surface = { ...whole, x0: start };
    const read = await withHidden(page, whole, whole.x0 - reach, start, () =>
      readSurface(page, surface, fonts),
    );
    // Unread, the surface part may be the name's last word drawn as one ('Hall d'entrée' split 'Hall'):
    // a one-line label is listed only with its surface.
    if (read?.value == null) continue;
    // The name ends before the surface's drawing starts: its prefix may be drawn over the hidden columns.
    const nameEnd = Math.max(
      whole.x0 + h,
      ...starts.filter((s) => s.before <= Math.min(before, read.fit.x0 + 0.5)).map((s) => s.before),
    );
    blocks.push({
      name: { ...whole, x1: nameEnd },
      otherNames: [],
      surface,
      fit: read.fit,
      value: read.value,
      nameEndsBefore: Math.max(nameEnd + 1, read.fit.x0),
    });
  }
  return blocks;
}

/** The font and size (em, pixels) a plan writes its labels in. */
interface LabelFont {
  font: string;
  size: number;
}

/** The font and size most of the surely read lines were drawn with (sizes a quarter pixel apart agree). */
function labelFont(fits: LineFit[], needed = 2): LabelFont | undefined {
  let best: { font: string; size: number; n: number } | undefined;
  for (const f of fits) {
    const agree = fits.filter((g) => g.font === f.font && Math.abs(g.size - f.size) <= 0.25);
    const sizes = agree.map((g) => g.size).sort((a, b) => a - b);
    const size = sizes[Math.floor(sizes.length / 2)] ?? f.size;
    if (!best || agree.length > best.n) best = { font: f.font, size, n: agree.length };
  }
  return best && best.n >= needed ? { font: best.font, size: best.size } : undefined;
}

/**
 * How tall a picture's writing is, measured on its own pixels (for a picture where the OCR read no word
 * surely): the median height of its lines of three marks or more, ascenders and descenders included
 * (as the OCR's word boxes are). undefined when it shows fewer than 8 such lines.
 */
export function measuredLetterHeight(picture: Picture): number | undefined {
  const { lines } = findTextLines(toGrey(picture, 1), 14);
  const heights = lines
    .filter((l) => l.marks >= 3)
    .map((l) => l.y1 - l.y0)
    .sort((a, b) => a - b);
  if (heights.length < 8) return undefined;
  return heights[Math.floor(heights.length / 2)];
}

/**
 * The rooms a small-print plan's labels give, in page units (picture pixels × toPage). Each has a
 * surface read by drawing; a label whose surface cannot be read that surely is left out.
 */
export async function readSmallPrint(
  picture: Picture,
  ocr: OcrEngine,
  toPage: number,
  letterPx?: number,
  wings: number[] = [],
): Promise<PlacedRoom[]> {
  const rooms: PlacedRoom[] = [];
  let font: LabelFont | undefined;
  const identity = (x: number, y: number) => ({ x, y });
  // The page level, then each wing drawn at another angle (45°), its labels with it, turned level.
  const turnable = Math.max(picture.width, picture.height) <= WING_MAX_SIDE;
  for (const angle of [0, ...(turnable ? wings : [])]) {
    const scale = angle === 0 ? 1 : WING_SCALE;
    const frame = angle === 0 ? { picture, back: identity } : turnPicture(picture, angle, scale);
    // Level labels, then narrow rooms' labels, written along them bottom to top or top to bottom:
    // read level in the frame turned a quarter turn.
    const views = [
      { picture: frame.picture, back: identity, angle },
      ...[true, false].map((clockwise) => ({
        ...turnQuarter(frame.picture, clockwise),
        angle: angle + (clockwise ? 90 : -90),
      })),
    ];
    for (const view of views) {
      // A level page with no label found has none turned either (not small print); a wing's labels
      // may all run across the frame.
      if (!font && angle === 0 && view.angle !== 0) break;
      const found = await readLevelLabels(
        view.picture,
        ocr,
        letterPx && letterPx * scale,
        font && { ...font, size: font.size * scale },
      );
      // The plan writes its labels in one font: found in the first view that has labels, kept after.
      font ??= found.font && { ...found.font, size: found.font.size / scale };
      const back = (x: number, y: number) => {
        const at = view.back(x, y);
        return frame.back(at.x, at.y);
      };
      rooms.push(...found.rooms.map((room) => turnedBack(room, back, view.angle, scale)));
    }
  }
  return rooms.map((room) => scaled(room, toPage));
}

/**
 * A room read in a picture turned by angle (degrees counter-clockwise) and enlarged by scale, placed on
 * the picture.
 */
function turnedBack(
  room: PlacedRoom,
  back: (x: number, y: number) => { x: number; y: number },
  angle: number,
  scale: number,
): PlacedRoom {
  const { x0, y0, x1, y1 } = room.bounds;
  const corners = [back(x0, y0), back(x1, y0), back(x0, y1), back(x1, y1)];
  const at = back(room.cx, room.cy);
  const surfaceAt = room.surfaceAt && {
    ...room.surfaceAt,
    ...(({ x, y }) => ({ cx: x, cy: y }))(back(room.surfaceAt.cx, room.surfaceAt.cy)),
    width: room.surfaceAt.width / scale,
    height: room.surfaceAt.height / scale,
    angle,
  };
  return {
    ...room,
    cx: at.x,
    cy: at.y,
    height: room.height / scale,
    angle,
    bounds: {
      x0: Math.min(...corners.map((c) => c.x)),
      y0: Math.min(...corners.map((c) => c.y)),
      x1: Math.max(...corners.map((c) => c.x)),
      y1: Math.max(...corners.map((c) => c.y)),
    },
    surfaceAt,
  };
}

/** A room read in picture pixels, in page units. */
function scaled(room: PlacedRoom, toPage: number): PlacedRoom {
  const { x0, y0, x1, y1 } = room.bounds;
  return {
    ...room,
    cx: room.cx * toPage,
    cy: room.cy * toPage,
    height: room.height * toPage,
    bounds: { x0: x0 * toPage, y0: y0 * toPage, x1: x1 * toPage, y1: y1 * toPage },
    surfaceAt: room.surfaceAt && {
      ...room.surfaceAt,
      cx: room.surfaceAt.cx * toPage,
      cy: room.surfaceAt.cy * toPage,
      width: room.surfaceAt.width * toPage,
      height: room.surfaceAt.height * toPage,
    },
  };
}

/**
 * The rooms of the level labels of a small-print picture, in its pixels, and the labels' font and
 * size (found on the picture's surface lines unless given).
 */
async function readLevelLabels(
  picture: Picture,
  ocr: OcrEngine,
  letterPx: number | undefined,
  font?: LabelFont,
): Promise<{ rooms: PlacedRoom[]; font?: LabelFont }> {
  const grey = toGrey(picture, 1);
  const maxLetter = Math.max(6, Math.min(14, Math.round((letterPx ?? 7) * 1.8)));
  const { lines, strokes } = findTextLines(grey, maxLetter, SMALL_PRINT_INK);
  const black = darkLevel(grey);
  let blocks: Block[] = [];
  const tried = new Set<TextLine>();
  const candidates = lines
    .map((line) => ({ line, above: lineAbove(lines, line, strokes, grey.width) }))
    .filter(({ line, above }) => {
      const h = line.capHeight;
      const w = line.x1 - line.x0;
      return above !== undefined && h >= 2.5 && h <= maxLetter && w >= 1.5 * h && w <= 13 * h;
    });
  // The plan's label font and size, from a few lines read with a broad search: a plan writes its
  // labels in one font, and the size measured on 4–6 px marks is a pixel off either way.
  const calibration: LineFit[] = [];
  // Lines the broad search explains well whatever its margins: the plan's font and size win the vote
  // when no two lines are read surely (faint figures under JPEG artefacts, dimension lines across).
  const likely: LineFit[] = [];
  let plan = font;
  for (const [tried, { line }] of (plan ? [] : candidates.slice(0, MAX_CALIBRATION_LINES)).entries()) {
    // The broad search costs: a plan whose first lines explain nothing like a surface is not read by drawing.
    if (likely.length === 0 && tried >= GIVE_UP_AFTER) break;
    const whole = wholeLine(lines, line);
    const cap = whole.capHeight;
    // Broad for the first line that fits, then around what it found.
    const first = calibration[0];
    const ems: number[] = [];
    if (first) for (const d of [-0.25, 0, 0.25]) ems.push(first.size + d);
    // Faint figures lose pixels to the threshold: the measured height is more often short than long.
    else for (let c = cap - 0.5; c <= cap + 2; c += 0.5) ems.push(c / CAP_PER_EM);
    const fit = fitSurfaceLine(grey, boxOf(whole), black, strokes, {
      ems,
      fonts: first ? [first.font] : undefined,
      // Whole pixels: one drawing per figure and phase along the line (the finer search comes after).
      shifts: [-1, 0, 1],
      // Every font and size on the measured baseline, then the shifts for the best: a third of the
      // drawings (the same readings on the bench's 9 scans and 9 sheets of 700 px).
      staged: true,
    });
    if (!fit || !(SURFACE_LIKE.test(fit.text) || HEIGHT_LIKE.test(fit.text))) continue;
    if (fit.cost <= LIKELY_UNEXPLAINED * fit.energy) likely.push(fit);
    if (SURFACE_LIKE.test(fit.text) && fit.cost <= 0.6 * fit.energy && fit.margin >= 0.15)
      calibration.push(fit);
    plan = labelFont(calibration) ?? labelFont(likely, 3);
    if (plan) break;
  }
  // One surface line read surely, and another line explained well in its font and size (a ceiling
  // height under it: the multi-line labels' 'h = 2,50 m', whose finish lines above read as nothing).
  const sure = calibration[0];
  if (!plan && sure) {
    const agree = likely.filter(
      (f) => f !== sure && f.font === sure.font && Math.abs(f.size - sure.size) <= 0.25,
    );
    if (agree.length > 0) plan = { font: sure.font, size: sure.size };
  }
  // No font and size found (two surface lines read surely, three lines explained well, or one of each
  // in one font and size): the labels are not read rather than guessed.
  if (!plan) return { rooms: [] };
  const page: LabelPage = { picture, grey, black, strokes, font: plan };
  for (const { line } of candidates.slice(0, MAX_LABELS)) {
    if (tried.has(line)) continue;
    tried.add(line);
    const whole = wholeLine(lines, line);
    const read = await readSurface(page, whole);
    if (!read) continue;
    const { fit, value } = read;
    // The name: the label's first line, up the column from the surface line, its lines one step apart
    // (a label's lines are evenly spaced; another room's label further up is not), three lines at most.
    let name = lineAbove(lines, line, strokes, grey.width);
    if (!name) continue;
    const step = line.baseline - name.baseline;
    // The column's lines up to three steps measured loosely: a finish line's descenders ('Carrelage')
    // put its baseline a pixel or two off, and the name above it then seems a step apart no more.
    const column = [name];
    for (let k = 0; k < 2; k++) {
      const below = column[column.length - 1] as TextLine;
      const up = lineAbove(lines, below, strokes, grey.width);
      if (!up || Math.abs(below.baseline - up.baseline - step) > Math.max(2, 0.4 * step)) break;
      column.push(up);
    }
    for (let k = 0; k < 2; k++) {
      const up = lineAbove(lines, name, strokes, grey.width);
      if (!up || Math.abs(name.baseline - up.baseline - step) > Math.max(1.5, 0.2 * step)) break;
      name = up;
    }
    const otherNames = column.filter((l) => l !== name).map((l) => wholeLine(lines, l));
    blocks.push({ name: wholeLine(lines, name), otherNames, surface: whole, fit, value });
  }
  // Two lines of one label read as surfaces under one name (a ceiling height read as one): one room,
  // the surface read surely kept.
  blocks = blocks.filter(
    (b, i) =>
      b.value !== null ||
      !blocks.some((o, j) => j !== i && lineKey(o.name) === lineKey(b.name) && (o.value !== null || j < i)),
  );
  // A narrow room writes its name and surface on one line ('Palier SU: 5,4 m²', 'Dgt 4,95 m2'): the
  // lines no stacked label took are read so too.
  const taken = new Set(blocks.flatMap((b) => [b.surface, b.name, ...b.otherNames].map(lineKey)));
  blocks.push(...(await oneLineLabels(page, lines, taken)));
  // A name: tesseract's reading of the line enlarged, put right, and the room names plans use,
  // each drawn in the plan's font: the one whose drawing explains the line clearly best.
  const nameOf = async ({ line, em, value, kind }: NameToRead): Promise<string | undefined> => {
    const family = plan.font;
    const box = { x0: line.x0, x1: line.x1, baseline: line.baseline, em };
    const typeOf = (name: string) => classifyRoom(name, value ?? 0).roomType;
    // A name on its surface's line, read surely, is a label's for certain: only which room it names is
    // in question, and a bold name at 5.5 px is drawn less closely.
    const unexplained = kind === 'one-line' ? ONE_LINE_NAME_UNEXPLAINED : MAX_NAME_UNEXPLAINED;
    const judge = (candidates: string[]) => {
      const fit = fitNameLine(grey, box, black, family, candidates, strokes);
      const best = fit?.ranked[0];
      // A drawing that leaves much of the line unexplained is no name of the list, whatever ranks first.
      if (!fit || !best || best.cost > unexplained * fit.energy) return undefined;
      const other = fit.ranked.find((r) => typeOf(r.name) !== typeOf(best.name));
      return { best: best.name, sure: !other || other.cost - best.cost >= MIN_NAME_MARGIN * fit.energy };
    };
    const drawn = judge(WRITTEN_ROOM_NAMES);
    // A sure drawing names a stacked label's room when the name has four letters or more: a short name
    // ('Dgt', 'WC') is drawn from few pixels, and a name line cut short makes one, so it needs a reader's
    // reading of the same room. A one-line label's name runs up to its surface, read surely: never cut
    // short. A name alone, no surface to vouch for it, needs the drawing sure and a reader both.
    const letters = (drawn?.best.match(/\p{L}/gu) ?? []).length;
    if (kind === 'alone' && !drawn?.sure) return undefined;
    if (drawn?.sure && (kind === 'one-line' || (kind === 'stacked' && letters >= 4))) return drawn.best;
    // Unsure, or a name the list lacks: a reader's reading of the line, put right, is one more candidate,
    // and decides between names of different rooms when it names one of them. PaddleOCR's recogniser
    // first ('WC', 'CH.2', 'SdB' where tesseract reads nothing), then tesseract's.
    const readers = [
      () => recognised(picture, line),
      async () => ({ text: await readName(picture, line, ocr), confidence: 0 }),
    ];
    let earlier: string | undefined;
    for (const read of readers) {
      const { text, confidence } = await read();
      const reading = correctRoomName(cleanRoomName(text).replace(SURFACE_PREFIX_START, ''));
      // A short name drawn surely over its surface that a reader reads but for one letter ('SDS' for 'SDB',
      // 'Pat.' for 'Pal.'): the line is that short word, not a longer name cut short.
      if (kind === 'stacked' && drawn?.sure && nearlyWritten(reading, drawn.best)) {
        const other = classifyRoom(reading, value ?? 0);
        if (!other.known || typeOf(reading) === typeOf(drawn.best)) return drawn.best;
      }
      if (!reading || !classifyRoom(reading, value ?? 0).known) continue;
      const again = judge([...WRITTEN_ROOM_NAMES, reading]);
      if (again && typeOf(reading) === typeOf(again.best)) return again.best;
      if (kind === 'alone') continue;
      // No drawing of the list explains the line (a wall's end or a door swing touching it): a name of
      // four letters or more the recogniser reads fairly surely is the room's ('Salle d'eau' at 87 dpi),
      // or both readers read alike ('Cuisine' over its floor finish at 700 px).
      const letters = (reading.match(/\p{L}/gu) ?? []).length;
      if (letters >= 4 && earlier !== undefined && skeleton(earlier) === skeleton(reading)) return reading;
      if (!again && letters >= 4 && confidence >= NAME_ALONE_CONFIDENCE) return reading;
      earlier = reading;
    }
    return undefined;
  };

  const rooms: PlacedRoom[] = [];
  for (const block of blocks) {
    let name = block.name;
    const { nameEndsBefore: end } = block;
    const toRead = (line: TextLine): NameToRead => ({
      line,
      em: block.fit.size,
      value: block.value,
      kind: end === undefined ? 'stacked' : 'one-line',
    });
    let read =
      end === undefined
        ? await nameOf(toRead(name))
        : await withHidden(page, name, end, name.x1 + 4 * name.capHeight, () => nameOf(toRead(name)));
    for (const other of block.otherNames) {
      if (read) break;
      read = await nameOf(toRead(other));
      name = other;
    }
    if (!read) continue;
    const { surface, fit, value } = block;
    const room = classifyRoom(read, value ?? 0);
    if (!room.known) continue;
    const range = plausibleSurface(read);
    if (range && value !== null && (value < range[0] || value > range[1])) continue;
    const x0 = Math.min(name.x0, surface.x0);
    const x1 = Math.max(name.x1, surface.x1);
    const y0 = Math.min(name.y0, surface.y0);
    const y1 = Math.max(name.y1, surface.y1);
    const h = Math.max(3, surface.capHeight) / CAP_PER_EM;
    rooms.push({
      name: read,
      // A surface the label writes but the drawing could not read surely: the user enters it.
      surface: value,
      roomType: room.roomType,
      countsInCarrez: room.countsInCarrez,
      // Read by drawing small print: right most of the time, to be checked by the user.
      confidence: value === null ? 0.3 : Math.min(DETECTION_REVIEW_BELOW - 0.05, 0.4 + fit.margin),
      cx: (name.x0 + name.x1) / 2,
      cy: name.baseline - name.capHeight / 2,
      height: h,
      angle: 0,
      bounds: { x0, y0, x1, y1 },
      surfaceAt: {
        cx: (surface.x0 + surface.x1) / 2,
        cy: surface.baseline - surface.capHeight / 2,
        width: surface.x1 - surface.x0,
        height: h,
        angle: 0,
      },
    });
  }
  // Names written alone ('Dgt', a 'Placard' without its surface): lines of the labels' size no label
  // took, read as a room's name surely by the drawing and by a reader. Listed with their surface to enter.
  const named = new Set([...taken, ...blocks.flatMap((b) => [b.surface, b.name].map(lineKey))]);
  let alone = 0;
  for (const line of lines) {
    const whole = wholeLine(lines, line);
    const h = whole.capHeight;
    const w = whole.x1 - whole.x0;
    if (named.has(lineKey(whole)) || !inLabelSize(whole, plan) || w < 1.2 * h || w > 12 * h) continue;
    named.add(lineKey(whole));
    if (alone++ >= MAX_NAMES_ALONE) break;
    const read = await nameOf({ line: whole, em: plan.size, value: null, kind: 'alone' });
    if (!read) continue;
    const room = classifyRoom(read, 0);
    if (!room.known) continue;
    rooms.push({
      name: read,
      surface: null,
      roomType: room.roomType,
      countsInCarrez: room.countsInCarrez,
      confidence: 0.3,
      cx: (whole.x0 + whole.x1) / 2,
      cy: whole.baseline - h / 2,
      height: Math.max(3, h) / CAP_PER_EM,
      angle: 0,
      bounds: { x0: whole.x0, y0: whole.y0, x1: whole.x1, y1: whole.y1 },
    });
  }
  return { rooms, font: plan };
}
