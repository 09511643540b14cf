import { createHash } from 'node:crypto';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { SessionSchema } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import type { SqlRunner } from '../db/prepared-sql.ts';

interface SessionUserRow {
  user_id: string;
  /** Milliseconds since the epoch; numeric, which the drivers may hand back as a string. */
  expires_ms: string | number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  siret: string;
  company_id: string;
}

/** What the sessions table holds instead of the token: its SHA-256, hex. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * lucia v3 adapter over MikroORM: sessions live in the database, so any server process can read them.
 *
 * lucia calls the token the session id and hands it to every method; the adapter hashes it on the way
 * in, so the table never holds a token. The sessions it answers carry the token back as their
 * id, so that lucia's later calls (extend, invalidate) hash the same value. An absolute limit, fixed at
 * login, caps the sliding expiry: a session used every day still ends `absoluteLifetimeMs` after login.
 */
export class MikroOrmSessionAdapter implements Adapter {
  constructor(
    private readonly orm: Orm,
    /** The session query of every request and the expiry's slide (prepared on PostgreSQL). */
    private readonly sql: SqlRunner,
    private readonly absoluteLifetimeMs: number,
  ) {}

  private em() {
    return this.orm.em.fork();
  }

  /**
   * Runs on every authenticated request: the session and its user in one query (a join), read as
   * plain rows — no entity is built, nothing enters an identity map. The expiry answered is the earlier
   * of the sliding and the absolute one, so lucia refuses (and deletes) a session past either.
   */
  async getSessionAndUser(token: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const rows = await this.sql.execute<SessionUserRow[]>(
      `select s.user_id, extract(epoch from least(s.expires_at, s.absolute_expires_at)) * 1000 as expires_ms,
              u.email, u.first_name, u.last_name, u.company_id, c.name as company, c.siret
         from sessions s join users u on u.id = s.user_id join companies c on c.id = u.company_id
        where s.token_hash = ?`,
      [sessionTokenHash(token)],
    );
    const row = rows[0];
    if (!row) return [null, null];
    return [
      { id: token, userId: row.user_id, expiresAt: new Date(Number(row.expires_ms)), attributes: {} },
      {
        id: row.user_id,
        attributes: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          company: row.company,
          siret: row.siret,
          companyId: row.company_id,
        },
      },
    ];
  }

  /**
   * Not used by the app: the ids answered are hashes, which lucia's invalidateSession would hash again.
   * Ending sessions goes through deleteUserSessions or deleteSession with the token.
   */
  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.em().find(SessionSchema, { user: userId });
    return rows.map((s) => ({
      id: s.tokenHash,
      userId: s.user,
      expiresAt: s.expiresAt < s.absoluteExpiresAt ? s.expiresAt : s.absoluteExpiresAt,
      attributes: {},
    }));
  }

  /** A new session (login): its absolute end is fixed here; the user's dead sessions are swept meanwhile. */
  async setSession(session: DatabaseSession): Promise<void> {
    const em = this.em();
    const now = new Date();
    await em.nativeDelete(SessionSchema, {
      user: session.userId,
      $or: [{ expiresAt: { $lte: now } }, { absoluteExpiresAt: { $lte: now } }],
    });
    em.create(SessionSchema, {
      tokenHash: sessionTokenHash(session.id),
      user: session.userId,
      expiresAt: session.expiresAt,
      absoluteExpiresAt: new Date(now.getTime() + this.absoluteLifetimeMs),
    });
    await em.flush();
  }

  /** Slides the idle expiry, never past the absolute one (no write once it has reached it). */
  async updateSessionExpiration(token: string, expiresAt: Date): Promise<void> {
    await this.sql.execute(
      `update sessions set expires_at = least(?, absolute_expires_at)
          where token_hash = ? and expires_at < absolute_expires_at`,
      [expiresAt, sessionTokenHash(token)],
    );
  }

  async deleteSession(token: string): Promise<void> {
    await this.em().nativeDelete(SessionSchema, { tokenHash: sessionTokenHash(token) });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.em().nativeDelete(SessionSchema, { user: userId });
  }

  async deleteExpiredSessions(): Promise<void> {
    const now = new Date();
    await this.em().nativeDelete(SessionSchema, {
      $or: [{ expiresAt: { $lte: now } }, { absoluteExpiresAt: { $lte: now } }],
    });
  }
}
