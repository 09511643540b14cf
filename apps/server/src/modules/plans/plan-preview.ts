import { createRequire } from 'node:module';
import type { PlanFileKind } from '@courant/domain';
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';

/** Longest side of a card thumbnail: sharp on a 2× screen for the ~400 px wide project card. */
export const PREVIEW_MAX_SIDE = 800;

function fit(width: number, height: number): { width: number; height: number; scale: number } {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scale,
  };
}

/** pdf.js's warning when it leaves out a picture past `maxImageSize`. */
const IMAGE_REMOVED = /Image exceeded maximum allowed size/;

async function renderPdfFirstPage(bytes: Uint8Array): Promise<Uint8Array> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js tells of a picture it left out by a warning only (console.warn, verbosity 1): watched here,
  // in the job's own process, for the time of this one rendering.
  let imageRemoved = false;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (IMAGE_REMOVED.test(String(args[0]))) imageRemoved = true;
  };
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's bytes stay intact.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    verbosity: 1,
    // A 16000×16000 image inside a 747 kB PDF would be decoded whole: pictures past
    // 16 megapixels are skipped, and then so is the preview (below).
    maxImageSize: 16_000_000,
  });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    // A tiny page (a receipt-size PDF) is enlarged up to 4× so the thumbnail is still legible.
    const scale = Math.min(PREVIEW_MAX_SIDE / Math.max(natural.width, natural.height, 1), 4);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.ceil(viewport.width)),
      Math.max(1, Math.ceil(viewport.height)),
    );
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
    // A page drawn without its picture (a scanned plan is one picture) would show an empty sheet as
    // the plan: no preview rather than a wrong one ('Aperçu indisponible').
    if (imageRemoved) throw new Error('the first page holds a picture past 16 megapixels: no preview');
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    console.warn = warn;
    await task.destroy();
  }
}

async function decodeHeic(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  // heic-decode ships no types: load it through require with the one signature used here.
  const decode = createRequire(import.meta.url)('heic-decode') as (input: {
    buffer: Uint8Array;
  }) => Promise<{ width: number; height: number; data: ArrayLike<number> }>;
  const image = await decode({ buffer: bytes });
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
}

async function downscaleImage(source: Image | { width: number; height: number; data: Uint8ClampedArray }) {
  const size = fit(source.width, source.height);
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width, size.height);
  if ('data' in source) {
    const full = createCanvas(source.width, source.height);
    const fullCtx = full.getContext('2d');
    const imageData = fullCtx.createImageData(source.width, source.height);
    imageData.data.set(source.data);
    fullCtx.putImageData(imageData, 0, 0);
    ctx.drawImage(full, 0, 0, size.width, size.height);
  } else {
    ctx.drawImage(source, 0, 0, size.width, size.height);
  }
  return new Uint8Array(await canvas.encode('png'));
}

/**
 * The PNG thumbnail of a plan for the project cards (part 1 §2 'Project card'): the first page of
 * a PDF, or the image itself, at most PREVIEW_MAX_SIDE pixels on its longest side.
 */
export async function makePlanPreview(bytes: Uint8Array, kind: PlanFileKind): Promise<Uint8Array> {
  if (kind === 'pdf') return renderPdfFirstPage(bytes);
  if (kind === 'heic') return downscaleImage(await decodeHeic(bytes));
  return downscaleImage(await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
}
