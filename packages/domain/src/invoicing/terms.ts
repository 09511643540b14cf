import type { InvoiceKind, OperationCategory } from './invoice.schema.ts';

// Dates and terms of an invoice: the due date from the payment delay, the release of a retenue de
// garantie, the category of operation when the electrician does not choose one.

/**
 * Days from issue to due date when the draft names none: an acompte is due on receipt (the works
 * wait for it), a situation or a solde at 30 days — within the 60 days of art. L441-10 of the Code
 * de commerce. Product choice.
 */
export const DEFAULT_PAYMENT_DAYS: Record<Exclude<InvoiceKind, 'avoir'>, number> = {
  acompte: 0,
  situation: 30,
  solde: 30,
};

/** The day `days` after `isoDate` ('YYYY-MM-DD'). */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The due date of an invoice issued on `issuedOn` with `paymentDays` of delay. */
export function dueDate(issuedOn: string, paymentDays: number): string {
  return addDays(issuedOn, paymentDays);
}

/**
 * One year after `isoDate`, the same day of the month — 29 February gives 28 February. The retenue de
 * garantie is released one year after the acceptance of the works (loi 71-584 art. 2).
 */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const d = Math.min(day, lastDay);
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Electrical works in a building are 'travaux immobiliers', services for VAT even with the supplies
 * they fit (CGI art. 256, 279-0 bis): the category an invoice of Courant has unless the electrician
 * chooses goods (supplies sold without fitting) or mixed. Product choice.
 */
export const DEFAULT_OPERATION_CATEGORY: OperationCategory = 'services';
