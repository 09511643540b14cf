import { describe, expect, it } from 'vitest';
import { createProject, makeImage, projectInfo, rest, uploadPlanNoWait } from './helpers/project-fixtures.ts';
import { signInTestUser, useTestApp } from './helpers/test-app.ts';

// A quota is counted and written under the account's lock. Requests sent at once, at the
// limit, pass exactly up to it (on PostgreSQL each request has its own connection and really overlaps).

const t = useTestApp({ QUOTA_PROJECTS: '3' });

const count = async (sql: string, params: unknown[]) =>
  Number((await t.app.services.orm.em.fork().execute<{ n: string }[]>(sql, params))[0]?.n);

describe('quotas under concurrent requests', () => {
  it('projects: 8 creates at once with room for 3 — exactly 3 are created', async () => {
    const user = await signInTestUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rest(t.app, user, 'POST', '/api/v1/projects/create', projectInfo({ name: `Projet ${i}` })),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c < 300)).toHaveLength(3);
    expect(codes.filter((c) => c === 403)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.statusCode === 403))
      expect(refused.json()).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: 'Vous avez atteint la limite de 3 projets. Supprimez un projet pour en créer un autre.',
      });
    expect(await count('select count(*) as n from projects where owner_id = ?', [user.id])).toBe(3);
  });

  it('stored bytes: 5 uploads at once to 5 projects with room for 2 — exactly 2 are stored', async () => {
    const user = await signInTestUser(t.app);
    const files = await Promise.all([1, 2, 3, 4, 5].map((seed) => makeImage('png', 240, 160, 100 + seed)));
    const largest = Math.max(...files.map((f) => f.byteLength));
    const smallest = Math.min(...files.map((f) => f.byteLength));
    // Any two fit, no three do.
    const saved = { ...t.config.quotas };
    t.config.quotas.projects = 100;
    t.config.quotas.storageBytes = Math.max(2 * largest, 3 * smallest - 1);
    expect(2 * largest).toBeLessThan(3 * smallest);
    try {
      const projects = await Promise.all(files.map(() => createProject(t.app, user)));
      const answers = await Promise.all(
        files.map((bytes, i) => uploadPlanNoWait(t.app, user, projects[i]?.id ?? '', `p${i}.png`, bytes)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 201),
        JSON.stringify(codes),
      ).toHaveLength(2);
      expect(codes.filter((c) => c === 403)).toHaveLength(3);
      expect(await count('select count(*) as n from plan_files where owner_id = ?', [user.id])).toBe(2);
    } finally {
      Object.assign(t.config.quotas, saved);
    }
  });
});
