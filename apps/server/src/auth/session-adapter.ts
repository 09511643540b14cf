import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { SessionSchema } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';

interface SessionUserRow {
  id: string;
  user_id: string;
  /** Milliseconds since the epoch; numeric, which the drivers may hand back as a string. */
  expires_ms: string | number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  siret: string;
}

/** lucia v3 adapter over MikroORM: sessions live in the database, so any server process can read them. */
export class MikroOrmSessionAdapter implements Adapter {
  constructor(private readonly orm: Orm) {}

  private em() {
    return this.orm.em.fork();
  }

  /**
   * Runs on every authenticated request: the session and its user in one query (a join), read as
   * plain rows — no entity is built, nothing enters an identity map.
   */
  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const rows = await this.orm.em.getConnection().execute<SessionUserRow[]>(
      `select s.id, s.user_id, extract(epoch from s.expires_at) * 1000 as expires_ms,
              u.email, u.first_name, u.last_name, u.company, u.siret
         from sessions s join users u on u.id = s.user_id
        where s.id = ?`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) return [null, null];
    return [
      { id: row.id, userId: row.user_id, expiresAt: new Date(Number(row.expires_ms)), attributes: {} },
      {
        id: row.user_id,
        attributes: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          company: row.company,
          siret: row.siret,
        },
      },
    ];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.em().find(SessionSchema, { user: userId });
    return rows.map((s) => ({ id: s.id, userId: s.user, expiresAt: s.expiresAt, attributes: {} }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    const em = this.em();
    em.create(SessionSchema, { id: session.id, user: session.userId, expiresAt: session.expiresAt });
    await em.flush();
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.em().nativeUpdate(SessionSchema, { id: sessionId }, { expiresAt });
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.em().nativeDelete(SessionSchema, { id: sessionId });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.em().nativeDelete(SessionSchema, { user: userId });
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.em().nativeDelete(SessionSchema, { expiresAt: { $lte: new Date() } });
  }
}
