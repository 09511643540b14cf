import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** The fresh PostgreSQL database, or undefined for an in-memory PGlite. */
  url: string | undefined;
  /** Drops the PostgreSQL database (nothing to do for PGlite). */
  drop(): Promise<void>;
}

async function admin(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * A database of the test's own: when DATABASE_URL (or the `baseUrl` given) is set, a fresh PostgreSQL
 * database beside it, dropped afterwards, so that runs never collide; otherwise none (the app opens an
 * in-memory PGlite).
 */
export async function createTestDatabase(baseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!baseUrl) return { url: undefined, drop: async () => {} };
  const name = `courant_test_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}
