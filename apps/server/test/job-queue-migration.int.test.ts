import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Orm, openOrm } from '../src/db/orm.ts';
import { JOB_KINDS, openJobQueue } from '../src/jobs/queues.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// The jobs left in the table of the queue written before pg-boss: those waiting or running are queued
// again in pg-boss, the finished ones go with the table.

const BEFORE = 'Migration20261207234000s_signatures';

async function withDatabase(run: (orm: Orm, databaseUrl: string | undefined) => Promise<void>) {
  const database = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: database.url, dataDir: 'memory://' });
  try {
    await run(orm, database.url);
  } finally {
    await orm.close(true);
    await database.drop();
  }
}

const tableExists = async (orm: Orm, name: string) =>
  (
    await orm.em.getConnection().execute<{ t: string | null }[]>('select to_regclass(?)::text as t', [name])
  )[0]?.t != null;

describe('the migration to pg-boss', () => {
  it('queues again the jobs waiting or running, under their ids, and drops the old table', async () => {
    await withDatabase(async (orm, databaseUrl) => {
      await orm.migrator.up({ to: BEFORE });
      const [waiting, running, done, unknown] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const owner = randomUUID();
      await orm.em.getConnection().execute(
        `insert into jobs (id, kind, payload, status, attempts, max_attempts, run_after, owner_key, created_at) values
           (?, 'plan-preview', '{"planId":"p1"}', 'queued', 0, 2, now(), null, now() - interval '2 minutes'),
           (?, 'plan-analysis', ?, 'running', 1, 2, now(), ?, now() - interval '1 minute'),
           (?, 'plan-preview', '{"planId":"p0"}', 'done', 1, 2, now(), null, now() - interval '1 hour'),
           (?, 'retired-kind', '{}', 'queued', 0, 3, now(), null, now())`,
        [waiting, running, JSON.stringify({ userId: owner, projectId: 'x' }), owner, done, unknown],
      );
      const config = loadConfig({ APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
      const jobs = await openJobQueue(orm, { ...config, databaseUrl }, { warn: () => {} });
      try {
        await orm.migrator.up();
        expect(await tableExists(orm, 'jobs')).toBe(false);
        const previews = await jobs.boss.findJobs(JOB_KINDS.planPreview);
        expect(previews).toHaveLength(1);
        expect(previews[0]).toMatchObject({
          id: waiting,
          state: 'created',
          data: { planId: 'p1' },
          retryLimit: 1,
        });
        const analyses = await jobs.boss.findJobs(JOB_KINDS.planAnalysis);
        expect(analyses).toHaveLength(1);
        expect(analyses[0]).toMatchObject({ id: running, state: 'created', singletonKey: owner });
        // The moved analysis still holds its owner's place: a second one of the same user is refused.
        await expect(
          jobs.sendBounded(
            orm.em.fork(),
            JOB_KINDS.planAnalysis,
            { userId: owner },
            { maxQueued: 20, ownerKey: owner },
          ),
        ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(await jobs.read(JOB_KINDS.planPreview, done)).toBeNull();
      } finally {
        await jobs.close();
      }
    });
  }, 120_000);

  it('runs on a database without pg-boss when the old table is empty (a fresh install)', async () => {
    await withDatabase(async (orm) => {
      await orm.migrator.up();
      expect(await tableExists(orm, 'jobs')).toBe(false);
    });
  }, 120_000);
});
