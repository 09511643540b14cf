import { describe, expect, it } from 'vitest';
import { parseJsonFields } from './pglite-protocol.ts';

describe('parseJsonFields (json and jsonb sent as text by the PGlite worker)', () => {
  const fields = [
    { name: 'id', dataTypeID: 25 },
    { name: 'doc', dataTypeID: 3802 },
    { name: 'list', dataTypeID: 114 },
  ];

  it('parses the json and jsonb columns of rows read as objects, and leaves text as it is', () => {
    const results = {
      fields,
      rows: [
        { id: '{"x": 1}', doc: '{"a": 1}', list: '[1, 2]' },
        { id: 'b', doc: null, list: '"text"' },
      ],
    };
    expect(parseJsonFields(results).rows).toEqual([
      { id: '{"x": 1}', doc: { a: 1 }, list: [1, 2] },
      { id: 'b', doc: null, list: 'text' },
    ]);
  });

  it('parses them in rows read as arrays (rowMode array)', () => {
    const results = { fields, rows: [['a', '{"a": [true]}', 'null']] };
    expect(parseJsonFields(results).rows).toEqual([['a', { a: [true] }, null]]);
  });
});
