import { describe, expect, it } from 'vitest';
import { detectPlanFileKind } from './file-type.ts';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : p)));

describe('detectPlanFileKind', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a', [1, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheix', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypmsf1', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftyphevc', [0, 0, 0, 0])],
  ])('recognises %s by its first bytes', (kind, content) => {
    expect(detectPlanFileKind(content)).toBe(kind);
  });

  it.each([
    ['text', bytes('bonjour, je suis un plan.pdf')],
    ['empty', new Uint8Array(0)],
    ['truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['RIFF that is not WEBP (a WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['MP4 video (ftyp isom)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0])],
    ['PDF signature not at the start', bytes(' %PDF-1.4')],
    ['ZIP', bytes('PK', [3, 4])],
  ])('refuses %s', (_label, content) => {
    expect(detectPlanFileKind(content)).toBeNull();
  });
});
