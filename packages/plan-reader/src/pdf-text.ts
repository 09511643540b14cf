import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from './types.ts';

const require = createRequire(import.meta.url);
// Fonts, character maps and image decoders come from the installed package: never from the network.
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
const dataDir = (name: string) => `${join(pdfjsDir, name)}/`;

/** Plans are one to a few pages; a 200-page document is not a plan and would hold the worker. */
export const MAX_PDF_PAGES = 8;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsModule: Promise<PdfJs> | undefined;
function pdfjs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}

/** Loads pdf.js ahead of the first PDF (its module takes a while to load on a busy machine). */
export function preloadPdfjs(): void {
  void pdfjs().catch(() => {
    pdfjsModule = undefined;
  });
}

export async function openPdf(
  bytes: Uint8Array,
): Promise<{ doc: PDFDocumentProxy; close: () => Promise<void> }> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    standardFontDataUrl: dataDir('standard_fonts'),
    cMapUrl: dataDir('cmaps'),
    cMapPacked: true,
    wasmUrl: dataDir('wasm'),
    verbosity: 0,
    // A picture past 100 megapixels (the server refuses such an image file from its header, issue 18) is
    // left out rather than decoded whole: a 747 kB PDF can hold a 16000×16000 one (1 GB as RGBA).
    maxImageSize: 100_000_000,
  });
  try {
    return { doc: await task.promise, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}

/** The page's text layer as items in page points, y downwards, with their direction. */
export async function pageTextItems(page: PDFPageProxy): Promise<TextItem[]> {
  const { Util } = await pdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const raw of content.items) {
    if (!('str' in raw) || raw.str.trim() === '') continue;
    const [a, b, c, d, e, f] = Util.transform(viewport.transform, raw.transform) as number[];
    if (a === undefined || b === undefined || c === undefined || d === undefined) continue;
    const height = Math.hypot(c, d);
    const scale = Math.hypot(a, b);
    if (height <= 0 || scale <= 0) continue;
    items.push({
      text: raw.str,
      x: e ?? 0,
      y: f ?? 0,
      // At scale 1 the item's width is already in page points, along its direction.
      width: raw.width,
      height,
      angle: (Math.atan2(-b, a) * 180) / Math.PI,
    });
  }
  return items;
}

/** Page size in points (1/72 inch), rotation applied. */
export function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const viewport = page.getViewport({ scale: 1 });
  return { width: viewport.width, height: viewport.height };
}

/** Draws a page at scale × 72 dpi, for OCR or a vision model. */
export async function renderPage(page: PDFPageProxy, scale: number): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js draws on @napi-rs/canvas in Node; its types only name the DOM's canvas.
  const target = canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'];
  await page.render({ canvas: target, viewport }).promise;
  return canvas;
}
