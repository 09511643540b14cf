import { z } from 'zod';
import { DOMAIN_ERRORS } from '../errors.ts';

/**
 * The 30 mA differential rows of a board, one source for the installation notes, the module count,
 * the priced DDR lines of the estimate and the board drawing (they agree by construction).
 *
 * - Breaker lines planned by the dimensioning carry `row` (their RCD group) and `rcd_type`: one row
 *   per group, split only beyond 8 module units (part 2 §9: rows of *at most* 8 units, 40 A and
 *   63 A breakers counting 2) or when the group would need more than 63 A (see `rowRating`).
 * - Lines without a group (added by hand) keep the §9 greedy fill, in new rows after the planned
 *   ones, as type A (the §9 default device).
 */

export const RCD_TYPES = ['AC', 'A', 'F'] as const;
export const rcdTypeSchema = z.enum(RCD_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_RCD_TYPE });
export type RcdType = z.infer<typeof rcdTypeSchema>;

/** The phases of a three-phase supply a single-phase RCD row can be fed from. */
export const PHASES = ['L1', 'L2', 'L3'] as const;
export const phaseSchema = z.enum(PHASES, { error: DOMAIN_ERRORS.UNKNOWN_PHASE });
export type Phase = z.infer<typeof phaseSchema>;

function isPhase(value: unknown): value is Phase {
  return typeof value === 'string' && (PHASES as readonly string[]).includes(value);
}

/** Module units per DDR row (part 2 §9). */
export const DDR_ROW_MODULE_UNITS = 8;
/** Diversity factor applied to the sum of a row's ratings (part 2 §9). */
export const DDR_DIVERSITY_FACTOR = 0.7;
/** Coefficient of the non-permanent loads in the downstream rule (NF C 15-100 -10, reference §c). */
export const DOWNSTREAM_OTHER_FACTOR = 0.5;
/** Differential switch ratings a row can get (part 2 §9: 25, 40, 63 A). */
export const RCD_RATINGS = [25, 40, 63] as const;
export type RcdRating = (typeof RCD_RATINGS)[number];
export const MAX_RCD_RATING: RcdRating = 63;
/** A 4-pole RCD (three-phase row) is at least 40 A: the smallest 4-pole rating of the catalogue. */
export const MIN_FOUR_POLE_RCD_RATING: RcdRating = 40;

/** 40 A and 63 A breakers count 2 module units, others 1 (part 2 §9); a 3P+N breaker is 4 modules wide. */
export function breakerModuleUnits(rating: unknown, poles?: string | null): number {
  if (poles === '3P+N') return 4;
  const n = Number(rating);
  return n === 40 || n === 63 ? 2 : 1;
}

/** Strictest type first: a row holding any F circuit is F, else any A is A, else AC. */
const STRICTNESS: Record<RcdType, number> = { AC: 0, A: 1, F: 2 };

export function strictestRcdType(types: readonly RcdType[]): RcdType {
  return types.reduce<RcdType>((worst, t) => (STRICTNESS[t] > STRICTNESS[worst] ? t : worst), 'AC');
}

/** A breaker line as the rows read it: dimensioning breakers and estimate lines both fit. */
export interface RcdBreakerLine {
  id: string;
  rating?: number | string | null;
  quantity?: number | null;
  /** The RCD group planned by the dimensioning (1-based); absent for hand-added breakers. */
  row?: number | null;
  rcd_type?: RcdType | null;
  /** Counts at 100 % in the downstream rule: heating, water heater, EV (reference §c). */
  full_load?: boolean | null;
  /** Upstream of the RCDs (surge protector disconnector): in no row. */
  head?: boolean | null;
  /** '3P+N': a three-phase breaker; its row gets a 4-pole RCD. */
  poles?: string | null;
  /** Three-phase supply: the phase its (2-pole) RCD row is fed from. */
  phase?: string | null;
}

/** Why a planned group took more than one row. */
export type RowSplit = 'modules' | 'rating';

export interface RcdRow {
  rowId: string;
  /** The planned group the row comes from (1-based), null for the greedy rows. */
  group: number | null;
  type: RcdType;
  /** Ids of the breaker lines with at least one unit in this row, in order. */
  circuitBreakerIds: string[];
  /** One entry per breaker unit (a line of quantity 3 appears 3 times), in order. */
  units: string[];
  moduleUnits: number;
  ratingSum: number;
  /** ceil(ratingSum × 0.7) (part 2 §9). */
  adjustedRating: number;
  /** ceil(Σ In full loads + 0.5 × Σ In others) (NF C 15-100 -10 downstream rule). */
  downstreamRating: number;
  /** Smallest of 25 / 40 / 63 A covering both checks. */
  rating: RcdRating;
  /** 4 when the row holds a three-phase breaker (4-pole RCD), else 2. */
  poles: 2 | 4;
  /** Set on every row of a group cut in several rows, with the reason. */
  split: RowSplit | null;
  /** The phase feeding the row when all its breakers carry the same one (three-phase supply). */
  phase: Phase | null;
}

