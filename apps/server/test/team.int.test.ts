import { jetonPeriod } from '@courant/domain';
import { planFixture } from '@courant/plan-reader/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanySchema, InvitationSchema } from '../src/db/entities/index.ts';
import { setPlanBySiret } from '../src/modules/companies/jetons.service.ts';
import { appWithOutbox } from './helpers/outbox.ts';
import { createProject, rest, uploadPlan } from './helpers/project-fixtures.ts';
import {
  setCompanyPlan,
  signInTestUser,
  spendJetons,
  TEST_APP_URL,
  type TestUser,
} from './helpers/test-app.ts';

/**
 * The company's team (roles, invitations by e-mail through the outbox), users per plan, and
 * jetons (one per validated project, a monthly allowance by plan, spent atomically).
 */
describe('team, plans and jetons', () => {
  const t = appWithOutbox();
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signInTestUser(t.app, { firstName: 'Paul', lastName: 'Patron' });
  });

  const em = () => t.app.services.orm.em.fork();
  const setPlan = (companyId: string, plan: 'starter' | 'pro' | 'expert') =>
    setCompanyPlan(t.app, companyId, plan);

  /** The last invitation link the outbox holds for an address (the e-mail as the person receives it). */
  async function invitationLink(email: string): Promise<string> {
    const mail = (await t.outboxFor(email)).at(-1);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error('no link in the e-mail');
    return link;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  async function join(token: string, firstName: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { origin: TEST_APP_URL },
      payload: { token, firstName, lastName: 'Martin', password: 'secret123' },
    });
  }
  const bearer = (token: string) => ({
    id: '',
    email: '',
    companyId: '',
    token,
    headers: { authorization: `Bearer ${token}` },
  });

  describe('invitations', () => {
    it('refuses a second user on Starter with the plan’s limit, in French', async () => {
      const res = await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'zoe@example.fr',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT' });
      expect(res.json().message).toContain('Votre offre Starter comprend 1\u00a0utilisateur');
    });

    it('invites by e-mail on Pro; the link (hashed in the database) creates the account, once', async () => {
      await setPlan(owner.companyId, 'pro');
      const res = await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'Zoe@Example.fr',
        role: 'member',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: 'zoe@example.fr', role: 'member' });
      const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const link = await invitationLink('zoe@example.fr');
      expect(link.startsWith(`${TEST_APP_URL}/invitation?token=`)).toBe(true);
      const token = tokenOf(link);
      const stored = await em().findOneOrFail(InvitationSchema, { email: 'zoe@example.fr' });
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

      const preview = await rest(
        t.app,
        null,
        'GET',
        `/api/v1/invitations/preview?token=${encodeURIComponent(token)}`,
      );
      expect(preview.json()).toMatchObject({
        email: 'zoe@example.fr',
        company: 'Martin Électricité',
        invitedBy: 'Paul Patron',
        hasAccount: false,
      });
      const pending = await rest(t.app, owner, 'GET', '/api/v1/company/invitations');
      expect(pending.json().map((i: { email: string }) => i.email)).toEqual(['zoe@example.fr']);

      const joined = await join(token, 'Zoé');
      expect(joined.statusCode).toBe(200);
      const zoe = bearer(joined.json().session.token);
      const members = (await rest(t.app, zoe, 'GET', '/api/v1/company/members')).json();
      expect(members.map((m: { firstName: string; role: string }) => [m.firstName, m.role])).toEqual([
        ['Paul', 'owner'],
        ['Zoé', 'member'],
      ]);
      // Used: the same link again is refused, and nothing pends any more.
      const again = await join(token, 'Intrus');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'Ce lien d’invitation a déjà été utilisé',
      });
      expect((await rest(t.app, owner, 'GET', '/api/v1/company/invitations')).json()).toEqual([]);
    });

    it('refuses an expired link and an unknown one', async () => {
      const res = await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'late@example.fr',
      });
      expect(res.statusCode).toBe(201);
      const fork = em();
      const row = await fork.findOneOrFail(InvitationSchema, { email: 'late@example.fr' });
      row.expiresAt = new Date(Date.now() - 1000);
      await fork.flush();
      const expired = await join(tokenOf(await invitationLink('late@example.fr')), 'Léa');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(
        'Ce lien d’invitation a expiré\u00a0: demandez une nouvelle invitation',
      );
      const unknown = await join('pas-un-jeton', 'Léa');
      expect(unknown.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'Ce lien d’invitation n’est pas valide',
      });
    });

    it('counts pending invitations against the plan: Pro’s 3 users', async () => {
      // Paul and Zoé are members; one more seat, which this invitation takes.
      const third = await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'tom@example.fr',
      });
      expect(third.statusCode).toBe(201);
      const fourth = await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'ana@example.fr',
      });
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json().message).toContain('Votre offre Pro comprend 3\u00a0utilisateurs');
      // Cancelling frees the seat.
      expect(
        (await rest(t.app, owner, 'DELETE', `/api/v1/company/invitations/${third.json().id}`)).statusCode,
      ).toBe(204);
      await setPlan(owner.companyId, 'expert');
    });

    it('moves an existing account that accepts while signed in with the invited address', async () => {
      const other = await signInTestUser(t.app, { email: 'nina@example.fr', firstName: 'Nina' });
      const ownProject = await createProject(t.app, other, { name: 'Chantier de Nina' });
      await rest(t.app, owner, 'POST', '/api/v1/company/invitations', {
        email: 'nina@example.fr',
        role: 'admin',
      });
      const token = tokenOf(await invitationLink('nina@example.fr'));
      const preview = await rest(
        t.app,
        null,
        'GET',
        `/api/v1/invitations/preview?token=${encodeURIComponent(token)}`,
      );
      expect(preview.json().hasAccount).toBe(true);
      // Not signed in: a new account cannot take an address that has one.
      expect((await join(token, 'Nina')).json().code).toBe('EMAIL_TAKEN');
      const accepted = await rest(t.app, other, 'POST', '/api/v1/invitations/accept', { token });
      expect(accepted.statusCode).toBe(200);
      const members = (await rest(t.app, owner, 'GET', '/api/v1/company/members')).json();
      expect(members.find((m: { email: string }) => m.email === 'nina@example.fr')).toMatchObject({
        role: 'admin',
      });
      // Her old company's project stayed there: not in her new company's list.
      const list = (await rest(t.app, other, 'GET', '/api/v1/projects/list')).json();
      expect(list.projects.map((p: { id: string }) => p.id)).not.toContain(ownProject.id);
    });
  });

  describe('roles', () => {
    let admin: TestUser;
    let member: TestUser;
    let member2: TestUser;
    beforeAll(async () => {
      admin = await signInTestUser(t.app, { companyId: owner.companyId, firstName: 'Adèle' });
      member = await signInTestUser(t.app, { companyId: owner.companyId, firstName: 'Marc' });
      member2 = await signInTestUser(t.app, { companyId: owner.companyId, firstName: 'Mia' });
      expect(
        (await rest(t.app, owner, 'PUT', `/api/v1/company/members/${admin.id}`, { role: 'admin' })).json()
          .role,
      ).toBe('admin');
    });

    it('lets the owner and admins change roles and remove members; never the owner, never oneself', async () => {
      const asMember = await rest(t.app, member, 'PUT', `/api/v1/company/members/${member2.id}`, {
        role: 'admin',
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(
        'Seuls le responsable et les administrateurs peuvent gérer l’équipe',
      );
      expect(
        (await rest(t.app, member, 'POST', '/api/v1/company/invitations', { email: 'x@example.fr' }))
          .statusCode,
      ).toBe(403);
      const onOwner = await rest(t.app, admin, 'DELETE', `/api/v1/company/members/${owner.id}`);
      expect(onOwner.statusCode).toBe(403);
      expect(onOwner.json().message).toContain('Le responsable de l’entreprise ne peut être ni retiré');
      const onSelf = await rest(t.app, admin, 'PUT', `/api/v1/company/members/${admin.id}`, {
        role: 'member',
      });
      expect(onSelf.statusCode).toBe(403);
      const ownerRole = await rest(t.app, owner, 'PUT', `/api/v1/company/members/${owner.id}`, {
        role: 'member',
      });
      expect(ownerRole.statusCode).toBe(403);
      const badRole = await rest(t.app, owner, 'PUT', `/api/v1/company/members/${member.id}`, {
        role: 'owner',
      });
      expect(badRole.statusCode).toBe(400);
      expect(
        (await rest(t.app, admin, 'PUT', `/api/v1/company/members/${member2.id}`, { role: 'admin' })).json()
          .role,
      ).toBe('admin');
      // The owner cannot leave; anyone else can.
      expect((await rest(t.app, owner, 'POST', '/api/v1/company/leave')).statusCode).toBe(403);
    });

    it('keeps the projects with the company when a member is removed or leaves', async () => {
      const project = await createProject(t.app, member, { name: 'Projet de Marc' });
      expect((await rest(t.app, admin, 'DELETE', `/api/v1/company/members/${member.id}`)).statusCode).toBe(
        204,
      );
      expect((await rest(t.app, member, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(404);
      expect((await rest(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json().name).toBe(
        'Projet de Marc',
      );
      // Marc keeps his account, alone in a company of his own.
      const marc = (await rest(t.app, member, 'GET', '/api/v1/company/members')).json();
      expect(marc).toMatchObject([{ id: member.id, role: 'owner' }]);

      const mine = await createProject(t.app, member2, { name: 'Projet de Mia' });
      expect((await rest(t.app, member2, 'POST', '/api/v1/company/leave')).statusCode).toBe(204);
      expect((await rest(t.app, owner, 'GET', `/api/v1/projects/${mine.id}`)).statusCode).toBe(200);
      expect((await rest(t.app, member2, 'GET', `/api/v1/projects/${mine.id}`)).statusCode).toBe(404);
    });
  });

  describe('jetons', () => {
    const finish = (user: TestUser, projectId: string) =>
      rest(t.app, user, 'POST', `/api/v1/projects/${projectId}/finish`, {});

    it('spends one jeton per validated project, once, and shows the month’s use', async () => {
      const boss = await signInTestUser(t.app, { firstName: 'Jeanne' });
      const before = (await rest(t.app, boss, 'GET', '/api/v1/company/plan')).json();
      expect(before).toMatchObject({ plan: 'starter', jetons: { allowance: 10, used: 0, left: 10 } });
      const project = await createProject(t.app, boss, { name: 'Maison Lenoir' });
      expect((await rest(t.app, boss, 'GET', `/api/v1/projects/${project.id}/jeton`)).json()).toMatchObject({
        spent: false,
        left: 10,
      });
      expect((await finish(boss, project.id)).statusCode).toBe(200);
      expect((await finish(boss, project.id)).statusCode).toBe(200);
      const after = (await rest(t.app, boss, 'GET', '/api/v1/company/plan')).json();
      expect(after.jetons).toMatchObject({ used: 1, left: 9, period: jetonPeriod(new Date()) });
      expect(after.jetons.uses).toMatchObject([
        { projectId: project.id, projectName: 'Maison Lenoir', userId: boss.id },
      ]);
      expect((await rest(t.app, boss, 'GET', `/api/v1/projects/${project.id}/jeton`)).json().spent).toBe(
        true,
      );
    });

    it('renews the allowance each month (Europe/Paris): last month’s jetons do not count', async () => {
      const boss = await signInTestUser(t.app, { firstName: 'Luc' });
      await spendJetons(t.app, boss, 10, new Date(Date.now() - 32 * 86_400_000));
      const plan = (await rest(t.app, boss, 'GET', '/api/v1/company/plan')).json();
      expect(plan.jetons).toMatchObject({ used: 0, left: 10 });
      const project = await createProject(t.app, boss);
      expect((await finish(boss, project.id)).statusCode).toBe(200);
    });

    it('changes the plan by SIRET (admin command) and the allowance with it', async () => {
      const boss = await signInTestUser(t.app, { firstName: 'Éva' });
      const fork = em();
      const company = await fork.findOneOrFail(CompanySchema, { id: boss.companyId });
      company.siret = '73282932000074';
      await fork.flush();
      const changed = await setPlanBySiret(em(), '732 829 320 00074', 'pro');
      expect(changed.map((c) => c.id)).toEqual([boss.companyId]);
      expect((await rest(t.app, boss, 'GET', '/api/v1/company/plan')).json()).toMatchObject({
        plan: 'pro',
        users: 3,
        jetons: { allowance: 30, left: 30 },
      });
      await expect(setPlanBySiret(em(), '73282932000074', 'gold')).rejects.toThrow('Offre inconnue');
    });

    it('has no admin route without ADMIN_TOKEN', async () => {
      const res = await rest(t.app, null, 'POST', '/api/v1/admin/set-plan', {
        siret: '73282932000074',
        plan: 'expert',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('Starter analysed surface', () => {
    it('refuses analysing a plan over 100 m² on Starter, with the reason; Pro reads it', async () => {
      const boss = await signInTestUser(t.app, { firstName: 'Hugo' });
      const project = await createProject(t.app, boss);
      const bytes = await planFixture('maison-rdc/plan.pdf');
      expect((await uploadPlan(t.app, boss, project.id, 'plan.pdf', bytes)).statusCode).toBe(201);
      const refused = await rest(t.app, boss, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT' });
      expect(refused.json().message).toBe(
        'Votre offre Starter analyse les plans jusqu’à 100\u00a0m²\u00a0: ce plan en compte 100,95\u00a0m². Saisissez les pièces à la main ou passez à l’offre Pro.',
      );
      expect((await rest(t.app, boss, 'GET', `/api/v1/projects/${project.id}/rooms`)).json().rooms).toEqual(
        [],
      );
      // Reading the one plan by its path is held to the same limit.
      const { planFiles } = (await rest(t.app, boss, 'GET', `/api/v1/projects/${project.id}`)).json() as {
        planFiles: { filePath: string }[];
      };
      const byPath = await rest(
        t.app,
        boss,
        'POST',
        `/api/v1/abplan/plans/analyze/${planFiles[0]?.filePath}`,
      );
      expect(byPath.statusCode).toBe(403);
      expect(byPath.json()).toMatchObject({ code: 'PLAN_LIMIT' });
      await setPlan(boss.companyId, 'pro');
      const read = await rest(t.app, boss, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
      expect(read.statusCode).toBe(200);
      expect(read.json().surfaceLoiCarrez).toBeCloseTo(100.95, 2);
    }, 300_000);
  });
});
