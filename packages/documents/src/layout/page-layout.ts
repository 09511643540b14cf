import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fitText, oneLine, wrapText } from './text.ts';
import { A4_PORTRAIT, COLORS, HEIGHTS, type PageFormat } from './theme.ts';

/** A TTF with é, € and ² (DejaVu Sans): node-fonts.ts reads it from node_modules. */
export interface PdfFonts {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}

export interface TextStyle {
  /** Points; 10 unless said. */
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/** What a document says of itself in the PDF's properties. */
export interface DocumentInfo {
  title: string;
  author: string;
  /** The document's date: its creation date, so that the same content gives the same file. */
  date: Date;
  fonts: PdfFonts;
  /** A4 portrait unless said. */
  format?: PageFormat;
}

/** A heading's height: 8 points above, the text, 6 below. */
const headingHeight = (size: number) => 8 + size + 6;

/**
 * A document being written from top to bottom: the current page and a cursor `y` (the top of what is
 * drawn next, in PDF points from the page's bottom). Each drawing call moves the cursor down and starts
 * a new page when what comes does not fit above the footer band. Sections decide what is kept together
 * (`keepTogether`, `ensure`); the layout never splits a text line or a table row.
 */
export class PageLayout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private pageFormat: PageFormat;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly format: PageFormat,
  ) {
    this.pageFormat = format;
    this.newPage();
  }

  /** A new PDF (pdf-lib) with the fonts embedded (subset) and its properties in French, on its first page. */
  static async open(info: DocumentInfo): Promise<PageLayout> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(info.fonts.regular, { subset: true });
    const bold = await doc.embedFont(info.fonts.bold, { subset: true });
    doc.setTitle(info.title);
    doc.setAuthor(info.author);
    doc.setCreator('Courant');
    doc.setCreationDate(info.date);
    doc.setLanguage('fr-FR');
    return new PageLayout(doc, regular, bold, info.format ?? A4_PORTRAIT);
  }

  /** The left edge of the text area. */
  get left(): number {
    return this.pageFormat.margin;
  }

  /** The width of the text area of the current page. */
  get width(): number {
    return this.pageFormat.width - 2 * this.pageFormat.margin;
  }

  get right(): number {
    return this.left + this.width;
  }

  /** The lowest point body content may reach: above the bottom margin and the footer band. */
  get bottom(): number {
    return this.pageFormat.margin + this.pageFormat.footerHeight;
  }

  /** The height a page holds between its top margin and its footer band. */
  get bodyHeight(): number {
    return this.pageFormat.height - 2 * this.pageFormat.margin - this.pageFormat.footerHeight;
  }

  /** Starts a page, of the document's format unless another is given (a landscape drawing). */
  newPage(format: PageFormat = this.format): PDFPage {
    this.pageFormat = format;
    this.page = this.doc.addPage([format.width, format.height]);
    this.pages.push(this.page);
    this.y = format.height - format.margin;
    return this.page;
  }

  /** Starts a new page unless `height` still fits above the footer band. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /**
   * Keeps a block of `height` on one page: a new page when it does not fit here, none when it could
   * not fit on any page (it then runs on from here).
   */
  keepTogether(height: number): void {
    if (height <= this.bodyHeight) this.ensure(height);
  }

  /** Moves the cursor down by `points`. */
  down(points: number): void {
    this.y -= points;
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** One line of text whose top is at the cursor, from `x`; the cursor does not move. */
  text(text: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.page.drawText(oneLine(text), {
      x,
      y: this.y - size,
      size,
      font: this.font(style),
      color: style.color ?? COLORS.ink,
    });
  }

  /** One line of text ending at `right`. */
  rightText(text: string, right: number, style: TextStyle = {}): void {
    this.text(text, right - this.textWidth(text, style), style);
  }

  /** One line of text cut with '…' to fit `width`. */
  fittedText(text: string, x: number, width: number, style: TextStyle = {}): void {
    this.text(fitText(text, this.font(style), style.size ?? 10, width), x, style);
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(oneLine(text), style.size ?? 10);
  }

  /** The lines `text` takes in `width` (the text area's unless said). */
  wrap(text: string, style: TextStyle = {}, width = this.width): string[] {
    return wrapText(text, this.font(style), style.size ?? 10, width);
  }

  /**
   * Wrapped text from `x`, each line `leading` points below the last; a page break may fall between
   * lines when `breakable` (a paragraph), never when the caller keeps the block together.
   */
  lines(
    text: string,
    options: TextStyle & { x?: number; width?: number; leading: number; breakable?: boolean },
  ): void {
    const x = options.x ?? this.left;
    for (const line of this.wrap(text, options, options.width ?? this.right - x)) {
      if (options.breakable) this.ensure((options.size ?? 10) + 4);
      this.text(line, x, options);
      this.down(options.leading);
    }
  }

  /** A paragraph over the text area's width, 3.5 points between lines, broken over pages if need be. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 9.5;
    this.lines(text, { ...style, size, leading: size + 3.5, breakable: true });
  }

  /**
   * A heading in the accent colour, kept on the page of what follows it (`next` points: by default a
   * subheading, a table header and one row), never left alone at the bottom of a page.
   */
  heading(
    text: string,
    size = 13,
    next: number = HEIGHTS.subheading + HEIGHTS.tableHeader + HEIGHTS.oneLineRow,
  ): void {
    this.keepTogether(headingHeight(size) + next);
    this.ensure(headingHeight(size) + Math.min(next, HEIGHTS.oneLineRow));
    this.down(8);
    this.text(text, this.left, { size, bold: true, color: COLORS.accent });
    this.down(size + 6);
  }

  /** A bold subheading kept with a table's header and `next` points (by default one row). */
  subheading(text: string, next: number = HEIGHTS.oneLineRow): void {
    this.ensure(HEIGHTS.subheading + HEIGHTS.tableHeader + next);
    this.down(8);
    this.text(text, this.left, { size: 10.5, bold: true });
    this.down(16);
  }

  /**
   * Label and value pairs in two columns ('Surface :' then '88,50 m²'), the values wrapped in their
   * column; pairs without a value are left out.
   */
  facts(rows: ReadonlyArray<readonly [label: string, value: string]>, labelWidth = 130): void {
    const style = { size: 9.5 };
    for (const [label, value] of rows) {
      if (!value) continue;
      for (const [i, line] of this.wrap(value, style, this.width - labelWidth).entries()) {
        this.ensure(14);
        if (i === 0) this.text(`${label}\u00a0:`, this.left, { ...style, color: COLORS.muted });
        this.text(line, this.left + labelWidth, style);
        this.down(13);
      }
    }
  }

  /** A horizontal rule across the text area, at the cursor unless `y` says where. */
  rule(options: { y?: number; color?: RGB; thickness?: number; dashArray?: number[] } = {}): void {
    const y = options.y ?? this.y;
    this.page.drawLine({
      start: { x: this.left, y },
      end: { x: this.right, y },
      thickness: options.thickness ?? 0.5,
      color: options.color ?? COLORS.rule,
      ...(options.dashArray ? { dashArray: options.dashArray } : {}),
    });
  }

  /** The PDF's bytes (pdf-lib's save options pass through: a PDF/A writer needs some). */
  save(options?: Parameters<PDFDocument['save']>[0]): Promise<Uint8Array> {
    return this.doc.save(options);
  }
}
