import { describe, expect, it } from 'vitest';
import { columnOf, idsOf } from './labelled.ts';

describe('closed lists written as tables', () => {
  const table = { draft: { label: 'Brouillon', rank: 2 }, sent: { label: 'Envoyé', rank: 1 } };

  it('lists the ids in the order the table writes them', () => {
    expect(idsOf(table)).toEqual(['draft', 'sent']);
  });

  it('reads one column, keyed by id', () => {
    expect(columnOf(table, 'rank')).toEqual({ draft: 2, sent: 1 });
  });
});
