import { parisDate } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { JetonUseSchema } from '../src/db/entities/index.ts';
import { createProject, rest } from './helpers/project-fixtures.ts';
import {
  setCompanyPlan,
  signInTestUser,
  spendJetons,
  type TestUser,
  useTestApp,
} from './helpers/test-app.ts';

const line = { id: 'c1', intitule: 'Forfait', prix: 100, quantity: 1, roomId: null };
const numberRe = new RegExp(`^DEV-${parisDate(new Date()).slice(0, 4)}-(\\d{4})$`);

/**
 * A team validating devis at once, by both routes that validate a project: 'Terminer' (finish) and a
 * draft devis whose status is set to 'sent'. Both number the devis and spend the project's jeton under
 * one lock order (company row, then the number counter): no deadlock, no 500, no gap, one jeton per project.
 */
describe('validating projects at once: finish and status sent', () => {
  const t = useTestApp();

  /** 20 projects of one company (two members); the odd ones hold a draft devis to be sent by status. */
  async function team(plan: 'starter' | 'expert') {
    const boss = await signInTestUser(t.app, { firstName: 'Rémi' });
    const mate = await signInTestUser(t.app, { companyId: boss.companyId, firstName: 'Inès' });
    await setCompanyPlan(t.app, boss.companyId, plan);
    const users = Array.from({ length: 20 }, (_, i) => (i % 2 ? mate : boss));
    const projects = await Promise.all(users.map((user, i) => createProject(t.app, user, { name: `P${i}` })));
    const drafts = await Promise.all(
      projects.map(async (project, i) => {
        if (i % 2 === 0) return null;
        const draft = await rest(t.app, users[i] as TestUser, 'POST', '/api/v1/quotes', {
          projectId: project.id,
          quoteItems: [line],
          dimensioningItems: [],
        });
        expect(draft.statusCode).toBe(201);
        return draft.json().id as string;
      }),
    );
    /** Half finish their project, half send their draft by setting its status: all at once. */
    const race = () =>
      Promise.all(
        projects.map((project, i) => {
          const user = users[i] as TestUser;
          const draft = drafts[i];
          return draft
            ? rest(t.app, user, 'PUT', `/api/v1/quotes/${draft}`, { status: 'sent' })
            : rest(t.app, user, 'POST', `/api/v1/projects/${project.id}/finish`, {
                quoteItems: [line],
                dimensioningItems: [],
              });
        }),
      );
    return { boss, projects, race };
  }

  const sequenceOf = (numbers: string[]) =>
    numbers.map((n) => Number(numberRe.exec(n)?.[1])).sort((a, b) => a - b);

  it('numbers 20 devis sent at once by both routes without a gap, and spends one jeton per project', async () => {
    const { boss, projects, race } = await team('expert');
    const answers = await race();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(sequenceOf(answers.map((a) => a.json().number))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const uses = await t.app.services.orm.em.fork().find(JetonUseSchema, { company: boss.companyId });
    expect(uses.map((u) => u.project).sort()).toEqual(projects.map((p) => p.id).sort());
    // Every project is validated, whichever route sent its devis.
    for (const project of projects)
      expect((await rest(t.app, boss, 'GET', `/api/v1/projects/${project.id}`)).json().status).toBe(
        'completed',
      );
    // Sending again (finish of a sent devis, status sent again) spends and numbers nothing more.
    const again = await race();
    expect(again.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.app.services.orm.em.fork().count(JetonUseSchema, { company: boss.companyId })).toBe(20);
  });

  it('lets exactly the jetons left through, by either route; the others get the French refusal and change nothing', async () => {
    const { boss, projects, race } = await team('starter');
    // 7 of Starter's 10 jetons already spent this month: 3 left for 20 validations at once.
    await spendJetons(t.app, boss, 7);
    const answers = await race();
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(3);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(17).fill(403));
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'JETONS_EXHAUSTED' });
      expect(answer.json().message).toContain('les 10\u00a0jetons de votre offre Starter');
    }
    // The numbers given are the first ones, without a gap: a refused send took none.
    expect(sequenceOf(ok.map((a) => a.json().number))).toEqual([1, 2, 3]);
    const plan = (await rest(t.app, boss, 'GET', '/api/v1/company/plan')).json();
    expect(plan.jetons).toMatchObject({ used: 10, left: 0 });
    // A refused validation changed nothing: a finished project is still a draft without a devis; a devis
    // sent by its status is still a draft without a number, and its project too.
    const refusedFinish = answers.findIndex((a, i) => i % 2 === 0 && a.statusCode === 403);
    const refusedSend = answers.findIndex((a, i) => i % 2 === 1 && a.statusCode === 403);
    const finished = (
      await rest(t.app, boss, 'GET', `/api/v1/projects/${projects[refusedFinish]?.id}`)
    ).json();
    expect(finished).toMatchObject({ status: 'draft', quotes: [] });
    const sent = (await rest(t.app, boss, 'GET', `/api/v1/projects/${projects[refusedSend]?.id}`)).json();
    expect(sent).toMatchObject({ status: 'draft', quotes: [{ status: 'draft', number: null }] });
  });
});
