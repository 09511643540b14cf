export * from './build.ts';
export * from './devis-csv.ts';
export * from './differential-rows.ts';
export * from './edits.ts';
export * from './labour.ts';
export * from './new-items.ts';
export * from './schema.ts';
export * from './totals.ts';
