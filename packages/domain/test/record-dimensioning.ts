import { writeFileSync } from 'node:fs';
import { dimensioningCases, dimensioningOutput, fingerprint, recordedInFull } from './dimensioning-cases.ts';

/**
 * Records what the dimensioning answers today for every case of dimensioning-cases.ts into
 * fixtures/dimensioning-outputs.json (in full, or as a fingerprint), which dimensioning-outputs.test.ts
 * compares against. Run it (`npx tsx test/record-dimensioning.ts` from packages/domain) only when a
 * change of the outputs is meant, and read the fixture's diff before committing it.
 */
const outputs = Object.fromEntries(
  dimensioningCases().map(([name, input]) => {
    const output = dimensioningOutput(input);
    return [name, recordedInFull(name) ? JSON.parse(JSON.stringify(output)) : fingerprint(output)];
  }),
);
writeFileSync(
  new URL('./fixtures/dimensioning-outputs.json', import.meta.url),
  `${JSON.stringify(outputs, null, 1)}\n`,
);
