import { DETECTION_REVIEW_BELOW } from '@courant/domain';
import { classifyRoom, normalizeName, plausibleSurface } from './classify-room.ts';
import type { PlacedRoom } from './parse-plan-text.ts';

/** A room as the OCR read it, before it is listed. */
export interface OcrCandidate {
  name: string;
  surface: number | null;
  /** 0–1, as the parser gives it (OCR certainty × known name × surface found). */
  confidence: number;
  /** Height of the label's letters in the picture as uploaded, in pixels. */
  letterPx?: number;
}

/**
 * A name read without a surface has no figure to vouch for it: its letters must be fairly sure (0.6 of
 * the OCR certainty: a certainty of about 67). A name with a surface the room can have needs no floor:
 * on the bench's 150/200 dpi scans and photos, a floor on it left out right readings ('cH.1 11,2' read
 * at certainty 0) and no wrong one that the name and surface checks had not left out already.
 */
export const OCR_MIN_CONFIDENCE_NO_SURFACE = 0.4;
/**
 * Letters under this height (pixels, as uploaded: a label of a 1:100 plan scanned under ~100 dpi, a
 * whole floor in 700 px) are guessed more than read, whatever upscaling does: a '6' and a '0', a '3'
 * and a '5' are the same few grey pixels. Only a near-certain reading is listed there.
 */
export const LEGIBLE_LETTER_PX = 9;
export const OCR_MIN_CONFIDENCE_SMALL_PRINT = 0.9;

/**
 * Whether a room read by OCR is listed (issue 17: better to miss a room than to invent one). A
 * photo or a low-resolution scan makes letters out of door swings, hatching and broken words ('ch',
 * 'Out 4,55', 'sam'): a room is listed when its name is a room name plans use, its surface one that
 * room can have; a name alone only when it reads fairly surely and is more than two letters ('CH'
 * alone names no room), with its surface to enter (issue 17: a room whose surface cannot be read is
 * still a room, even where figures under it show the plan writes one). Small print (a
 * low-resolution scan) is listed only when read near certainly.
 */
export function keepOcrRoom(room: OcrCandidate): boolean {
  if (!classifyRoom(room.name, room.surface ?? 0).known) return false;
  if (isSmallPrint(room.letterPx) && !isNearCertain(room)) return false;
  const plain = normalizeName(room.name);
  const letters = plain.replace(/[^a-z]/g, '').length;
  const numbered = /\d/.test(plain);
  if (room.surface === null) {
    if (letters <= 2 && !numbered) return false;
    return room.confidence >= OCR_MIN_CONFIDENCE_NO_SURFACE;
  }
  const range = plausibleSurface(room.name);
  return !range || (room.surface >= range[0] && room.surface <= range[1]);
}

/** Letters too small to be read rather than guessed (see LEGIBLE_LETTER_PX). */
export function isSmallPrint(letterPx: number | undefined): boolean {
  return letterPx !== undefined && letterPx < LEGIBLE_LETTER_PX;
}

export function isNearCertain(room: { confidence: number }): boolean {
  return room.confidence >= OCR_MIN_CONFIDENCE_SMALL_PRINT;
}

/** Two readings of one name closer than this many letter heights are one label read twice. */
const SAME_LABEL_HEIGHTS = 4;
/** Confidence of a room listed by namesToCheck: under the review line, as every room to check. */
const NAME_TO_CHECK_CONFIDENCE = DETECTION_REVIEW_BELOW - 0.3;

/**
 * When the gate left no room on a page, the names plans use that the reading found there (three
 * letters or more, or numbered: 'CH 2'), each once, without a surface (to enter) and to check: a
 * plan whose surfaces could not be read still lists its rooms rather than 'Aucun plan détecté'.
 */
export function namesToCheck(read: PlacedRoom[]): PlacedRoom[] {
  const named = read.filter((room) => {
    const plain = normalizeName(room.name);
    const letters = plain.replace(/[^a-z]/g, '').length;
    return classifyRoom(room.name, 0).known && (letters >= 3 || /\d/.test(plain));
  });
  const kept: PlacedRoom[] = [];
  for (const room of named.sort((a, b) => b.confidence - a.confidence)) {
    const key = normalizeName(room.name).replace(/\s+/gu, '');
    // The passes read one label several times, at one place; two rooms of one name are apart.
    const again = kept.some(
      (k) =>
        normalizeName(k.name).replace(/\s+/gu, '') === key &&
        Math.hypot(k.cx - room.cx, k.cy - room.cy) < SAME_LABEL_HEIGHTS * Math.max(k.height, room.height),
    );
    if (again) continue;
    const named0 = classifyRoom(room.name, 0);
    kept.push({
      ...room,
      surface: null,
      surfaceAt: undefined,
      roomType: named0.roomType,
      countsInCarrez: named0.countsInCarrez,
      confidence: Math.min(room.confidence, NAME_TO_CHECK_CONFIDENCE),
    });
  }
  return kept;
}
