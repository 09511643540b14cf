import { describe, expect, it } from 'vitest';
import {
  checkQuoteTransition,
  contentChange,
  formatQuoteNumber,
  isoDateSchema,
  parisDate,
  QUOTE_STATUSES,
  quoteNumberLabel,
  quoteScheduleSchema,
  quoteStatusInputSchema,
  validatesProject,
  validityDate,
} from './quote-life.ts';

describe('quote life', () => {
  it.each([
    { year: 2026, sequence: 1, number: 'DEV-2026-0001' },
    { year: 2027, sequence: 42, number: 'DEV-2027-0042' },
    { year: 2026, sequence: 12345, number: 'DEV-2026-12345' },
  ])('numbers per company and year on four digits: $number', ({ year, sequence, number }) => {
    expect(formatQuoteNumber(year, sequence)).toBe(number);
  });

  it('names a version after the first one', () => {
    expect(quoteNumberLabel('DEV-2026-0001', 1)).toBe('DEV-2026-0001');
    expect(quoteNumberLabel('DEV-2026-0001', 3)).toBe('DEV-2026-0001 (version 3)');
  });

  /** The only moves from one status to another; every other change is refused. */
  const MOVES = ['draft → sent', 'sent → accepted', 'sent → refused'];
  const changes = QUOTE_STATUSES.flatMap((from) =>
    QUOTE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(changes)('%s → %s', (from, to) => {
    const check = checkQuoteTransition(from, to);
    expect(check.ok).toBe(MOVES.includes(`${from} → ${to}`));
    if (!check.ok) expect(check.message).toMatch(/^(Ce|Un) devis/);
  });

  it('every status can stay what it is', () => {
    for (const status of QUOTE_STATUSES) expect(checkQuoteTransition(status, status).ok).toBe(true);
  });

  it('validates the project on finish and when a devis is sent by its status, whatever it was before', () => {
    expect(validatesProject({ kind: 'finish' })).toBe(true);
    expect(validatesProject({ kind: 'status', from: 'draft', to: 'sent' })).toBe(true);
    // Staying sent, or deciding on a sent devis, sends nothing.
    expect(validatesProject({ kind: 'status', from: 'sent', to: 'sent' })).toBe(false);
    expect(validatesProject({ kind: 'status', from: 'sent', to: 'accepted' })).toBe(false);
    expect(validatesProject({ kind: 'status', from: 'sent', to: 'refused' })).toBe(false);
    expect(validatesProject({ kind: 'status', from: 'draft', to: 'draft' })).toBe(false);
  });

  it('a change of a sent or refused devis makes a new version; an accepted one cannot change', () => {
    expect(contentChange('draft').kind).toBe('in-place');
    expect(contentChange('sent').kind).toBe('new-version');
    expect(contentChange('refused').kind).toBe('new-version');
    expect(contentChange('accepted').kind).toBe('refused');
  });

  it("reads the spec's 'completed' as sent", () => {
    expect(quoteStatusInputSchema.parse('completed')).toBe('sent');
    expect(quoteStatusInputSchema.parse('accepted')).toBe('accepted');
    expect(quoteStatusInputSchema.safeParse('archived').success).toBe(false);
  });

  it('dates: the French day of issue, validity in days, real calendar dates only', () => {
    expect(parisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDate(new Date('2026-06-15T21:59:00Z'))).toBe('2026-06-15');
    expect(validityDate('2026-11-24', 30)).toBe('2026-12-24');
    expect(validityDate('2026-12-15', 30)).toBe('2027-01-14');
    expect(validityDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('24/11/2026').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-11-24').success).toBe(true);
  });
});

describe('planned start and duration (reference/devis.md)', () => {
  it.each([
    ['abc', 'La durée est un nombre entier de jours'],
    ['1,5', 'La durée est un nombre entier de jours'],
    ['0', 'La durée est d’au moins 1 jour'],
    ['800', 'La durée ne peut dépasser 730 jours'],
  ])('refuses a duration of %s in French', (value, message) => {
    const parsed = quoteScheduleSchema.safeParse({ plannedDurationDays: value });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('keeps a whole number of days and a calendar date', () => {
    expect(quoteScheduleSchema.parse({ plannedDurationDays: '12', plannedStart: '2027-03-01' })).toEqual({
      plannedDurationDays: 12,
      plannedStart: '2027-03-01',
    });
    expect(quoteScheduleSchema.safeParse({ plannedStart: '2027-02-30' }).success).toBe(false);
  });
});
