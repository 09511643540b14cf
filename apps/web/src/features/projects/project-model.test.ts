import { describe, expect, it } from 'vitest';
import { openingStep, planThumbnail } from './project-model.ts';

describe('openingStep (part 1 §2)', () => {
  it('opens a completed project on the quote step from the list and the summary from the dashboard', () => {
    expect(openingStep('completed', 'list')).toBe('quote');
    expect(openingStep('completed', 'dashboard')).toBe('summary');
  });
  it('opens any other project on the info step', () => {
    expect(openingStep('draft', 'list')).toBe('info');
    expect(openingStep(undefined, 'dashboard')).toBe('info');
  });
});

describe('planThumbnail', () => {
  it('prefers the server preview, else an image plan, never a PDF or HEIC', () => {
    expect(planThumbnail([{ previewUrl: '/p.png', publicUrl: '/a.pdf', mime: 'application/pdf' }])).toBe(
      '/p.png',
    );
    expect(planThumbnail([{ previewUrl: null, publicUrl: '/a.png', mime: 'image/png' }])).toBe('/a.png');
    expect(planThumbnail([{ previewUrl: null, publicUrl: '/a.pdf', mime: 'application/pdf' }])).toBeNull();
    expect(planThumbnail([{ previewUrl: null, publicUrl: '/a.heic', mime: 'image/heic' }])).toBeNull();
    expect(planThumbnail([])).toBeNull();
  });
});
