import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dimensioningCases, dimensioningOutput, fingerprint } from './dimensioning-cases.ts';

/**
 * The dimensioning answers exactly what it answered when the fixture was recorded (circuits, board,
 * notes, checks), for hand-written projects and for projects drawn from seeds: a refactoring of the
 * rules must leave every one unchanged. Most seeded outputs are recorded as the sha256 of their
 * canonical JSON; the hand-written ones and the first seeds in full, so that a difference shows.
 * A change meant to alter the outputs re-records the fixture (record-dimensioning.ts).
 */
const recorded: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('./fixtures/dimensioning-outputs.json', import.meta.url), 'utf8'),
);
const cases = dimensioningCases();

describe('dimensioning outputs as recorded', () => {
  it('records every case, and only those', () => {
    expect(Object.keys(recorded)).toEqual(cases.map(([name]) => name));
  });

  it.each(cases)('%s', (name, input) => {
    const output = dimensioningOutput(input);
    const expected = recorded[name];
    if (typeof expected === 'string') expect(fingerprint(output)).toBe(expected);
    // Through JSON as the fixture went: undefined fields drop out on both sides.
    else expect(JSON.parse(JSON.stringify(output))).toEqual(expected);
  });
});
