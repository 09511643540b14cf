import { buildEstimate, devisCsv, partsCsv } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { devisCsvFile, partsCsvFile, UTF8_BOM } from './estimate-export.ts';

describe('CSV files', () => {
  const { quoteItems, dimensioningItems } = buildEstimate({
    rooms: [{ id: 'r1' }],
    equipments: [{ roomId: 'r1', type: 'SimpleSocket', quantity: 3, metadata: null }],
    dimensioning: { circuit_breakers: [{ rating: 16, quantity: 2, description: 'Prises' }] },
  });
  const items = [...quoteItems, ...dimensioningItems];
  const day = new Date(2026, 0, 5, 23, 30);

  it('the devis lines: the domain CSV at the quote rate, with a BOM for Excel, named by the day', () => {
    const file = devisCsvFile(items, 10, day);
    expect(file.name).toBe('estimation-2026-01-05.csv');
    expect(file.content.startsWith(UTF8_BOM)).toBe(true);
    expect(file.content.slice(1)).toBe(devisCsv(items, 10));
    expect(file.content.slice(1).split('\r\n')[0]).toBe(
      'Désignation;Référence;Quantité;P.U. HT;TVA;Total HT',
    );
    expect(file.content).toContain(';10 %;');
  });

  it('the parts list: références and quantités', () => {
    const file = partsCsvFile(items, day);
    expect(file.name).toBe('pieces-2026-01-05.csv');
    expect(file.content).toBe(`${UTF8_BOM}${partsCsv(items)}`);
    expect(file.content.slice(1).split('\r\n')[0]).toBe('Référence;Quantité');
  });
});
