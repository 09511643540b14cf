import { createHash } from 'node:crypto';
import type { Em } from '../db/orm.ts';
import type { BackoffRule, RateLimitRule } from './rate-limit-rules.ts';

export interface RateLimitResult {
  /** Events counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  windowStart: Date;
}

/**
 * Keys name what is limited; personal values (e-mails) are hashed so that the table holds no address
 * of someone who never registered. IPs are kept as they are: they expire with their window.
 */
export function rateLimitKey(
  action: string,
  dimension: 'ip' | 'email' | 'email-ip' | 'user' | 'all',
  value: string,
): string {
  const hashed = dimension === 'email' || dimension === 'email-ip';
  const shown = hashed ? createHash('sha256').update(value).digest('hex') : value;
  return `${action}:${dimension}:${shown}`.slice(0, 400);
}

interface CounterRow {
  count: number | string;
  window_start: Date | string;
}

/**
 * Counts one event in a fixed window stored in the database, so that every server process shares it.
 * One atomic upsert: a window older than `windowMs` restarts at 1, otherwise the count goes up by one.
 */
export async function hitRateLimit(
  em: Em,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const expired = new Date(now.getTime() - rule.windowMs);
  const rows = await em.execute<CounterRow[]>(
    `insert into "rate_limits" ("key", "window_start", "count", "last_hit_at") values (?, ?, 1, ?)
     on conflict ("key") do update set
       "count" = case when "rate_limits"."window_start" <= ? then 1 else "rate_limits"."count" + 1 end,
       "window_start" = case when "rate_limits"."window_start" <= ? then excluded."window_start" else "rate_limits"."window_start" end,
       "last_hit_at" = excluded."last_hit_at"
     returning "count", "window_start"`,
    [key, now, now, expired, expired],
  );
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  // Rows of finished windows are dead weight; now and then one request sweeps them (no scheduler needed).
  if (Math.random() < 0.01) await sweepRateLimits(em, now);
  return { count, allowed: count <= rule.limit, windowStart: new Date(row?.window_start ?? now) };
}

/** Takes back one event of the current window (a login that succeeded was not a failure). */
export async function undoRateLimitHit(em: Em, key: string, windowStart: Date): Promise<void> {
  await em.execute(
    `update "rate_limits" set "count" = greatest("count" - 1, 0) where "key" = ? and "window_start" = ?`,
    [key, windowStart],
  );
}

export async function clearRateLimit(em: Em, key: string): Promise<void> {
  await em.execute(`delete from "rate_limits" where "key" = ?`, [key]);
}

/** Windows are at most a day long in this app: anything older is finished. */
export async function sweepRateLimits(em: Em, now = new Date()): Promise<void> {
  await em.execute(`delete from "rate_limits" where "window_start" < ?`, [
    new Date(now.getTime() - 86_400_000),
  ]);
}

/** The wait after `failures` failures: none for the free ones, then doubling from the base, capped. */
export function backoffDelayMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 40);
  return Math.min(rule.baseDelayMs * 2 ** doublings, rule.maxDelayMs);
}

interface BackoffRow {
  count: number | string;
  last_hit_at: Date | string | null;
}

/**
 * Milliseconds still to wait before the next attempt of `key` (0: go ahead), from the failures counted
 * in the current window and the time of the latest one.
 */
export async function backoffWaitMs(
  em: Em,
  key: string,
  rule: BackoffRule,
  now = new Date(),
): Promise<number> {
  const rows = await em.execute<BackoffRow[]>(
    `select "count", "last_hit_at" from "rate_limits" where "key" = ? and "window_start" > ?`,
    [key, new Date(now.getTime() - rule.windowMs)],
  );
  const row = rows[0];
  if (!row?.last_hit_at) return 0;
  const readyAt = new Date(row.last_hit_at).getTime() + backoffDelayMs(Number(row.count), rule);
  return Math.max(0, readyAt - now.getTime());
}
