import { AUTH_ERROR_MESSAGES } from '@courant/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import { passwordHashingSlots } from '../src/auth/password.ts';
import { nextIp, registration } from './helpers/accounts.ts';
import { createProject, makeImage, projectInfo, rest, uploadPlan } from './helpers/project-fixtures.ts';
import { signInTestUser, type TestApp, useTestApp } from './helpers/test-app.ts';

// Limits: registration per IP and on the whole server, the bounded password hashing, and the
// per-account quotas.

const t = useTestApp({ REGISTER_LIMIT_PER_IP: '3', REGISTER_LIMIT_GLOBAL: '1000' });

const register = (ip: string, body = registration()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: body,
  });
const login = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
const usersCount = async () =>
  Number(
    (
      await t.app.services.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from users')
    )[0]?.n,
  );

describe('registration limits', () => {
  it('one IP creates at most REGISTER_LIMIT_PER_IP accounts an hour; other IPs are not affected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await register(ip)).statusCode).toBe(201);
    const before = await usersCount();
    const refused = await register(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: AUTH_ERROR_MESSAGES.rateLimited,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await usersCount()).toBe(before);
    expect((await register(nextIp())).statusCode).toBe(201);
  });

  it('the whole server creates at most REGISTER_LIMIT_GLOBAL accounts an hour, whatever the IPs', async () => {
    const limits = t.config.rateLimits;
    const saved = limits.registerGlobal;
    onTestFinished(() => {
      limits.registerGlobal = saved;
    });
    // The counter already holds this file's earlier registrations: allow two more.
    const used = await usersCount();
    limits.registerGlobal = { limit: used + 2, windowMs: saved.windowMs };
    expect((await register(nextIp())).statusCode).toBe(201);
    expect((await register(nextIp())).statusCode).toBe(201);
    const refused = await register(nextIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_ERROR_MESSAGES.rateLimited);
    expect(await usersCount()).toBe(used + 2);
  });

  it('counts a tRPC batch call by call (a batch of 10 from one IP gets 3 accounts)', async () => {
    const ip = nextIp();
    const calls = Array.from({ length: 10 }, () => registration());
    const input = Object.fromEntries(calls.map((c, i) => [String(i), c]));
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls.map(() => 'auth.register').join(',')}?batch=1`,
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    const answers = res.json() as { result?: unknown; error?: { data?: { code?: string } } }[];
    expect(answers).toHaveLength(10);
    expect(answers.filter((a) => a.result).length).toBe(3);
    expect(answers.filter((a) => a.error?.data?.code === 'RATE_LIMITED').length).toBe(7);
  });
});

describe('password hashing slots', () => {
  it('answers 503 with Retry-After and a French message when every slot and the queue are taken', async () => {
    const body = registration();
    expect((await register(nextIp(), body)).statusCode).toBe(201);

    // Take every hashing slot and fill the queue, as a burst of registrations would.
    const slots = passwordHashingSlots();
    const { concurrency, maxWaiting } = t.config.passwordHashing;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: concurrency + maxWaiting }, () => slots.run(null, () => gate));
    onTestFinished(async () => {
      release();
      await Promise.allSettled(held);
    });
    expect(slots.load).toEqual({ running: concurrency, waiting: maxWaiting });

    const busy = await login(nextIp(), body.email, body.password);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le serveur est très sollicité. Veuillez réessayer dans quelques secondes.',
    });
    const before = await usersCount();
    expect((await register(nextIp())).statusCode).toBe(503);
    expect(await usersCount()).toBe(before);

    // Freed: the same login goes through.
    release();
    await Promise.all(held);
    expect((await login(nextIp(), body.email, body.password)).statusCode).toBe(200);
  });

  it('lets a queued hash wait for a slot instead of refusing it', async () => {
    const body = registration();
    expect((await register(nextIp(), body)).statusCode).toBe(201);
    const slots = passwordHashingSlots();
    const { concurrency } = t.config.passwordHashing;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: concurrency }, () => slots.run(null, () => gate));
    onTestFinished(async () => {
      release();
      await Promise.allSettled(held);
    });
    const pending = login(nextIp(), body.email, body.password);
    // The login waits in the queue (it reaches it after its database reads), then runs once freed.
    await expect.poll(() => slots.load.waiting, { timeout: 30_000 }).toBe(1);
    release();
    expect((await pending).statusCode).toBe(200);
  });
});

describe('per-account quotas', () => {
  const quotas = () => t.config.quotas;
  const withQuota = (change: Partial<TestApp['config']['quotas']>) => {
    const saved = { ...quotas() };
    Object.assign(quotas(), change);
    onTestFinished(() => {
      Object.assign(quotas(), saved);
    });
  };
  const planCount = async (projectId: string) =>
    Number(
      (
        await t.app.services.orm.em
          .getConnection()
          .execute<{ n: string }[]>('select count(*) as n from plan_files where project_id = ?', [projectId])
      )[0]?.n,
    );
  /** A small plan picture; each seed gives other bytes, so that no upload is refused as a duplicate. */
  const smallPng = (seed: number) => makeImage('png', 60, 40, seed);

  it('projects: the one past QUOTA_PROJECTS is refused with a French message; deleting one frees a place', async () => {
    withQuota({ projects: 2 });
    const user = await signInTestUser(t.app);
    const first = await createProject(t.app, user);
    await createProject(t.app, user);
    const refused = await rest(t.app, user, 'POST', '/api/v1/projects/create', projectInfo());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      code: 'QUOTA_EXCEEDED',
      message: 'Vous avez atteint la limite de 2 projets. Supprimez un projet pour en créer un autre.',
    });
    // Someone else is not affected.
    expect(
      (await rest(t.app, await signInTestUser(t.app), 'POST', '/api/v1/projects/create', projectInfo()))
        .statusCode,
    ).toBeLessThan(300);
    expect((await rest(t.app, user, 'DELETE', `/api/v1/projects/${first.id}`)).statusCode).toBeLessThan(300);
    expect(
      (await rest(t.app, user, 'POST', '/api/v1/projects/create', projectInfo())).statusCode,
    ).toBeLessThan(300);
  });

  it('plans per project: the one past QUOTA_PLANS_PER_PROJECT is refused and nothing is stored', async () => {
    withQuota({ plansPerProject: 2 });
    const user = await signInTestUser(t.app);
    const project = await createProject(t.app, user);
    for (let seed = 1; seed <= 2; seed++) {
      const res = await uploadPlan(t.app, user, project.id, `plan-${seed}.png`, await smallPng(seed));
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await uploadPlan(t.app, user, project.id, 'plan-3.png', await smallPng(3));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'Ce projet a atteint la limite de 2 plans. Supprimez un plan pour en ajouter un autre.',
    });
    expect(await planCount(project.id)).toBe(2);
    // Another project of the same account still takes plans.
    const other = await createProject(t.app, user);
    expect((await uploadPlan(t.app, user, other.id, 'plan-3.png', await smallPng(3))).statusCode).toBe(201);
  });

  it('stored bytes: an upload that would pass QUOTA_STORAGE_MB is refused', async () => {
    const user = await signInTestUser(t.app);
    const project = await createProject(t.app, user);
    const first = await makeImage('png', 200, 150, 7);
    const second = await makeImage('png', 200, 150, 8);
    withQuota({ storageBytes: first.byteLength + second.byteLength - 1 });
    expect((await uploadPlan(t.app, user, project.id, 'a.png', first)).statusCode).toBe(201);
    const refused = await uploadPlan(t.app, user, project.id, 'b.png', second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(refused.json().message).toMatch(
      /^Votre espace de stockage est plein \(0\sMo\)\. Supprimez des plans pour en ajouter\.$/,
    );
    expect(await planCount(project.id)).toBe(1);
  });

  it('uploads per hour: the one past QUOTA_UPLOADS_PER_HOUR answers 429 with Retry-After, for this account only', async () => {
    withQuota({ uploadsPerHour: 2 });
    const user = await signInTestUser(t.app);
    const project = await createProject(t.app, user);
    const image = await smallPng(11);
    expect((await uploadPlan(t.app, user, project.id, 'a.png', image)).statusCode).toBe(201);
    // A refused duplicate still counts as an upload.
    expect((await uploadPlan(t.app, user, project.id, 'a.png', image)).statusCode).toBe(409);
    const refused = await uploadPlan(t.app, user, project.id, 'b.png', await smallPng(12));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Vous avez envoyé 2 plans en une heure. Veuillez réessayer plus tard.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await signInTestUser(t.app);
    const theirs = await createProject(t.app, someoneElse);
    expect((await uploadPlan(t.app, someoneElse, theirs.id, 'b.png', image)).statusCode).toBe(201);
  });
});
