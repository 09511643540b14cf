import type { PageLayout } from './page-layout.ts';
import { COLORS, HEIGHTS } from './theme.ts';

export interface TableColumn {
  header: string;
  /** Points; the column without one takes what the others leave of the text area. */
  width?: number;
  align?: 'left' | 'right';
  /** Its cells in the secondary colour (references, codes). */
  muted?: boolean;
}

export interface TableRow {
  /** One text per column, wrapped in its column. */
  cells: readonly string[];
  /** The whole row in the secondary colour. */
  muted?: boolean;
}

const ROW_SIZE = 8.5;
const LEADING = ROW_SIZE + 2.5;
/** Room between a cell's text and its column's edges. */
const PADDING = 4;

/**
 * A table drawn row by row with a banded header: rows are never split, a row that does not fit starts a
 * new page and the header is drawn again above it.
 */
export class Table {
  private readonly widths: number[];

  constructor(
    private readonly layout: PageLayout,
    readonly columns: readonly TableColumn[],
  ) {
    const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
    this.widths = columns.map((column) => column.width ?? layout.width - fixed);
  }

  /** The header row, kept with `next` points (by default one row of one line). */
  header(next: number = HEIGHTS.oneLineRow): void {
    const l = this.layout;
    l.ensure(HEIGHTS.tableHeader + next);
    l.page.drawRectangle({ x: l.left, y: l.y - 16, width: l.width, height: 16, color: COLORS.band });
    l.down(3);
    this.cells(
      this.columns.map((column) => [column.header]),
      () => ({ size: ROW_SIZE, bold: true }),
    );
    l.down(13);
  }

  /** The height a row takes, its cells wrapped. */
  rowHeight(row: TableRow): number {
    return Math.max(...this.cellLines(row).map((lines) => lines.length)) * LEADING + 5;
  }

  row(row: TableRow): void {
    const l = this.layout;
    const height = this.rowHeight(row);
    if (l.y - height < l.bottom) {
      l.newPage();
      this.header();
    }
    l.down(3);
    const top = l.y;
    this.cells(this.cellLines(row), (i) => ({
      size: ROW_SIZE,
      color: row.muted || this.columns[i]?.muted ? COLORS.muted : COLORS.ink,
    }));
    l.y = top - height + 3;
    l.rule();
  }

  private cellLines(row: TableRow): string[][] {
    return this.widths.map((width, i) =>
      this.layout.wrap(row.cells[i] ?? '', { size: ROW_SIZE }, width - 2 * PADDING),
    );
  }

  /** Each column's lines from the cursor down, aligned in their column; the cursor ends where it began. */
  private cells(
    lines: readonly (readonly string[])[],
    style: (column: number) => Parameters<PageLayout['text']>[2],
  ): void {
    const l = this.layout;
    const top = l.y;
    let x = l.left;
    this.columns.forEach((column, i) => {
      const width = this.widths[i] ?? 0;
      l.y = top;
      for (const line of lines[i] ?? []) {
        if (column.align === 'right') l.rightText(line, x + width - PADDING, style(i));
        else l.text(line, x + PADDING, style(i));
        l.down(LEADING);
      }
      x += width;
    });
    l.y = top;
  }
}
