// The dossier PDF's code (pdf-lib and fontkit) loads with the first dossier asked for, not at start, as
// the devis's does (quotes/estimate-pdf-lazy.mjs). The production build (scripts/build.mjs) replaces it
// by the compiled module of the same name; from the sources, it loads the TypeScript.
const code = await import('./dossier-pdf-entry.ts');
export const { buildDossierPdf, buildLabelsPdf, dossierFileName, labelsFileName } = code;
