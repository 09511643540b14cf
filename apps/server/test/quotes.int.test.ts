import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BREAKER_DIMENSIONING_LINE,
  createProject,
  rest,
  SOCKET_QUOTE_LINE,
  trpc,
} from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

// breaker 8.50 × 3 = 25.50 (part 2 §9, §3.10).
const socketLine = SOCKET_QUOTE_LINE;
const breakerLine = BREAKER_DIMENSIONING_LINE;

describe('quotes', () => {
  const t = appWithTwoUsers();

  const newProject = (name = 'Maison Dupont') => createProject(t.app, t.alice, { name });
  /** POST /quotes as alice: the quote made. */
  const createQuote = async (body: Record<string, unknown>) =>
    (await rest(t.app, t.alice, 'POST', '/api/v1/quotes', body)).json();

  it('creates a draft named after the project, with the total computed by the server', async () => {
    const project = await newProject('Villa Rose');
    const res = await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      description: 'Première estimation',
      quoteItems: [socketLine],
      dimensioningItems: [breakerLine],
      totalAmount: 999,
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({
      projectId: project.id,
      name: 'Estimations Villa Rose',
      description: 'Première estimation',
      status: 'draft',
      totalAmount: 53.2,
      tva: 10.64,
      totalTTC: 63.84,
    });
    expect(quote.quoteItems[0]).toMatchObject(socketLine);
    expect(quote.dimensioningItems[0]).toMatchObject(breakerLine);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}`)).json()).toEqual(quote);
  });

  it('lists a project’s quotes oldest first, and the project shows the first one', async () => {
    const project = await newProject();
    const first = await createQuote({ projectId: project.id, quoteItems: [socketLine] });
    const second = await createQuote({ projectId: project.id, name: 'Variante' });
    const list = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/project/${project.id}`)).json();
    expect(list.map((q: { id: string }) => q.id)).toEqual([first.id, second.id]);
    // Summaries: a list never carries the quotes' lines (GET /quotes/{id} does).
    expect(list[1]).toEqual({
      id: second.id,
      projectId: project.id,
      name: 'Variante',
      status: 'draft',
      number: null,
      totalAmount: 0,
      createdAt: second.createdAt,
      updatedAt: second.updatedAt,
    });
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail).toMatchObject({
      totalAmount: 27.7,
      lastQuoteUpdate: first.updatedAt,
      quotes: [
        { id: first.id, status: 'draft', totalAmount: 27.7 },
        { id: second.id, status: 'draft', totalAmount: 0 },
      ],
    });
    expect(detail.quoteItems[0]).toMatchObject({ id: 'q1' });
  });

  it('pages a project’s quotes (page, limit): the page in headers over REST, with it over tRPC', async () => {
    const project = await newProject();
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await createQuote({ projectId: project.id, name })).id);
    const url = `/api/v1/quotes/project/${project.id}`;
    const second = await rest(t.app, t.alice, 'GET', `${url}?page=2&limit=2`);
    expect(second.statusCode).toBe(200);
    expect(second.json().map((q: { name: string }) => q.name)).toEqual(['C']);
    expect(second.headers).toMatchObject({
      'x-total-count': '3',
      'x-total-pages': '2',
      'x-page': '2',
      'x-limit': '2',
    });
    expect(String(second.headers.link).split(', ')).toEqual([
      `<${url}?page=1&limit=2>; rel="first"`,
      `<${url}?page=2&limit=2>; rel="last"`,
      `<${url}?page=1&limit=2>; rel="prev"`,
    ]);
    const first = await rest(t.app, t.alice, 'GET', `${url}?limit=2`);
    expect(first.json().map((q: { id: string }) => q.id)).toEqual(ids.slice(0, 2));
    expect(String(first.headers.link)).toContain(`<${url}?limit=2&page=2>; rel="next"`);
    // Past the end: an empty page that still tells the total.
    const past = await rest(t.app, t.alice, 'GET', `${url}?page=9&limit=2`);
    expect([past.statusCode, past.json(), past.headers['x-total-count']]).toEqual([200, [], '3']);
    for (const [query, message] of [
      ['page=0', 'La page doit être un entier supérieur ou égal à 1'],
      ['page=abc', 'La page doit être un entier supérieur ou égal à 1'],
      ['page=1.5', 'La page doit être un entier supérieur ou égal à 1'],
      ['limit=0', 'La limite doit être comprise entre 1 et 100'],
      ['limit=101', 'La limite doit être comprise entre 1 et 100'],
      ['limit=', 'La limite doit être comprise entre 1 et 100'],
    ]) {
      const bad = await rest(t.app, t.alice, 'GET', `${url}?${query}`);
      expect([query, bad.statusCode, bad.json()]).toMatchObject([
        query,
        400,
        { statusCode: 400, code: 'VALIDATION_ERROR', message },
      ]);
    }
    const page = await trpc(t.app, t.alice, 'query', 'quotes.listByProject', {
      projectId: project.id,
      page: 2,
      limit: 2,
    });
    expect(page.data).toMatchObject({ quotes: [{ id: ids[2] }], page: 2, limit: 2, total: 3, totalPages: 2 });
    const refused = await trpc(t.app, t.alice, 'query', 'quotes.listByProject', {
      projectId: project.id,
      limit: 500,
    });
    expect(refused.error?.data).toMatchObject({ httpStatus: 400, code: 'VALIDATION_ERROR' });
  });

  it('updates items and recomputes the total; a missing status keeps the saved one', async () => {
    const project = await newProject();
    const quote = await createQuote({ projectId: project.id, quoteItems: [socketLine] });
    // 'completed' (the spec's finished quote) is read as sent: the devis gets its number.
    const done = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${quote.id}`, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'sent', totalAmount: 27.7, version: 1 });
    expect(done.json().number).toMatch(/^DEV-\d{4}-0001$/);
    const edited = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${quote.id}`, {
      name: 'Estimation finale',
      quoteItems: [{ ...socketLine, quantity: 10 }],
      dimensioningItems: [breakerLine],
      totalAmount: 1,
    });
    expect(edited.statusCode).toBe(200);
    // A sent devis that changes goes on as its next version, a draft with the same number.
    expect(edited.json()).toMatchObject({
      name: 'Estimation finale',
      status: 'draft',
      version: 2,
      number: done.json().number,
      totalAmount: 80.9,
    });
    expect(edited.json().updatedAt > quote.updatedAt).toBe(true);
    const back = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${quote.id}`, {
      status: 'draft',
      description: null,
    });
    expect(back.json()).toMatchObject({ status: 'draft', description: null, totalAmount: 80.9 });
  });

  it('deletes a quote', async () => {
    const project = await newProject();
    const quote = await createQuote({ projectId: project.id });
    expect((await rest(t.app, t.bob, 'DELETE', `/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await rest(t.app, t.alice, 'DELETE', `/api/v1/quotes/${quote.id}`)).statusCode).toBe(204);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/project/${project.id}`)).json()).toEqual([]);
  });

  it.each([
    [{ quoteItems: [{ ...socketLine, prix: -1 }] }, ['quoteItems', 0, 'prix']],
    [{ quoteItems: [{ ...socketLine, equipmentType: 'Jacuzzi' }] }, ['quoteItems', 0, 'equipmentType']],
    [{ quoteItems: 'x' }, ['quoteItems']],
    [{ dimensioningItems: [{ ...breakerLine, type: 'fuse' }] }, ['dimensioningItems', 0, 'type']],
    [{ status: 'archived' }, ['status']],
    [{ name: '' }, ['name']],
  ])('refuses %j on create and update with 400', async (body, path) => {
    const project = await newProject();
    const created = await rest(t.app, t.alice, 'POST', '/api/v1/quotes', { projectId: project.id, ...body });
    expect(created.statusCode).toBe(400);
    expect(created.json().issues.map((i: { path: unknown }) => i.path)).toContainEqual(path);
    const quote = await createQuote({ projectId: project.id, quoteItems: [socketLine] });
    const updated = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${quote.id}`, body);
    expect(updated.statusCode).toBe(400);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}`)).json()).toEqual(quote);
  });

  it('keeps a VAT rate per quote and per line, with totals per rate, the total in cents', async () => {
    const project = await newProject();
    const created = await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      quoteItems: [socketLine, { ...socketLine, id: 'q2', vatRate: 5.5 }],
      dimensioningItems: [breakerLine],
      vatRate: 10,
    });
    expect(created.statusCode).toBe(201);
    // 27.70 + 25.50 at 10 % → 5.32; 27.70 at 5,5 % → 1.52 (1.5235 rounded once per rate).
    expect(created.json()).toMatchObject({
      vatRate: 10,
      totalAmount: 80.9,
      byRate: [
        { rate: 10, baseHT: 53.2, tva: 5.32 },
        { rate: 5.5, baseHT: 27.7, tva: 1.52 },
      ],
      tva: 6.84,
      totalTTC: 87.74,
    });
    const id = created.json().id;
    const back = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${id}`, { vatRate: 20 });
    expect(back.json()).toMatchObject({ vatRate: 20, byRate: [{ rate: 20 }, { rate: 5.5 }] });
    const estimate = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/estimate`);
    expect(estimate.json()).toMatchObject({ origin: 'quote', vatRate: 20 });
    expect((await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${id}`, { vatRate: 7 })).json()).toMatchObject({
      statusCode: 400,
    });
  });

  it('gives each line what it is billed, its parts priced apart: a client adds them up to the totals per rate', async () => {
    const project = await newProject();
    const body = {
      projectId: project.id,
      quoteItems: [socketLine, { ...socketLine, id: 'q2', vatRate: 5.5 }],
      dimensioningItems: [breakerLine],
      vatRate: 10,
    };
    const created = (await rest(t.app, t.alice, 'POST', '/api/v1/quotes', body)).json();
    // The socket's `prix` is its device alone: 3.24 + white plate 2.00 + 40 mm box 0.30 = 5.54 € a unit.
    const [socket] = created.quoteItems;
    expect(socket.prix).toBe(3.24);
    expect(socket.billed).toMatchObject({ vatRate: 10, unitPrice: 5.54, total: 27.7 });
    expect(socket.billed.parts.map((p: Record<string, unknown>) => Object.values(p))).toEqual([
      ['appareil', 'S520059', 3.24],
      ['plaque_blanche', 'S520702', 2],
      ['boite_encastrement', '080041', 0.3],
    ]);
    expect(created.dimensioningItems[0].billed).toEqual({ vatRate: 10, unitPrice: 8.5, total: 25.5 });
    /** What a REST client does with the lines alone: their totals by rate, in cents. */
    const sumsByRate = (quote: { quoteItems: Billed[]; dimensioningItems: Billed[] }) => {
      const sums = new Map<number, number>();
      for (const { billed } of [...quote.quoteItems, ...quote.dimensioningItems])
        sums.set(billed.vatRate, (sums.get(billed.vatRate) ?? 0) + Math.round(billed.total * 100));
      return [...sums].map(([rate, cents]) => ({ rate, baseHT: cents / 100 }));
    };
    type Billed = { billed: { vatRate: number; total: number } };
    const byRate = (quote: { byRate: { rate: number; baseHT: number }[] }) =>
      quote.byRate.map(({ rate, baseHT }) => ({ rate, baseHT }));
    expect(sumsByRate(created)).toEqual(byRate(created));
    // The same over every answer with lines: the estimate of step 8, a sent devis, its earlier version.
    const estimate = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/estimate`)).json();
    expect(sumsByRate(estimate)).toEqual(byRate(estimate));
    await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${created.id}`, { status: 'sent' });
    const changed = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${created.id}`, { vatRate: 20 })
    ).json();
    expect(sumsByRate(changed)).toEqual(byRate(changed));
    const [first] = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${created.id}/versions`)).json();
    expect(first.quoteItems[1].billed).toMatchObject({ vatRate: 5.5, total: 27.7 });
    expect(first.dimensioningItems[0].billed).toMatchObject({ vatRate: 10, total: 25.5 });
    // Sent back as they came, the lines save the same: what is billed is the server's, never read.
    const resent = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${created.id}`, {
      quoteItems: changed.quoteItems.map((line: Billed) => ({ ...line, billed: { total: 1 } })),
    });
    expect(resent.json()).toMatchObject({ totalAmount: changed.totalAmount, version: changed.version });
  });

  it('falls back to 1 for an invalid quantity (part 2 §5)', async () => {
    const project = await newProject();
    const res = await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      quoteItems: [{ ...socketLine, quantity: 0 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().quoteItems[0].quantity).toBe(1);
    expect(res.json().totalAmount).toBe(5.54);
  });

  it('answers another account’s quotes and projects with 404', async () => {
    const project = await newProject();
    const quote = await createQuote({ projectId: project.id });
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
    expect(
      (await rest(t.app, t.bob, 'PUT', `/api/v1/quotes/${quote.id}`, { status: 'completed' })).statusCode,
    ).toBe(404);
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/project/${project.id}`)).statusCode).toBe(404);
    expect((await rest(t.app, t.bob, 'POST', '/api/v1/quotes', { projectId: project.id })).statusCode).toBe(
      404,
    );
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${randomUUID()}`)).statusCode).toBe(404);
    expect((await rest(t.app, t.alice, 'GET', '/api/v1/quotes/abc')).statusCode).toBe(404);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}`)).json().status).toBe('draft');
  });

  it('serves listByProject, create, get, update and delete over tRPC', async () => {
    const project = await newProject('tRPC');
    const created = await trpc<{ id: string; name: string; totalAmount: number }>(
      t.app,
      t.alice,
      'mutation',
      'quotes.create',
      {
        projectId: project.id,
        dimensioningItems: [breakerLine],
      },
    );
    expect(created.data).toMatchObject({ name: 'Estimations tRPC', totalAmount: 25.5 });
    const id = created.data.id;
    expect(
      (
        await trpc<{ quotes: unknown[] }>(t.app, t.alice, 'query', 'quotes.listByProject', {
          projectId: project.id,
        })
      ).data.quotes,
    ).toHaveLength(1);
    expect((await trpc<{ id: string }>(t.app, t.alice, 'query', 'quotes.get', { id })).data.id).toBe(id);
    const updated = await trpc<{ status: string }>(t.app, t.alice, 'mutation', 'quotes.update', {
      id,
      status: 'completed',
    });
    expect(updated.data.status).toBe('sent');
    const invalid = await trpc(t.app, t.alice, 'mutation', 'quotes.update', { id, status: 'archived' });
    expect(invalid.status).toBe(400);
    expect((await trpc(t.app, t.bob, 'query', 'quotes.get', { id })).status).toBe(404);
    expect((await trpc(t.app, t.alice, 'mutation', 'quotes.delete', { id })).status).toBe(200);
    expect((await trpc(t.app, t.alice, 'query', 'quotes.get', { id })).status).toBe(404);
  });
});
