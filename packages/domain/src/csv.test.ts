import { describe, expect, it } from 'vitest';
import { csvFileName, neutraliseFormula, referenceQuantities } from './csv.ts';
import { buildEstimate } from './estimate/build.ts';

describe('referenceQuantities: the parts list of the estimate (part 2 §9)', () => {
  it('counts main reference, white plate, black plate and box, each with the line quantity', () => {
    const totals = referenceQuantities([
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
    expect([...totals]).toEqual([
      ['S520059', 3],
      ['S520702', 3],
      ['080041', 5],
      ['S520204', 2],
      ['S540702', 2],
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
    const totals = referenceQuantities([...quoteItems, ...dimensioningItems]);
    // The cooking outlet is its own 32 A product, on a 50 mm box.
    const expected = { S520059: 6, S520662: 1, S520702: 7, '080041': 6, R9PFC616: 3, R9PRA240: 1 };
    expect(Object.fromEntries(totals)).toMatchObject(expected);
  });

  it('leaves out blank references and lines without quantity', () => {
    const totals = referenceQuantities([
      { reference_principal: '  ', plaque_blanche: 'S520702', quantity: 1 },
      { reference_principal: 'X', quantity: 0 },
    ]);
    expect([...totals]).toEqual([['S520702', 1]]);
  });

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+33 6', "'+33 6"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['S520059', 'S520059'],
  ])('neutralises the formula %j as %j', (value, cell) => {
    expect(neutraliseFormula(value)).toBe(cell);
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
