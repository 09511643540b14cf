import { classifyRoom, correctRoomName, isRoomWord } from './classify-room.ts';
import { cropFoundLine, type Picture, toGrey } from './image-prep.ts';
import type { OcrEngine } from './ocr.ts';
import type { Bounds, PlacedRoom } from './parse-plan-text.ts';
import { findTextLines } from './text-lines.ts';

/**
 * Short room names that the page readings pass over: 'Dgt', 'SdB', 'WC' in bold, alone in a small
 * room between door swings, are read by tesseract's page layout as a stroke or not at all (150 dpi:
 * 'Dgt' never read on 10 plans of 36), though the word is plain on the picture. The short words of
 * the picture (a few marks the size of the plan's letters on one baseline) that no reading covered
 * are cut out one by one and read alone; one that reads surely as a room name is that room's label.
 */

/** Close readings per plan, at most: each costs a few hundredths of a page reading. */
const MAX_WORD_READINGS = 24;
/** Certainty (0–100) of tesseract's reading of the word alone for it to name a room. */
const MIN_WORD_CONFIDENCE = 80;

/**
 * Rooms named by short words no reading covered. `covered`: boxes of the words read surely, in page
 * units (`toPage` pixels per picture pixel); `letterPx`: the plan's letter height in picture pixels.
 */
export async function readShortNames(
  picture: Picture,
  covered: Bounds[],
  letterPx: number,
  toPage: number,
  ocr: OcrEngine,
): Promise<PlacedRoom[]> {
  // Looked for at most at the page reading's size: a 300 dpi sheet's pixels cost time and tell no more.
  const s = Math.min(1, toPage);
  const found = findTextLines(toGrey(picture, s), Math.ceil(letterPx * s * 1.6)).lines;
  const lines = found.map((l) => ({ ...l, x0: l.x0 / s, y0: l.y0 / s, x1: l.x1 / s, y1: l.y1 / s }));
  const isCovered = (b: Bounds) =>
    covered.some((c) => {
      const w = Math.min(c.x1, b.x1) - Math.max(c.x0, b.x0);
      const h = Math.min(c.y1, b.y1) - Math.max(c.y0, b.y0);
      return w > 0 && h > 0 && w * h >= 0.3 * (b.x1 - b.x0) * (b.y1 - b.y0);
    });
  const onPage = (l: Bounds) => ({
    x0: l.x0 * toPage,
    y0: l.y0 * toPage,
    x1: l.x1 * toPage,
    y1: l.y1 * toPage,
  });
  const candidates = lines.filter((line) => {
    const h = line.y1 - line.y0;
    const w = line.x1 - line.x0;
    // A word of two to six letters of the plan's size: not a dimension's figures alone (read surely),
    // not a run of hatching, not a long line of a note.
    if (line.marks < 2 || line.marks > 6) return false;
    if (h < 0.6 * letterPx || h > 1.6 * letterPx || w < 0.8 * h || w > 4.5 * h) return false;
    return !isCovered(onPage(line));
  });
  const rooms: PlacedRoom[] = [];
  for (const line of candidates.slice(0, MAX_WORD_READINGS)) {
    const h = line.y1 - line.y0;
    const crop = cropFoundLine(picture, line);
    const { text, confidence } = await ocr.readWord(crop);
    if (confidence < MIN_WORD_CONFIDENCE) continue;
    const name = correctRoomName(text.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, ''));
    // A name plans use, one word of letters (no figure: a figure alone is a dimension, a level).
    if (!/^[\p{L}][\p{L}.]{1,7}$/u.test(name) || !isRoomWord(name)) continue;
    const c = classifyRoom(name, 0);
    if (!c.known) continue;
    const bounds = onPage(line);
    rooms.push({
      name,
      surface: null,
      roomType: c.roomType,
      countsInCarrez: c.countsInCarrez,
      cx: (bounds.x0 + bounds.x1) / 2,
      cy: (bounds.y0 + bounds.y1) / 2,
      height: h * toPage,
      angle: 0,
      // As the parser rates a name read without its surface (× 0.6): to be checked ('À vérifier').
      confidence: Math.round((confidence / 100) * 0.6 * 100) / 100,
      bounds,
    });
  }
  return rooms;
}
