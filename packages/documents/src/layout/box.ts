import { formatPrice } from '@courant/domain';
import type { RGB } from 'pdf-lib';
import type { PageLayout } from './page-layout.ts';
import { COLORS } from './theme.ts';

export interface BoxStyle {
  fill?: RGB;
  border?: RGB;
  borderWidth?: number;
  /** A dashed border: lengths of dashes and gaps. */
  dashArray?: number[];
}

/** A rectangle whose top-left corner is at (x, top), in PDF points. */
export function drawBox(
  layout: PageLayout,
  box: { x: number; top: number; width: number; height: number },
  style: BoxStyle = {},
): void {
  layout.page.drawRectangle({
    x: box.x,
    y: box.top - box.height,
    width: box.width,
    height: box.height,
    ...(style.fill ? { color: style.fill } : {}),
    ...(style.border
      ? {
          borderColor: style.border,
          borderWidth: style.borderWidth ?? 0.8,
          ...(style.dashArray ? { borderDashArray: style.dashArray } : {}),
        }
      : {}),
  });
}

/** A row of an amounts box: its label and its amount in euros (the domain's totals are). */
export interface AmountRow {
  label: string;
  euros: number;
  /** The total that matters (TTC, net to pay): bold and larger. */
  strong?: boolean;
}

const ROW_H = 17;

/**
 * Amounts in a banded box against the right edge (totals HT, VAT per rate, TTC): labels on the left,
 * amounts formatted by the domain ('1 234,50 €') on the right; the box is kept on one page.
 */
export function drawAmountsBox(layout: PageLayout, rows: readonly AmountRow[], width = 230): void {
  const height = rows.length * ROW_H + 11;
  layout.ensure(height + 20);
  layout.down(14);
  const x = layout.right - width;
  drawBox(layout, { x, top: layout.y, width, height }, { fill: COLORS.band, border: COLORS.rule });
  layout.down(8);
  for (const row of rows) {
    const style = { size: row.strong ? 11 : 10, bold: row.strong ?? false };
    layout.text(row.label, x + 10, style);
    layout.rightText(formatPrice(row.euros), x + width - 10, style);
    layout.down(ROW_H);
  }
  layout.down(12);
}
