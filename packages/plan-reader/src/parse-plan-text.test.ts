import { describe, expect, it } from 'vitest';
import {
  dropRepeatedRooms,
  dropUnpairedTableNames,
  mergePageParses,
  parsePage,
  parseSegmentText,
  restoreLostComma,
} from './parse-plan-text.ts';
import type { TextSegment } from './text-layout.ts';

describe('parseSegmentText', () => {
  const rooms: [label: string, name: string, surface: number | undefined][] = [
    ['Séjour/Cuisine 32,45 m²', 'Séjour/Cuisine', 32.45],
    ['CH.1 11.2m2', 'CH.1', 11.2],
    ['SdB 4,5 m²', 'SdB', 4.5],
    ['Dgt', 'Dgt', undefined],
    ['WC 1,20', 'WC', 1.2],
    ['Terrasse 12 m²', 'Terrasse', 12],
    ['Chambre 2 : 10.5 m²', 'Chambre 2', 10.5],
    ['Entrée 5,2 m2', 'Entrée', 5.2],
    ['Chambre 3 - 9,80 m2', 'Chambre 3', 9.8],
    ['Chambre 1 = 12,00 m²', 'Chambre 1', 12],
    ['SÉJOUR 28,30M²', 'SÉJOUR', 28.3],
    ['Salle de bains 6,05 m^2', 'Salle de bains', 6.05],
    ["Salle d'eau : 3.5 m2", "Salle d'eau", 3.5],
    ['W.C. 1,10 m²', 'W.C.', 1.1],
    ['Cuisine 9 m2', 'Cuisine', 9],
    ['Séjour (parquet) 25,4 m²', 'Séjour (parquet)', 25.4],
    ['Atelier 6,7 m²', 'Atelier', 6.7],
    ['Chambre 2 10,5 m?', 'Chambre 2', 10.5],
    ['Cuisine 11,85 m*', 'Cuisine', 11.85],
    ['Dressing 4,80 m', 'Dressing', 4.8],
    ['Chambre 2 : 12.1 -m?', 'Chambre 2', 12.1],
    ['Dgt 2,5 m7', 'Dgt', 2.5],
    ["S. d'eau 5,9 m”", "S. d'eau", 5.9],
    ['Placard', 'Placard', undefined],
    ['CHAMBRE 1', 'CHAMBRE 1', undefined],
  ];

  it.each(rooms)('%s', (label, name, surface) => {
    expect(parseSegmentText(label)).toEqual([
      surface === undefined
        ? { kind: 'room', name }
        : { kind: 'room', name, surface, bare: label === 'WC 1,20' },
    ]);
  });

  it('reads a surface written alone as a figure to tie to a name', () => {
    expect(parseSegmentText('32,45 m²')).toEqual([{ kind: 'surface', value: 32.45 }]);
    expect(parseSegmentText('4,5m2')).toEqual([{ kind: 'surface', value: 4.5 }]);
  });

  it('keeps dimensions without a unit apart from surfaces', () => {
    expect(parseSegmentText('3,45')).toEqual([{ kind: 'dimension', value: 3.45 }]);
    expect(parseSegmentText('Cote 2,40')).toEqual([{ kind: 'dimension', value: 2.4 }]);
    // A room number is not a surface.
    expect(parseSegmentText('Chambre 2')).toEqual([{ kind: 'room', name: 'Chambre 2' }]);
  });

  it('reads no surface in a ceiling height whose h was misread or lost', () => {
    expect(parseSegmentText('+ =250m', { ocr: true })).toEqual([]);
    expect(parseSegmentText('n = 2,50 m', { ocr: true })).toEqual([]);
    expect(parseSegmentText('= 2,80 m', { ocr: true })).toEqual([]);
    expect(parseSegmentText('1= 2,50 m', { ocr: true })).toEqual([]);
    // 'S = 2,5 m²' is a surface; so is one whose ² was lost.
    expect(parseSegmentText('S = 2,5 m²', { ocr: true })).toEqual([{ kind: 'surface', value: 2.5 }]);
    expect(parseSegmentText('S = 2,5 m', { ocr: true })).toEqual([{ kind: 'surface', value: 2.5 }]);
  });

  it('ignores words that are not room names', () => {
    expect(parseSegmentText('Échelle 1/100 — Cotes en mètres')).toEqual([]);
    expect(parseSegmentText('Indice B — 14/03/2024')).toEqual([]);
    expect(parseSegmentText('Appartement T3')).toEqual([]);
  });

  it('reads two labels run together on one line', () => {
    expect(parseSegmentText('SdB 4,5 m² WC 1,2 m²')).toEqual([
      { kind: 'room', name: 'SdB', surface: 4.5, bare: false },
      { kind: 'room', name: 'WC', surface: 1.2, bare: false },
    ]);
  });

  it('cleans what OCR reads around a label', () => {
    expect(parseSegmentText('CH.111.2m2', { ocr: true })).toEqual([
      { kind: 'room', name: 'CH.1', surface: 11.2, bare: false },
    ]);
    expect(parseSegmentText('WC 11,2 m²', { ocr: true })).toEqual([
      { kind: 'room', name: 'WC 1', surface: 1.2, bare: false },
    ]);
    expect(parseSegmentText('7 Garage 18,60 m?', { ocr: true })).toEqual([
      { kind: 'room', name: 'Garage', surface: 18.6, bare: false },
    ]);
    expect(parseSegmentText('Dot 4,95 m2', { ocr: true })).toEqual([
      { kind: 'room', name: 'Dgt', surface: 4.95, bare: false },
    ]);
    expect(parseSegmentText("Bureau = Hall d'entrée 6,30 m?", { ocr: true })).toEqual([
      { kind: 'room', name: 'Bureau' },
      { kind: 'room', name: "Hall d'entrée", surface: 6.3, bare: false },
    ]);
    expect(parseSegmentText('CH.1 11.2m2 BD', { ocr: true })).toEqual([
      { kind: 'room', name: 'CH.1', surface: 11.2, bare: false },
    ]);
    // 'SHAB' read without its S is a surface line, not a room named 'HAB'.
    expect(parseSegmentText('HAB 10,75 m?', { ocr: true })).toEqual([{ kind: 'surface', value: 10.75 }]);
  });
});

