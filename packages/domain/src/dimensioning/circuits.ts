import type { Circuit, CircuitKind } from './circuit.ts';
import { CIRCUIT_KINDS, type CircuitRow } from './circuit-kinds.ts';
import { type CircuitInput, planContext } from './plan-context.ts';

/**
 * Every circuit of the main panel, in a stable order: the rows of CIRCUIT_KINDS top to bottom, each
 * circuit with its row's description, breaker, section and family unless it has its own. Pure and
 * deterministic.
 */
export function planCircuits(input: CircuitInput): Circuit[] {
  const project = planContext(input);
  const planned: { circuit: Circuit; group: number; at: number }[] = [];
  let group = 0;
  for (const [kind, row] of Object.entries(CIRCUIT_KINDS) as [CircuitKind, CircuitRow][]) {
    if (!row.withPrevious) group += 1;
    for (const { at = 0, ...own } of row.plan(project)) {
      const { description, rating, section, family } = row;
      planned.push({
        group,
        at,
        circuit: { kind, description, rating, section, points: 0, family, rooms: [], ...own },
      });
    }
  }
  // Stable: within a group and at the same `at`, the rows' order and each row's order hold.
  return planned.sort((a, b) => a.group - b.group || a.at - b.at).map((p) => p.circuit);
}
