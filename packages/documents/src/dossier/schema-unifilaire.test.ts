import { describe, expect, it } from 'vitest';
import { sampleDossier, T3, THIRTY_CIRCUITS } from '../../test/dossier/samples.ts';
import { schemaSheets } from './schema-unifilaire.ts';
import { drawingSvg } from './svg.ts';

const texts = (sheet: { shapes: readonly { kind: string; text?: string }[] }) =>
  sheet.shapes.flatMap((s) => (s.kind === 'text' && s.text !== undefined ? [s.text] : []));

describe('the schéma unifilaire', () => {
  it('cuts a large board into sheets no wider than the page, an RCD never apart from its circuits', () => {
    const { board, measurements } = sampleDossier(THIRTY_CIRCUITS);
    const sheets = schemaSheets({ board, measurements }, 762);
    expect(sheets.length).toBeGreaterThan(1);
    for (const sheet of sheets) {
      expect(sheet.width).toBeLessThanOrEqual(762);
      for (const rcd of sheet.rcds) {
        expect(sheet.circuits).toEqual(expect.arrayContaining(board.rcds[rcd - 1]?.circuits ?? []));
      }
    }
    // The head (supply, AGCP, earth, surge protector) on the first sheet; the others go on from it.
    expect(texts(sheets[0] ?? { shapes: [] })).toEqual(
      expect.arrayContaining(['AGCP', 'Prise de terre', 'Parafoudre']),
    );
    expect(texts(sheets[1] ?? { shapes: [] })).toContain('suite de la feuille 1');
    // One strip for the screen.
    expect(schemaSheets({ board, measurements })).toHaveLength(1);
  });

  it('draws the facts it has and says what is to fill in', () => {
    const flat = sampleDossier(T3);
    const [sheet] = schemaSheets({ board: flat.board, measurements: flat.measurements });
    const drawn = texts(sheet ?? { shapes: [] });
    expect(drawn).toEqual(
      expect.arrayContaining(['AGCP', 'à renseigner', 'R à mesurer', 'section à relever']),
    );
    expect(drawn).toContain('HC');
    expect(drawn).toContain('KM');
    const measured = sampleDossier(T3, { earthResistanceOhm: 42.5, earthConductorMm2: 25 });
    const again = texts(
      schemaSheets({ board: measured.board, measurements: measured.measurements })[0] ?? { shapes: [] },
    );
    expect(again).toEqual(expect.arrayContaining(['R = 42,5\u00a0Ω', '25\u00a0mm²']));
  });

  it('writes an SVG a screen reader names, its texts escaped', () => {
    const flat = sampleDossier(T3);
    const [sheet] = schemaSheets({ board: flat.board, measurements: flat.measurements });
    const svg = drawingSvg(sheet ?? { width: 1, height: 1, shapes: [] }, 'Schéma unifilaire <Maison & co>');
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('<title>Schéma unifilaire &lt;Maison &amp; co&gt;</title>');
    for (const c of flat.board.circuits) expect(svg).toContain(`>${c.number}</text>`);
  });
});
