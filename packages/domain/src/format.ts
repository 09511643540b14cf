/**
 * French display formats (spec part 1 §9: price with 2 decimals and €, surface with 1 decimal in
 * m², dates in fr-FR). Pure: Intl only, no clock.
 */

const PRICE = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 1234.5 → '1 234,50 €' (narrow no-break space between thousands, no-break space before €). */
export function formatPrice(amount: number): string {
  const rounded = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  // Math.round(-0.004 * 100) is -0, which Intl prints as '-0,00 €'.
  return PRICE.format(rounded === 0 ? 0 : rounded);
}

const SURFACE_FORMATS = new Map<number, Intl.NumberFormat>();

/** 12.5 → '12,5 m²' (a no-break space before the unit keeps it on the number's line). */
export function formatSurface(surface: number, decimals = 1): string {
  const digits = Math.max(0, Math.min(20, Math.trunc(decimals)));
  let format = SURFACE_FORMATS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    SURFACE_FORMATS.set(digits, format);
  }
  const value = Number.isFinite(surface) ? surface : 0;
  const text = format.format(value);
  return `${/^-0(,0*)?$/.test(text) ? text.slice(1) : text}\u00a0m²`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE = new Intl.DateTimeFormat('fr-FR');
const UTC_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });

/**
 * '2026-11-22T10:00:00Z' → '22/11/2026' in the runtime's time zone. A date without time is shown
 * as written (it means a calendar day, not UTC midnight). Invalid input gives ''.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (DATE_ONLY.test(iso) ? UTC_DATE : LOCAL_DATE).format(date);
}
