import { z } from 'zod';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../subscription-plans.ts';

// A company's team and what its plan allows: roles, users per plan, jetons per month,
// the analysed surface of Starter. Part 1 §9 gives the figures; the server enforces them.

const NBSP = '\u00a0';
const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export const planIdSchema = z.enum(['starter', 'pro', 'expert'], {
  error: `Offre inconnue${NBSP}: choisissez starter, pro ou expert`,
});
export type PlanId = z.infer<typeof planIdSchema>;

/** Every company starts on Starter; an admin command changes it (there is no payment flow). */
export const DEFAULT_PLAN: PlanId = 'starter';

export function subscriptionPlan(id: PlanId): SubscriptionPlan {
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** Jetons per month: one validates one project ('10 projets par mois'…). */
export function jetonAllowance(id: PlanId): number {
  return subscriptionPlan(id).projectsPerMonth;
}

/**
 * Users a company may have, the owner included. Starter names no users in the spec while Pro and
 * Expert say '3 utilisateurs' and '10 utilisateurs': Starter is the one-person plan.
 */
export function userLimit(id: PlanId): number {
  return subscriptionPlan(id).users ?? 1;
}

/** Starter analyses plans up to 100 m² ('Analyse de plans jusqu'à 100 m²'); the others have no limit. */
export function analysedSurfaceLimit(id: PlanId): number | null {
  return id === 'starter' ? 100 : null;
}

export const roleSchema = z.enum(['owner', 'admin', 'member']);
export type Role = z.infer<typeof roleSchema>;
/** Roles an invitation or a role change may give: there is one owner, the one who registered. */
export const assignableRoleSchema = z.enum(['admin', 'member'], {
  error: 'Le rôle doit être administrateur ou membre',
});
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Responsable',
  admin: 'Administrateur',
  member: 'Membre',
};

export const TEAM_MESSAGES = {
  manageOnly: `Seuls le responsable et les administrateurs peuvent gérer l’équipe`,
  ownerUntouchable: `Le responsable de l’entreprise ne peut être ni retiré ni changé de rôle`,
  notYourself: `Vous ne pouvez pas changer votre propre rôle ni vous retirer vous-même${NBSP}: utilisez «${NBSP}Quitter l’entreprise${NBSP}»`,
  ownerCannotLeave: `Le responsable ne peut pas quitter l’entreprise`,
  alreadyMember: 'Cette personne fait déjà partie de votre entreprise',
  alreadyInvited: 'Une invitation est déjà en attente pour cette adresse',
  invitationInvalid: 'Ce lien d’invitation n’est pas valide',
  invitationExpired: `Ce lien d’invitation a expiré${NBSP}: demandez une nouvelle invitation`,
  invitationUsed: 'Ce lien d’invitation a déjà été utilisé',
  invitationOtherEmail: (email: string) =>
    `Cette invitation est destinée à ${email}${NBSP}: connectez-vous avec ce compte pour l’accepter`,
  accountExists: `Un compte existe déjà pour cette adresse${NBSP}: connectez-vous pour accepter l’invitation`,
  ownerWithTeam: `Vous êtes responsable d’une entreprise qui a d’autres membres${NBSP}: vous ne pouvez pas la quitter pour en rejoindre une autre`,
  usersLimit: (plan: SubscriptionPlan) => {
    const n = userLimit(plan.id);
    return `Votre offre ${plan.name} comprend ${count.format(n)}${NBSP}utilisateur${n > 1 ? 's' : ''} (invitations en attente comprises)${NBSP}: passez à une offre supérieure pour inviter quelqu’un d’autre`;
  },
  jetonsExhausted: (plan: SubscriptionPlan) =>
    `Vous avez utilisé les ${count.format(plan.projectsPerMonth)}${NBSP}jetons de votre offre ${plan.name} ce mois-ci${NBSP}: ils seront renouvelés le 1er du mois prochain. Passez à une offre supérieure pour valider d’autres projets.`,
  surfaceLimit: (plan: SubscriptionPlan, surface: number, limit: number) =>
    `Votre offre ${plan.name} analyse les plans jusqu’à ${count.format(limit)}${NBSP}m²${NBSP}: ce plan en compte ${count.format(surface)}${NBSP}m². Saisissez les pièces à la main ou passez à l’offre Pro.`,
} as const;

/** Who may invite, remove members and change roles. */
export function canManageTeam(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Whether `actor` may remove `target` or change their role: null when allowed, else the French reason.
 * The owner is untouchable; nobody acts on themselves (leaving is its own action).
 */
export function teamChangeRefusal(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
): string | null {
  if (!canManageTeam(actor.role)) return TEAM_MESSAGES.manageOnly;
  if (target.role === 'owner') return TEAM_MESSAGES.ownerUntouchable;
  if (actor.id === target.id) return TEAM_MESSAGES.notYourself;
  return null;
}

/** An invitation link lasts 7 days. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 86_400_000;

const parisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
});

/**
 * The jeton month a moment falls in, 'YYYY-MM' in Europe/Paris: the allowance is renewed on the first of
 * the month at midnight, Paris time (31 October 23:30 UTC is already November in Paris).
 */
export function jetonPeriod(now: Date): string {
  const parts = parisMonth.formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

/** Paris's offset from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** When the next allowance starts: the first of the next month, 00:00 in Paris. */
export function nextJetonReset(now: Date): Date {
  const [year, month] = jetonPeriod(now).split('-').map(Number) as [number, number];
  const utcMidnight = Date.UTC(year, month, 1); // month is 1-based: this is the next month
  // Clocks change on the last Sunday of March and October, never on the 1st: the offset an hour
  // before midnight is the one at midnight.
  return new Date(utcMidnight - parisOffsetMinutes(new Date(utcMidnight - 3_600_000)) * 60_000);
}

/** The calendar day the next allowance starts, 'YYYY-MM-01' (shown as a date, not an instant). */
export function nextJetonResetDay(now: Date): string {
  const [year, month] = jetonPeriod(now).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The jetons left this month, never below 0. */
export function jetonsLeft(plan: PlanId, usedThisMonth: number): number {
  return Math.max(0, jetonAllowance(plan) - usedThisMonth);
}
