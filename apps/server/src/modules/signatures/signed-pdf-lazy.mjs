// The signed PDF's code (pdf-lib, the layout primitives, @signpdf) loads with the first signature, not
// at start (sign.service.ts imports this file by URL). The production build (scripts/build.mjs)
// replaces it by the compiled module of the same name; from the sources, it loads the TypeScript.
export const { buildSignedPdf } = await import('./signed-pdf.ts');
