// The estimate PDF's code (pdf-lib and fontkit: ~0.8 s of CPU to load on the shared VM) loads with the
// first PDF asked for, not at start, so that the server starts quickly (quote-pdf.service.ts imports
// this file by URL). The production build (scripts/build.mjs) replaces it by the compiled module of
// the same name; from the sources, it loads the TypeScript.
export const { buildEstimatePdf, pdfFileName } = await import('./estimate-pdf-entry.ts');
