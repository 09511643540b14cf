import { z } from 'zod';
import { isoDateSchema } from '../estimate/quote-life.ts';
import { formatPrice } from '../format.ts';
import { columnOf, idsOf } from '../labelled.ts';
import { toEuros } from '../money.ts';
import { euroAmountSchema } from './amounts.ts';
import type { InvoiceKind } from './invoice.schema.ts';
import { type InvoicingResult, refuse } from './invoicing-errors.ts';

// Payments of an invoice and what they make of it: what is left to pay and its status.

const PAYMENT_METHOD_TABLE = {
  virement: { label: 'Virement' },
  cheque: { label: 'Chèque' },
  carte: { label: 'Carte bancaire' },
  especes: { label: 'Espèces' },
  prelevement: { label: 'Prélèvement' },
  autre: { label: 'Autre' },
} as const;
export const PAYMENT_METHODS = idsOf(PAYMENT_METHOD_TABLE);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = columnOf(PAYMENT_METHOD_TABLE, 'label');

export const PAYMENT_MESSAGES = {
  method: 'Moyen de paiement inconnu\u00a0: virement, chèque, carte, espèces, prélèvement ou autre',
  future: 'La date du paiement ne peut pas être dans le futur',
  tooMuch: (askedCents: number, leftCents: number) =>
    `Le paiement de ${formatPrice(toEuros(askedCents))} dépasse le reste à payer (${formatPrice(toEuros(leftCents))})`,
  notPayable: 'Seule une facture émise, non annulée, reçoit des paiements',
} as const;

/** A payment as the electrician records it. */
export const paymentInputSchema = z.object({
  paidOn: isoDateSchema,
  /** Euros, at most two decimals. */
  amount: euroAmountSchema,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  /** A cheque number, a transfer reference… */
  reference: z.string().trim().max(200, 'La référence ne doit pas dépasser 200 caractères').default(''),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * The life of an issued invoice as its payments and due date make it (a draft is 'brouillon'), with
 * the tone a badge shows it in.
 */
const INVOICE_STATUS_TABLE = {
  brouillon: { label: 'Brouillon', tone: 'gray' },
  emise: { label: 'Émise', tone: 'blue' },
  partiellement_payee: { label: 'Partiellement payée', tone: 'yellow' },
  payee: { label: 'Payée', tone: 'green' },
  en_retard: { label: 'En retard', tone: 'red' },
  annulee: { label: 'Annulée', tone: 'gray' },
} as const;
export const INVOICE_STATUSES = idsOf(INVOICE_STATUS_TABLE);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = columnOf(INVOICE_STATUS_TABLE, 'label');
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, string> = columnOf(INVOICE_STATUS_TABLE, 'tone');

/** What an invoice's status is computed from. */
export interface PaymentState {
  kind: InvoiceKind;
  issued: boolean;
  /** An avoir credited all that was left of it. */
  cancelled: boolean;
  /** 'YYYY-MM-DD'; null for an avoir. */
  dueOn: string | null;
  ttcCents: number;
  /** TTC less the retenue de garantie: due at the due date. */
  netToPayCents: number;
  /** TTC of the avoirs on it. */
  creditedCents: number;
  paidCents: number;
}

/** What is left to pay at the due date: the net to pay less the avoirs and the payments (< 0: overpaid). */
export function balanceCents(state: PaymentState): number {
  return state.netToPayCents - state.creditedCents - state.paidCents;
}

/**
 * Brouillon until issued; an avoir stays 'émise'; cancelled by an avoir: 'annulée'; nothing left to
 * pay: 'payée' (the retenue de garantie is paid at its release, not at the due date); past the due
 * date with something left: 'en retard'; some paid: 'partiellement payée'; else 'émise'.
 */
export function invoiceStatus(state: PaymentState, today: string): InvoiceStatus {
  if (!state.issued) return 'brouillon';
  if (state.kind === 'avoir') return 'emise';
  if (state.cancelled) return 'annulee';
  if (balanceCents(state) <= 0) return 'payee';
  if (state.dueOn !== null && today > state.dueOn) return 'en_retard';
  return state.paidCents > 0 ? 'partiellement_payee' : 'emise';
}

/**
 * Whether a payment of `amountCents` on `paidOn` may be recorded: on an issued invoice not cancelled
 * (not an avoir), not in the future, and not beyond what the client owes in all — the retenue de
 * garantie included, which is paid at its release.
 */
export function checkPayment(
  state: PaymentState,
  payment: { amountCents: number; paidOn: string },
  today: string,
): InvoicingResult<null> {
  if (!state.issued || state.cancelled || state.kind === 'avoir') {
    return refuse('PAYMENT_REFUSED', PAYMENT_MESSAGES.notPayable);
  }
  if (payment.paidOn > today) return refuse('PAYMENT_REFUSED', PAYMENT_MESSAGES.future);
  const owedCents = state.ttcCents - state.creditedCents - state.paidCents;
  if (payment.amountCents > owedCents) {
    return refuse('PAYMENT_REFUSED', PAYMENT_MESSAGES.tooMuch(payment.amountCents, Math.max(0, owedCents)));
  }
  return { ok: true, value: null };
}
