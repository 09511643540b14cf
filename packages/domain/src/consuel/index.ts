export * from './attestation.ts';
export * from './circuit-details.ts';
export * from './dossier.ts';
export * from './dossier-board.ts';
export * from './measurement-labels.ts';
export * from './measurements.schema.ts';
export * from './self-check.ts';
export * from './self-check-items.ts';
