// Bundled apart from the server (dist/dossier-pdf-lazy.mjs), loaded on use: see dossier-pdf-lazy.mjs.
export {
  buildDossierPdf,
  buildLabelsPdf,
  dossierFileName,
  labelsFileName,
} from '@courant/documents/dossier-pdf';
