import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetonPeriod } from '@courant/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type CreateAppOptions, createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { CompanySchema, JetonUseSchema, UserSchema } from '../../src/db/entities/index.ts';
import { createCompany } from '../../src/modules/companies/companies.service.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the server and removes its database and files. */
  close(): Promise<void>;
}

/**
 * Boots the whole server in-process on a database of its own: an in-memory PGlite, or, when DATABASE_URL
 * is set, a fresh PostgreSQL database that is dropped afterwards — runs never collide.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'courant-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    APP_URL: TEST_APP_URL,
    DATA_DIR: 'memory://',
    STORAGE_DIR: path.join(dir, 'storage'),
    LOG_LEVEL: 'silent',
    // Tests vary X-Forwarded-For to act as distinct clients, as behind a reverse proxy.
    TRUST_PROXY: 'true',
    // Previews are timed by the hostile-file tests; elsewhere a busy test machine must not lose them.
    PREVIEW_TIMEOUT_MS: '120000',
    // Previews and analyses are jobs: the server runs them itself, as the embedded default does
    // (job-queue.int.test.ts turns this off to drive the queue by hand).
    JOB_INLINE_WORKER: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // Mail outbox and other DATA_DIR files go to the temp dir even though the database is in memory.
  config.dataDir = config.databaseUrl ? dir : 'memory://';
  const app = await createApp(config, options);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` against an app of its own (createTestApp), closed afterwards whatever happens. */
export async function withTestApp<T>(
  env: Record<string, string>,
  run: (t: TestApp) => Promise<T>,
  options: CreateAppOptions = {},
): Promise<T> {
  const t = await createTestApp(env, options);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

/**
 * One app for the enclosing `describe` (or file): booted in its beforeAll, closed in its afterAll. Call it
 * inside the `describe`; read its fields from tests and later hooks only.
 */
export function useTestApp(env: Record<string, string> = {}, options: CreateAppOptions = {}): TestApp {
  const shared = {} as TestApp;
  beforeAll(async () => {
    Object.assign(shared, await createTestApp(env, options));
  });
  afterAll(async () => {
    await shared.close?.();
  });
  return shared;
}

export interface TestUser {
  id: string;
  email: string;
  companyId: string;
  token: string;
  /** Bearer authentication, as a program would send it. */
  headers: { authorization: string };
}

/**
 * A user with a live session, made directly in the database: for tests of areas other than auth.
 * (Auth tests go through the register and login routes instead.)
 */
export async function signInTestUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string; companyId: string }> = {},
): Promise<TestUser> {
  const { orm, lucia } = app.services;
  const em = orm.em.fork();
  const id = randomUUID();
  const email = overrides.email ?? `user-${id.slice(0, 8)}@example.fr`;
  // As registration does: the user's own company, the user its owner — unless the user
  // joins an existing company (a member).
  let companyId = overrides.companyId;
  if (!companyId) {
    const company = createCompany(em, { name: 'Martin Électricité', siret: '12345678901237' });
    company.ownerId = id;
    companyId = company.id;
  }
  em.create(UserSchema, {
    id,
    email,
    passwordHash: 'not-a-login-hash',
    firstName: overrides.firstName ?? 'Camille',
    lastName: overrides.lastName ?? 'Martin',
    companyId,
  });
  await em.flush();
  const session = await lucia.createSession(id, {});
  return { id, email, companyId, token: session.id, headers: { authorization: `Bearer ${session.id}` } };
}

export interface AppWithUsers {
  app: FastifyInstance;
  config: Config;
  /** Owns the resources under test. */
  alice: TestUser;
  /** Another account: alice's resources must be invisible to him (404). */
  bob: TestUser;
}

/**
 * One app per test file (booting costs ~3 s) with two signed-in users, set up in the file's beforeAll and
 * closed in its afterAll. Call it inside the `describe`; read its fields from tests and later hooks only.
 */
export function appWithTwoUsers(env: Record<string, string> = {}): AppWithUsers {
  const t = useTestApp(env);
  const shared = {} as AppWithUsers;
  beforeAll(async () => {
    const alice = await signInTestUser(t.app);
    const bob = await signInTestUser(t.app);
    Object.assign(shared, { app: t.app, config: t.config, alice, bob });
  });
  return shared;
}

/** Puts a company on a plan, as `npm run admin -- set-plan` does. */
export async function setCompanyPlan(
  app: FastifyInstance,
  companyId: string,
  plan: 'starter' | 'pro' | 'expert',
): Promise<void> {
  const em = app.services.orm.em.fork();
  const company = await em.findOneOrFail(CompanySchema, { id: companyId });
  company.plan = plan;
  await em.flush();
}

/** `count` jetons of the user's company spent at `at` (this month by default) on projects since deleted. */
export async function spendJetons(app: FastifyInstance, user: TestUser, count: number, at = new Date()) {
  const em = app.services.orm.em.fork();
  for (let i = 0; i < count; i += 1)
    em.create(JetonUseSchema, {
      id: randomUUID(),
      company: user.companyId,
      project: null,
      projectName: `Ancien ${i}`,
      user: user.id,
      period: jetonPeriod(at),
      createdAt: at,
    });
  await em.flush();
}