/** A label line at (cx, cy), 7 units high (a 2.6 mm label in PDF points). */
function seg(text: string, cx: number, cy: number, angle = 0): TextSegment {
  return { text, cx, cy, width: text.length * 4, height: 7, angle, confidence: 100 };
}

describe('parsePage', () => {
  it("never takes a total line whose first word the OCR lost for a room ('habitable 100,95 m²')", () => {
    const page = parsePage([seg('habitable : 100,95 m²', 500, 700), seg('Séjour 27,6 m²', 100, 100)], {
      ocr: true,
    });
    expect(page.rooms.map((r) => r.name)).toEqual(['Séjour']);
  });

  it('ties each surface written under a name to that name, not to a neighbour', () => {
    const page = parsePage([
      seg('Séjour/Cuisine', 187, 149),
      seg('32,45 m²', 187, 161),
      seg('Cellier', 227, 269),
      seg('3,15 m²', 227, 281),
      seg('Entrée 5,2 m2', 139, 275),
      seg('SdB', 411, 228),
      seg('4,5 m²', 411, 240),
      seg('Chambre 2 : 12.1 m²', 329, 244),
    ]);
    expect(page.rooms.map((r) => [r.name, r.surface])).toEqual([
      ['Séjour/Cuisine', 32.45],
      ['SdB', 4.5],
      ['Chambre 2', 12.1],
      ['Cellier', 3.15],
      ['Entrée', 5.2],
    ]);
  });

  it('ties a rotated stacked label to its surface', () => {
    const page = parsePage([seg('Salle de bains', 300, 200, 90), seg('6,05 m²', 312, 200, 90)]);
    expect(page.rooms).toMatchObject([{ name: 'Salle de bains', surface: 6.05, roomType: 'WetRoom' }]);
  });

  it('leaves dimension figures along walls out', () => {
    const page = parsePage([
      seg('6,20', 187, 48),
      seg('3,60', 326, 48),
      seg('Dgt', 357, 184),
      seg('8,50', 67, 200, 90),
    ]);
    expect(page.rooms).toMatchObject([{ name: 'Dgt', surface: null, roomType: 'CirculationArea' }]);
  });

  it('takes a bare figure right under a name as its surface', () => {
    const page = parsePage([seg('WC', 400, 280), seg('1,20', 400, 291)]);
    expect(page.rooms).toMatchObject([{ name: 'WC', surface: 1.2 }]);
  });

  it('does not give a far surface to a name', () => {
    const page = parsePage([seg('Placard', 100, 100), seg('12,00 m²', 100, 300)]);
    expect(page.rooms).toMatchObject([{ name: 'Placard', surface: null }]);
  });

  it("reads the plan's printed total", () => {
    expect(
      parsePage([seg('Séjour 25 m²', 100, 100), seg('Surface habitable : 79,55 m²', 500, 500)]).declaredTotal,
    ).toBe(79.55);
    expect(parsePage([seg('Séjour 25 m²', 100, 100), seg('SHAB : 100,95 m?', 500, 500)]).declaredTotal).toBe(
      100.95,
    );
    expect(
      parsePage([seg('Séjour 25 m²', 100, 100), seg('Surface totale 64 m²', 500, 500)]).declaredTotal,
    ).toBe(64);
    // The figure on the next line of the title block.
    expect(
      parsePage([seg('Séjour 25 m²', 100, 100), seg('Surf. hab.', 500, 500), seg('71,30 m²', 530, 500)])
        .declaredTotal,
    ).toBe(71.3);
    // A total of something else is not the dwelling's.
    expect(
      parsePage([seg('Séjour 25 m²', 100, 100), seg('Total annexes 30 m²', 500, 500)]).declaredTotal,
    ).toBeUndefined();
    // The habitable surface wins over a plain total.
    expect(
      parsePage([seg('Total 90 m²', 500, 480), seg('Surface habitable : 79,55 m²', 500, 500)]).declaredTotal,
    ).toBe(79.55);
  });

  it('counts a room once when a surface table repeats the labels', () => {
    const page = parsePage([seg('Séjour 25,40 m²', 100, 100), seg('Séjour 25,40 m²', 600, 500)]);
    expect(page.rooms).toHaveLength(1);
  });
});

