import { type DimensioningItem, estimateTotals, formatPrice, type QuoteItem } from '@courant/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Intl's French number format uses (narrow) no-break spaces; page texts are compared with plain ones. */
export const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** A quote as GET /quotes/{id} answers it, the fields the specs read. */
export interface QuoteView {
  id: string;
  status: string;
  totalAmount: number;
  vatRate: number;
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
}

/**
 * The project's quotes in full, oldest first (the first is the one step 8 saves): the list
 * GET /quotes/project/{id} answers summaries, GET /quotes/{id} each quote with its lines.
 */
export async function projectQuotes(
  request: APIRequestContext,
  projectId: string,
  headers?: Record<string, string>,
): Promise<QuoteView[]> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`/api/v1${path}`, { headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
  const list = await get<{ id: string }[]>(`/quotes/project/${projectId}`);
  return Promise.all(list.map(({ id }) => get<QuoteView>(`/quotes/${id}`)));
}

/** Step 8 shows the totals of the saved lines (HT, TVA 20 %, TTC), and the quote stores the HT total. */
export async function expectEstimateTotals(
  page: Page,
  quote: Pick<QuoteView, 'totalAmount' | 'quoteItems' | 'dimensioningItems'>,
): Promise<void> {
  const totals = estimateTotals([...quote.quoteItems, ...quote.dimensioningItems]);
  await expect(page.getByRole('region', { name: 'Montant total estimé' })).toContainText(
    spaces(`${formatPrice(totals.totalHT)} HT`),
  );
  const detail = page.getByRole('region', { name: 'Détail du montant' });
  await expect(detail).toContainText(spaces(`TVA 20 %${formatPrice(totals.tva)}`));
  await expect(detail).toContainText(spaces(`Total TTC${formatPrice(totals.totalTTC)}`));
  expect(quote.totalAmount).toBe(totals.totalHT);
}

/** A PDF's text as pdf.js reads it, its pages one after the other, spaces made plain and single. */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: spaces(parts.join('\n')).replace(/\s+/g, ' ') };
}
