import { z } from 'zod';

// A line's unit and the one rule that turns any value into its quantity (part 2 §5), for the estimate's
// lines, the board's lines and the counts read from a dimensioning.

/** Units of a line (arrêté du 24 janvier 2017: piece, metre, hour of labour…). */
export const LINE_UNITS = ['u', 'm', 'h', 'forfait'] as const;
export const lineUnitSchema = z.enum(LINE_UNITS);
export type LineUnit = z.infer<typeof lineUnitSchema>;

/** Whether quantities of this unit carry a decimal (metres and hours) or are whole pieces. */
export function isMeasuredUnit(unit: LineUnit): boolean {
  return unit === 'm' || unit === 'h';
}

const MAX_QUANTITY = 100_000;

/** A number, or text holding one with a point or a decimal comma; NaN for anything else. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim().replace(',', '.'));
  return Number.NaN;
}

/**
 * A line's quantity by its unit, from whatever a client, a saved line or a computation holds: a number,
 * or text with a decimal comma ('2,5'). Metres and hours keep one decimal, from 0.1. Pieces and flat
 * fees are whole, from 1: a decimal count is rounded to the nearest piece (2.6 → 3, 0.4 → 1). Anything
 * that is not a number, or beyond 100 000, falls back to 1 (part 2 §5: 'a minimum of 1, and fall back
 * to 1 when invalid').
 *
 * Why round pieces rather than fall back to 1: a decimal count is a count that went through a
 * computation, an import or a program (the estimate's own input refuses it with a message before it
 * is saved); its nearest whole is what was meant, where 1 would silently bill 25.4 sockets as one.
 */
export function normaliseQuantity(value: unknown, unit: LineUnit): number {
  const n = numberOf(value);
  if (!Number.isFinite(n) || n > MAX_QUANTITY) return 1;
  if (isMeasuredUnit(unit)) {
    const tenths = Math.round(n * 10) / 10;
    return tenths >= 0.1 ? tenths : 1;
  }
  return Math.max(1, Math.round(n));
}

/** A count of pieces (breakers, panel modules, surge protectors): normaliseQuantity's rule for 'u'. */
export function quantityOf(value: unknown): number {
  return normaliseQuantity(value, 'u');
}
