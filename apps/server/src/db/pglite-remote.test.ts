import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CompanySchema, UserSchema } from './entities/index.ts';
import { migrate, openOrm } from './orm.ts';

const companyId = randomUUID();
const user = (email: string) => ({
  id: randomUUID(),
  email,
  passwordHash: 'x',
  firstName: 'Camille',
  lastName: 'Martin',
  companyId,
});

describe('embedded database on disk (PGlite in a worker thread)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // Creating a cluster on disk (initdb) takes seconds, much more on a busy machine.
  it('migrates, writes, rolls back a failed transaction, and keeps its data across a restart', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'courant-pglite-'));
    dirs.push(dataDir);
    const orm = await openOrm({ databaseUrl: undefined, dataDir });
    await migrate(orm);
    const em = orm.em.fork();
    em.create(CompanySchema, {
      id: companyId,
      name: 'Martin Électricité',
      siret: '12345678901237',
      ownerId: null,
      capital: null,
      logoKey: null,
      logoMime: null,
    });
    em.create(UserSchema, user('kept@example.fr'));
    await em.flush();

    // A unique violation inside a transaction: PostgreSQL's error code reaches MikroORM, nothing is kept.
    await expect(
      orm.em.fork().transactional(async (tem) => {
        tem.create(UserSchema, user('rolled-back@example.fr'));
        await tem.flush();
        tem.create(UserSchema, user('kept@example.fr'));
        await tem.flush();
      }),
    ).rejects.toMatchObject({ name: 'UniqueConstraintViolationException' });
    // Reads and writes from concurrent requests queue up instead of failing.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const e = orm.em.fork();
        e.create(UserSchema, user(`parallel-${i}@example.fr`));
        return e.flush();
      }),
    );
    // json and jsonb cross from the worker as text and arrive parsed, as in-process.
    expect(
      await orm.em
        .fork()
        .execute(
          `select '{"a": [1, {"b": null}]}'::jsonb as doc, '[1, "2"]'::json as list, null::jsonb as nothing, '{"c": 1}'::text as text`,
        ),
    ).toEqual([{ doc: { a: [1, { b: null }] }, list: [1, '2'], nothing: null, text: '{"c": 1}' }]);
    expect((await orm.checkConnection()).ok).toBe(true);
    await orm.close(true);

    const reopened = await openOrm({ databaseUrl: undefined, dataDir });
    const emails = (await reopened.em.fork().find(UserSchema, {}, { orderBy: { email: 'asc' } })).map(
      (u) => u.email,
    );
    expect(emails).toContain('kept@example.fr');
    expect(emails).not.toContain('rolled-back@example.fr');
    expect(emails.filter((e) => e.startsWith('parallel-'))).toHaveLength(8);
    await reopened.close(true);
    expect((await reopened.checkConnection()).ok).toBe(false);
  });
});
