import { SURGE_DISCONNECTOR_RATING } from '../catalogue/board.ts';
import { nonNegative } from '../compliance/requirements.ts';
import { checkSupply, estimateDemand, type SupplyCheck } from '../installation/supply.ts';
import { effectiveWorkScope, roomTypeOf } from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE } from '../room-types.ts';
import { habitableSurface, isHabitable } from '../surfaces.ts';
import {
  breakerModules,
  breakersOf,
  MIN_RCDS,
  MODULES,
  panelsOf,
  planPanels,
  planRcdGroups,
} from './board.ts';
import { DEFAULT_EV_VARIANT } from './breaker-tables.ts';
import type { Circuit } from './circuit.ts';
import { planCircuits } from './circuits.ts';
import type { Cable, CircuitBreaker, Dimensioning, SurgeProtector } from './dimensioning.schema.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { type BreakerLine, dimensioningNotes } from './dimensioning-notes.ts';
import { dimensioningInputKey } from './input-key.ts';
import { fr } from './note-text.ts';
import { balancePhases, withPhases } from './phases.ts';
import { CABLE_SLACK } from './plan-context.ts';
import { planRcdRows } from './rcd-rows.ts';

function cableType(section: number): string {
  return `R2V 3G${fr(section)}\u00a0mm²`;
}

/** The communication cables, each with the outlet type it serves. */
const COMMUNICATION_CABLES = [
  { outlet: 'NetworkSocket', cableType: 'RJ45', type: 'Câble RJ45 Cat6 F/UTP grade 2TV' },
  { outlet: 'TVSocket', cableType: 'Coaxial', type: 'Câble coaxial TV 17 VATC' },
] as const;

/**
 * R2V per section, summed over the circuits; then the communication outlets' runs. The runs are
 * from the surface the board serves (every room but exterior spaces).
 */
function cablesOf(circuits: readonly Circuit[], input: DimensioningInput): Cable[] {
  const feed = Math.sqrt(
    input.rooms
      .filter((r) => isHabitable(roomTypeOf(r) ?? DEFAULT_ROOM_TYPE))
      .reduce((sum, r) => sum + nonNegative(r.surface ?? 0), 0),
  );
  const bySection = new Map<number, number>();
  for (const circuit of circuits) {
    bySection.set(circuit.section, (bySection.get(circuit.section) ?? 0) + circuit.length);
  }
  const cables: Cable[] = [...bySection]
    .sort(([a], [b]) => a - b)
    .map(([section, length]) => ({
      type: cableType(section),
      cableType: 'R2V',
      section,
      length_estimate: length,
    }));

  // Star cabling from the communication panel next to the main panel (NF C 15-100-11): one run per
  // outlet, feed + √S + 1.5 m, +10 %.
  const areaOf = new Map(input.rooms.map((r) => [String(r.id), nonNegative(r.surface ?? 0)]));
  for (const cable of COMMUNICATION_CABLES) {
    let length = 0;
    for (const item of input.equipments) {
      if (item.roomId == null || item.type !== cable.outlet) continue;
      length += (feed + Math.sqrt(areaOf.get(String(item.roomId)) ?? 0) + 1.5) * nonNegative(item.quantity);
    }
    if (length > 0) {
      const { type, cableType } = cable;
      cables.push({ type, cableType, section: 0, length_estimate: Math.ceil(length * CABLE_SLACK) });
    }
  }
  return cables;
}

/**
 * The head surge protector: type 1 in a building with a lightning rod, type 2 in an AQ2 zone, none
 * otherwise.
 */
function surgeProtectorsOf(input: DimensioningInput): SurgeProtector[] {
  const head = (type: SurgeProtector['type'], rating: string, description: string) => [
    { type, rating, quantity: 1, description },
  ];
  if (input.lightning?.lightningRod)
    return head('Type 1', '12,5kA', 'Parafoudre de tête type 1 (bâtiment équipé d’un paratonnerre)');
  if (input.lightning?.aq2) return head('Type 2', '40kA', 'Parafoudre de tête type 2 (zone AQ2)');
  return [];
}

/** The breaker lines of the board with the ids the estimate gives them (breaker-1, breaker-2…). */
export function breakerLinesOf(breakers: readonly CircuitBreaker[]): BreakerLine[] {
  return breakers.map((b, i) => ({ ...b, id: `breaker-${i + 1}` }));
}

