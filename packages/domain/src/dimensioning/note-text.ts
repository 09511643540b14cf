/** How the dimensioning notes write numbers, counts and lists in French. */

/** French number: at most 2 decimals, decimal comma. */
export function fr(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** Watts with a space between thousands, as French text writes them (3 000 W). */
export function watts(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

/** Room names once each, in order, blanks left out. */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names.filter((n) => n.length > 0))];
  return unique.join(', ');
}

/** The department a postal code names, as the surge note writes it; null for no valid code. */
export function department(postalCode: string | null | undefined): string | null {
  const code = postalCode?.trim() ?? '';
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('20')) return 'Corse (2A/2B)';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}
