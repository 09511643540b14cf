import type { CircuitBreaker } from './dimensioning.schema.ts';
import { PHASES, type Phase, type RcdBreakerLine, type RcdRow } from './rcd-rows.ts';

/**
 * Phase balancing on a three-phase supply. A 2-pole RCD is fed from one phase and
 * neutral, so every single-phase circuit under it is on that phase: the unit spread over L1/L2/L3
 * is the RCD row, not the lone circuit (a 4-pole RCD per row would cost more than the balance is
 * worth in a dwelling — product choice). Three-phase rows (3P+N chargers) load the three phases
 * alike and are left out of the choice.
 *
 * Estimated power of a breaker: In × 230 V at 100 % for the full loads (heating, water heater, EV)
 * and 50 % for the others — the weights of the RCD downstream rule (reference §c), so that the
 * board is balanced on the same estimate that rates its RCDs.
 */

export const NOMINAL_VOLTAGE = 230;

function amps(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Estimated power of one breaker unit, W. */
export function estimatedLoadW(line: Pick<RcdBreakerLine, 'rating' | 'full_load'>): number {
  return Math.round(amps(line.rating) * NOMINAL_VOLTAGE * (line.full_load === true ? 1 : 0.5));
}

/** Estimated power of a row: the sum over its breaker units. */
export function rowLoadW(row: RcdRow, lines: readonly RcdBreakerLine[]): number {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return row.units.reduce((sum, id) => {
    const line = byId.get(id);
    return sum + (line ? estimatedLoadW(line) : 0);
  }, 0);
}

/**
 * The phase of each single-phase row: largest load first, onto the least loaded phase (ties: L1
 * before L2 before L3, then the row order). The classic bound follows: the most loaded phase
 * exceeds the least loaded by at most the largest single row.
 */
export function balancePhases(rows: readonly RcdRow[], lines: readonly RcdBreakerLine[]): Map<string, Phase> {
  const loads: Record<Phase, number> = { L1: 0, L2: 0, L3: 0 };
  const single = rows
    .map((row, index) => ({ row, index, load: rowLoadW(row, lines) }))
    .filter((r) => r.row.poles === 2)
    .sort((a, b) => b.load - a.load || a.index - b.index);
  const phases = new Map<string, Phase>();
  for (const { row, load } of single) {
    const target = PHASES.reduce((best, p) => (loads[p] < loads[best] ? p : best), PHASES[0]);
    loads[target] += load;
    phases.set(row.rowId, target);
  }
  return phases;
}

/** The load each phase carries: its rows, plus a third of every three-phase row. */
export function phaseLoadsW(
  rows: readonly RcdRow[],
  lines: readonly RcdBreakerLine[],
): Record<Phase, number> {
  const loads: Record<Phase, number> = { L1: 0, L2: 0, L3: 0 };
  for (const row of rows) {
    const load = rowLoadW(row, lines);
    if (row.poles === 4) for (const p of PHASES) loads[p] += load / 3;
    else if (row.phase) loads[row.phase] += load;
  }
  for (const p of PHASES) loads[p] = Math.round(loads[p]);
  return loads;
}

/**
 * The breaker lines with the phase of their row. A line whose units fall in two rows of different
 * phases is cut in two consecutive lines (same circuit, quantities split), which leaves the rows
 * as they were: planRcdRows reads the units in the same order.
 */
export function withPhases<T extends Pick<CircuitBreaker, 'quantity' | 'phase'>>(
  breakers: readonly T[],
  lines: readonly { id: string }[],
  rows: readonly RcdRow[],
  phases: ReadonlyMap<string, Phase>,
): T[] {
  // The phase of each unit of each line, in the order the rows hold them.
  const unitPhases = new Map<string, (Phase | null)[]>();
  for (const row of rows) {
    const phase = phases.get(row.rowId) ?? null;
    for (const id of row.units) unitPhases.set(id, [...(unitPhases.get(id) ?? []), phase]);
  }
  return breakers.flatMap((breaker, index) => {
    const list = unitPhases.get(lines[index]?.id ?? '') ?? [];
    if (list.length === 0) return [breaker];
    const parts: { phase: Phase | null; quantity: number }[] = [];
    for (const phase of list) {
      const last = parts[parts.length - 1];
      if (last && last.phase === phase) last.quantity += 1;
      else parts.push({ phase, quantity: 1 });
    }
    return parts.map(({ phase, quantity }) => ({
      ...breaker,
      quantity,
      ...(phase ? { phase } : {}),
    }));
  });
}
