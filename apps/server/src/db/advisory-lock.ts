import type { Em } from './orm.ts';

/**
 * Takes a PostgreSQL advisory lock on `key` until the end of the current transaction: two requests
 * that check-then-write the same limit (a quota, the job queue's bounds) run one after the other. Call
 * it inside `em.transactional`; on PGlite (one connection) it is taken at once.
 */
export async function lockKey(tem: Em, key: string): Promise<void> {
  await tem.execute('select pg_advisory_xact_lock(hashtext(?)) as locked', [key]);
}
