// The invoice's Factur-X code (pdf-lib, fontkit, the XML writer) loads with the first invoice file asked
// for, not at start, as the devis's does (quotes/estimate-pdf-lazy.mjs). The production build
// (scripts/build.mjs) replaces it by the compiled module of the same name; from the sources, it loads
// the TypeScript.
export const { invoiceCiiXml, invoiceFileName, invoicePdf } = await import('./invoice-pdf-entry.ts');