/** The supply checks: only when the supply was entered. */
function installationChecksOf(input: DimensioningInput, circuits: readonly Circuit[]): SupplyCheck[] {
  const supply = input.installation?.supply;
  if (!supply) return [];
  const heatingW = circuits
    .filter(
      (c) =>
        c.kind === 'heating' ||
        c.kind === 'floorHeating' ||
        c.kind === 'towelDryer' ||
        c.kind === 'heatPumpBackup',
    )
    .reduce((sum, c) => sum + (c.watts ?? 0), 0);
  const ev = circuits.some((c) => c.kind === 'ev')
    ? (input.installation?.evCharger ?? DEFAULT_EV_VARIANT)
    : null;
  const heatPump = circuits.find((c) => c.kind === 'heatPump');
  const demand = estimateDemand({
    heatingW,
    waterHeaters: circuits.filter((c) => c.kind === 'waterHeater').length,
    ev,
    heatPumpRating: heatPump ? heatPump.rating : null,
  });
  return checkSupply(supply, demand, ev);
}

/**
 * The supply checks of a project — the same as the board's `installation_checks`, without
 * computing the board: step 6 shows them before step 7 does.
 */
export function installationChecks(input: DimensioningInput): SupplyCheck[] {
  return installationChecksOf(input, planCircuits(input));
}

/**
 * Board dimensioning (spec part 2 §3.7): breakers grouped by description and rating in the order of
 * their differential rows, panels keeping ≥ 20 % free modules, R2V cables per section with a length
 * estimate, RJ45 and coaxial runs, surge protection when the input says it is required, and French
 * notes explaining each choice. The differential lines themselves are priced by the estimate.
 * Pure and deterministic.
 */
export function computeDimensioning(input: DimensioningInput): Dimensioning {
  const circuits = planCircuits(input);
  const checks = installationChecksOf(input, circuits);
  const partial = effectiveWorkScope(input.workType, input.workScope) === 'pieces_renovees';
  const groups = planRcdGroups(circuits, partial ? 1 : MIN_RCDS);
  const surge = surgeProtectorsOf(input);
  const { breakers, lines, rows } = breakerRows(input, groups, surge);
  const used =
    breakers.reduce((sum, b) => sum + breakerModules(b.rating, b.poles) * b.quantity, 0) +
    rows.reduce((sum, row) => sum + (row.poles === 4 ? MODULES.fourPoleRcd : MODULES.rcd), 0) +
    surge.length * MODULES.surgeProtector +
    circuits.filter((c) => c.kind === 'waterHeater').length * MODULES.contactor;
  const panels = planPanels(circuits.length > 0 ? used : 0);
  const of = (kind: Circuit['kind']) => circuits.filter((c) => c.kind === kind);
  // The notes speak of the dwelling's habitable surface, step 3's (garages and cellars out by their
  // name: 'logement de 35 m² au plus' for the GTL is the dwelling's); the cable runs of the surface
  // the board serves.
  const habitable = habitableSurface(
    input.rooms.map((r) => ({
      name: r.name,
      roomType: roomTypeOf(r) ?? DEFAULT_ROOM_TYPE,
      surface: r.surface,
    })),
  );
  return {
    circuit_breakers: breakers,
    electrical_panels: panelsOf(panels),
    cables: cablesOf(circuits, input),
    surge_protectors: surge,
    installation_notes: dimensioningNotes({
      input,
      of,
      partial,
      circuits,
      groups,
      lines,
      rows,
      panels,
      used,
      surge,
      habitable,
      checks,
    }),
    ...(checks.length > 0 ? { installation_checks: checks } : {}),
    input_key: dimensioningInputKey(input),
  };
}

/**
 * The board's breakers in their RCD groups' order, with their lines and rows. The catalogue's surge
 * protectors are not self-protected: each gets its disconnection breaker at the head of the board,
 * upstream of the RCDs (reference §e), so it is in no RCD row. On a three-phase supply each 2-pole RCD
 * row is fed from one phase: the rows are spread over L1/L2/L3 (phases.ts).
 */
function breakerRows(
  input: DimensioningInput,
  groups: Parameters<typeof breakersOf>[0],
  surge: readonly SurgeProtector[],
) {
  const disconnectors: CircuitBreaker[] =
    surge.length > 0
      ? [
          {
            description: 'Disjoncteur de déconnexion du parafoudre',
            rating: SURGE_DISCONNECTOR_RATING,
            quantity: surge.reduce((sum, s) => sum + s.quantity, 0),
            head: true,
          },
        ]
      : [];
  let breakers = [...disconnectors, ...breakersOf(groups)];
  let lines = breakerLinesOf(breakers);
  let rows = planRcdRows(lines);
  if (input.installation?.supply?.phases === 'triphase' && rows.length > 0) {
    breakers = withPhases(breakers, lines, rows, balancePhases(rows, lines));
    lines = breakerLinesOf(breakers);
    rows = planRcdRows(lines);
  }
  return { breakers, lines, rows };
}