function amps(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function pieces(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.round(n) : 1;
}

/** Integer arithmetic first so that 0.7 × 50 gives exactly 35, not 35.00000000000001. */
function ceilClean(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

interface Unit {
  id: string;
  rating: number;
  size: number;
  fullLoad: boolean;
  type: RcdType;
  threePhase: boolean;
  phase: Phase | null;
}

interface Need {
  adjusted: number;
  downstream: number;
}

function needOf(units: readonly Unit[]): Need {
  const sum = units.reduce((s, u) => s + u.rating, 0);
  const full = units.filter((u) => u.fullLoad).reduce((s, u) => s + u.rating, 0);
  return {
    adjusted: ceilClean(sum * DDR_DIVERSITY_FACTOR),
    downstream: ceilClean(full + DOWNSTREAM_OTHER_FACTOR * (sum - full)),
  };
}

/** The current an RCD over these breakers must carry: the larger of the §9 and downstream checks. */
export function rcdNeed(breakers: readonly { rating: number; fullLoad: boolean }[]): number {
  const need = needOf(
    breakers.map((b) => ({
      id: '',
      rating: b.rating,
      size: 1,
      fullLoad: b.fullLoad,
      type: 'AC',
      threePhase: false,
      phase: null,
    })),
  );
  return Math.max(need.adjusted, need.downstream);
}

/** 25 A up to 25, 40 A up to 40, else 63 A (part 2 §9), applied to the larger need. */
export function rcdRatingFor(need: number): RcdRating {
  return RCD_RATINGS.find((r) => need <= r) ?? MAX_RCD_RATING;
}

/**
 * Cuts `units` in order into chunks of at most 8 module units whose need stays ≤ 63 A; a single
 * unit always fits (no breaker is above 63 A). Returns the chunks and why a cut happened.
 */
function chunk(units: readonly Unit[]): { chunks: Unit[][]; split: RowSplit | null } {
  const chunks: Unit[][] = [];
  let current: Unit[] = [];
  let moduleUnits = 0;
  let split: RowSplit | null = null;
  for (const unit of units) {
    if (current.length > 0) {
      const tooWide = moduleUnits + unit.size > DDR_ROW_MODULE_UNITS;
      const need = needOf([...current, unit]);
      const tooStrong = Math.max(need.adjusted, need.downstream) > MAX_RCD_RATING;
      if (tooWide || tooStrong) {
        split ??= tooWide ? 'modules' : 'rating';
        chunks.push(current);
        current = [];
        moduleUnits = 0;
      }
    }
    current.push(unit);
    moduleUnits += unit.size;
  }
  if (current.length > 0) chunks.push(current);
  return { chunks, split };
}

function toRow(units: readonly Unit[], index: number, group: number | null, split: RowSplit | null): RcdRow {
  const need = needOf(units);
  const circuitBreakerIds: string[] = [];
  for (const u of units) if (!circuitBreakerIds.includes(u.id)) circuitBreakerIds.push(u.id);
  return {
    rowId: `row-${index + 1}`,
    group,
    type: group === null ? 'A' : strictestRcdType(units.map((u) => u.type)),
    circuitBreakerIds,
    units: units.map((u) => u.id),
    moduleUnits: units.reduce((s, u) => s + u.size, 0),
    ratingSum: units.reduce((s, u) => s + u.rating, 0),
    adjustedRating: need.adjusted,
    downstreamRating: need.downstream,
    rating: rcdRatingFor(
      Math.max(
        need.adjusted,
        need.downstream,
        units.some((u) => u.threePhase) ? MIN_FOUR_POLE_RCD_RATING : 0,
      ),
    ),
    poles: units.some((u) => u.threePhase) ? 4 : 2,
    split,
    phase: units.every((u) => u.phase !== null && u.phase === units[0]?.phase)
      ? (units[0]?.phase ?? null)
      : null,
  };
}

/** The differential rows of a list of breaker lines (see the module comment). */
export function planRcdRows(lines: readonly RcdBreakerLine[]): RcdRow[] {
  const planned = new Map<number, Unit[]>();
  const loose: Unit[] = [];
  for (const line of lines) {
    if (line.head === true) continue;
    const rating = amps(line.rating);
    const group = Number(line.row);
    const unit: Unit = {
      id: line.id,
      rating,
      size: breakerModuleUnits(rating, line.poles),
      fullLoad: line.full_load === true,
      type: line.rcd_type && RCD_TYPES.includes(line.rcd_type) ? line.rcd_type : 'AC',
      threePhase: line.poles === '3P+N',
      phase: isPhase(line.phase) ? line.phase : null,
    };
    const target = Number.isInteger(group) && group >= 1 ? planned : null;
    for (let i = 0; i < pieces(line.quantity); i++) {
      if (target) {
        const list = target.get(group) ?? [];
        list.push(unit);
        target.set(group, list);
      } else {
        loose.push(unit);
      }
    }
  }
  const rows: RcdRow[] = [];
  for (const group of [...planned.keys()].sort((a, b) => a - b)) {
    const { chunks, split } = chunk(planned.get(group) ?? []);
    for (const units of chunks) rows.push(toRow(units, rows.length, group, chunks.length > 1 ? split : null));
  }
  // Hand-added breakers: the §9 greedy fill, after the planned rows, with the same 63 A limit.
  const { chunks } = chunk(loose);
  for (const units of chunks) rows.push(toRow(units, rows.length, null, null));
  return rows;
}
