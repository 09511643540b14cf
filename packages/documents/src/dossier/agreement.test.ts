import {
  buildConsuelDossier,
  buildEstimate,
  computeDimensioning,
  type DimensioningInput,
  EMPTY_SITE_MEASUREMENTS,
} from '@courant/domain';
import { dimensioningCases } from '@courant/domain/test-cases';
import { describe, expect, it } from 'vitest';
import { dossierBoardLayout, numberedRows } from './board-drawing.ts';
import { schemaSheets } from './schema-unifilaire.ts';

/**
 * One board, one numbering: for the domain's test projects (8 written by hand, 400 drawn from seeds),
 * the schéma, the circuit table (the dossier's circuits), the board drawing and the devis's board lines
 * list the same RCDs and the same circuits, in the same order, with the same ratings and types.
 */

function views(input: DimensioningInput) {
  const dimensioning = computeDimensioning(input);
  const dossier = buildConsuelDossier({
    date: '2026-12-07',
    projectName: 'Projet',
    project: input,
    dimensioning,
    measurements: EMPTY_SITE_MEASUREMENTS,
    installer: { name: 'Élec', address: '', siret: '' },
    client: null,
    siteAddress: null,
  });
  const devis = buildEstimate({
    rooms: input.rooms,
    equipments: input.equipments,
    dimensioning,
  }).dimensioningItems;
  const drawing = numberedRows(dossierBoardLayout(dimensioning)).flatMap((row) => row.devices);
  const schema = schemaSheets({ board: dossier.board, measurements: dossier.measurements }, 762);
  return { dossier, devis, drawing, schema };
}

const cases = dimensioningCases();

describe('schéma, circuit table, board drawing and devis list the same RCDs and circuits', () => {
  it(`holds for the ${cases.length} test projects`, { timeout: 60_000 }, () => {
    let circuits = 0;
    for (const [name, input] of cases) {
      const { dossier, devis, drawing, schema } = views(input);
      const { rcds, circuits: table } = dossier.board;
      circuits += table.length;
      const where = `${name}`;

      // The devis: one DDR line per RCD, same rating and type; each breaker line is as many circuits
      // as its quantity, under the DDRs that list it.
      const ddrs = devis.filter((i) => i.type === 'differential_circuit_breaker');
      expect(
        ddrs.map((d) => [d.id, Number(d.rating), d.rcd_type]),
        where,
      ).toEqual(rcds.map((r) => [r.lineId, r.rating, r.type]));
      for (const [i, r] of rcds.entries()) {
        const lines = [...new Set(table.filter((c) => c.rcd === r.number).map((c) => c.lineId))];
        expect(ddrs[i]?.circuitBreakerIds, where).toEqual(lines);
      }
      for (const line of devis.filter((i) => i.type === 'circuit_breaker' && !i.head)) {
        const numbered = table.filter((c) => c.lineId === line.id);
        expect(numbered.length, `${where} ${line.id}`).toBe(line.quantity);
        for (const c of numbered)
          expect([c.name, c.rating], where).toEqual([line.intitule, Number(line.rating)]);
      }

      // The board drawing: the same RCDs, then the same circuits in the same order under the same RCD.
      const differentials = drawing.filter((d) => d.kind === 'differential');
      expect(
        differentials.map((d) => [d.rcd, d.title, d.rcdType]),
        where,
      ).toEqual(rcds.map((r) => [r.number, `ID ${r.rating}\u00a0A`, r.type]));
      const breakers = drawing.filter((d) => d.kind === 'breaker' && d.group !== null);
      expect(
        breakers.map((d) => [d.circuit, d.title, d.caption, (d.group ?? 0) + 1]),
        where,
      ).toEqual(table.map((c) => [c.number, `${c.rating}\u00a0A`, c.name, c.rcd]));

      // The schéma: every RCD and circuit on one sheet, in order, drawn with its number and rating.
      expect(
        schema.flatMap((s) => s.rcds),
        where,
      ).toEqual(rcds.map((r) => r.number));
      expect(
        schema.flatMap((s) => s.circuits),
        where,
      ).toEqual(table.map((c) => c.number));
      for (const sheet of schema) {
        const texts = new Set(sheet.shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : [])));
        for (const n of sheet.rcds) expect(texts.has(`ID ${n}`), where).toBe(true);
        for (const n of sheet.circuits) {
          expect(texts.has(String(n)), where).toBe(true);
          const rating = table.find((c) => c.number === n)?.rating;
          expect(texts.has(`${rating}\u00a0A`), where).toBe(true);
        }
      }
    }
    // The cases are not empty boards: they hold thousands of circuits between them.
    expect(circuits).toBeGreaterThan(3000);
  });
});
