import { describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../node-fonts.ts';
import { pdfPages } from '../pdf-text.ts';
import {
  A4_LANDSCAPE,
  drawAmountsBox,
  drawPageFooters,
  labelled,
  NBSP,
  PageLayout,
  Table,
  wrapText,
} from './index.ts';

const fonts = await loadPdfFonts();
const open = () => PageLayout.open({ title: 'Essai', author: 'Courant', date: new Date(0), fonts });

async function pagesOf(layout: PageLayout, footer = 'Essai'): Promise<string[]> {
  drawPageFooters(layout, footer);
  return pdfPages(await layout.save());
}

// Embedding the fonts and reading the PDF back take a few seconds on a busy machine.
describe('layout primitives', { timeout: 30_000 }, () => {
  it('wraps at spaces only: an amount or a label with its colon stays on one line', async () => {
    const layout = await open();
    const amount = `12\u202f500,00${NBSP}€`;
    const text = `Reste à payer ${amount} ${labelled('Échéance', '22/12/2026')}`;
    const width = layout.regular.widthOfTextAtSize('Reste à payer 12 500,0', 10);
    const lines = wrapText(text, layout.regular, 10, width);
    expect(lines).toContain(`12${NBSP}500,00${NBSP}€`);
    expect(lines.join(' ')).toBe(text.replace('\u202f', NBSP));
    expect(lines.every((line) => !line.endsWith('Échéance'))).toBe(true);
    // A word wider than the column is cut rather than run off the page.
    const long = wrapText('x'.repeat(200), layout.regular, 10, 100);
    expect(long.length).toBeGreaterThan(1);
    for (const line of long) expect(layout.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });

  it('runs a long paragraph over as many pages as it needs, each numbered', async () => {
    const layout = await open();
    const words = Array.from({ length: 900 }, (_, i) => `mot${i + 1}`).join(' ');
    layout.paragraph(words);
    const pages = await pagesOf(layout, 'Dossier Dupont');
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    expect(all).toContain('mot1 ');
    expect(all).toContain('mot900');
    pages.forEach((page, i) => {
      expect(page).toContain(`Dossier Dupont Page ${i + 1} / ${pages.length}`);
    });
  });

  it('draws a table whose header comes again on each page and whose rows are never split', async () => {
    const layout = await open();
    const table = new Table(layout, [
      { header: 'Circuit', width: 200 },
      { header: 'Section', width: 80, align: 'right', muted: true },
      { header: 'Protection', align: 'right' },
    ]);
    layout.heading('Circuits');
    table.header();
    for (let i = 1; i <= 60; i++) {
      table.row({ cells: [`Circuit ${i} prises de courant de la chambre`, '2,5 mm²', `C${NBSP}20${NBSP}A`] });
    }
    const pages = await pagesOf(layout);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/^(Circuits )?Circuit Section Protection /);
    for (let i = 1; i <= 60; i++) {
      const row = `Circuit ${i} prises de courant de la chambre 2,5 mm² C 20 A`;
      expect(
        pages.filter((page) => page.includes(row)),
        row,
      ).toHaveLength(1);
    }
  });

  it('keeps a heading with what follows it rather than alone at the bottom of a page', async () => {
    const layout = await open();
    layout.down(layout.bodyHeight - 40);
    layout.heading('Conditions', 11);
    layout.paragraph('Devis gratuit.');
    const pages = await pagesOf(layout);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Conditions Devis gratuit.');
  });

  it('prints amounts formatted in French in a box, kept on one page', async () => {
    const layout = await open();
    layout.down(layout.bodyHeight - 30);
    drawAmountsBox(layout, [
      { label: 'Total HT', euros: 12500 },
      { label: 'TVA 20 %', euros: 2500 },
      { label: 'Net à payer', euros: 15000, strong: true },
    ]);
    const pages = await pagesOf(layout);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Total HT 12 500,00 € TVA 20 % 2 500,00 € Net à payer 15 000,00 €');
  });

  it('takes a landscape page for a wide drawing, its text area following the page', async () => {
    const layout = await open();
    const portrait = layout.width;
    layout.newPage(A4_LANDSCAPE);
    expect(layout.width).toBeGreaterThan(portrait + 200);
    layout.rightText('Schéma unifilaire', layout.right, { bold: true });
    const bytes = await layout.save();
    const { PDFDocument } = await import('pdf-lib');
    const sizes = (await PDFDocument.load(bytes)).getPages().map((page) => page.getSize());
    expect(sizes.map((s) => s.width > s.height)).toEqual([false, true]);
    expect((await pdfPages(bytes))[1]).toContain('Schéma unifilaire');
  });
});
