/**
 * The text of a PDF as pdf.js reads it, white space and the no-break spaces of fr-FR folded to one plain
 * space: what the tests of the estimate PDF (here, the server's, the e2e) compare. pdfjs-dist is loaded
 * only when called, so that the package's users who never read PDFs never load it (they bring it:
 * it is a development dependency here).
 */
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** Each page's text items joined by spaces, as pdf.js gives them. */
async function rawPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes the buffer over, and the caller may still want its bytes.
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/** The whole document's text, and how many pages it has. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pages = await rawPages(bytes);
  return { pages: pages.length, text: fold(pages.join('\n')) };
}

/** Each page's text. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await rawPages(bytes)).map(fold);
}
