import { describe, expect, it } from 'vitest';
import { stepFromPath, stepHref } from './wizard-model.ts';

describe('wizard addresses (part 1 §2 route table)', () => {
  it('builds /projects/{id}/{step}', () => {
    expect(stepHref('abc', 'rooms')).toBe('/projects/abc/rooms');
    expect(stepHref('a b', 'info')).toBe('/projects/a%20b/info');
  });

  it('reads the step from the last segment, and nothing for the project itself', () => {
    expect(stepFromPath('/projects/abc/options')).toBe('options');
    expect(stepFromPath('/projects/abc/quote/')).toBe('quote');
    expect(stepFromPath('/projects/abc')).toBeNull();
    expect(stepFromPath('/projects/new')).toBeNull();
  });
});