describe('mergePageParses', () => {
  const room = (name: string, surface: number | null, cx: number, confidence = 90) => ({
    name,
    surface,
    roomType: 'Other' as const,
    countsInCarrez: true,
    cx,
    cy: 100,
    height: 15,
    angle: 0,
    confidence: confidence / 100,
    bounds: { x0: cx - 20, y0: 95, x1: cx + 20, y1: 105 },
  });

  it('keeps the better reading of a label read twice', () => {
    const merged = mergePageParses([
      { rooms: [room('A esses', 4.8, 100), room('Séjour', 25, 400)] },
      { rooms: [room('Dressing', 4.8, 104)], declaredTotal: 79.55 },
    ]);
    expect(merged.rooms.map((r) => r.name)).toEqual(['Dressing', 'Séjour']);
    expect(merged.declaredTotal).toBe(79.55);
  });

  it('prefers the reading with decimals when OCR lost a comma', () => {
    const merged = mergePageParses([
      { rooms: [room('Bureau', 94, 100, 95)] },
      { rooms: [room('Bureau', 9.4, 102, 85)] },
    ]);
    expect(merged.rooms.map((r) => r.surface)).toEqual([9.4]);
  });

  it('counts once a room read in its label and in a surfaces table row', () => {
    const merged = mergePageParses([
      { rooms: [room('Bureau', null, 100), room('Bureau', 9.4, 900), room('Ch 2', 10.75, 400)] },
      { rooms: [room('Ch2', 10.75, 1000), room('Séjour', 27.6, 1200)] },
    ]);
    expect(merged.rooms.map((r) => `${r.name} ${r.surface}`)).toEqual([
      'Ch 2 10.75',
      'Bureau 9.4',
      'Séjour 27.6',
    ]);
  });

  it('takes a label read whole and its name read alone for one room', () => {
    const upright = { height: 15, angle: 90 };
    const merged = mergePageParses([
      {
        rooms: [
          {
            ...room('Placard', 0.9, 1000),
            ...upright,
            cy: 540,
            bounds: { x0: 992, y0: 470, x1: 1008, y1: 610 },
          },
        ],
      },
      {
        rooms: [
          {
            ...room('Placard', 0.9, 1000),
            ...upright,
            cy: 475,
            bounds: { x0: 992, y0: 445, x1: 1008, y1: 505 },
          },
        ],
      },
    ]);
    expect(merged.rooms).toHaveLength(1);
  });

  it('keeps apart the rows of a surfaces table, one line under the other', () => {
    // Rows 1.4 letter heights apart: 'Salle de bains' was merged into 'Placard' over 3 heights.
    const row = (name: string, surface: number, cy: number, confidence: number) => ({
      ...room(name, surface, 930, confidence),
      cy,
      height: 20,
      bounds: { x0: 880, y0: cy - 12, x1: 980, y1: cy + 12 },
    });
    const merged = mergePageParses([
      { rooms: [row('Placard', 0.9, 1437, 80), row('Salle de bains', 6.05, 1465, 78)] },
      { rooms: [row('Ch2', 10.75, 1409, 62), row('Palier', 5.4, 1495, 83)] },
    ]);
    expect(merged.rooms.map((r) => r.name)).toEqual(['Ch2', 'Placard', 'Salle de bains', 'Palier']);
  });

  it('lists once a room paired in one reading with its label and in another with its table row', () => {
    // One reading paired 'W.C.' in the drawing with the row's figure (misread '1'); another read the
    // row 'wc. 1,1 m²' alone: one figure, one room.
    const figure = { cx: 1293, cy: 1525, width: 40, height: 20, angle: 0 };
    const merged = mergePageParses([
      { rooms: [{ ...room('w.c.', 1, 897, 81), cy: 659, surfaceAt: figure }] },
      { rooms: [{ ...room('wc.', 1.1, 903, 62), cy: 1523, surfaceAt: { ...figure, cy: 1526 } }] },
    ]);
    expect(merged.rooms.map((r) => `${r.name} ${r.surface}`)).toEqual(['wc. 1.1']);
  });
});

