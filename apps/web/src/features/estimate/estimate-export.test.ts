import { buildEstimate, estimateCsv } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { estimateCsvFile, UTF8_BOM } from './estimate-export.ts';

describe('estimateCsvFile (part 2 §9)', () => {
  it('is the domain CSV of every line, with a BOM for Excel, named by the day', () => {
    const { quoteItems, dimensioningItems } = buildEstimate({
      rooms: [{ id: 'r1' }],
      equipments: [{ roomId: 'r1', type: 'SimpleSocket', quantity: 3, metadata: null }],
      dimensioning: { circuit_breakers: [{ rating: 16, quantity: 2, description: 'Prises' }] },
    });
    const items = [...quoteItems, ...dimensioningItems];
    const file = estimateCsvFile(items, new Date(2026, 0, 5, 23, 30));
    expect(file.name).toBe('estimation-2026-01-05.csv');
    expect(file.content.startsWith(UTF8_BOM)).toBe(true);
    expect(file.content.slice(1)).toBe(estimateCsv(items));
    expect(file.content.slice(1).split('\r\n')[0]).toBe('Référence,Quantité');
  });
});
