import { describe, expect, it } from 'vitest';
import { newCustomItem, newDimensioningItem } from '../estimate/new-items.ts';
import { estimateTotals } from '../estimate/totals.ts';
import { toCents } from '../money.ts';
import { devisLines } from './devis-lines.ts';
import { invoiceTotals } from './totals.ts';

describe('the accepted devis as invoices bill it', () => {
  const quoteItems = [
    {
      ...newCustomItem('1'),
      intitule: 'Prise 2P+T',
      prix: 3.24,
      plaque_blanche: 'S520702',
      boite_encastrement: '080041',
      quantity: 6,
      roomId: 'sejour',
      vatRate: 10 as const,
    },
    { ...newCustomItem('2'), intitule: 'Pose', prix: 45, quantity: 7.5, kind: 'main_oeuvre' as const },
  ];
  const dimensioningItems = [
    { ...newDimensioningItem('cable', '3'), intitule: 'Câble R2V 3G2,5', prix: 1.2, quantity: 23 },
  ];
  const lines = devisLines({ quoteItems, dimensioningItems, vatRate: 20 }, [
    { id: 'sejour', name: 'Séjour' },
  ]);

  it('gives each line its unit price and total in cents, its rate, unit and room', () => {
    expect(
      lines.map((l) => [
        l.id,
        l.label,
        l.quantity,
        l.unit,
        l.unitPriceCents,
        l.totalCents,
        l.vatRate,
        l.roomName,
      ]),
    ).toEqual([
      ['q:1', 'Prise 2P+T', 6, 'u', 554, 3324, 10, 'Séjour'],
      ['q:2', 'Pose', 7.5, 'h', 4500, 33_750, 20, null],
      ['d:3', 'Câble R2V 3G2,5', 23, 'm', 120, 2760, 20, null],
    ]);
  });

  it('adds up to the devis totals, rate by rate', () => {
    const devis = estimateTotals([...quoteItems, ...dimensioningItems], 20);
    const invoice = invoiceTotals(lines);
    expect(invoice.byRate.map((r) => [r.rate, r.baseCents, r.vatCents])).toEqual(
      devis.byRate.map((r) => [r.rate, toCents(r.baseHT), toCents(r.tva)]),
    );
    expect(invoice.ttcCents).toBe(toCents(devis.totalTTC));
  });
});
