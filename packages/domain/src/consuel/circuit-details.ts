import { MIN_RCDS, planRcdGroups } from '../dimensioning/board.ts';
import type { Circuit, CircuitKind } from '../dimensioning/circuit.ts';
import { planCircuits } from '../dimensioning/circuits.ts';
import type { DimensioningInput } from '../dimensioning/dimensioning-input.ts';
import { effectiveWorkScope } from '../project.schema.ts';

/**
 * What the saved board does not keep and the dossier prints: the rooms, points, section and length of
 * each circuit. The saved board holds breaker lines grouped by description and rating per RCD group
 * ('Circuit éclairage' × 3 in group 1); the circuits behind them are those the dimensioning plans for
 * the project, in the same groups and order, so each breaker unit is matched with the next planned
 * circuit of its group with the same description and rating. A unit with no match (a breaker added or
 * changed by hand, a board computed before the project changed) keeps no detail: the dossier then
 * leaves those columns to be filled in, it never guesses.
 */

export interface CircuitDetail {
  kind: CircuitKind;
  description: string;
  rating: number;
  /** '3P+N' for a three-phase circuit. */
  poles: '1P+N' | '3P+N';
  rooms: string[];
  /** Lighting points or socles; 0 for a single-load circuit. */
  points: number;
  /** Copper section, mm². */
  section: number;
  /** Estimated cable length, m. */
  length: number;
}

function detailOf(circuit: Circuit): CircuitDetail {
  return {
    kind: circuit.kind,
    description: circuit.description,
    rating: circuit.rating,
    poles: circuit.phases === 3 ? '3P+N' : '1P+N',
    rooms: [...circuit.rooms],
    points: circuit.points,
    section: circuit.section,
    length: circuit.length,
  };
}

/**
 * The planned circuits of a project by RCD group (index 0 = group 1), as computeDimensioning groups
 * them: a renovation of some rooms needs one RCD, a whole dwelling two (its circuits join a board).
 */
export function plannedCircuitGroups(input: DimensioningInput): CircuitDetail[][] {
  const partial = effectiveWorkScope(input.workType, input.workScope) === 'pieces_renovees';
  return planRcdGroups(planCircuits(input), partial ? 1 : MIN_RCDS).map((group) =>
    group.circuits.map(detailOf),
  );
}

/** A breaker line of the saved board as the matching reads it. */
export interface DetailedLine {
  id: string;
  description: string;
  rating: number;
  quantity: number;
  row?: number | null;
  poles?: string | null;
  head?: boolean | null;
}

/**
 * The detail of each unit of each breaker line, by line id (one entry per unit, in order; null where
 * no planned circuit matches). Lines without a group (added by hand) and head breakers get nulls.
 */
export function matchCircuitDetails(
  lines: readonly DetailedLine[],
  groups: readonly (readonly CircuitDetail[])[],
): Map<string, (CircuitDetail | null)[]> {
  const taken = groups.map((group) => group.map(() => false));
  const byLine = new Map<string, (CircuitDetail | null)[]>();
  for (const line of lines) {
    const units: (CircuitDetail | null)[] = [];
    const group = Number(line.row) - 1;
    const pool = line.head ? undefined : groups[group];
    const used = taken[group];
    const poles = line.poles === '3P+N' ? '3P+N' : '1P+N';
    for (let unit = 0; unit < Math.max(1, Math.round(line.quantity)); unit++) {
      const index =
        pool?.findIndex(
          (c, i) =>
            !used?.[i] && c.description === line.description && c.rating === line.rating && c.poles === poles,
        ) ?? -1;
      if (index >= 0 && pool && used) {
        used[index] = true;
        units.push(pool[index] ?? null);
      } else {
        units.push(null);
      }
    }
    byLine.set(line.id, units);
  }
  return byLine;
}
