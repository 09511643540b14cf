import { computeDimensioning } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDossier, THIRTY_CIRCUITS } from '../../test/dossier/samples.ts';
import { A4_LANDSCAPE } from '../layout/index.ts';
import { loadPdfFonts } from '../node-fonts.ts';
import { pdfPages } from '../pdf-text.ts';
import { buildDossierPdf } from './dossier-pdf.ts';
import { boxesOverlap, textBox } from './drawing.ts';
import { schemaSheets } from './schema-unifilaire.ts';

const measured = {
  measuredOn: '2026-12-07',
  earthingSystem: 'TT' as const,
  earthResistanceOhm: 150,
  earthConductorMm2: 16,
  mainBondingMm2: 6,
  insulationMOhm: 0.2,
  rcdTests: [{ rcd: 1, trips: true, timeMs: 22 }],
  smokeAlarm: true,
};
const dossier = sampleDossier(THIRTY_CIRCUITS, measured);

interface PageItems {
  width: number;
  height: number;
  text: string;
  items: { str: string; left: number; right: number; bottom: number; top: number }[];
}

/** Each page's size and text items with their boxes, as pdf.js reads them (turned text included). */
async function readPages(bytes: Uint8Array): Promise<PageItems[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: PageItems[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      const [a, b, , , e, f] = item.transform as number[];
      const size = Math.hypot(a ?? 0, b ?? 0);
      // A turned text (b ≠ 0) runs up from its origin; glyphs rise 0,76 × size above the baseline.
      return Math.abs(b ?? 0) > Math.abs(a ?? 0)
        ? [
            {
              str: item.str,
              left: (e ?? 0) - 0.76 * size,
              right: (e ?? 0) + 0.24 * size,
              bottom: f ?? 0,
              top: (f ?? 0) + item.width,
            },
          ]
        : [
            {
              str: item.str,
              left: e ?? 0,
              right: (e ?? 0) + item.width,
              bottom: (f ?? 0) - 0.24 * size,
              top: (f ?? 0) + 0.76 * size,
            },
          ];
    });
    pages.push({
      width,
      height,
      text: items
        .map((i) => i.str)
        .join(' ')
        .replace(/[\s\u00a0\u202f]+/g, ' '),
      items,
    });
  }
  return pages;
}

let pages: PageItems[];
let text: string;

beforeAll(async () => {
  const bytes = await buildDossierPdf({
    dossier,
    dimensioning: computeDimensioning(THIRTY_CIRCUITS),
    date: new Date('2026-12-07T10:00:00Z'),
    fonts: await loadPdfFonts(),
  });
  pages = await readPages(bytes);
  text = (await pdfPages(bytes)).join('\n');
}, 60_000);

describe('the dossier technique PDF (read back with pdf.js)', () => {
  it('is made of a 30-circuit board', () => {
    expect(dossier.board.circuits).toHaveLength(30);
  });

  it('holds every circuit (number, name, rating, section), every RCD, the AGCP and the measurements', () => {
    const fold = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    for (const c of dossier.board.circuits) {
      expect(text).toContain(fold(`${c.number} ${c.name}`));
      expect(text).toContain(`${c.rating} A courbe C`);
    }
    for (const r of dossier.board.rcds)
      expect(text).toContain(`ID ${r.number} ${r.rating} A 30 mA ${r.type}`);
    expect(text).toContain('AGCP 45 A (réglage) 500 mA');
    expect(text).toContain('AGCP : 45 A, 500 mA (monophasé 9 kVA)');
    for (const fact of [
      'Date des mesures : 07/12/2026',
      'Résistance de la prise de terre : 150 Ω',
      'R = 150 Ω',
      'Section du conducteur de terre : 16 mm²',
      'Section de la liaison équipotentielle principale : 6 mm²',
      'Détecteur de fumée (DAAF) installé : oui',
      'ID 1 63 A 30 mA type A oui 22 ms',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Résistance d’isolement \(500 V continu, la plus basse\) : 0,2 MΩ/);
  });

  it('says it is non conforme, with each finding’s clause', () => {
    expect(text).toContain('État du dossier : Non conforme');
    expect(text).toContain('150 Ω × 0,5 A = 75 V > 50 V');
    expect(text).toContain('(NF C 15-100-1 §411.5.3)');
    expect(text).toContain('0,2 MΩ < 0,5 MΩ');
    expect(text).toContain('(NF C 15-100-6, vérifications)');
  });

  it('prints the schéma on A4 landscape sheets, every text inside the page and none over another', () => {
    const sheets = pages.filter((p) => p.text.startsWith('Schéma unifilaire'));
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    const drawn = new Set<string>();
    for (const page of sheets) {
      expect([Math.round(page.width), Math.round(page.height)]).toEqual([842, 595]);
      for (const item of page.items) {
        drawn.add(item.str);
        expect(item.left, item.str).toBeGreaterThanOrEqual(A4_LANDSCAPE.margin - 1);
        expect(item.right, item.str).toBeLessThanOrEqual(page.width - A4_LANDSCAPE.margin + 1);
        // The page footer sits in the bottom margin, its descenders just under it.
        expect(item.bottom, item.str).toBeGreaterThanOrEqual(A4_LANDSCAPE.margin - 3);
        expect(item.top, item.str).toBeLessThanOrEqual(page.height - A4_LANDSCAPE.margin + 1);
      }
      // PDF y goes up: turned over into the drawings' boxes, whose y goes down.
      const boxes = page.items.map((i) => ({
        ...i,
        top: page.height - i.top,
        bottom: page.height - i.bottom,
      }));
      const overlaps = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).flatMap((b) => (boxesOverlap(a, b) ? [`${a.str} / ${b.str}`] : [])),
      );
      expect(overlaps).toEqual([]);
    }
    for (const c of dossier.board.circuits) expect(drawn.has(String(c.number))).toBe(true);
  });

  it('lays the schéma out without two texts over each other (the model the SVG draws too)', () => {
    for (const sheet of schemaSheets({ board: dossier.board, measurements: dossier.measurements })) {
      const boxes = sheet.shapes.flatMap((s) => (s.kind === 'text' ? [{ s, box: textBox(s) }] : []));
      const overlaps = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).flatMap((b) => (boxesOverlap(a.box, b.box) ? [`${a.s.text} / ${b.s.text}`] : [])),
      );
      expect(overlaps).toEqual([]);
    }
  });

  it('ends with the labels: one per RCD, breaker and surge protector, in the board’s order', () => {
    const labels = pages[pages.length - 1];
    expect(labels?.text).toMatch(/^Étiquettes du tableau/);
    const heads = (labels?.items ?? [])
      .map((i) => i.str)
      .filter((s) => /^(ID \d+|\d+|SPD)$/.test(s.replace('\u00a0', ' ')));
    const expected = ['SPD'];
    for (const r of dossier.board.rcds) {
      expected.push(`ID ${r.number}`, ...r.circuits.map(String));
    }
    expect(heads.map((s) => s.replace('\u00a0', ' '))).toEqual(expected);
  });
});
