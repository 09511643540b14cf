import { BOLD_WIDTHS, MEASURED_CHARACTERS, REGULAR_WIDTHS } from './font-widths.ts';

const REGULAR = REGULAR_WIDTHS.split(',').map(Number);
const BOLD = BOLD_WIDTHS.split(',').map(Number);

/**
 * Text widths in the documents' font (DejaVu Sans), without pdf-lib: the schéma unifilaire is laid out
 * once, and its PDF and its SVG (drawn in the same font) fit their texts alike. A character outside the
 * table counts as wide as 'M', so a text is never fitted shorter than it draws.
 */

const INDEX = new Map([...MEASURED_CHARACTERS].map((c, i) => [c, i]));
const WIDEST = 1000;

function charWidth(c: string, widths: readonly number[]): number {
  const i = INDEX.get(c === '\u2007' || c === '\u202f' ? '\u00a0' : c);
  return i === undefined ? WIDEST : (widths[i] ?? WIDEST);
}

export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? BOLD : REGULAR;
  let total = 0;
  for (const c of text) total += charWidth(c, widths);
  return (total * size) / 1000;
}

/** The text cut with '…' so that it fits `width` (the whole text when it does). */
export function fitWidth(text: string, size: number, width: number, bold = false): string {
  const full = text.replace(/\s+/g, (space) => (/[\u00a0\u202f]/.test(space) ? space : ' ')).trim();
  if (textWidth(full, size, bold) <= width) return full;
  const widths = bold ? BOLD : REGULAR;
  const room = (width * 1000) / size - charWidth('…', widths);
  const chars = [...full];
  let used = 0;
  let cut = 0;
  while (cut < chars.length && used + charWidth(chars[cut] ?? '', widths) <= room) {
    used += charWidth(chars[cut] ?? '', widths);
    cut++;
  }
  return `${chars.slice(0, Math.max(1, cut)).join('').trimEnd()}…`;
}
