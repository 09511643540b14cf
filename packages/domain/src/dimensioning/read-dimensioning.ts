import type { z } from 'zod';
import {
  type Cable,
  type CircuitBreaker,
  cableSchema,
  circuitBreakerSchema,
  type Dimensioning,
  dimensioningSchema,
  type ElectricalPanel,
  electricalPanelSchema,
  type SurgeProtector,
  surgeProtectorSchema,
} from './dimensioning.schema.ts';

interface RowOf {
  circuit_breakers: CircuitBreaker;
  electrical_panels: ElectricalPanel;
  cables: Cable;
  surge_protectors: SurgeProtector;
}

const ROW_SCHEMAS: { [K in keyof RowOf]: z.ZodType<RowOf[K]> } = {
  circuit_breakers: circuitBreakerSchema,
  electrical_panels: electricalPanelSchema,
  cables: cableSchema,
  surge_protectors: surgeProtectorSchema,
};

function rowsOf<K extends keyof RowOf>(list: K, value: unknown): RowOf[K][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) => {
    const parsed = ROW_SCHEMAS[list].safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A project's saved dimensioning as the rules read it, or null when there is none (then step 7
 * computes one, part 2 §4.3). Saved data that no longer fits the schema (written before a rule
 * changed) keeps its valid rows rather than being thrown away.
 */
export function readDimensioning(value: unknown): Dimensioning | null {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return null;
  const whole = dimensioningSchema.safeParse(value);
  if (whole.success) return whole.data;
  const data = value as Record<string, unknown>;
  const notes = Array.isArray(data.installation_notes)
    ? data.installation_notes.filter((n): n is string => typeof n === 'string')
    : [];
  return {
    circuit_breakers: rowsOf('circuit_breakers', data.circuit_breakers),
    electrical_panels: rowsOf('electrical_panels', data.electrical_panels),
    cables: rowsOf('cables', data.cables),
    surge_protectors: rowsOf('surge_protectors', data.surge_protectors),
    installation_notes: notes,
  };
}
