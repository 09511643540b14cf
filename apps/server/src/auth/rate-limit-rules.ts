/** The shapes of the limits config.ts reads and rate-limit.ts applies (apart, so neither imports the other). */

/** At most `limit` counted events per fixed window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Growing wait after repeated failures of one key: the first `freeFailures` cost nothing, then each
 * failure doubles the wait from `baseDelayMs`, up to `maxDelayMs`. Failures are forgotten `windowMs`
 * after the first one of the window.
 */
export interface BackoffRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}
