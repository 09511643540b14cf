import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvField, csvFileName, estimateCsv } from './csv.ts';
import { buildEstimate } from './estimate/build.ts';

function rows(csv: string): string[] {
  return csv.split('\r\n').filter((line) => line !== '');
}

describe('estimateCsv (part 2 §9)', () => {
  it("starts with the header 'Référence,Quantité'", () => {
    expect(CSV_HEADER).toBe('Référence,Quantité');
    expect(rows(estimateCsv([]))).toEqual(['Référence,Quantité']);
  });

  it('writes main reference, white plate, black plate and box, each with the line quantity', () => {
    const csv = estimateCsv([
      {
        reference_principal: 'S520059',
        plaque_blanche: 'S520702',
        plaque_noir: '',
        boite_encastrement: '080041',
        quantity: 3,
      },
      {
        reference_principal: 'S520204',
        plaque_blanche: '',
        plaque_noir: 'S540702',
        boite_encastrement: '080041',
        quantity: 2,
      },
    ]);
    expect(rows(csv)).toEqual([
      'Référence,Quantité',
      'S520059,3',
      'S520702,3',
      '080041,5',
      'S520204,2',
      'S540702,2',
    ]);
  });

  it('sums identical references across rooms and board lines', () => {
    const { quoteItems, dimensioningItems } = buildEstimate({
      rooms: [{ id: 'a' }, { id: 'b' }],
      equipments: [
        { roomId: 'a', type: 'SimpleSocket', quantity: 4, metadata: null },
        { roomId: 'b', type: 'SimpleSocket', quantity: 2, metadata: null },
        { roomId: 'b', type: 'OvenSocket', quantity: 1, metadata: null },
      ],
      dimensioning: {
        circuit_breakers: [
          { rating: 16, quantity: 2 },
          { rating: 7, quantity: 1 },
        ],
      },
    });
    const lines = rows(estimateCsv([...quoteItems, ...dimensioningItems]));
    // The cooking outlet is its own 32 A product (issue 16), on a 50 mm box.
    const expected = ['S520059,6', 'S520662,1', 'S520702,7', '080041,6', 'R9PFC616,3', 'R9PRA240,1'];
    expect(lines).toEqual(expect.arrayContaining(expected));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('leaves out blank references and lines without quantity', () => {
    const csv = estimateCsv([
      { reference_principal: '  ', plaque_blanche: 'S520702', quantity: 1 },
      { reference_principal: 'X', quantity: 0 },
    ]);
    expect(rows(csv)).toEqual(['Référence,Quantité', 'S520702,1']);
  });

  it.each([
    ['U-1000 R2V 3G1,5', '"U-1000 R2V 3G1,5"'],
    ['Réf "spéciale"', '"Réf ""spéciale"""'],
    ['two\nlines', '"two\nlines"'],
    ['S520059', 'S520059'],
  ])('quotes %j as %j (RFC 4180)', (value, quoted) => {
    expect(csvField(value)).toBe(quoted);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+33 6', "'+33 6"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('neutralises the formula %j as %j (issue 18)', (value, cell) => {
    expect(csvField(value)).toBe(cell);
  });

  it('ends records with CRLF', () => {
    expect(estimateCsv([{ reference_principal: 'A', quantity: 1 }])).toBe('Référence,Quantité\r\nA,1\r\n');
  });
});

describe('csvFileName', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 30), 'estimation-2026-11-22.csv'],
    [new Date(2027, 0, 3, 23, 59), 'estimation-2027-01-03.csv'],
  ])('names the file by the date %s', (date, name) => {
    expect(csvFileName(date)).toBe(name);
  });
});
