import { describe, expect, it } from 'vitest';
import { cardPrice, openingStep, planThumbnail } from './project-rules.ts';

describe('cardPrice (part 1 §4)', () => {
  it('takes the first completed quote', () => {
    const quotes = [
      { status: 'draft', totalAmount: 10 },
      { status: 'completed', totalAmount: 1234.5 },
      { status: 'completed', totalAmount: 99 },
    ];
    expect(cardPrice({ status: 'draft', quotes })).toBe(1234.5);
  });

  it('falls back to the last quote for a completed project with no completed quote', () => {
    const quotes = [
      { status: 'draft', totalAmount: 10 },
      { status: 'draft', totalAmount: 20 },
    ];
    expect(cardPrice({ status: 'completed', quotes })).toBe(20);
    expect(cardPrice({ status: 'draft', quotes })).toBeNull();
  });

  it('has no price without quotes', () => {
    expect(cardPrice({ status: 'completed', quotes: [] })).toBeNull();
    expect(cardPrice({ status: null })).toBeNull();
  });
});

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
