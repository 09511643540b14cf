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

/** What a room whose surface is still to give shows in its place. */
export const SURFACE_TO_GIVE = 'Surface à saisir';

/** 12.5 → '12,5 m²' (a no-break space before the unit keeps it on the number's line); null → 'Surface à saisir'. */
export function formatSurface(surface: number | null, decimals = 1): string {
  if (surface === null) return SURFACE_TO_GIVE;
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
// The day in France, whatever the runtime's zone: the devis printed by the server (UTC) and by the
// browser must carry the same date, and its issue date is already the day in Paris (quote-life.ts).
const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' });
const UTC_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });

/**
 * '2026-11-22T10:00:00Z' → '22/11/2026', the calendar day in Paris. A date without time is shown
 * as written (it means a calendar day, not UTC midnight). Invalid input gives ''.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (DATE_ONLY.test(iso) ? UTC_DATE : PARIS_DATE).format(date);
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Units kept on their number's line (SI symbols, currency, French abbreviations). */
const UNITS = [
  'm²',
  'm2',
  'mm²',
  'mm2',
  'm³',
  'km',
  'cm',
  'mm',
  'm',
  '€',
  '%',
  'kA',
  'mA',
  'A',
  'kVA',
  'kW',
  'W',
  'V',
  '°C',
  '°',
  'Mo',
  'Ko',
  'Go',
  'h',
  'min',
  's',
  'modules?',
  'pièces?',
  'personnes?',
  'jetons?',
  'projets?',
  'utilisateurs?',
  'ans?',
  'mois',
  'jours?',
  'heures?',
];
const NUMBER_UNIT = new RegExp(`(\\d) +(${UNITS.join('|')})(?![\\p{L}\\d])`, 'gu');

/**
 * French typography of a text shown to a user (Lexique des règles typographiques de l'Imprimerie
 * nationale): a no-break space before ':' and a narrow one before ';', '!' and '?' (replacing an
 * ordinary space, so that the sign never starts a line), a no-break space between a number and its
 * unit ('100 m²', '12,50 €'), 'm2' written 'm²', '1 x Prise' written '1 × Prise', '...' written '…',
 * curly apostrophes, and the minus sign '−' for a negative number. Idempotent.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/\.\.\./g, '…')
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/ +:(?=\s|$)/g, `${NBSP}:`)
    .replace(/ +([;!?])/g, `${NNBSP}$1`)
    .replace(NUMBER_UNIT, `$1${NBSP}$2`)
    .replace(/(\d)[\u00a0 ]?m2(?![\p{L}\d])/gu, `$1${NBSP}m²`)
    .replace(/(\d)[\u00a0 ]?mm2(?![\p{L}\d])/gu, `$1${NBSP}mm²`)
    .replace(/(\d) ?[x×] ?(?=\p{L})/gu, `$1${NBSP}×${NBSP}`)
    .replace(/(^|[\s(])-(?=\d)/g, '$1−');
}

/** Units a finished text keeps on its number's line (the scans' list: symbols a line must not start with). */
const CHECKED_UNITS = [
  'Ω',
  'm²',
  'mm²',
  'm³',
  '€',
  '%',
  'kVA',
  'kW',
  'kA',
  'mA',
  'A',
  'W',
  'V',
  'L',
  '°C',
  'mm',
  'cm',
  'm',
];
/**
 * A straight apostrophe of a French elision (l', d', n', qu', jusqu', aujourd'hui…): French text
 * takes the typographic apostrophe ’. English contractions (don't, it's, field's) never put the
 * apostrophe right after a one-letter word or 'qu', so library messages in a bundle are not taken
 * for French.
 */
const STRAIGHT_ELISION =
  /(?<![\p{L}\d'’])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|aujourd)'(?=\p{L})/iu;
const TYPOGRAPHY_FAULTS: readonly [string, RegExp][] = [
  ['espace sécable avant un signe double', /\S +[:;!?](?=\s|$)/u],
  ['espace sécable entre milliers', /\d \d{3}(?!\d)/u],
  [
    'espace sécable entre un nombre et son unité',
    new RegExp(`\\d +(?:${CHECKED_UNITS.join('|')})(?![\\p{L}\\d²³])`, 'u'),
  ],
  ['apostrophe droite', STRAIGHT_ELISION],
  ['points de suspension en trois points', /\p{L}\.\.\.(?=$|[\s)»"'])/u],
  ['trait d’union pour un nombre négatif', /(?:^|[\s(])-\d/u],
  ['échappement affiché tel quel', /\\u(?:00a0|202f|2019|2026|2212|00d7)/iu],
];

/**
 * What frenchTypography would have fixed in a finished text, for the scans of every text a user
 * reads (domain messages, the web bundle, PDF, e-mails): a breaking space before ':' ';' '!' '?',
 * between thousands or between a number and its unit, a straight apostrophe in an elision, '...'
 * for '…', a hyphen for a minus ('-10 °C'), and an escape such as a literal '\u00a0' shown as six characters (a JSX attribute string
 * does not read escapes). Each fault names itself with a few characters around it; [] when right.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  for (const [fault, pattern] of TYPOGRAPHY_FAULTS) {
    const match = pattern.exec(text);
    if (match)
      faults.push(`${fault}\u00a0: «${text.slice(Math.max(0, match.index - 25), match.index + 15)}»`);
  }
  return faults;
}
