/**
 * What the logs must never hold: session tokens, reset tokens, passwords, cookies,
 * authorization headers, OAuth codes. Request URLs keep their path and parameter names; the values of
 * secret-bearing parameters become this mark.
 */
export const REDACTED = '[masqué]';

/** Query parameters whose value is a credential: reset links, SSO callbacks, tokens in URLs. */
const SECRET_PARAMS = [
  'token_hash',
  'token',
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'password',
  'session',
];
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** pino `redact` paths: headers and body fields that may reach a log line through an error or a child. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.token_hash',
  '*.tokenHash',
  'password',
  'token',
];

/** `user:password@` in a URL (DATABASE_URL, SMTP_URL) becomes `user:[masqué]@`. */
export function redactUrlCredentials(value: string): string {
  return value.replace(/(\/\/[^/@\s:]*):[^/@\s]*@/g, `$1:${REDACTED}@`);
}
