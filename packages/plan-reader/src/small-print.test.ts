import { DETECTION_REVIEW_BELOW } from '@courant/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreRooms } from '../fixtures/paint/score.ts';
import { FORMAT_MIME, planVariants, renderVariant } from '../fixtures/paint/variants.ts';
import { closePlanReader, readPlan } from './index.ts';

afterAll(async () => {
  await closePlanReader();
});

/** A style variant of a fixture plan as issue 17's low-resolution scan (the floor 700 px wide), read and scored. */
async function readFloor700(id: string) {
  const variant = planVariants().find((v) => v.id === id);
  if (!variant) throw new Error(`fixture ${id} missing`);
  const bytes = await renderVariant(variant, 'floor700');
  const { rooms } = await readPlan({ bytes, mime: FORMAT_MIME.floor700 });
  return { rooms, score: scoreRooms(variant.expected, rooms, variant.draw.decoys) };
}

/** How many rooms of a plan's 700 px floor are read right, which of `names` are not, and the rooms invented. */
async function readRight(id: string, names: string[] = []) {
  const { score } = await readFloor700(id);
  const right = new Set(score.pairs.map((p) => p.expected.name));
  return { matched: score.matched, missed: names.filter((n) => !right.has(n)), extra: score.extra };
}

describe('small print (issue 17)', () => {
  it("reads a floor in 700 px whose narrow rooms write 'Palier SU: 5,4 m²' on one line", async () => {
    // Five of its eleven rooms write name and surface on one line, two of them upright ('Placard SU:
    // 0,9 m²', 'Salle de bains SU: 6,05 m²'), in bold. Measured: 1 room of 11 before one-line labels
    // were read, 6 of 6 listed since.
    const { score } = await readFloor700('multiline/maison-etage');
    const oneLine = ['Placard', 'Salle de bains', 'Palier', 'W.C.', 'Balcon'];
    const found = score.pairs.filter((p) => oneLine.includes(p.expected.name)).map((p) => p.expected.name);
    expect({ found: found.length >= 4, extra: score.extra }).toEqual({ found: true, extra: [] });
  }, 120_000);

  it('lists a label whose surface it cannot read surely, its surface to enter and the room to check', async () => {
    // 'Séjour 27,6 m²' at 5.5 px in light grey: its figures drawn at a margin of 0.014, the recogniser
    // reading '27,8'. Measured: 7 rooms of 13 listed before, 12 since (5 with 'Surface à saisir'); drawn
    // as soft as the scan, 8 right and 3 to enter ('Salle d'eau 5,9' read, not '5,6'); taking a tight
    // drawing's own figure, 10 right and 1 to enter ('Hall d'entrée 6,3', its margin 0.02).
    const { rooms, score } = await readFloor700('classic/maison-rdc');
    const toEnter = rooms.filter((r) => r.surface === null);
    expect({
      listed: score.matched + score.toEnter.length >= 10,
      toEnter: toEnter.length > 0,
      extra: score.extra,
      flagged: toEnter.every((r) => r.confidence < DETECTION_REVIEW_BELOW),
    }).toEqual({ listed: true, toEnter: true, extra: [], flagged: true });
  }, 120_000);

  it("names a short label a reader reads but for one letter ('Pat.' for 'Pal.', 'SDS' for 'SDB')", async () => {
    // 'Pal.' drawn surely over 'SU: 5,4 m²', PaddleOCR and tesseract reading 'Pat.': a name of three letters
    // needs a reader to confirm it. Measured: 10 rooms of 11 before, 11 since.
    const { score } = await readFloor700('abbreviations/maison-etage');
    expect({ pal: score.pairs.some((p) => p.expected.name === 'Pal.'), extra: score.extra }).toEqual({
      pal: true,
      extra: [],
    });
  }, 120_000);

  it("reads a line broken where its faint figures fell under the threshold whole ('SU: 3,15 m²', not '15')", async () => {
    // Found as 'SU:' and '15 m²' 14 px apart, 'Cellier' was listed at 15 m²; it is now to enter. 'SdB',
    // read 'SOB', is named too. Measured: 7 right and 1 wrong of 10 before; 8 right, 0 wrong since.
    const { score } = await readFloor700('multiline/appartement-t3');
    expect({ right: score.matched >= 8, extra: score.extra }).toEqual({ right: true, extra: [] });
  }, 120_000);

  // Each: a plan's 700 px floor, the rooms it must read right (and at least that many in all), none invented.
  const floors = [
    {
      does: "reads light-grey figures drawn as soft as the scan ('Hall d'entrée 6,3', not '666.66'; 'Atelier 6,7')",
      // Drawn sharp, the 5.5 px figures under JPEG q45 were read '666.66' (Hall) or not surely (Atelier);
      // drawn softened as a scan softens them, both are read. Measured: 9 right of 13 before, 11 since.
      id: 'multiline/maison-rdc',
      names: ["Hall d'entrée", 'Atelier'],
      atLeast: 10,
    },
    {
      does: 'reads by drawing a floor whose page reading listed a stray room or two (a title block read, the labels not)',
      // The sheet's title block is read surely, so the picture is not taken for small print; tesseract made
      // one room of the 5.5 px labels. Measured: 1 room of 10 listed before, 7 right and 3 to enter since.
      id: 'capitals/appartement-t3',
      names: [],
      atLeast: 6,
    },
    {
      does: "takes a figure drawn tightly, clear of strokes, that the recogniser did not confirm ('SEJOUR 27,6', 'Bureau 9,4')",
      // Both drawn right, leaving 13 % of their ink unexplained, at margins of 0.05 and 0.07; the recogniser
      // read '27,8' and nothing. Measured: 7 right and 3 to enter of 13 before, 9 right and 1 to enter since.
      id: 'abbreviations/maison-rdc',
      names: ['SEJOUR', 'Bureau'],
      atLeast: 8,
    },
    {
      does: 'reads the labels of a building drawn at 45°, turned level',
      // Its labels turned with it, at 45°: none of its 13 rooms was read before (NO_PLAN_DETECTED); turned
      // level at 1.5 times its size, 4 right and 2 to enter.
      id: 'wing-45/maison-rdc',
      names: [],
      atLeast: 3,
    },
    {
      does: "reads the surfaces table of a floor whose page reading lost the figures' commas (surface-table.ts)",
      // 'Tableau des surfaces' at 8–9 px beside the drawing, the names in the rooms bold and 5 px: the page
      // reading read 'Bureau 94m', 'Couloir 32m', 'WC 12356"', and the picture, taken for small print, had
      // nothing near-certain. Measured: 0 rooms of 13 (NO_PLAN_DETECTED) before, 13 right since.
      id: 'table-only/maison-rdc',
      names: ['Bureau', 'Couloir', 'WC'],
      atLeast: 11,
    },
    {
      does: "reads a table row's figure closely rather than the page's reading ('Terrasse 12 m²', not '2')",
      // Measured: 9 right and 'Terrasse 2' wrong of 10 before, 10 right since.
      id: 'table-repeat/appartement-t3',
      names: ['Terrasse'],
      atLeast: 9,
    },
  ];
  for (const { does, id, names, atLeast } of floors) {
    it(does, async () => {
      const read = await readRight(id, names);
      expect({ ...read, matched: read.matched >= atLeast }).toEqual({ matched: true, missed: [], extra: [] });
    }, 120_000);
  }
});
