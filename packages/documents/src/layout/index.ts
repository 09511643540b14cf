// The layout primitives every Courant document is drawn with (README: 'Writing a new document').
export { type AmountRow, type BoxStyle, drawAmountsBox, drawBox } from './box.ts';
export { drawPageFooters } from './footer.ts';
export { type DocumentInfo, PageLayout, type PdfFonts, type TextStyle } from './page-layout.ts';
export { Table, type TableColumn, type TableRow } from './table.ts';
export { fitText, labelled, NBSP, oneLine, wrapText } from './text.ts';
export { A4_LANDSCAPE, A4_PORTRAIT, COLORS, HEIGHTS, hexColor, type PageFormat } from './theme.ts';
