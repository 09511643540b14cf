// The parts without pdf-lib, which the web imports too: the board drawing model, the devis's groups of
// lines, and what a devis prints built from saved records.
export * from './board-layout.ts';
export * from './dossier/index.ts';
export * from './estimate-groups.ts';
export * from './estimate-pdf/input.ts';
