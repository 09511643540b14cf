// Bundled apart from the server (dist/estimate-pdf-lazy.mjs), loaded on use: see estimate-pdf-lazy.mjs.
export { buildEstimatePdf, pdfFileName } from '@courant/documents/estimate-pdf';
