import { DRAWING_COLORS, type DrawingSheet, type Shape } from './drawing.ts';

/**
 * A drawing sheet as SVG markup (the web shows the schéma with it): shapes in points, one user unit per
 * point, in the documents' font. `title` is what a screen reader says of the picture.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const n = (value: number) => String(Math.round(value * 100) / 100);

function shapeSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'line':
      return `<line x1="${n(shape.x1)}" y1="${n(shape.y1)}" x2="${n(shape.x2)}" y2="${n(shape.y2)}" stroke="${shape.color ?? DRAWING_COLORS.ink}" stroke-width="${n(shape.width ?? 0.9)}"${shape.dashed ? ' stroke-dasharray="3 2"' : ''}/>`;
    case 'rect':
      return `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" fill="${shape.fill ?? 'none'}" stroke="${shape.stroke ?? 'none'}" stroke-width="0.9"${shape.dashed ? ' stroke-dasharray="3 2"' : ''}/>`;
    case 'ellipse':
      return `<ellipse cx="${n(shape.cx)}" cy="${n(shape.cy)}" rx="${n(shape.rx)}" ry="${n(shape.ry)}" fill="${shape.fill ?? 'none'}" stroke="${shape.stroke ?? DRAWING_COLORS.ink}" stroke-width="0.9"/>`;
    case 'text': {
      const anchor = shape.anchor === 'start' ? '' : ` text-anchor="${shape.anchor}"`;
      const turn = shape.vertical ? ` transform="rotate(-90 ${n(shape.x)} ${n(shape.y)})"` : '';
      const weight = shape.bold ? ' font-weight="bold"' : '';
      return `<text x="${n(shape.x)}" y="${n(shape.y)}" font-size="${n(shape.size)}"${weight}${anchor}${turn} fill="${shape.color ?? DRAWING_COLORS.ink}">${escapeXml(shape.text)}</text>`;
    }
  }
}

export function drawingSvg(sheet: DrawingSheet, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(sheet.width)} ${n(sheet.height)}" width="${n(sheet.width)}" height="${n(sheet.height)}" role="img" font-family="'DejaVu Sans', Verdana, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    ...sheet.shapes.map(shapeSvg),
    '</svg>',
  ].join('');
}
