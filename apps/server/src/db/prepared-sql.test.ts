import { describe, expect, it } from 'vitest';
import { numberedPlaceholders } from './prepared-sql.ts';

describe('numberedPlaceholders', () => {
  it('numbers each ? in order', () => {
    expect(numberedPlaceholders('select * from t where a = ? and b = ? limit ?')).toBe(
      'select * from t where a = $1 and b = $2 limit $3',
    );
  });

  it('leaves a ? inside a quoted literal or identifier alone', () => {
    expect(numberedPlaceholders(`select 'où ?' as "q?", x from t where y = ? and z = 'it''s ?'`)).toBe(
      `select 'où ?' as "q?", x from t where y = $1 and z = 'it''s ?'`,
    );
  });
});
