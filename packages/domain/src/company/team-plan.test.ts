import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLANS } from '../subscription-plans.ts';
import {
  analysedSurfaceLimit,
  jetonAllowance,
  jetonPeriod,
  jetonsLeft,
  nextJetonReset,
  TEAM_MESSAGES,
  teamChangeRefusal,
  userLimit,
} from './team-plan.ts';

describe('plans (part 1 §9)', () => {
  it.each([
    ['starter', 10, 1, 100],
    ['pro', 30, 3, null],
    ['expert', 100, 10, null],
  ] as const)(
    '%s: %i jetons a month, %i users, the analysed surface limited on Starter only',
    (plan, jetons, users, surface) => {
      expect(jetonAllowance(plan)).toBe(jetons);
      expect(userLimit(plan)).toBe(users);
      expect(analysedSurfaceLimit(plan)).toBe(surface);
    },
  );

  it('takes the jetons from the pricing figures', () => {
    for (const plan of SUBSCRIPTION_PLANS) expect(jetonAllowance(plan.id)).toBe(plan.projectsPerMonth);
  });

  it('never counts jetons below zero', () => {
    expect(jetonsLeft('starter', 3)).toBe(7);
    expect(jetonsLeft('starter', 12)).toBe(0);
  });

  it('says the limit in French with no-break spaces', () => {
    const [starter, pro] = SUBSCRIPTION_PLANS;
    if (!starter || !pro) throw new Error('plans');
    expect(TEAM_MESSAGES.usersLimit(pro)).toContain('Votre offre Pro comprend 3\u00a0utilisateurs');
    expect(TEAM_MESSAGES.usersLimit(starter)).toContain('comprend 1\u00a0utilisateur (');
    expect(TEAM_MESSAGES.jetonsExhausted(starter)).toContain('les 10\u00a0jetons de votre offre Starter');
    expect(TEAM_MESSAGES.surfaceLimit(starter, 124.5, 100)).toContain(
      'jusqu’à 100\u00a0m²\u00a0: ce plan en compte 124,5\u00a0m²',
    );
  });
});

describe('jeton month (Europe/Paris)', () => {
  it('starts on the first at midnight Paris time, winter and summer', () => {
    // 31 October 2026, 23:30 UTC is 1 November 00:30 in Paris (UTC+1).
    expect(jetonPeriod(new Date('2026-10-31T22:59:59Z'))).toBe('2026-10');
    expect(jetonPeriod(new Date('2026-10-31T23:00:00Z'))).toBe('2026-11');
    // 31 May, 22:00 UTC is 1 June 00:00 in Paris (UTC+2).
    expect(jetonPeriod(new Date('2026-05-31T21:59:59Z'))).toBe('2026-05');
    expect(jetonPeriod(new Date('2026-05-31T22:00:00Z'))).toBe('2026-06');
    expect(jetonPeriod(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
  });

  it('renews on the next first of the month, 00:00 in Paris', () => {
    expect(nextJetonReset(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextJetonReset(new Date('2026-05-10T10:00:00Z')).toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(nextJetonReset(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
    expect(nextJetonReset(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('team rules', () => {
  const owner = { id: 'o', role: 'owner' as const };
  const admin = { id: 'a', role: 'admin' as const };
  const member = { id: 'm', role: 'member' as const };
  it('lets the owner and admins manage members and admins, never the owner nor themselves', () => {
    expect(teamChangeRefusal(owner, member)).toBeNull();
    expect(teamChangeRefusal(owner, admin)).toBeNull();
    expect(teamChangeRefusal(admin, member)).toBeNull();
    expect(teamChangeRefusal(admin, { id: 'a2', role: 'admin' })).toBeNull();
    expect(teamChangeRefusal(admin, owner)).toBe(TEAM_MESSAGES.ownerUntouchable);
    expect(teamChangeRefusal(admin, admin)).toBe(TEAM_MESSAGES.notYourself);
    expect(teamChangeRefusal(member, { id: 'm2', role: 'member' })).toBe(TEAM_MESSAGES.manageOnly);
  });
});
