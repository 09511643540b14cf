import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

describe('foundation', () => {
  const t = useTestApp();

  it('builds by its migrations exactly the schema the entities describe', async () => {
    // A difference here is a migration that disagrees with its entity: the next generated migration
    // would carry it, unexplained.
    const sql = await t.app.services.orm.schema.getUpdateSchemaSQL({ wrap: false });
    // Two foreign keys are the database's own: the entities hold those ids as plain columns, so the
    // generator would drop them; the migrations keep them as integrity checks.
    const kept = [
      'alter table "companies" drop constraint "companies_owner_id_foreign";',
      'alter table "users" drop constraint "users_company_id_foreign";',
    ];
    const statements = sql
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !kept.includes(line));
    expect(statements).toEqual([]);
  });

  it('answers health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with database down when the database does not answer', async () => {
    // Without the job worker: closing the ORM under its polling loop is not what this test is about.
    const other = await createTestApp({ JOB_INLINE_WORKER: 'false' });
    await other.app.services.orm.close(true);
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'ok', database: 'down' });
    await other.close().catch(() => undefined);
  });

  it('answers unknown API routes with a JSON 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/nope.nothing' });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.headers['content-type']).toContain('application/json');
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/health']).toBeDefined();
    expect(doc.components.schemas.Error.required).toEqual(['statusCode', 'code', 'message']);
  });
});

describe('configuration', () => {
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('defaults to port 3000, localhost URL and the embedded database in ./.data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('./.data');
  });

  it('takes the public URL from PORT when APP_URL is unset (cookie requests from that port are allowed)', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', APP_URL: 'https://devis.example.fr/' }).appUrl).toBe(
      'https://devis.example.fr',
    );
  });
});

describe('API reference', () => {
  const t = useTestApp();

  it('serves a browsable reference at /api/docs with its assets, offline', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/init.js');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('/api/v1/openapi.json');
    const missing = await t.app.inject({ method: 'GET', url: '/api/docs/secret.txt' });
    expect(missing.statusCode).toBe(404);
  });
});
