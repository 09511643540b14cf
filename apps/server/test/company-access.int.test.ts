import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvitationSchema } from '../src/db/entities/index.ts';
import { listRestRoutes } from '../src/rest/adapter.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import {
  CLIENT_DURAND,
  COMPANY_MENTIONS,
  createProject,
  makePdf,
  multipart,
  rest,
  SOCKET_QUOTE_LINE,
  trpc,
  uploadPlan,
} from './helpers/project-fixtures.ts';
import { appWithTwoUsers, signInTestUser, type TestUser } from './helpers/test-app.ts';

/**
 * Projects (and the company's clients, members and invitations) belong to a company. A member of the project's company sees and edits it; a member
 * of another company gets 404 on every project-area route, in REST and in tRPC, exactly as for a project
 * that does not exist. The routes are read from the OpenAPI document and the router, so a route added
 * later is in the matrix (or the test fails on a parameter it does not know).
 */
describe('company access', () => {
  // alice owns company A; bob is alone in company B.
  const t = appWithTwoUsers();
  let carol: TestUser;
  let projectId: string;
  let planId: string;
  let planPath: string;
  let quoteId: string;
  let clientId: string;
  let invitationId: string;
  let invoiceId: string;

  beforeAll(async () => {
    carol = await signInTestUser(t.app, {
      companyId: t.alice.companyId,
      firstName: 'Carole',
      lastName: 'Roux',
    });
    projectId = (await createProject(t.app, t.alice)).id;
    const upload = await uploadPlan(t.app, t.alice, projectId, 'plan.pdf', await makePdf('Plan A'));
    expect(upload.statusCode).toBe(201);
    planId = upload.json().planFile.id;
    planPath = upload.json().planFile.filePath;
    const quote = await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
      projectId,
      quoteItems: [SOCKET_QUOTE_LINE],
      dimensioningItems: [],
      status: 'draft',
    });
    expect(quote.statusCode).toBe(201);
    quoteId = quote.json().id;
    const client = await rest(t.app, t.alice, 'POST', '/api/v1/clients', {
      name: 'Mme Durand',
      kind: 'particulier',
    });
    expect(client.statusCode).toBe(201);
    clientId = client.json().id;
    // A pending invitation of company A (made in the database: Starter's one seat is taken by carol).
    const em = t.app.services.orm.em.fork();
    invitationId = randomUUID();
    em.create(InvitationSchema, {
      id: invitationId,
      company: t.alice.companyId,
      email: 'invitee@example.fr',
      role: 'member',
      tokenHash: randomBytes(32).toString('hex'),
      invitedBy: t.alice.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: null,
    });
    await em.flush();
    invoiceId = await issuedInvoiceOf(t.alice);
  });

  /** An invoice issued by `user`'s company: an acompte on an accepted devis of another project. */
  async function issuedInvoiceOf(user: TestUser): Promise<string> {
    const company = (await rest(t.app, user, 'GET', '/api/v1/company')).json();
    await rest(t.app, user, 'PUT', '/api/v1/company', { ...company, ...COMPANY_MENTIONS });
    const client = await rest(t.app, user, 'POST', '/api/v1/clients', {
      ...CLIENT_DURAND,
      email: 'claire@durand.fr',
    });
    const project = await createProject(t.app, user, { name: 'Facturé', clientId: client.json().id });
    const quote = await rest(t.app, user, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      quoteItems: [SOCKET_QUOTE_LINE],
      dimensioningItems: [],
      status: 'sent',
    });
    const devisId = quote.json().id as string;
    await rest(t.app, user, 'PUT', `/api/v1/quotes/${devisId}`, { status: 'accepted' });
    const draft = await rest(t.app, user, 'POST', `/api/v1/quotes/${devisId}/invoices`, {
      request: { kind: 'acompte', percent: 30 },
    });
    const issued = await rest(t.app, user, 'POST', `/api/v1/invoices/${draft.json().id}/issue`);
    expect(issued.json()).toMatchObject({ status: 'emise' });
    return issued.json().id;
  }

  /** The value of a path parameter for alice's resources, by route; unknown ones fail the test. */
  function paramValue(path: string, param: string): string {
    if (param === 'planId') return planId;
    if (param === 'path') return planPath;
    if (param === 'projectId' || param === 'installation_id') return projectId;
    if (param === 'id' && path.startsWith('/projects/')) return projectId;
    if (param === 'id' && path.startsWith('/quotes/')) return quoteId;
    if (param === 'quoteId') return quoteId;
    if (param === 'id' && path.startsWith('/invoices/')) return invoiceId;
    if (param === 'paymentId') return randomUUID();
    // Version 1 of a quote is the quote itself until it is sent and changed.
    if (param === 'version' && path.startsWith('/quotes/')) return '1';
    if (param === 'id' && path.startsWith('/files/plans/')) return planId;
    if (param === 'id' && path.startsWith('/clients/')) return clientId;
    if (param === 'userId' && path.startsWith('/company/members/')) return carol.id;
    if (param === 'id' && path.startsWith('/company/invitations/')) return invitationId;
    throw new Error(`route ${path}: no value for {${param}} — add it to the company access matrix`);
  }

  /** GET routes of a signed devis's files, and what they answer for the (unsigned) draft of the matrix. */
  const NOT_SIGNED_YET: Record<string, string> = {
    '/quotes/{id}/signature/pdf': 'Devis signé introuvable',
    '/quotes/{id}/signature/file': 'Devis signé introuvable',
    '/quotes/{id}/signature/scan': 'Scan du devis signé introuvable',
  };

  const PARAM = /\{(\w+)\}/g;
  const hasParam = (path: string) => /\{\w+\}/.test(path);
  /** The account's own routes (its SSO identities…) are not project-area: the user, not the company. */
  const projectArea = (path: string) => hasParam(path) && !path.startsWith('/auth/');

  async function openApiRoutes(): Promise<{ method: string; path: string; security: boolean }[]> {
    const doc = (await rest(t.app, null, 'GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ''),
        security: (op.security?.length ?? 0) > 0,
      })),
    );
  }

  /** The body a well-meaning client sends: enough to pass validation, so that only access decides. */
  async function requestFor(user: TestUser, method: string, path: string, url: string) {
    if (path === '/projects/{id}/plans/upload' || path === '/projects/{id}/plan') {
      const form = multipart('autre.pdf', await makePdf('Plan B'));
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
    }
    const body = method === 'GET' || method === 'DELETE' ? undefined : bodyFor(path);
    return rest(t.app, user, method as 'GET', url, body);
  }

  function bodyFor(path: string): unknown {
    if (path === '/quotes/{id}') return { name: 'Devis modifié' };
    if (path === '/projects/{id}') return { name: 'Volé' };
    if (path === '/clients/{id}') return { name: 'Volé', kind: 'particulier' };
    if (path === '/company/members/{userId}') return { role: 'admin' };
    if (path === '/quotes/{quoteId}/invoices' || path === '/invoices/{id}')
      return { request: { kind: 'acompte', percent: 10 } };
    if (path === '/invoices/{id}/payments') return { paidOn: '2026-01-02', amount: 1, method: 'virement' };
    return {};
  }

  it('answers 404 to another company on every project-area REST route, as for a missing project', async () => {
    const routes = (await openApiRoutes()).filter((r) => r.security && projectArea(r.path));
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    // Writes last, deletes at the very end: each must be refused without changing anything.
    const order = (m: string) => (m === 'GET' ? 0 : m === 'DELETE' ? 2 : 1);
    for (const route of routes.sort((a, b) => order(a.method) - order(b.method))) {
      const url = `/api/v1${route.path.replace(PARAM, (_, p: string) => encodeURI(paramValue(route.path, p)))}`;
      const res = await requestFor(t.bob, route.method, route.path, url);
      if (res.statusCode !== 404) leaks.push(`${route.method} ${route.path} → ${res.statusCode}`);
      else expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(leaks).toEqual([]);
    // Nothing changed: alice still has her project, plan and quote, untouched.
    const project = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}`)).json();
    expect(project.name).toBe('Maison Dupont');
    expect(project.planFiles.map((p: { id: string }) => p.id)).toEqual([planId]);
    expect(project.quotes.map((q: { id: string }) => q.id)).toEqual([quoteId]);
  });

  it('answers NOT_FOUND to another company on every tRPC procedure that names a project, plan or quote', async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const route of listRestRoutes(appRouter)) {
      if (route.alias > 0 || route.auth !== 'session' || !projectArea(route.path)) continue;
      const params = [...route.path.matchAll(PARAM)].map((m) => m[1] as string);
      const input: Record<string, unknown> = {
        ...(bodyFor(route.path) as Record<string, unknown>),
        ...Object.fromEntries(params.map((p) => [p, paramValue(route.path, p)])),
      };
      const kind = route.type === 'query' ? 'query' : 'mutation';
      const answer = await trpc(t.app, t.bob, kind, route.procedurePath, input);
      checked += 1;
      if (answer.status !== 404 || answer.error?.data.code !== 'NOT_FOUND')
        leaks.push(`${route.procedurePath} → ${answer.status} ${answer.error?.data.code}`);
    }
    expect(checked).toBeGreaterThan(15);
    expect(leaks).toEqual([]);
  });

  it('lets a member of the same company read every project-area GET route', async () => {
    const routes = (await openApiRoutes()).filter(
      (r) => r.security && r.method === 'GET' && projectArea(r.path),
    );
    const refused: string[] = [];
    for (const route of routes) {
      const url = `/api/v1${route.path.replace(PARAM, (_, p: string) => encodeURI(paramValue(route.path, p)))}`;
      const res = await rest(t.app, carol, 'GET', url);
      // The draft devis has no signed file yet: past the access check, the file's own absence answers.
      const absent = NOT_SIGNED_YET[route.path];
      if (absent && res.statusCode === 404 && res.json().message === absent) continue;
      if (res.statusCode !== 200) refused.push(`${route.path} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('shares the list within the company, with who last edited each project', async () => {
    const bobList = (await rest(t.app, t.bob, 'GET', '/api/v1/projects/list')).json();
    expect(bobList.projects.map((p: { id: string }) => p.id)).not.toContain(projectId);

    const edit = await rest(t.app, carol, 'PUT', `/api/v1/projects/${projectId}`, {
      name: 'Maison Dupont bis',
    });
    expect(edit.statusCode).toBe(200);
    const aliceList = (await rest(t.app, t.alice, 'GET', '/api/v1/projects/list')).json();
    const card = aliceList.projects.find((p: { id: string }) => p.id === projectId);
    expect(card).toMatchObject({
      name: 'Maison Dupont bis',
      updatedBy: { id: carol.id, firstName: 'Carole', lastName: 'Roux' },
    });

    // A quote edited by alice through its own route names her again.
    const quote = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${quoteId}`, { name: 'Devis A' });
    expect(quote.statusCode).toBe(200);
    const again = (await rest(t.app, carol, 'GET', `/api/v1/projects/${projectId}`)).json();
    expect(again.updatedBy).toMatchObject({ id: t.alice.id, firstName: 'Camille' });
  });

  it('lets a member create a project the whole company then sees', async () => {
    const created = await createProject(t.app, carol, { name: 'Chantier Carole' });
    const list = (await rest(t.app, t.alice, 'GET', '/api/v1/projects/list')).json();
    expect(list.projects[0]).toMatchObject({ id: created.id, updatedBy: { id: carol.id } });
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/projects/${created.id}`)).statusCode).toBe(404);
  });
});
