/**
 * Test support shared by the catalogue and estimate tests (not exported by the package): part 2 §9's
 * circuit breakers as the spec prices them — rating (A), price (cents), reference.
 */
export const SPEC_BREAKERS: readonly [rating: number, cents: number, reference: string][] = [
  [2, 1050, 'R9PFC602'],
  [6, 2000, 'R9PFC606'],
  [10, 850, 'R9PFC610'],
  [16, 850, 'R9PFC616'],
  [20, 850, 'R9PFC620'],
  [25, 1400, 'R9PFC625'],
  [32, 1400, 'R9PFC632'],
  [40, 3000, 'A9F77240'],
  [63, 11000, 'A9F77263'],
];
