import type { PDFFont } from 'pdf-lib';

/**
 * Text as French documents set it. The domain writes its texts with no-break spaces where French
 * typography wants them (before ':' ';' '!' '?', between a number and its unit, in amounts): the layout
 * never breaks a line there, so '12 500,00 €' or 'Date : 22/11/2026' stay whole. Every no-break space
 * is drawn as U+00A0, which the document fonts (DejaVu) draw at a word space's width: the narrow
 * one of Intl's amounts included, so that a column of amounts keeps one spacing whatever wrote them.
 */

export const NBSP = '\u00a0';

/** Breaking white space (tabs, line breaks, spaces), not the no-break ones. */
const BREAKING_SPACE = /[^\S\u00a0\u2007\u202f]+/g;
const NO_BREAK_SPACE = /[\u00a0\u2007\u202f]/g;

/** One line of text, ready to draw: runs of white space made one space, no-break spaces kept. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(BREAKING_SPACE, ' ').replace(NO_BREAK_SPACE, NBSP).trim();
}

/** 'Label : value' with the no-break space French puts before a colon. */
export function labelled(label: string, value: string): string {
  return `${label}${NBSP}: ${value}`;
}

/** The lines `text` takes in `width`, broken at spaces only; a word longer than the width is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = oneLine(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The text on one line, cut with '…' when it is wider than `width`. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  const full = oneLine(text);
  if (font.widthOfTextAtSize(full, size) <= width) return full;
  let cut = full.length;
  while (cut > 1 && font.widthOfTextAtSize(`${full.slice(0, cut).trimEnd()}…`, size) > width) cut--;
  return `${full.slice(0, cut).trimEnd()}…`;
}
