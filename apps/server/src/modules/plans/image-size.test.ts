import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageDimensions, isImageTooLarge } from './image-size.ts';

async function encoded(format: 'png' | 'jpeg' | 'webp', width: number, height: number) {
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').fillRect(0, 0, 4, 4);
  return new Uint8Array(await canvas.encode(format as 'png'));
}

/** A PNG signature and IHDR announcing any size (the hostile 124 kB 32000×32000 PNG starts like this). */
function pngHeader(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

describe('image dimensions read from the header (refuse before decoding)', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('reads a %s', async (format) => {
    expect(imageDimensions(await encoded(format, 321, 123), format)).toEqual({ width: 321, height: 123 });
  });

  it('refuses more than 100 megapixels or a side over 16 384 pixels, accepts a big scan', () => {
    expect(isImageTooLarge(pngHeader(32000, 32000), 'png')).toBe(true);
    expect(isImageTooLarge(pngHeader(20000, 100), 'png')).toBe(true);
    expect(isImageTooLarge(pngHeader(12000, 9000), 'png')).toBe(true);
    // An A1 plan scanned at 300 dpi (70 MP) is still a plan.
    expect(isImageTooLarge(pngHeader(9921, 7016), 'png')).toBe(false);
  });
});
