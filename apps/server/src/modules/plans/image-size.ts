import type { PlanFileKind } from '@courant/domain';

/**
 * Largest picture a plan may be: decoding costs 4 bytes a pixel, so a 124 kB PNG of 32000×32000
 * would ask 4 GB. Read from the header, before anything decodes it.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGE_SIDE = 16_384;

export const imageTooLargeMessage = (name: string) =>
  `L’image "${name}" est trop grande (plus de 100 mégapixels ou plus de 16\u202f384 pixels de côté). Réduisez sa définition puis réessayez.`;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const tag = (b: Uint8Array, i: number) => String.fromCharCode(...b.subarray(i, i + 4));

function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // SOF0…SOF15 hold the frame size; C4 (Huffman), C8 and CC (arithmetic) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array) {
  const chunk = tag(b, 12);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** HEIF: the largest 'ispe' (image spatial extent) property, wherever the boxes put it. */
function heicSize(b: Uint8Array) {
  let best: { width: number; height: number } | null = null;
  const end = Math.min(b.length - 16, 1 << 20);
  for (let i = 4; i < end; i += 1) {
    if (b[i] === 0x69 && tag(b, i) === 'ispe') {
      const size = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
  }
  return best;
}

/** Width and height from the file's header, without decoding; null for a PDF or an unreadable header. */
export function imageDimensions(
  bytes: Uint8Array,
  kind: PlanFileKind,
): { width: number; height: number } | null {
  switch (kind) {
    case 'png':
      return tag(bytes, 12) === 'IHDR' ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case 'gif':
      return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
    case 'jpeg':
      return jpegSize(bytes);
    case 'webp':
      return webpSize(bytes);
    case 'heic':
      return heicSize(bytes);
    default:
      return null;
  }
}

/** True when the header announces more pixels than a plan may have. */
export function isImageTooLarge(bytes: Uint8Array, kind: PlanFileKind): boolean {
  const size = imageDimensions(bytes, kind);
  if (!size) return false;
  return (
    size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS
  );
}