describe('dropRepeatedRooms', () => {
  type Row = { name: string; surface: number | null };
  const cellier = { name: 'Cellier', surface: 3.15 };
  const sdb = { name: 'SdB', surface: 4.5 };
  const dressing = { name: 'Dressing', surface: 4.8 };
  const dgt = { name: 'Dgt', surface: null };
  const ch1 = { name: 'Ch1', surface: 11.2 };
  const ch2 = { name: 'CH. 2', surface: 11.2 };
  const ch = { name: 'CH.', surface: 9.8 };
  const wc = { name: 'W.C.', surface: 1.1 };
  const bureau = { name: 'Bureau', surface: 9 };
  const ch3 = { name: 'Chambre 3', surface: 9.8 };
  it.each<[string, Row[], Row[]]>([
    [
      'keeps one room of a label and its table row, and drops a name read without the surface read elsewhere',
      [
        cellier,
        sdb,
        cellier,
        { name: 'sdB', surface: 4.5 },
        { name: 'Dressing', surface: null },
        dressing,
        dgt,
      ],
      [cellier, sdb, dressing, dgt],
    ],
    [
      'keeps one room of a name read with its number and without it, with one surface',
      [ch1, ch2, { name: 'CH.', surface: 11.2 }, ch],
      [ch1, ch2, ch],
    ],
    [
      'keeps the reading with decimals of one surface read twice, once without them',
      [{ name: 'wc.', surface: 1 }, wc, bureau, ch3],
      [wc, bureau, ch3],
    ],
  ])('%s', (_, rooms, kept) => {
    expect(dropRepeatedRooms(rooms)).toEqual(kept);
  });

  it('keeps two rooms of one name with different surfaces', () => {
    const rooms = [
      { name: 'Placard', surface: 0.9 },
      { name: 'Placard', surface: 1.2 },
    ];
    expect(dropRepeatedRooms(rooms)).toHaveLength(2);
  });
});

describe('dropUnpairedTableNames', () => {
  it('leaves out a name a surfaces table lists, read without its surface; keeps one it does not list', () => {
    // A photo: the table's rows slant, their surfaces not paired; the drawing's labels write no surface.
    const { rooms } = parsePage(
      [
        seg('Séjour', 100, 100),
        seg('Couloir', 300, 100),
        seg('Dgt', 300, 200),
        seg('Tableau des surfaces', 700, 60),
        seg('Séjour', 680, 80),
        seg('Couloir', 688, 90),
        seg('Cuisine', 685, 100),
        seg('Cuisine 11,85 m²', 100, 300),
      ],
      { ocr: true },
    );
    expect(dropUnpairedTableNames(rooms).map((r) => `${r.name} ${r.surface}`)).toEqual([
      'Dgt null',
      'Cuisine 11.85',
    ]);
  });

  it('keeps names without surfaces that stand in no table', () => {
    // Left-aligned, but further apart than rows (6 letter heights), or one under the other but not aligned.
    const { rooms } = parsePage([
      seg('Placard', 100, 100),
      seg('Dgt', 90, 145),
      seg('Cellier', 104, 200),
      seg('Cellier', 160, 210),
    ]);
    expect(dropUnpairedTableNames(rooms)).toHaveLength(4);
  });
});

describe('restoreLostComma', () => {
  it.each([
    ['Cuisine', 1185, 11.85],
    ['CH. 1', 112, 11.2],
    ['Chambre 3', 98, 9.8],
    ['SdE', 45, 4.5],
    ['W.C.', 11, 1.1],
    ['Séjour', 2760, 27.6],
    ['Balcon', 45, 4.5],
    ['Terrasse', 1200, 12],
  ])('reads %s %d as %d m² (a comma the OCR lost)', (name, read, surface) => {
    expect(restoreLostComma(name, read)).toBe(surface);
  });

  it.each([
    ['Séjour', 32],
    ['Chambre 2', 12],
    ['Garage', 18],
    ['Terrasse', 45],
    ['Pièce 3', 2024],
    ['Cuisine', 11.85],
    ['Chambre 1', 35000],
  ])('leaves %s %d as read (plausible, unknown kind, decimals, or no fitting figure)', (name, read) => {
    expect(restoreLostComma(name, read)).toBeUndefined();
  });
});
