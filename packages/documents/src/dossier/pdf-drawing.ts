import { degrees } from 'pdf-lib';
import { hexColor, type PageLayout } from '../layout/index.ts';
import { DRAWING_COLORS, type Shape } from './drawing.ts';
import { textWidth } from './text-measure.ts';

/**
 * Draws shapes of a drawing (drawing.ts) on the layout's current page, vector, the drawing's top-left
 * corner at (x, top) in PDF points: the same shapes as the SVG, y turned upwards.
 */
export function drawShapes(layout: PageLayout, shapes: readonly Shape[], x: number, top: number): void {
  const page = layout.page;
  const at = (sx: number, sy: number) => ({ x: x + sx, y: top - sy });
  for (const shape of shapes) {
    switch (shape.kind) {
      case 'line':
        page.drawLine({
          start: at(shape.x1, shape.y1),
          end: at(shape.x2, shape.y2),
          thickness: shape.width ?? 0.9,
          color: hexColor(shape.color ?? DRAWING_COLORS.ink),
          ...(shape.dashed ? { dashArray: [3, 2] } : {}),
        });
        break;
      case 'rect': {
        const corner = at(shape.x, shape.y + shape.height);
        page.drawRectangle({
          ...corner,
          width: shape.width,
          height: shape.height,
          ...(shape.fill ? { color: hexColor(shape.fill) } : {}),
          ...(shape.stroke
            ? {
                borderColor: hexColor(shape.stroke),
                borderWidth: 0.9,
                ...(shape.dashed ? { borderDashArray: [3, 2] } : {}),
              }
            : {}),
        });
        break;
      }
      case 'ellipse':
        page.drawEllipse({
          ...at(shape.cx, shape.cy),
          xScale: shape.rx,
          yScale: shape.ry,
          ...(shape.fill ? { color: hexColor(shape.fill) } : {}),
          borderColor: hexColor(shape.stroke ?? DRAWING_COLORS.ink),
          borderWidth: 0.9,
        });
        break;
      case 'text': {
        const length = textWidth(shape.text, shape.size, shape.bold);
        const shift = shape.anchor === 'start' ? 0 : shape.anchor === 'middle' ? length / 2 : length;
        const origin = shape.vertical ? at(shape.x, shape.y + shift) : at(shape.x - shift, shape.y);
        page.drawText(shape.text.replace(/[\u2007\u202f]/g, '\u00a0'), {
          ...origin,
          size: shape.size,
          font: layout.font({ bold: shape.bold }),
          color: hexColor(shape.color ?? DRAWING_COLORS.ink),
          ...(shape.vertical ? { rotate: degrees(90) } : {}),
        });
        break;
      }
    }
  }
}
