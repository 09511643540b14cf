import { fitWidth, textWidth } from './text-measure.ts';

/**
 * A drawing as plain shapes in points, y going down (as in SVG): the schéma unifilaire and the board
 * labels are laid out once as these, and drawn by the SVG writer (the web) and the PDF writer (the
 * dossier). Texts carry their size and anchor, so their boxes can be measured (no two overlap).
 */

export type Shape =
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      width?: number;
      dashed?: boolean;
      color?: string;
    }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      dashed?: boolean;
    }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill?: string; stroke?: string }
  | DrawnText;

export interface DrawnText {
  kind: 'text';
  /** The anchor point on the baseline. */
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  anchor: 'start' | 'middle' | 'end';
  /** Turned a quarter to read from bottom to top (the schéma's circuit texts). */
  vertical?: boolean;
  color?: string;
}

/** Ink of the drawings: black lines, dark text, one accent for the protections. */
export const DRAWING_COLORS = {
  ink: '#212529',
  muted: '#6c757d',
  accent: '#1c7ed6',
  danger: '#c92a2a',
  band: '#f1f3f5',
} as const;

/** How far a glyph rises above its baseline and falls below it, as parts of the size (DejaVu Sans). */
const GLYPH = { ascent: 0.76, descent: 0.24 } as const;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box a text takes on the drawing. */
export function textBox(t: DrawnText): Box {
  const length = textWidth(t.text, t.size, t.bold);
  const start = t.anchor === 'start' ? 0 : t.anchor === 'middle' ? -length / 2 : -length;
  if (t.vertical) {
    // Read from bottom to top: the text runs up from y, its glyphs rise towards -x.
    return {
      left: t.x - GLYPH.ascent * t.size,
      right: t.x + GLYPH.descent * t.size,
      top: t.y - start - length,
      bottom: t.y - start,
    };
  }
  return {
    left: t.x + start,
    right: t.x + start + length,
    top: t.y - GLYPH.ascent * t.size,
    bottom: t.y + GLYPH.descent * t.size,
  };
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A text fitted (cut with '…') to `width` points along its direction. */
export function fitted(text: Omit<DrawnText, 'kind'> & { width: number }): DrawnText {
  const { width, ...rest } = text;
  return { kind: 'text', ...rest, text: fitWidth(text.text, text.size, width, text.bold) };
}

export interface DrawingSheet {
  width: number;
  height: number;
  shapes: Shape[];
}
