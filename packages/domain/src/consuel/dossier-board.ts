import { breakerModules, MODULES } from '../dimensioning/board.ts';
import { WATER_HEATER_CONTROL } from '../dimensioning/circuit.ts';
import { breakerLinesOf } from '../dimensioning/compute-dimensioning.ts';
import type { Dimensioning } from '../dimensioning/dimensioning.schema.ts';
import { planRcdRows } from '../dimensioning/rcd-rows.ts';
import { requestedPanelModules } from '../estimate/build.ts';
import { generateDifferentialBreakers } from '../estimate/differential-rows.ts';
import { DEFAULT_AGCP_SENSITIVITY_MA, type Supply } from '../installation/installation.schema.ts';
import { agcpSettingFor } from '../installation/supply.ts';
import { type CircuitDetail, matchCircuitDetails } from './circuit-details.ts';
import {
  BREAKER_CURVE,
  type DossierAgcp,
  type DossierBoard,
  type DossierCircuit,
  type DossierContactor,
  type DossierRcd,
  type DossierSurgeProtector,
  RCD_SENSITIVITY_MA,
} from './dossier.schema.ts';

/**
 * The board as the Consuel dossier shows it — schéma unifilaire, circuit table, labels — derived from
 * the saved board with ONE numbering: circuits are numbered 1, 2, 3… in the board's order, which is the
 * order of the RCD rows (planRcdRows, the rows the devis prices and the board drawing draws), and RCD n
 * is the devis's 'rangée n'. Each circuit keeps the id of the devis line it is priced on (breaker-k)
 * and each RCD the id of its DDR line (ddr-n), so the dossier, the drawing and the devis can be checked
 * against each other.
 */

/** The AGCP of the entered supply: its setting read on the device, else the subscribed power's. */
export function agcpOf(supply: Supply | null | undefined): DossierAgcp | null {
  if (!supply) return null;
  return {
    rating: supply.agcpRating ?? agcpSettingFor(supply.phases, supply.subscribedKva),
    sensitivityMa: supply.agcpSensitivityMa ?? DEFAULT_AGCP_SENSITIVITY_MA,
    phases: supply.phases,
    subscribedKva: supply.subscribedKva,
    assumed: [
      ...(supply.agcpRating == null ? (['rating'] as const) : []),
      ...(supply.agcpSensitivityMa == null ? (['sensitivity'] as const) : []),
    ],
  };
}

export interface DossierBoardInput {
  dimensioning: Dimensioning;
  /** The planned circuits by RCD group (plannedCircuitGroups); empty when unknown. */
  circuitGroups: readonly (readonly CircuitDetail[])[];
  supply: Supply | null | undefined;
}

/** The dossier's board: see the module comment. Pure and deterministic. */
export function dossierBoard({ dimensioning, circuitGroups, supply }: DossierBoardInput): DossierBoard {
  const lines = breakerLinesOf(dimensioning.circuit_breakers);
  const details = matchCircuitDetails(lines, circuitGroups);
  // The devis's DDR lines: the same rows, ratings and device types as the devis and the drawing.
  const ddrs = generateDifferentialBreakers(
    lines.map((line) => ({ ...line, type: 'circuit_breaker' as const })),
  );
  // The units of each row, in order: the rows generateDifferentialBreakers priced.
  const rows = planRcdRows(lines);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const nextUnit = new Map<string, number>();
  const circuits: DossierCircuit[] = [];
  const rcds: DossierRcd[] = ddrs.map((ddr, index) => {
    const numbers: number[] = [];
    for (const id of rows[index]?.units ?? []) {
      const line = byId.get(id);
      if (!line) continue;
      const unit = nextUnit.get(id) ?? 0;
      nextUnit.set(id, unit + 1);
      const detail = details.get(id)?.[unit] ?? null;
      const number = circuits.length + 1;
      numbers.push(number);
      circuits.push({
        number,
        lineId: id,
        name: line.description,
        rooms: detail?.rooms ?? [],
        points: detail && detail.points > 0 ? detail.points : null,
        rating: line.rating,
        curve: BREAKER_CURVE,
        poles: line.poles === '3P+N' ? '3P+N' : '1P+N',
        section: detail?.section ?? null,
        lengthM: detail?.length ?? null,
        rcd: index + 1,
        phase: line.phase ?? null,
        kind: detail?.kind ?? null,
      });
    }
    return {
      number: index + 1,
      lineId: ddr.id,
      rating: Number(ddr.rating),
      type: ddr.rcd_type ?? 'A',
      sensitivityMa: RCD_SENSITIVITY_MA,
      poles: ddr.poles === '3P+N' ? 4 : 2,
      phase: ddr.phase ?? null,
      circuits: numbers,
    };
  });

  const disconnectors = lines.filter((line) => line.head).map((line) => line.rating);
  const surgeProtectors: DossierSurgeProtector[] = dimensioning.surge_protectors.flatMap((spd) =>
    Array.from({ length: spd.quantity }, (_, i) => ({
      type: spd.type,
      rating: spd.rating,
      disconnectorRating: disconnectors[i] ?? null,
    })),
  );

  const contactors: DossierContactor[] = circuits
    .filter((c) => c.name === WATER_HEATER_CONTROL)
    .map((control) => {
      const switched = circuits.find(
        (c) => c.rcd === control.rcd && (c.kind === 'waterHeater' || c.name === 'Circuit chauffe-eau'),
      );
      return {
        kind: 'heures_creuses',
        controlCircuit: control.number,
        switchedCircuit: switched?.number ?? null,
      };
    });

  const panels = dimensioning.electrical_panels.map((p) => ({
    title: p.type,
    modules: requestedPanelModules(p),
  }));
  const capacityModules = panels.reduce((sum, p) => sum + p.modules, 0);
  const usedModules =
    lines.reduce((sum, line) => sum + breakerModules(line.rating, line.poles) * line.quantity, 0) +
    rcds.reduce((sum, rcd) => sum + (rcd.poles === 4 ? MODULES.fourPoleRcd : MODULES.rcd), 0) +
    surgeProtectors.length * MODULES.surgeProtector +
    contactors.length * MODULES.contactor;

  return {
    agcp: agcpOf(supply),
    surgeProtectors,
    rcds,
    circuits,
    contactors,
    panels,
    capacityModules,
    usedModules,
    spareModules: Math.max(0, capacityModules - usedModules),
  };
}
