export * from './board.ts';
export * from './breaker-tables.ts';
export * from './circuit.ts';
export * from './circuit-kinds.ts';
export * from './circuits.ts';
export * from './compute-dimensioning.ts';
export * from './dimensioning.schema.ts';
export * from './dimensioning-input.ts';
export * from './input-key.ts';
export * from './phases.ts';
export {
  DOWNSTREAM_OTHER_FACTOR,
  MAX_RCD_RATING,
  MIN_FOUR_POLE_RCD_RATING,
  PHASES,
  type Phase,
  phaseSchema,
  planRcdRows,
  RCD_RATINGS,
  RCD_TYPES,
  type RcdBreakerLine,
  type RcdRating,
  type RcdRow,
  type RcdType,
  type RowSplit,
  rcdRatingFor,
  rcdTypeSchema,
  strictestRcdType,
} from './rcd-rows.ts';
export * from './read-dimensioning.ts';
