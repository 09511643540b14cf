import { describe, expect, it } from 'vitest';
import { annualSaving, SUBSCRIPTION_PLANS } from './subscription-plans.ts';

describe('subscription plans (part 1 §9)', () => {
  it.each([
    ['Starter', 49, 39, 470, 10, null, 118],
    ['Pro', 129, 103, 1240, 30, 'Populaire', 308],
    ['Expert', 249, 199, 2390, 100, null, 598],
  ])(
    '%s: %i €/month, %i €/month annual, %i €/year, %i projects, badge %j, saving %i',
    (name, price, annualPrice, annualTotal, projects, badge, saving) => {
      const plan = SUBSCRIPTION_PLANS.find((p) => p.name === name);
      expect(plan).toMatchObject({ price, annualPrice, annualTotal, projectsPerMonth: projects, badge });
      expect(plan && annualSaving(plan)).toBe(saving);
    },
  );

  it('prices annual billing at 20 % off, rounded to the euro', () => {
    for (const plan of SUBSCRIPTION_PLANS) expect(plan.annualPrice).toBe(Math.round(plan.price * 0.8));
  });

  it('lists the French features of each plan', () => {
    const features = Object.fromEntries(SUBSCRIPTION_PLANS.map((p) => [p.id, p.features]));
    expect(features.starter).toContain('Analyse de plans jusqu’à 100\u00a0m²');
    expect(features.pro).toContain('3 utilisateurs');
    expect(features.expert).toEqual(
      expect.arrayContaining(['Support dédié sous 4 h', 'Formation annuelle sur site', '10 utilisateurs']),
    );
  });
});
