/**
 * Subscription plans of spec part 1 §9, in euros. Shown on the pricing page and the landing page;
 * there is no purchase flow (part 1 §2).
 */

export interface SubscriptionPlan {
  id: 'starter' | 'pro' | 'expert';
  name: string;
  /** Monthly billing, € per month. */
  price: number;
  /** Annual billing, € per month. */
  annualPrice: number;
  /** Annual billing, the one annual payment in €. */
  annualTotal: number;
  projectsPerMonth: number;
  /** Users included; null where the spec names none. */
  users: number | null;
  /** Badge on the card, e.g. 'Populaire'. */
  badge: string | null;
  features: readonly string[];
}

/** Label of the annual toggle, on by default (part 1 §2). */
export const ANNUAL_BILLING_LABEL = '-20%';
export const ANNUAL_BILLING_DEFAULT = true;

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 49,
    annualPrice: 39,
    annualTotal: 470,
    projectsPerMonth: 10,
    users: null,
    badge: null,
    features: ['10 projets par mois', 'Analyse de plans jusqu’à 100\u00a0m²', 'Support par e-mail sous 48 h'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 129,
    annualPrice: 103,
    annualTotal: 1240,
    projectsPerMonth: 30,
    users: 3,
    badge: 'Populaire',
    features: [
      '30 projets par mois',
      'Surface analysée illimitée',
      'Support prioritaire sous 24 h',
      '3 utilisateurs',
    ],
  },
  {
    id: 'expert',
    name: 'Expert',
    price: 249,
    // 249 less 20 % (part 1 §9).
    annualPrice: 199,
    annualTotal: 2390,
    projectsPerMonth: 100,
    users: 10,
    badge: null,
    features: [
      '100 projets par mois',
      'Support dédié sous 4 h',
      'Formation annuelle sur site',
      '10 utilisateurs',
    ],
  },
];

/**
 * What a year of annual billing saves against twelve monthly payments: 12 × monthly price − the annual
 * payment. This gives the spec's figures (118, 308, 598 €) and stays consistent with the annual total shown
 * on the card; the spec's other wording, (price − annual price) × 12, would say 120 € while the card
 * shows 588 − 470 = 118 €.
 */
export function annualSaving(plan: Pick<SubscriptionPlan, 'price' | 'annualTotal'>): number {
  return plan.price * 12 - plan.annualTotal;
}
