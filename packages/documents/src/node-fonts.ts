import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PdfFonts } from './layout/page-layout.ts';

const require = createRequire(import.meta.url);
let loaded: Promise<PdfFonts> | null = null;

/**
 * The DejaVu fonts (they have é, € and ²) read from the dejavu-fonts-ttf package, once per process:
 * the server draws every document with them.
 */
export function loadPdfFonts(): Promise<PdfFonts> {
  loaded ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return loaded;
}
