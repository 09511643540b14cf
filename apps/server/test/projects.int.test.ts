import { PROJECT_MESSAGES } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { cookieHeaders, makePdf, projectInfo, rest, trpc, uploadPlan } from './helpers/project-fixtures.ts';
import { appWithTwoUsers, signInTestUser, type TestUser } from './helpers/test-app.ts';

describe('projects', () => {
  const t = appWithTwoUsers();

  const create = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
    const res = await rest(t.app, user, 'POST', '/api/v1/projects/create', projectInfo(overrides));
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  describe('create', () => {
    it('creates a draft project and answers it with its id, both field names for people', async () => {
      const project = await create(t.alice);
      expect(project).toMatchObject({
        ...projectInfo(),
        number_of_people: 3,
        status: 'draft',
        options: null,
        dimensioning: null,
        dimensioning_data: null,
        surface_loi_carrez: null,
        version: 1,
        planFiles: [],
        pieces: [],
        rooms: [],
        equipments: [],
        quotes: [],
        quoteItems: [],
        dimensioningItems: [],
        totalAmount: null,
        lastQuoteUpdate: null,
      });
      expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(project.updatedAt).toISOString()).toBe(project.updatedAt);
    });

    it('accepts number_of_people instead of numberOfPeople, and POST /projects as an alias', async () => {
      const { numberOfPeople: _drop, ...info } = projectInfo();
      const res = await rest(t.app, t.alice, 'POST', '/api/v1/projects', { ...info, number_of_people: 5 });
      expect(res.statusCode).toBe(201);
      expect(res.json().numberOfPeople).toBe(5);
    });

    it.each([
      [{ name: '' }, ['name'], PROJECT_MESSAGES.nameRequired],
      [{ typeProjet: undefined }, ['typeProjet'], PROJECT_MESSAGES.typeProjetRequired],
      [{ typeTravaux: 'Piscine' }, ['typeTravaux'], PROJECT_MESSAGES.typeTravauxRequired],
      [{ codePostal: '' }, ['codePostal'], PROJECT_MESSAGES.codePostalRequired],
      [{ codePostal: '6900' }, ['codePostal'], PROJECT_MESSAGES.codePostalFormat],
      [{ numberOfPeople: 0 }, ['numberOfPeople'], PROJECT_MESSAGES.numberOfPeople],
      [{ numberOfPeople: undefined }, ['numberOfPeople'], PROJECT_MESSAGES.numberOfPeople],
    ])('refuses %j with the French message of part 1 §5', async (overrides, path, message) => {
      const res = await rest(t.app, t.alice, 'POST', '/api/v1/projects/create', projectInfo(overrides));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.issues).toContainEqual({ path, message });
    });

    it('refuses a body that is not an object, and anonymous callers', async () => {
      const bad = await rest(t.app, t.alice, 'POST', '/api/v1/projects/create', [1, 2]);
      expect(bad.statusCode).toBe(400);
      const anonymous = await rest(t.app, null, 'POST', '/api/v1/projects/create', projectInfo());
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a cookie-authenticated write from another origin, accepts it from ours', async () => {
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/create',
        headers: { cookie: `courant_session=${t.alice.token}`, origin: 'https://evil.example' },
        payload: projectInfo(),
      });
      expect(foreign.statusCode).toBe(403);
      const ours = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/create',
        headers: cookieHeaders(t.alice),
        payload: projectInfo({ name: 'Par cookie' }),
      });
      expect(ours.statusCode).toBe(201);
    });
  });

  describe('list', () => {
    it('pages the user’s projects, latest update first, in both readings of the spec', async () => {
      const carol = await signInTestUser(t.app);
      const names = ['A', 'B', 'C'];
      const ids: string[] = [];
      for (const name of names) ids.push((await create(carol, { name })).id);
      // Updating A makes it the most recent.
      const upd = await rest(t.app, carol, 'PUT', `/api/v1/projects/${ids[0]}`, { description: 'modifié' });
      expect(upd.statusCode).toBe(200);

      const page1 = await rest(t.app, carol, 'GET', '/api/v1/projects/list?page=1&limit=2');
      expect(page1.statusCode).toBe(200);
      const body = page1.json();
      expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['A', 'C']);
      expect(body.data).toEqual(body.projects);
      expect(body).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
      expect(body.projects[0]).toMatchObject({ planFiles: [], quotes: [] });

      const page2 = (await rest(t.app, carol, 'GET', '/api/v1/projects/list?page=2&limit=2')).json();
      expect(page2.projects.map((p: { name: string }) => p.name)).toEqual(['B']);

      const defaults = (await rest(t.app, carol, 'GET', '/api/v1/projects')).json();
      expect(defaults).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });

      // Nobody else's projects leak into the list.
      const empty = (await rest(t.app, await signInTestUser(t.app), 'GET', '/api/v1/projects/list')).json();
      expect(empty).toMatchObject({ projects: [], data: [], total: 0, totalPages: 0 });
    });

    it('carries each project’s plans and quotes (status, total) for the cards', async () => {
      const dave = await signInTestUser(t.app);
      const project = await create(dave);
      expect((await uploadPlan(t.app, dave, project.id, 'rdc.pdf', await makePdf('cards'))).statusCode).toBe(
        201,
      );
      const quote = await rest(t.app, dave, 'POST', '/api/v1/quotes', {
        projectId: project.id,
        quoteItems: [{ id: 'q1', intitule: 'Prise', prix: 10, quantity: 2 }],
        status: 'completed',
      });
      expect(quote.statusCode).toBe(201);
      const list = (await rest(t.app, dave, 'GET', '/api/v1/projects/list')).json();
      const card = list.projects[0];
      expect(card.planFiles).toHaveLength(1);
      expect(card.planFiles[0]).toMatchObject({ originalName: 'rdc.pdf' });
      expect(card.planFiles[0].previewUrl).toBe(`/api/v1/files/plans/${card.planFiles[0].id}/preview`);
      // Created as 'completed' (the spec's word): a sent devis, numbered.
      expect(card.quotes).toEqual([
        { id: quote.json().id, status: 'sent', number: quote.json().number, totalAmount: 20 },
      ]);
      expect(quote.json().number).toMatch(/^DEV-\d{4}-0001$/);
    });

    it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('refuses %s with 400', async (query) => {
      const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/list?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('get, update, delete', () => {
    it('answers another account’s project, and ids that are not projects, with 404', async () => {
      const project = await create(t.alice);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { name: 'Volé' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await rest(t.app, t.bob, method, `/api/v1/projects/${project.id}`, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Projet introuvable' });
      }
      for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
        const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${encodeURIComponent(id)}`);
        expect(res.statusCode).toBe(404);
      }
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json().name).toBe(
        'Maison Dupont',
      );
    });

    it('updates info fields, status, options and dimensioning_data; each write bumps version and updatedAt', async () => {
      const project = await create(t.alice);
      const dimensioning = {
        circuit_breakers: [{ description: 'Éclairage', rating: 10, quantity: 2 }],
        electrical_panels: [{ type: 'Tableau principal', modules: 18 }],
        cables: [{ type: 'H07V-U/R2V', cableType: 'R2V', section: 1.5, length_estimate: 40 }],
        surge_protectors: [],
        installation_notes: ['Note'],
      };
      const res = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, {
        name: 'Maison Martin',
        number_of_people: 4,
        status: 'completed',
        options: { type: 'Aucun', ecs: { type: 'cumulus_electrique', nombrePersonnes: 4 } },
        dimensioning_data: dimensioning,
        // Fields a client sends back with the project are ignored.
        planFiles: [{ id: 'x' }],
        pieces: 'nonsense',
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json();
      expect(updated).toMatchObject({
        name: 'Maison Martin',
        numberOfPeople: 4,
        status: 'completed',
        dimensioning_data: dimensioning,
        dimensioning,
        version: 2,
        planFiles: [],
      });
      expect(updated.options).toMatchObject({
        type: 'Aucun',
        ecs: { type: 'cumulus_electrique', nombrePersonnes: 4 },
      });
      expect(updated.updatedAt > project.updatedAt).toBe(true);
      const again = (
        await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, { numberOfPeople: 2 })
      ).json();
      expect(again).toMatchObject({
        version: 3,
        numberOfPeople: 2,
        name: 'Maison Martin',
        status: 'completed',
      });
      const cleared = (
        await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, { dimensioning_data: null })
      ).json();
      expect(cleared.dimensioning_data).toBeNull();
    });

    it.each([
      [{ name: '' }, PROJECT_MESSAGES.nameRequired],
      [{ codePostal: 'abcde' }, PROJECT_MESSAGES.codePostalFormat],
      [{ number_of_people: 0 }, PROJECT_MESSAGES.numberOfPeople],
      [{ status: 'archived' }, undefined],
      [{ options: { type: 'Domotique' } }, undefined],
      [
        { dimensioning_data: { circuit_breakers: [{ description: 'x', rating: 17, quantity: 1 }] } },
        undefined,
      ],
      [
        {
          dimensioning_data: { cables: [{ type: 'x', cableType: 'RJ45', section: 2.5, length_estimate: 1 }] },
        },
        undefined,
      ],
    ])('refuses %j and changes nothing', async (body, message) => {
      const project = await create(t.alice);
      const res = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      const after = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
      expect(after.version).toBe(1);
    });

    it('deletes the project with its plans, their stored files, rooms, equipment and quotes', async () => {
      const project = await create(t.alice);
      const upload = await uploadPlan(t.app, t.alice, project.id, 'plan.pdf', await makePdf('delete me'));
      expect(upload.statusCode).toBe(201);
      const plan = upload.json().planFile;
      await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
        rooms: [{ id: '1', name: 'Séjour', surface: 25, options: { roomType: 'LivingRoom' } }],
      });
      await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
        projectId: project.id,
        equipments: [{ id: 'e1', name: 'Prise', quantity: 5, roomId: '1', type: 'SimpleSocket' }],
      });
      const quote = (await rest(t.app, t.alice, 'POST', '/api/v1/quotes', { projectId: project.id })).json();
      const storage = t.app.services.storage;
      expect(await storage.exists(plan.filePath)).toBe(true);
      expect(await storage.exists(plan.filePath.replace(/\.pdf$/, '.preview.png'))).toBe(true);

      const res = await rest(t.app, t.alice, 'DELETE', `/api/v1/projects/${project.id}`);
      expect(res.statusCode).toBe(204);
      expect(await storage.exists(plan.filePath)).toBe(false);
      expect(await storage.exists(plan.filePath.replace(/\.pdf$/, '.preview.png'))).toBe(false);
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(404);
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}`)).statusCode).toBe(404);
      expect((await rest(t.app, t.alice, 'GET', plan.publicUrl)).statusCode).toBe(404);
      const em = t.app.services.orm.em.fork();
      const counts = await em
        .getConnection()
        .execute(
          `select (select count(*) from rooms where project_id = ?) as rooms, (select count(*) from equipment_items where project_id = ?) as equipment, (select count(*) from plan_files where project_id = ?) as plans`,
          [project.id, project.id, project.id],
        );
      expect(counts[0]).toMatchObject({ rooms: expect.anything(), equipment: expect.anything() });
      expect(Object.values(counts[0] as Record<string, unknown>).map(Number)).toEqual([0, 0, 0]);
    });
  });

  describe('over tRPC', () => {
    it('serves create, list, get, update and delete as procedures with the same rules', async () => {
      const createOverTrpc = <T>(input: unknown) =>
        trpc<T>(t.app, t.alice, 'mutation', 'projects.create', input);
      const created = await createOverTrpc<{ id: string; name: string }>(projectInfo({ name: 'tRPC' }));
      expect(created.status).toBe(200);
      expect(created.data.name).toBe('tRPC');
      const id = created.data.id;

      // tRPC carries one name per fact: the spec's REST alias is not read there.
      const { numberOfPeople: _people, ...withoutPeople } = projectInfo({ name: 'Alias' });
      const aliased = await createOverTrpc({ ...withoutPeople, number_of_people: 3 });
      expect(aliased.status).toBe(400);

      const list = await trpc<{ total: number }>(t.app, t.alice, 'query', 'projects.list', {
        page: 1,
        limit: 5,
      });
      expect(list.data.total).toBeGreaterThan(0);
      const noInput = await trpc<{ limit: number }>(t.app, t.alice, 'query', 'projects.list');
      expect(noInput.data.limit).toBe(10);

      expect((await trpc<{ id: string }>(t.app, t.alice, 'query', 'projects.get', { id })).data.id).toBe(id);
      const updated = await trpc<{ status: string }>(t.app, t.alice, 'mutation', 'projects.update', {
        id,
        status: 'completed',
      });
      expect(updated.data.status).toBe('completed');

      const invalid = await createOverTrpc(projectInfo({ codePostal: '1' }));
      expect(invalid.status).toBe(400);
      expect(invalid.error?.message).toBe(PROJECT_MESSAGES.codePostalFormat);
      expect(invalid.error?.data.code).toBe('VALIDATION_ERROR');

      const stolen = await trpc(t.app, t.bob, 'query', 'projects.get', { id });
      expect(stolen.status).toBe(404);
      expect(stolen.error?.data.code).toBe('NOT_FOUND');

      expect((await trpc(t.app, null, 'query', 'projects.list')).status).toBe(401);
      expect((await trpc(t.app, t.alice, 'mutation', 'projects.delete', { id })).status).toBe(200);
      expect((await trpc(t.app, t.alice, 'query', 'projects.get', { id })).status).toBe(404);
    });
  });

  it('answers odd input on every route with a 4xx, never a 500', async () => {
    const project = await create(t.alice);
    const quote = (await rest(t.app, t.alice, 'POST', '/api/v1/quotes', { projectId: project.id })).json();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/v1/projects/create'],
      ['GET', '/api/v1/projects/list'],
      ['PUT', `/api/v1/projects/${project.id}`],
      ['GET', '/api/v1/projects/%00'],
      ['PUT', `/api/v1/projects/${project.id}/rooms`],
      ['PUT', '/api/v1/project-equipments'],
      ['POST', '/api/v1/project-equipments'],
      ['GET', '/api/v1/project-equipments/%E2%82%AC'],
      ['POST', '/api/v1/quotes'],
      ['PUT', `/api/v1/quotes/${quote.id}`],
      ['GET', '/api/v1/quotes/project/..%2F..'],
      ['POST', '/api/v1/compliance/validate/room-equipment'],
      ['POST', '/api/v1/compliance/validate-with-dimensioning'],
      ['POST', `/api/v1/dimensioning/${project.id}`],
      ['POST', `/api/v1/projects/${project.id}/plans/purge`],
      ['DELETE', '/api/v1/abplan/plans/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/api/v1/files/plans/%27%3B--'],
    ];
    const bodies: unknown[] = [
      null,
      [],
      'texte',
      42,
      { id: {}, projectId: [], page: -1, limit: 'x' },
      {
        projectId: project.id,
        rooms: [null],
        equipments: [null],
        quoteItems: [null],
        dimensioningItems: [7],
      },
      { installation_id: project.id, rooms: [{ room_id: {}, equipment: 'x' }], context: 'x', lightning: [] },
      { name: 'x'.repeat(10_000), options: { type: 'Wiser', wiserConfig: { modules: { volets: -5 } } } },
      { numberOfPeople: 1e308, number_of_people: 'NaN', surfaceLoiCarrez: '1e999', status: { $ne: null } },
    ];
    for (const [method, url] of routes) {
      for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...t.alice.headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(200);
      }
    }
  });

  it('documents every project, plan, room, equipment, quote and compliance route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const expected: [string, string][] = [
      ['/api/v1/projects/create', 'post'],
      ['/api/v1/projects', 'post'],
      ['/api/v1/projects', 'get'],
      ['/api/v1/projects/list', 'get'],
      ['/api/v1/projects/{id}', 'get'],
      ['/api/v1/projects/{id}', 'put'],
      ['/api/v1/projects/{id}', 'delete'],
      ['/api/v1/projects/{id}/plans', 'get'],
      ['/api/v1/projects/{id}/plans/{planId}', 'get'],
      ['/api/v1/projects/{id}/plans/{planId}', 'delete'],
      ['/api/v1/projects/{id}/plans/upload', 'post'],
      ['/api/v1/projects/{id}/plans/purge', 'post'],
      ['/api/v1/projects/{id}/plan/url', 'get'],
      ['/api/v1/abplan/plans/upload', 'post'],
      ['/api/v1/abplan/plans/{path}', 'delete'],
      ['/api/v1/files/plans/{id}', 'get'],
      ['/api/v1/files/plans/{id}/preview', 'get'],
      ['/api/v1/projects/{id}/rooms', 'get'],
      ['/api/v1/projects/{id}/rooms', 'put'],
      ['/api/v1/project-equipments/{projectId}', 'get'],
      ['/api/v1/project-equipments', 'put'],
      ['/api/v1/project-equipments', 'post'],
      ['/api/v1/quotes/project/{projectId}', 'get'],
      ['/api/v1/quotes', 'post'],
      ['/api/v1/quotes/{id}', 'get'],
      ['/api/v1/quotes/{id}', 'put'],
      ['/api/v1/quotes/{id}', 'delete'],
      ['/api/v1/api/v1/compliance/validate/room-equipment', 'post'],
      ['/api/v1/compliance/validate/room-equipment', 'post'],
      ['/api/v1/compliance/validate-with-dimensioning', 'post'],
      ['/api/v1/api/v1/compliance/validate-with-dimensioning', 'post'],
      ['/api/v1/api/v1/compliance/health', 'get'],
      ['/api/v1/compliance/health', 'get'],
      ['/api/v1/dimensioning/{projectId}', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    const create = doc.paths['/api/v1/projects/create'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('codePostal');
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty('planFiles');
  });
});
