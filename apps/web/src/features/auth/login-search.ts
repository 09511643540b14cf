/**
 * The search of the login pages (/auth and /auth/login): an SSO sign-in that failed comes back with
 * ?error=<code>. Apart from the form: a route's `validateSearch` stays in the app's entry, the page's
 * component is split off, and the form must not ride along with the entry.
 */
export function validateLoginSearch(search: Record<string, unknown>): { error?: string } {
  return { error: typeof search.error === 'string' ? search.error.slice(0, 100) : undefined };
}
