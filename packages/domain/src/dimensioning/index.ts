export * from './board.ts';
export * from './circuits.ts';
export * from './compute-dimensioning.ts';
export * from './dimensioning.schema.ts';
