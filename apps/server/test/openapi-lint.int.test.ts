import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** The document a client downloads, checked by a standard linter (Redocly's recommended rule set). */
describe('OpenAPI document under Redocly recommended rules', () => {
  const t = useTestApp();

  it('has no error', async () => {
    const source = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
    expect(errors).toEqual([]);
  });
});
