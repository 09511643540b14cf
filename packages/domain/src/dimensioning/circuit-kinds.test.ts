import { describe, expect, it } from 'vitest';
import { randomProject } from '../../test/random-projects.ts';
import { dedicatedSection } from './breaker-tables.ts';
import type { Circuit, CircuitKind } from './circuit.ts';
import { CIRCUIT_KINDS } from './circuit-kinds.ts';
import { planCircuits } from './circuits.ts';

/** The table's rules every row keeps, old and new (reference nfc15100.md §b). */
describe('the circuit kinds table', () => {
  const empty = { rooms: [], equipments: [] };
  const projects = Array.from({ length: 150 }, (_, i) => randomProject(1000 + i));

  it('plans nothing for a project with nothing in it', () => {
    expect(planCircuits(empty)).toEqual([]);
  });

  it.each(Object.entries(CIRCUIT_KINDS))('%s: its own breaker and section go together', (_, row) => {
    expect(row.section).toBeGreaterThanOrEqual(dedicatedSection(row.rating));
  });

  it('every planned circuit has a section that carries its breaker, and its row’s family', () => {
    for (const project of projects) {
      for (const circuit of planCircuits(project)) {
        expect(circuit.section, circuit.description).toBeGreaterThanOrEqual(dedicatedSection(circuit.rating));
        expect(circuit.family).toBe(CIRCUIT_KINDS[circuit.kind].family);
      }
    }
  });

  // The rooms' points only: Wiser shutter modules with no room entered stay on one circuit whatever
  // their number (the shutters row's second branch), a rule kept as it was.
  it('caps the points of lighting, socket and shutter circuits at their limits', () => {
    const limits: Partial<Record<CircuitKind, number>> = {
      lighting: 8,
      sockets: 12,
      kitchenSockets: 6,
      shutters: 8,
    };
    const over = (c: Circuit) =>
      c.rooms.length > 0 && c.points > (limits[c.kind] ?? Number.POSITIVE_INFINITY);
    for (const project of projects) expect(planCircuits(project).filter(over)).toEqual([]);
  });

  it('speaks only of what it planned, but for the circuits the norm asks of every dwelling', () => {
    const of = (kind: CircuitKind) => planCircuits(empty).filter((c) => c.kind === kind);
    const notes = Object.values(CIRCUIT_KINDS).flatMap(
      (row) => row.note?.({ input: empty, of, partial: false }) ?? [],
    );
    expect(notes.map((n) => n.split('\u00a0:')[0])).toEqual(['Cuisson', 'Circuits spécialisés']);
  });
});
