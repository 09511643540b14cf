import { deflateSync } from 'node:zlib';

/**
 * The hostile plan files, made here rather than stored: each is small on disk and costs
 * gigabytes or minutes to a reader that trusts it.
 */

/** A PDF whose objects are given as bodies (object n is bodies[n-1]); the xref table is computed. */
function pdf(bodies: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  bodies.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body) : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** Page tree: catalog (1), pages (2), page (3) drawing content stream 4 with the given resources. */
const page = (resources: string) => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources ${resources} >>`,
];

/** Form XObjects nested 40 deep, each drawing the next twice: 2^40 draws from ~2 kB. */
export function nestedFormsPdf(depth = 40): Uint8Array {
  const first = 5;
  const forms = Array.from({ length: depth }, (_, i) => {
    const last = i + 1 === depth;
    const resources = last ? '' : `/Resources << /XObject << /F ${first + i + 1} 0 R >> >>`;
    const content = Buffer.from(last ? '0 0 m 10 10 l S' : '/F Do /F Do');
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 595 842] ${resources}`, content);
  });
  return pdf([...page(`<< /XObject << /F ${first} 0 R >> >>`), stream('', Buffer.from('/F Do')), ...forms]);
}

/** One 16000×16000 picture (1 bit a pixel, zeros: ~30 kB compressed, 256 megapixels decoded). */
export function hugeImagePdf(side = 16000): Uint8Array {
  const raw = Buffer.alloc((side / 8) * side);
  const image = stream(
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
    deflateSync(raw, { level: 9 }),
  );
  return pdf([
    ...page('<< /XObject << /Im 5 0 R >> >>'),
    stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im Do Q')),
    image,
  ]);
}

/** Millions of path operators in one compressed content stream (~100 kB on disk). */
export function pathBombPdf(repeats = 4_000_000): Uint8Array {
  // Filled natively outside the JavaScript heap: a 112 MB string left behind would cost the process
  // that made it (the server's, in the tests) a long garbage collection while it is being probed.
  const op = '0 0 m 595 842 l 595 0 l h f\n';
  const ops = Buffer.alloc(op.length * repeats, op);
  return pdf([...page('<< >>'), stream('/Filter /FlateDecode', deflateSync(ops, { level: 9 }))]);
}

/** A PNG announcing 32000×32000 pixels (4 GB decoded) in a few hundred bytes. */
export function hugePng(side = 32000): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + side * 3);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
