// The dossier's drawings without pdf-lib (the web draws the schéma as SVG): the PDF is
// '@courant/documents/dossier-pdf'.
export {
  dossierBoardLayout,
  labelStrips,
  MODULE_WIDTH,
  type NumberedDevice,
  numberedRows,
} from './board-drawing.ts';
export { type DrawingSheet, type DrawnText, type Shape, textBox } from './drawing.ts';
export { COLUMN, type SchemaSheet, schemaSheets } from './schema-unifilaire.ts';
export { drawingSvg } from './svg.ts';
