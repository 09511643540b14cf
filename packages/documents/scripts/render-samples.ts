/**
 * Renders the sample devis (test/devis-samples.ts) into a directory: for each, the PDF, its text as
 * pdf.js reads it page by page, and every text item with its position (to the hundredth of a point).
 * Run it before and after a layout change and `diff -r` the two directories: identical text and
 * positions mean the reader sees the same devis (then look at the pages: `pdftoppm -png`).
 *
 *   npx tsx packages/documents/scripts/render-samples.ts /tmp/devis-before
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildEstimatePdf } from '../src/estimate-pdf/build.ts';
import { loadPdfFonts } from '../src/node-fonts.ts';
import { pdfPages } from '../src/pdf-text.ts';
import { DEVIS_SAMPLES } from '../test/devis-samples.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: render-samples.ts <output directory>');
  process.exit(2);
}

/** Each text item of each page: its page, position, width and text. */
async function textItems(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const rows: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) {
      if (!('str' in item) || item.str === '') continue;
      const [a, , , d, x, y] = item.transform.map((n: number) => n.toFixed(2));
      rows.push(`${i} ${x} ${y} ${a}/${d} w=${item.width.toFixed(2)} ${JSON.stringify(item.str)}`);
    }
  }
  return rows;
}

await mkdir(dir, { recursive: true });
const fonts = await loadPdfFonts();
for (const [name, sample] of Object.entries(DEVIS_SAMPLES)) {
  const bytes = await buildEstimatePdf({ ...sample, fonts });
  await writeFile(join(dir, `${name}.pdf`), bytes);
  await writeFile(join(dir, `${name}.txt`), `${(await pdfPages(bytes)).join('\n\f\n')}\n`);
  await writeFile(join(dir, `${name}.items`), `${(await textItems(bytes)).join('\n')}\n`);
  console.log(`${name}: ${bytes.length} bytes`);
}
