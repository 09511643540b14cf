import type { PageLayout } from './page-layout.ts';
import { fitText } from './text.ts';
import { COLORS } from './theme.ts';

const SIZE = 7.5;

/**
 * A footer on every page, drawn once the document is complete (the page count is known then): a rule,
 * `text` on the left (cut with '…' if too long) and 'Page n / total' on the right.
 */
export function drawPageFooters(layout: PageLayout, text: string): void {
  const count = layout.pages.length;
  layout.pages.forEach((page, i) => {
    const { width } = page.getSize();
    const margin = layout.format.margin;
    page.drawLine({
      start: { x: margin, y: margin + 12 },
      end: { x: width - margin, y: margin + 12 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    const pageText = `Page ${i + 1} / ${count}`;
    const draw = (line: string, x: number) =>
      page.drawText(line, { x, y: margin, size: SIZE, font: layout.regular, color: COLORS.muted });
    draw(fitText(text, layout.regular, SIZE, width - 2 * margin - 80), margin);
    draw(pageText, width - margin - layout.regular.widthOfTextAtSize(pageText, SIZE));
  });
}
