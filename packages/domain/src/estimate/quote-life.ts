import { z } from 'zod';

// The life of a devis (reference/devis.md 'Numbering'): brouillon → envoyé → accepté / refusé, a number
// per company and year without gaps, its dates, a new version when a sent devis changes, and the
// moment it validates its project. Pure: the caller passes the date and the counter's value.

import { QUOTE_STATUSES, type QuoteStatus } from './quote-status.ts';

export { isIssued, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from './quote-status.ts';
export const quoteStatusSchema = z.enum(QUOTE_STATUSES, { error: 'Statut de devis inconnu' });

/**
 * A status as a client sends it: 'completed' (the spec's name for a finished quote, before quotes had
 * a life) is read as 'sent', the finished devis handed to the client.
 */
export const quoteStatusInputSchema = z
  .union([quoteStatusSchema, z.literal('completed')])
  .transform((status): QuoteStatus => (status === 'completed' ? 'sent' : status));

export const QUOTE_LIFE_MESSAGES = {
  notSentYet: 'Ce devis n’a pas encore été envoyé\u00a0: terminez l’estimation pour l’envoyer',
  backToDraft:
    'Un devis envoyé ne redevient pas brouillon\u00a0: modifiez-le, une nouvelle version sera créée',
  accepted: 'Ce devis a été accepté\u00a0: il ne peut plus être modifié. Dupliquez-le pour en faire un autre',
  refusedDecision: 'Ce devis a été refusé\u00a0: modifiez-le pour en envoyer une nouvelle version',
} as const;

export type TransitionCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a devis may go from one status to another: draft → sent (it is numbered then), sent →
 * accepted or refused. An accepted devis is final; a refused one comes back only as a new version.
 */
export function checkQuoteTransition(from: QuoteStatus, to: QuoteStatus): TransitionCheck {
  if (from === to) return { ok: true };
  if (from === 'accepted') return { ok: false, message: QUOTE_LIFE_MESSAGES.accepted };
  if (to === 'draft') return { ok: false, message: QUOTE_LIFE_MESSAGES.backToDraft };
  if (from === 'draft' && to === 'sent') return { ok: true };
  if (from === 'draft') return { ok: false, message: QUOTE_LIFE_MESSAGES.notSentYet };
  if (from === 'sent') return { ok: true };
  // refused → sent or accepted: only through a new version.
  return { ok: false, message: QUOTE_LIFE_MESSAGES.refusedDecision };
}

/**
 * What validates a project: 'Terminer' (step 8), or one of its devis going out by its status being
 * set to 'sent' — by any route (web app, tRPC, REST, SDK). A validated project is 'Terminé' and
 * spends one jeton of the company's month, the first time only: a devis is what a jeton pays for,
 * so no route sends one without it. Finishing again, a new version sent again, or a second devis of
 * the same project validate again and spend nothing more.
 */
export type ProjectValidation = { kind: 'finish' } | { kind: 'status'; from: QuoteStatus; to: QuoteStatus };

export function validatesProject(action: ProjectValidation): boolean {
  return action.kind === 'finish' || (action.to === 'sent' && action.from !== 'sent');
}

/**
 * What changing a devis's content (lines, VAT, name, dates) does: a draft is edited in place; a sent
 * or refused devis keeps what the client received as a version and goes on as a new draft version
 * (same number, version + 1); an accepted devis cannot change.
 */
export function contentChange(
  status: QuoteStatus,
): { kind: 'in-place' } | { kind: 'new-version' } | { kind: 'refused'; message: string } {
  if (status === 'draft') return { kind: 'in-place' };
  if (status === 'accepted') return { kind: 'refused', message: QUOTE_LIFE_MESSAGES.accepted };
  return { kind: 'new-version' };
}

/** 'DEV-2026-0001': the company's sequence for the year, on four digits at least. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `DEV-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The number as printed: 'DEV-2026-0001', and from the second version 'DEV-2026-0001 (version 2)'. */
export function quoteNumberLabel(number: string, version: number): string {
  return version > 1 ? `${number} (version ${version})` : number;
}

/** A date as 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (AAAA-MM-JJ)')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Date invalide',
  );

/** The day of `instant` in France (a devis issued at 00:30 on 1 January in Paris is of the new year). */
export function parisDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last day the offer holds: the issue day plus the company's validity in days. */
export function validityDate(issueDate: string, validityDays: number): string {
  const day = new Date(`${issueDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + validityDays);
  return day.toISOString().slice(0, 10);
}

/** Planned start and duration (devis.md 'Planned start date or lead time, and duration'). */
export const quoteScheduleSchema = z.object({
  plannedStart: isoDateSchema.nullable().optional(),
  /** Working days. */
  plannedDurationDays: z.coerce
    .number('La durée est un nombre entier de jours')
    .int('La durée est un nombre entier de jours')
    .min(1, 'La durée est d’au moins 1 jour')
    .max(730, 'La durée ne peut dépasser 730 jours')
    .nullable()
    .optional(),
  /** Where the devis is signed, printed 'Fait à {place}, le' above the client's signature. */
  signaturePlace: z
    .string()
    .trim()
    .max(100, 'Le lieu de signature ne doit pas dépasser 100 caractères')
    .nullable()
    .optional(),
});
