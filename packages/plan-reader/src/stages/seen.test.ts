import { describe, expect, it } from 'vitest';
import { seenMessage, whatWasSeen } from './seen.ts';

describe('what a reading that lists no room saw', () => {
  it('counts the lines read, the room names and the surfaces', () => {
    const text = [
      'Séjour',
      'SU : 27,60 m²',
      'Cuisine 12,5 m²',
      'Échelle 1/100',
      '|',
      'h = 2,50 m',
      '3,45',
    ].join('\n');
    expect(whatWasSeen(text)).toEqual({ texts: 6, roomNames: 2, surfaces: 2 });
  });

  it.each([
    [
      { texts: 12, roomNames: 0, surfaces: 0 },
      'Aucun plan détecté\u00a0: 12\u00a0textes lus, aucun nom de pièce, aucune surface',
    ],
    [
      { texts: 12, roomNames: 0, surfaces: 3 },
      'Aucune pièce lue\u00a0: 12\u00a0textes lus, aucun nom de pièce, 3\u00a0surfaces',
    ],
    [
      { texts: 1, roomNames: 1, surfaces: 0 },
      'Aucune pièce lue\u00a0: 1\u00a0texte lu, 1\u00a0nom de pièce, aucune surface',
    ],
    [{ texts: 0, roomNames: 0, surfaces: 0 }, 'Aucun plan détecté\u00a0: aucun texte lu'],
  ])('%o says %s', (seen, message) => {
    expect(seenMessage(seen)).toBe(message);
  });
});
