import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every call of spec part 1 §7 and part 2 §7, as method and OpenAPI path. */
const SPEC_ROUTES: [string, string][] = [
  // Part 1 §7 — authentication
  ['post', '/api/v1/auth/register'],
  ['post', '/api/v1/auth/login'],
  ['post', '/api/v1/auth/signout'],
  ['post', '/api/v1/auth/reset-password'],
  ['post', '/api/v1/auth/confirm-reset-password'],
  ['post', '/api/v1/auth/update-password'],
  ['get', '/api/v1/auth/user'],
  ['post', '/api/v1/auth/sso'],
  ['get', '/api/v1/auth/sso/callback'],
  ['post', '/api/v1/auth/sso/callback'],
  ['get', '/api/v1/auth/error'],
  // Part 1 §7 — projects
  ['post', '/api/v1/projects/create'],
  ['get', '/api/v1/projects/list'],
  ['get', '/api/v1/projects/{id}'],
  ['put', '/api/v1/projects/{id}'],
  ['delete', '/api/v1/projects/{id}'],
  ['get', '/api/v1/projects/{id}/plan/url'],
  ['get', '/api/v1/projects/{id}/rooms'],
  ['put', '/api/v1/projects/{id}/rooms'],
  ['get', '/api/v1/projects/{id}/plans'],
  ['get', '/api/v1/projects/{id}/plans/{planId}'],
  ['post', '/api/v1/projects/{id}/plans/upload'],
  ['delete', '/api/v1/projects/{id}/plans/{planId}'],
  ['post', '/api/v1/projects/{id}/plans/analyze-all'],
  ['post', '/api/v1/projects/{id}/plans/purge'],
  // Part 1 §7 — plans
  ['post', '/api/v1/abplan/plans/upload'],
  ['delete', '/api/v1/abplan/plans/{path}'],
  ['post', '/api/v1/abplan/plans/analyze/{path}'],
  // Part 1 §7 — quotes read by cards; other
  ['get', '/api/v1/quotes/project/{projectId}'],
  ['post', '/api/v1/contact'],
  // Part 2 §7
  ['post', '/api/v1/api/v1/compliance/validate/room-equipment'],
  ['post', '/api/v1/compliance/validate-with-dimensioning'],
  ['get', '/api/v1/api/v1/compliance/health'],
  ['get', '/api/v1/project-equipments/{projectId}'],
  ['put', '/api/v1/project-equipments'],
  ['post', '/api/v1/project-equipments'],
  ['post', '/api/v1/quotes'],
  ['put', '/api/v1/quotes/{id}'],
  ['get', '/api/v1/quotes/{id}'],
  ['delete', '/api/v1/quotes/{id}'],
  // Infrastructure
  ['get', '/api/v1/health'],
];

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
  };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it.each(SPEC_ROUTES)('documents %s %s with its responses', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
  });

  it('gives request schemas to the JSON routes that take a body', () => {
    for (const [method, path] of SPEC_ROUTES) {
      if (method !== 'post' && method !== 'put') continue;
      const op = doc.paths[path]?.[method];
      const noBody =
        ['/api/v1/auth/signout', '/api/v1/projects/{id}/plans/purge'].includes(path) ||
        path.includes('analyze');
      if (!noBody) expect(op?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });

  it('describes quote lines as objects with their fields, not as unknown values', () => {
    const json = JSON.stringify(doc.paths['/api/v1/quotes/{id}']?.get?.responses);
    for (const field of ['"quoteItems"', '"reference_principal"', '"quantity"', '"vatRate"']) {
      expect(json).toContain(field);
    }
  });

  it.each([
    ['/api/v1/projects/{id}/plans', ['originalName', 'previewStatus']],
    ['/api/v1/quotes/project/{projectId}', ['totalAmount', 'number']],
  ])(
    'documents %s as a page: page and limit in the query, an array body, the page in headers',
    (path, fields) => {
      const operation = doc.paths[path]?.get as unknown as {
        parameters: { name: string; in: string; schema: { minimum?: number; maximum?: number } }[];
        responses: Record<
          string,
          { headers?: Record<string, unknown>; content?: Record<string, { schema: Record<string, unknown> }> }
        >;
      };
      const query = Object.fromEntries(
        operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]),
      );
      expect(query.page?.schema).toMatchObject({ minimum: 1 });
      expect(query.limit?.schema).toMatchObject({ minimum: 1, maximum: 100 });
      const ok = operation.responses['200'];
      expect(Object.keys(ok?.headers ?? {})).toEqual([
        'X-Total-Count',
        'X-Total-Pages',
        'X-Page',
        'X-Limit',
        'Link',
      ]);
      const schema = ok?.content?.['application/json']?.schema as {
        type: string;
        items: { properties: object };
      };
      expect(schema.type).toBe('array');
      expect(Object.keys(schema.items.properties)).toEqual(expect.arrayContaining(fields));
      expect(Object.keys(schema.items.properties)).not.toContain('quoteItems');
    },
  );

  it("lets a REST body use the spec's second names, neither of the pair required", () => {
    const body = doc.paths['/api/v1/projects/create']?.post?.requestBody as {
      content: { 'application/json': { schema: { properties: object; required: string[] } } };
    };
    const schema = body.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['numberOfPeople', 'number_of_people']),
    );
    expect(schema.required).not.toContain('numberOfPeople');
    expect(schema.required).toContain('name');
  });

  it("documents the browser SSO callback's query: the provider's code, state and issuer", () => {
    const operation = doc.paths['/api/v1/auth/sso/callback']?.get as unknown as {
      parameters?: { name: string; in: string; description?: string; schema: { type?: string } }[];
    };
    const query = Object.fromEntries(
      (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]),
    );
    for (const name of ['code', 'state', 'iss']) {
      expect(query[name]?.schema.type, name).toBe('string');
      expect(query[name]?.description, name).toBeTruthy();
    }
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['error', 'error_description']));
  });

  it('answers every documented REST route (none is documented but missing)', async () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        const body = res.headers['content-type']?.includes('json') ? res.json() : {};
        // Answered by a route (401 without a session, 400, 404 of a resource…), never the catch-all 404.
        expect(String(body.message ?? ''), `${method} ${path}`).not.toMatch(/^Route introuvable/);
        expect(res.statusCode === 500 || res.statusCode === 502, `${method} ${path}: ${res.statusCode}`).toBe(
          false,
        );
      }
    }
  });
});
