import { describe, expect, it } from 'vitest';
import { labourSummary } from './labour.ts';
import {
  clientMentions,
  formatVatRate,
  hasReducedRate,
  REDUCED_VAT_MENTION,
  vatRateLabel,
  withdrawalFormLines,
} from './mentions.ts';

describe('VAT mentions (reference/devis.md)', () => {
  it.each([
    [5.5, '5,5\u00a0%'],
    [10, '10\u00a0%'],
    [20, '20\u00a0%'],
  ] as const)('writes the rate %s the French way: %s', (rate, written) => {
    expect(formatVatRate(rate)).toBe(written);
    expect(vatRateLabel(rate)).toBe(`TVA ${written}`);
  });

  it('asks for the client mention when a line, or the quote, is at a reduced rate', () => {
    expect(hasReducedRate([{}, { vatRate: 20 }])).toBe(false);
    expect(hasReducedRate([{}, { vatRate: 5.5 }])).toBe(true);
    expect(hasReducedRate([{}], 10)).toBe(true);
    expect(hasReducedRate([{ vatRate: 20 }], 10)).toBe(false);
    expect(REDUCED_VAT_MENTION).toMatch(/plus de deux ans/);
  });
});

describe('labourSummary', () => {
  it('sums hours and amount of the labour lines only', () => {
    const summary = labourSummary([
      { kind: 'main_oeuvre', quantity: 2.5, prix: 45 },
      { kind: 'main_oeuvre', quantity: 0.3, prix: 45 },
      { kind: 'fourniture', quantity: 10, prix: 3 },
      { kind: 'deplacement', quantity: 1, prix: 30 },
    ]);
    expect(summary).toEqual({ hours: 2.8, amount: 126 });
  });
});

describe('client-dependent mentions (reference/devis.md)', () => {
  it('late payment only for a professional, mediator and withdrawal only for a private client', () => {
    expect(clientMentions({ kind: 'professionnel', offPremises: true })).toEqual({
      latePayment: true,
      mediator: false,
      withdrawal: false,
    });
    expect(clientMentions({ kind: 'particulier', offPremises: true })).toEqual({
      latePayment: false,
      mediator: true,
      withdrawal: true,
    });
    // Accepted on the company's premises: no withdrawal right.
    expect(clientMentions({ kind: 'particulier', offPremises: false }).withdrawal).toBe(false);
    expect(clientMentions({ kind: null, offPremises: true })).toEqual({
      latePayment: true,
      mediator: true,
      withdrawal: false,
    });
  });

  it('the withdrawal form names the company', () => {
    const lines = withdrawalFormLines({
      name: 'Martin Élec',
      address: '1 rue A, 69003 Lyon',
      email: 'a@b.fr',
    });
    expect(lines[1]).toBe('À l’attention de Martin Élec, 1 rue A, 69003 Lyon, a@b.fr\u00a0:');
    expect(lines.at(-1)).toBe('(*) Rayez la mention inutile.');
  });
});
