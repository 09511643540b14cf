import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devisCsv } from './devis-csv.ts';
import { formatVatRate, hasReducedRate, vatRateLabel } from './mentions.ts';
import { type DimensioningItem, type QuoteItem, quoteItemSchema, VAT_RATES, type VatRate } from './schema.ts';
import { estimateTotals } from './totals.ts';
import { isVatExempt, underVatRegime, VAT_EXEMPT_MENTION } from './vat-regime.ts';

const line = (id: string, prix: number, vatRate?: QuoteItem['vatRate']): QuoteItem =>
  quoteItemSchema.parse({ id, intitule: `Ligne ${id}`, prix, quantity: 2, ...(vatRate ? { vatRate } : {}) });
const breaker: DimensioningItem = {
  id: 'b1',
  type: 'circuit_breaker',
  intitule: 'Disjoncteur 16 A',
  reference_principal: 'R9PFC616',
  prix: 10,
  quantity: 3,
  vatRate: 20,
};

describe('franchise en base (art. 293 B du CGI)', () => {
  it('an exempt company: the devis and every line at 0 %, no VAT, TTC = HT, the mention and no attestation', () => {
    const content = underVatRegime(
      { vatRate: 10, quoteItems: [line('a', 50), line('b', 5, 5.5)], dimensioningItems: [breaker] },
      true,
    );
    expect(content.vatRate).toBe(0);
    const items = [...content.quoteItems, ...content.dimensioningItems];
    expect(items.every((item) => item.vatRate === undefined)).toBe(true);
    const totals = estimateTotals(items, content.vatRate);
    expect(totals).toEqual({
      totalHT: 140,
      tva: 0,
      totalTTC: 140,
      byRate: [{ rate: 0, baseHT: 140, tva: 0 }],
    });
    expect(isVatExempt(content.vatRate)).toBe(true);
    expect(VAT_EXEMPT_MENTION).toBe('TVA non applicable, art. 293 B du CGI');
    expect(hasReducedRate(items, content.vatRate)).toBe(false);
    expect(vatRateLabel(0)).toBe('TVA 0\u00a0%');
    expect(devisCsv(items, content.vatRate)).toContain('Ligne a;;2;50,00;0 %;100,00');
  });

  it('a company charging VAT: 0 % is not a rate (the devis goes back to 20 %, a 0 % line to the devis rate)', () => {
    const content = underVatRegime({ vatRate: 0, quoteItems: [line('a', 50, 0), line('b', 5, 10)] }, false);
    expect(content.vatRate).toBe(20);
    expect(content.quoteItems.map((item) => item.vatRate)).toEqual([undefined, 10]);
    expect(estimateTotals(content.quoteItems, content.vatRate).byRate.map((r) => r.rate)).toEqual([20, 10]);
    expect(isVatExempt(content.vatRate)).toBe(false);
    // A rate the user chose is kept; lines without one take the saved rate.
    const linesOnly: { quoteItems: QuoteItem[]; vatRate?: VatRate } = { quoteItems: [line('a', 1)] };
    expect(underVatRegime(linesOnly, false, 5.5).vatRate).toBe(5.5);
  });

  it('a status change alone leaves the VAT of a sent devis as it is', () => {
    const statusOnly: { status: string; vatRate?: VatRate } = { status: 'accepted' };
    expect(underVatRegime(statusOnly, true, 20)).toEqual({ status: 'accepted' });
  });

  it('exempt, whatever the lines and rates: no VAT and one 0 % total equal to the lines', () => {
    const lineArb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 5 }),
      prix: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 50 }),
      vatRate: fc.constantFrom(...VAT_RATES, undefined),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...VAT_RATES),
        (lines, rate) => {
          const content = underVatRegime({ vatRate: rate, quoteItems: lines }, true);
          const totals = estimateTotals(content.quoteItems, content.vatRate);
          return (
            totals.tva === 0 &&
            totals.totalTTC === totals.totalHT &&
            totals.byRate.length === 1 &&
            totals.byRate[0]?.rate === 0 &&
            formatVatRate(content.vatRate) === '0\u00a0%'
          );
        },
      ),
    );
  });
});
