import { csvFileName, estimateTotals, formatPrice, newCustomItem } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { devisWithRooms, SMALL_DEVIS } from '../../test/devis-samples.ts';
import { SAMPLE_COMPANY_MENTIONS } from '../../test/samples.ts';
import { boardInputFromItems, layoutBoard } from '../board-layout.ts';
import { loadPdfFonts } from '../node-fonts.ts';
import { pdfPages, pdfText } from '../pdf-text.ts';
import { buildEstimatePdf, type EstimatePdfInput, pdfFileName } from './build.ts';
import { estimatePdfInput } from './input.ts';

const fonts = await loadPdfFonts();

const normal = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

const input: EstimatePdfInput = { ...SMALL_DEVIS, fonts };

// Embedding the fonts and reading the PDF back take a few seconds on a busy machine.
describe('buildEstimatePdf', { timeout: 30_000 }, () => {
  it('writes a PDF with the company, the project, every line and the totals of the screen', async () => {
    const bytes = await buildEstimatePdf(input);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Électricité Martin',
      'SIRET : 12345678900015',
      'Estimation Maison Dupont',
      'Code postal : 69003',
      'Surface : 92,55 m²',
      'Séjour',
      'Chambre 1',
      'Installation du logement',
      'Détecteur avertisseur autonome de fumée',
      'Éléments personnalisés',
      'Prise extérieure',
      'Plaque de cuisson',
      'Interrupteur différentiel',
      'Tableau électrique',
      'Schéma du tableau électrique',
      'Date : 22/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    const totals = estimateTotals([...input.quoteItems, ...input.dimensioningItems]);
    expect(totals.totalHT).toBeGreaterThan(100);
    expect(text).toContain(`Total HT ${normal(formatPrice(totals.totalHT))}`);
    expect(text).toContain(`TVA 20 % ${normal(formatPrice(totals.tva))}`);
    expect(text).toContain(`Total TTC ${normal(formatPrice(totals.totalTTC))}`);
    expect(text).toContain(`Page 1 / ${pages}`);
  });

  it('goes on over more pages for a long estimate, each page numbered', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...newCustomItem(`custom-${i}`),
      intitule: `Ligne personnalisée numéro ${i + 1} avec un intitulé assez long pour passer à la ligne`,
      prix: 1,
    }));
    const { pages, text } = await pdfText(await buildEstimatePdf({ ...input, quoteItems: many }));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} / ${pages}`);
    expect(text).toContain('numéro 120');
  });

  it('prints a labour line with its hours and hourly rate', async () => {
    const labour = {
      ...newCustomItem('mo-1'),
      intitule: 'Main-d’œuvre tirage',
      prix: 52.5,
      quantity: 3,
      kind: 'main_oeuvre' as const,
    };
    const { text } = await pdfText(await buildEstimatePdf({ ...input, quoteItems: [labour] }));
    expect(text).toContain('3 h 52,50 € /h 157,50 €');
  });

  it("prints 'prix à saisir' for a line the catalogue has no price for, not a free item", async () => {
    const gtl = { ...newCustomItem('gtl'), intitule: 'Gaine technique logement', prix: 0, prixASaisir: true };
    const { text } = await pdfText(await buildEstimatePdf({ ...input, quoteItems: [gtl] }));
    expect(text).toContain('Gaine technique logement — 1 prix à saisir 0,00 €');
  });

  it("prints the company's logo above its name, and still a PDF when the logo is unreadable", async () => {
    // A 2×1 red PNG.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4z8AARAAI/gH/xp559wAAAABJRU5ErkJggg==';
    const images = async (bytes: Uint8Array) => {
      const { PDFDocument, PDFName, PDFDict } = await import('pdf-lib');
      const doc = await PDFDocument.load(bytes);
      const xObjects = doc.getPages()[0]?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      return xObjects?.keys().length ?? 0;
    };
    const withLogo = await buildEstimatePdf({
      ...input,
      company: { ...input.company, logo: `data:image/png;base64,${png}` },
    });
    expect(await images(withLogo)).toBe(1);
    const broken = await buildEstimatePdf({
      ...input,
      company: { ...input.company, logo: 'data:image/png;base64,AAAA' },
    });
    expect(await images(broken)).toBe(0);
    expect((await pdfText(broken)).text).toContain('Électricité Martin');
  });

  it('prints the totals per VAT rate and the reduced-rate mention', async () => {
    const quoteItems = input.quoteItems.map((item) =>
      item.id === 'custom-1' ? { ...item, vatRate: 20 as const } : item,
    );
    const { text } = await pdfText(await buildEstimatePdf({ ...input, quoteItems, vatRate: 10 }));
    const totals = estimateTotals([...quoteItems, ...input.dimensioningItems], 10);
    expect(totals.byRate.map((r) => r.rate)).toEqual([20, 10]);
    for (const r of totals.byRate) {
      expect(text).toContain(`Base HT à ${normal(`${String(r.rate)} %`)} ${normal(formatPrice(r.baseHT))}`);
      expect(text).toContain(`TVA ${r.rate} % ${normal(formatPrice(r.tva))}`);
    }
    expect(text).toContain(`Total TTC ${normal(formatPrice(totals.totalTTC))}`);
    expect(text).toContain('achevés depuis plus de deux ans');
  });

  it('a devis of a company under the franchise en base: 0 %, no VAT, TTC = HT, the art. 293 B mention', async () => {
    const bytes = await buildEstimatePdf({ ...input, vatRate: 0 });
    const { text } = await pdfText(bytes);
    const totals = estimateTotals([...input.quoteItems, ...input.dimensioningItems], 0);
    expect(text).toContain(`Total HT ${normal(formatPrice(totals.totalHT))}`);
    expect(text).toContain('TVA 0 % 0,00 €');
    expect(text).toContain(`Total TTC ${normal(formatPrice(totals.totalHT))}`);
    expect(text).toContain('Montants en euros. TVA non applicable, art. 293 B du CGI.');
    expect(text.match(/TVA non applicable, art\. 293 B du CGI/g)).toHaveLength(2);
    expect(text).not.toContain('TVA 20 %');
    expect(text).not.toContain('achevés depuis plus de deux ans');
  });

  it('builds what the PDF prints from saved records: unknown facts null, a numeric surface read (estimatePdfInput)', () => {
    const built = estimatePdfInput({
      company: { name: 'Électricité Martin', siret: '12345678900015' },
      project: { name: 'Maison', typeTravaux: 'Renovation', surfaceLoiCarrez: '92.5' },
      rooms: [{ id: 'r1', name: 'Séjour' }],
      quote: { quoteItems: input.quoteItems, dimensioningItems: [], vatRate: 5.5 },
      date: input.date,
    });
    expect(built).toMatchObject({
      company: { email: null },
      project: { name: 'Maison', surface: 92.5, codePostal: null },
      vatRate: 5.5,
    });
  });

  it("prints the company's legal mentions, its insurance, the conditions and the acceptance block", async () => {
    const company = {
      ...input.company,
      ...SAMPLE_COMPANY_MENTIONS,
      validityDays: 30,
      mediatorMention: 'Médiateur : CM2C',
    };
    const { text } = await pdfText(await buildEstimatePdf({ ...input, company }));
    for (const expected of [
      'SARL au capital de 10 000,00 €',
      '12 rue des Lilas',
      '69003 Lyon',
      'RCS Lyon 732 829 320',
      'TVA intracommunautaire : FR40732829320',
      'Assurances du Rhône',
      'police n° DEC-2026-001',
      'valable 30 jours',
      'Acompte de 30 %',
      'Médiateur : CM2C',
      'Devis reçu avant l’exécution des travaux — Bon pour accord',
      'Signature du client',
    ]) {
      expect(normal(text)).toContain(normal(expected));
    }
  });

  it('keeps the board drawing under its heading on one page, wherever the lines before it end', async () => {
    const layout = layoutBoard(boardInputFromItems(input.dimensioningItems));
    const description = normal(layout.description).slice(0, 60);
    const panelTitle = layout.panels[0]?.title ?? '';
    expect(panelTitle).not.toBe('');
    let moved = 0;
    // From 1 to 14 rooms, the drawing starts at every height of a page (each room takes 60 to 75 points).
    for (let count = 1; count <= 14; count++) {
      const pages = await pdfPages(await buildEstimatePdf({ ...devisWithRooms(count), fonts }));
      const at = (text: string) => pages.findIndex((page) => page.includes(text));
      const heading = at('Schéma du tableau électrique');
      expect(heading, `${count} rooms`).toBeGreaterThan(-1);
      // The drawing's panel title, its surge protector ('SPD') and the description under it: same page.
      const drawing = pages[heading] ?? '';
      const afterHeading = drawing.slice(drawing.indexOf('Schéma du tableau électrique'));
      expect(afterHeading, `${count} rooms`).toContain(panelTitle);
      expect(afterHeading, `${count} rooms`).toContain('SPD');
      expect(afterHeading, `${count} rooms`).toContain(description);
      if (heading > at('Signature du client')) moved++;
    }
    // Some of these drawings did not fit under the acceptance block and went to the next page, whole.
    expect(moved).toBeGreaterThan(0);
  });

  it('wraps a long project name in the title instead of running off the page', async () => {
    const name =
      'Rénovation complète T3 Durand — 8 chemin du Lac, Villeurbanne, appartement 12 au troisième étage';
    const [first] = await pdfPages(await buildEstimatePdf({ ...input, project: { ...input.project, name } }));
    // The title's last words are on the page (they were drawn past its right edge, and cut off).
    expect(first).toContain(`Estimation ${name}`.split(' ').slice(-3).join(' '));
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: (await buildEstimatePdf({ ...input, project: { ...input.project, name } })).slice(),
      useSystemFonts: false,
    }).promise;
    const page = await doc.getPage(1);
    const width = page.getViewport({ scale: 1 }).width;
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str) continue;
      expect(item.transform[4] + item.width, item.str).toBeLessThanOrEqual(width - 39);
    }
  });

  it('is named like the CSV', () => {
    expect(pdfFileName(csvFileName(new Date(2026, 10, 22)))).toBe('estimation-2026-11-22.pdf');
  });
});
