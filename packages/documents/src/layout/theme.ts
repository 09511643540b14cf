import { type RGB, rgb } from 'pdf-lib';

/** The size of a page and the room its edges keep, in PDF points (1/72 inch). */
export interface PageFormat {
  width: number;
  height: number;
  margin: number;
  /** The band above the bottom margin that page footers use: body text stops above it. */
  footerHeight: number;
}

export const A4_PORTRAIT: PageFormat = { width: 595.28, height: 841.89, margin: 40, footerHeight: 28 };
export const A4_LANDSCAPE: PageFormat = { ...A4_PORTRAIT, width: 841.89, height: 595.28 };

/** The colours of every Courant document: text, secondary text, rules, table headers, titles. */
export const COLORS = {
  ink: rgb(0.13, 0.15, 0.17),
  muted: rgb(0.45, 0.48, 0.52),
  rule: rgb(0.85, 0.87, 0.89),
  band: rgb(0.95, 0.96, 0.97),
  accent: rgb(0.11, 0.49, 0.84),
  danger: rgb(0.79, 0.16, 0.16),
  white: rgb(1, 1, 1),
} as const;

/** '#1c7ed6' → pdf-lib's colour (the board drawing shares its hex colours with the screen's SVG). */
export function hexColor(color: string): RGB {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * Heights of the pieces the layout draws, so that a heading can be kept with what follows it: a table
 * header, a subheading, a table row of one line.
 */
export const HEIGHTS = {
  tableHeader: 19,
  subheading: 24,
  oneLineRow: 16,
} as const;
