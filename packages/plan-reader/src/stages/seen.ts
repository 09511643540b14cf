import { classifyRoom } from '../classify-room.ts';
import { parseSegmentText } from '../parse-plan-text.ts';

/**
 * What a reading that lists no room still saw, said to the user instead of a bare 'Aucun plan
 * détecté' ('12 textes lus, aucune surface'): a plan whose labels could not be paired tells apart
 * from a document with no writing a plan uses.
 */
export interface Seen {
  /** Lines of writing read (two letters or digits or more). */
  texts: number;
  /** Of them, lines naming a room plans use ('Séjour', 'CH 2'). */
  roomNames: number;
  /** Surfaces read ('12,5 m²', 'SU : 9,84'), paired or not. */
  surfaces: number;
}

export function whatWasSeen(text: string): Seen {
  const seen: Seen = { texts: 0, roomNames: 0, surfaces: 0 };
  for (const line of text.split('\n')) {
    if ((line.match(/[\p{L}\d]/gu) ?? []).length < 2) continue;
    seen.texts++;
    const pieces = parseSegmentText(line, { ocr: true });
    if (pieces.some((p) => p.kind === 'room' && classifyRoom(p.name, 0).known)) seen.roomNames++;
    seen.surfaces += pieces.filter(
      (p) => p.kind === 'surface' || (p.kind === 'room' && p.surface !== undefined && !p.bare),
    ).length;
  }
  return seen;
}

const count = (n: number, one: string, many: string, none: string) =>
  n === 0 ? none : `${n}\u00a0${n === 1 ? one : many}`;

/**
 * 'Aucun plan détecté\u00a0: 12 textes lus, aucun nom de pièce, aucune surface' for a document with no
 * writing a plan uses; 'Aucune pièce lue\u00a0: …' for one that has some but no room could be made of it.
 */
export function seenMessage(seen: Seen): string {
  const planLike = seen.roomNames > 0 || seen.surfaces > 0;
  const head = planLike ? 'Aucune pièce lue' : 'Aucun plan détecté';
  if (seen.texts === 0) return `${head}\u00a0: aucun texte lu`;
  return `${head}\u00a0: ${[
    count(seen.texts, 'texte lu', 'textes lus', 'aucun texte lu'),
    count(seen.roomNames, 'nom de pièce', 'noms de pièce', 'aucun nom de pièce'),
    count(seen.surfaces, 'surface', 'surfaces', 'aucune surface'),
  ].join(', ')}`;
}
