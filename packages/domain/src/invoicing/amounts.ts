import { z } from 'zod';
import type { VatRate } from '../estimate/schema.ts';

// Amounts of invoices: integer cents inside, euros with at most two decimals at the edges (STYLE.md
// 'Money'), VAT rounded once per rate, and shares of an amount that always add up to it.

export const AMOUNT_MESSAGES = {
  notANumber: 'Le montant doit être un nombre',
  decimals: 'Un montant a au plus deux décimales (les centimes)',
  positive: 'Le montant doit être supérieur à 0\u00a0€',
  tooLarge: 'Le montant ne peut dépasser 100\u00a0000\u00a0000\u00a0€',
  percentDecimals: 'Un pourcentage a au plus deux décimales',
  percentRange: 'Le pourcentage doit être compris entre 0 et 100',
} as const;

/** Whether `value` has no more than `digits` decimals (float noise such as 0.1 + 0.2 forgiven). */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Euros as typed (12.5, 1500): more than 0, at most two decimals — '12,345' is refused, never rounded. */
export const euroAmountSchema = z
  .number({ error: AMOUNT_MESSAGES.notANumber })
  .refine((n) => hasAtMostDecimals(n, 2), AMOUNT_MESSAGES.decimals)
  .refine((n) => n > 0, AMOUNT_MESSAGES.positive)
  .refine((n) => n <= 100_000_000, AMOUNT_MESSAGES.tooLarge);

/** A percentage from 0 to 100 with at most two decimals (33,33 %). */
export const percentSchema = z
  .number({ error: AMOUNT_MESSAGES.percentRange })
  .min(0, AMOUNT_MESSAGES.percentRange)
  .max(100, AMOUNT_MESSAGES.percentRange)
  .refine((n) => hasAtMostDecimals(n, 2), AMOUNT_MESSAGES.percentDecimals);

/** Basis points: hundredths of a percent, so that 33,33 % is the integer 3333 and 100 % is 10 000. */
export const FULL_BP = 10_000;

export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** Euros to cents, for a value that passed euroAmountSchema. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** `numerator / denominator` rounded half away from zero, in integers (no float at .5). */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const rest = n - quotient * d;
  const rounded = rest * 2 >= d ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/** The rate in tenths of a percent (5,5 % → 55), so that VAT stays in integers. */
function rateTenths(rate: VatRate): number {
  return Math.round(rate * 10);
}

/** The VAT of a base at a rate, rounded to the cent (half away from zero), as each rate's total is taxed once. */
export function vatOf(baseCents: number, rate: VatRate): number {
  return divideRounded(baseCents * rateTenths(rate), 1000);
}

/** `amountCents` × `bp` / 10 000, rounded to the cent: a share of an amount at a percentage. */
export function shareOf(amountCents: number, bp: number): number {
  return divideRounded(amountCents * bp, FULL_BP);
}

/**
 * The base HT whose TTC (base + its VAT) is `ttcCents`: an amount typed TTC (an acompte of 1 500 €)
 * stays that amount to the cent. Some TTC values have no such base at 20 % (the VAT steps by 2
 * cents now and then); the nearest base is taken and the TTC is then one cent away.
 */
export function baseForTtc(ttcCents: number, rate: VatRate): number {
  const estimate = divideRounded(ttcCents * 1000, 1000 + rateTenths(rate));
  for (const candidate of [estimate, estimate - 1, estimate + 1]) {
    if (candidate + vatOf(candidate, rate) === ttcCents) return candidate;
  }
  return estimate;
}

/**
 * `totalCents` shared in proportion to `weights` (largest remainder): the shares are integers, add
 * up to the total exactly, and none exceeds its weight when the total does not exceed their sum.
 */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum === 0 || totalCents === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalCents * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((s, v) => s + v, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
