// The parts without pdf-lib: the browser loads './estimate-pdf' only when a PDF is asked for.
export * from './board-layout.ts';
export * from './estimate-groups.ts';
export * from './estimate-pdf-input.ts';
