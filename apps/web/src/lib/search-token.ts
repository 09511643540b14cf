/**
 * A token of an e-mail's link, from the URL's search (password reset, invitation): the router parses
 * search values as JSON, so an all-digit token arrives as a number; anything else empty is no token.
 */
export function searchToken(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value ? value : undefined;
}
