import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { SessionSchema, UserSchema } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';

/** lucia v3 adapter over MikroORM: sessions live in the database, so any server process can read them. */
export class MikroOrmSessionAdapter implements Adapter {
  constructor(private readonly orm: Orm) {}

  private em() {
    return this.orm.em.fork();
  }

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const em = this.em();
    const session = await em.findOne(SessionSchema, { id: sessionId });
    if (!session) return [null, null];
    const user = await em.findOne(UserSchema, { id: session.user });
    if (!user) return [null, null];
    return [
      { id: session.id, userId: session.user, expiresAt: session.expiresAt, attributes: {} },
      {
        id: user.id,
        attributes: {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          company: user.company,
          siret: user.siret,
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
