/**
 * Money helpers: amounts are computed in integer cents and shown in euros with 2 decimals
 * (STYLE.md "Money"; part 2 §9 "Amounts are shown with 2 decimals").
 */

/** Euros (possibly with float noise such as 0.1 + 0.2) to integer cents. */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) return 0;
  return Math.round(euros * 100);
}

/** Integer cents to euros with 2 decimals. */
export function toEuros(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  const euros = Math.round(cents) / 100;
  // Avoid -0, which Intl prints as "-0,00 €".
  return euros === 0 ? 0 : euros;
}
