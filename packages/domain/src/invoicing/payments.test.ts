import { describe, expect, it } from 'vitest';
import {
  balanceCents,
  checkPayment,
  invoiceStatus,
  type PaymentState,
  paymentInputSchema,
} from './payments.ts';

const issued: PaymentState = {
  kind: 'solde',
  issued: true,
  cancelled: false,
  dueOn: '2027-03-01',
  ttcCents: 100_000,
  // A 5 % retenue de garantie: 950,00 € due at the due date.
  netToPayCents: 95_000,
  creditedCents: 0,
  paidCents: 0,
};

describe('payment status (émise, partiellement payée, payée, en retard)', () => {
  it.each<[string, Partial<PaymentState>, string, string]>([
    ['a draft', { issued: false }, '2027-02-01', 'brouillon'],
    ['nothing paid, before the due date', {}, '2027-02-01', 'emise'],
    ['nothing paid, on the due date', {}, '2027-03-01', 'emise'],
    ['nothing paid, the day after', {}, '2027-03-02', 'en_retard'],
    ['part paid, before the due date', { paidCents: 40_000 }, '2027-02-01', 'partiellement_payee'],
    ['part paid, after the due date', { paidCents: 40_000 }, '2027-04-01', 'en_retard'],
    ['the net paid (the retenue comes at its release)', { paidCents: 95_000 }, '2027-04-01', 'payee'],
    ['the rest credited by an avoir', { paidCents: 45_000, creditedCents: 50_000 }, '2027-04-01', 'payee'],
    ['cancelled by an avoir', { cancelled: true, creditedCents: 100_000 }, '2027-04-01', 'annulee'],
    ['an avoir', { kind: 'avoir', dueOn: null }, '2027-04-01', 'emise'],
  ])('%s: %s', (_label, state, today, status) => {
    expect(invoiceStatus({ ...issued, ...state }, today)).toBe(status);
  });

  it('leaves to pay the net less avoirs and payments', () => {
    expect(balanceCents({ ...issued, paidCents: 10_000, creditedCents: 5_000 })).toBe(80_000);
  });

  it.each<[string, Partial<PaymentState>, { amountCents: number; paidOn: string }, string | null]>([
    ['a part', {}, { amountCents: 10_000, paidOn: '2027-02-01' }, null],
    [
      'the retenue at its release, after the net',
      { paidCents: 95_000 },
      { amountCents: 5_000, paidOn: '2027-02-01' },
      null,
    ],
    [
      'more than owed',
      { paidCents: 95_000 },
      { amountCents: 5_001, paidOn: '2027-02-01' },
      'Le paiement de 50,01\u00a0€ dépasse le reste à payer (50,00\u00a0€)',
    ],
    [
      'in the future',
      {},
      { amountCents: 100, paidOn: '2027-02-02' },
      'La date du paiement ne peut pas être dans le futur',
    ],
    [
      'on a draft',
      { issued: false },
      { amountCents: 100, paidOn: '2027-02-01' },
      'Seule une facture émise, non annulée, reçoit des paiements',
    ],
    [
      'on an avoir',
      { kind: 'avoir' },
      { amountCents: 100, paidOn: '2027-02-01' },
      'Seule une facture émise, non annulée, reçoit des paiements',
    ],
  ])('a payment of %s', (_label, state, payment, message) => {
    const result = checkPayment({ ...issued, ...state }, payment, '2027-02-01');
    expect(result.ok ? null : result.error.message).toBe(message);
  });

  it('refuses a payment of three decimals or an unknown method, in French', () => {
    const parsed = paymentInputSchema.safeParse({ paidOn: '2027-02-01', amount: 10.005, method: 'bitcoin' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      'Un montant a au plus deux décimales (les centimes)',
      'Moyen de paiement inconnu\u00a0: virement, chèque, carte, espèces, prélèvement ou autre',
    ]);
  });
});
