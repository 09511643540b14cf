import { describe, expect, it } from 'vitest';
import { CLIENT_DURAND, createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

const durand = {
  ...CLIENT_DURAND,
  phone: '06 12 34 56 78',
  email: 'Claire.Durand@Exemple.fr',
};

describe('clients of a company', () => {
  const t = appWithTwoUsers();

  it('creates, lists by name, reads, updates and deletes a client', async () => {
    const created = await rest(t.app, t.alice, 'POST', '/api/v1/clients', durand);
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({ ...durand, email: 'claire.durand@exemple.fr' });
    await rest(t.app, t.alice, 'POST', '/api/v1/clients', {
      name: 'Atelier Bois SARL',
      kind: 'professionnel',
    });

    const list = await rest(t.app, t.alice, 'GET', '/api/v1/clients');
    expect(list.json().map((c: { name: string }) => c.name)).toEqual([
      'Atelier Bois SARL',
      'Mme Claire Durand',
    ]);

    const updated = await rest(t.app, t.alice, 'PUT', `/api/v1/clients/${client.id}`, {
      ...durand,
      phone: '04 78 00 00 01',
    });
    expect(updated.statusCode).toBe(200);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/clients/${client.id}`)).json()).toMatchObject({
      phone: '04 78 00 00 01',
    });

    // Over tRPC too: the same procedures.
    const viaTrpc = await trpc<unknown[]>(t.app, t.alice, 'query', 'clients.list');
    expect(viaTrpc.data).toHaveLength(2);

    expect((await rest(t.app, t.alice, 'DELETE', `/api/v1/clients/${client.id}`)).statusCode).toBe(204);
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with French messages and writes nothing', async () => {
    const before = (await rest(t.app, t.alice, 'GET', '/api/v1/clients')).json().length;
    const bad = await rest(t.app, t.alice, 'POST', '/api/v1/clients', {
      name: '',
      postalCode: '123',
      email: 'pas-un-mail',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const messages = JSON.stringify(bad.json());
    expect(messages).toContain('Le nom du client est requis');
    expect(messages).toContain('Le code postal doit contenir 5 chiffres');
    expect((await rest(t.app, t.alice, 'GET', '/api/v1/clients')).json()).toHaveLength(before);
  });

  it("another company's client answers 404 everywhere, and cannot be put on a project", async () => {
    const mine = (await rest(t.app, t.alice, 'POST', '/api/v1/clients', durand)).json();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', durand],
      ['DELETE', undefined],
    ] as const) {
      const res = await rest(t.app, t.bob, method, `/api/v1/clients/${mine.id}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Client introuvable' });
    }
    expect((await rest(t.app, t.bob, 'GET', '/api/v1/clients')).json()).toEqual([]);
    expect((await rest(t.app, t.bob, 'GET', '/api/v1/clients/pas-un-uuid')).statusCode).toBe(404);

    const bobCreate = await rest(t.app, t.bob, 'POST', '/api/v1/projects/create', {
      name: 'Chez Bob',
      typeProjet: 'Résidentiel',
      typeTravaux: 'Construction',
      codePostal: '69003',
      numberOfPeople: 2,
      clientId: mine.id,
    });
    expect(bobCreate.statusCode).toBe(404);
    expect((await rest(t.app, t.bob, 'GET', '/api/v1/projects')).json().total).toBe(0);

    const bobProject = await createProject(t.app, t.bob);
    const bobUpdate = await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${bobProject.id}`, {
      clientId: mine.id,
    });
    expect(bobUpdate.statusCode).toBe(404);
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/projects/${bobProject.id}`)).json().client).toBeNull();
  });

  it('a project carries its client (step 1 and the card); deleting the client leaves the project without one', async () => {
    const client = (await rest(t.app, t.alice, 'POST', '/api/v1/clients', durand)).json();
    const project = await createProject(t.app, t.alice, { clientId: client.id });
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail).toMatchObject({
      clientId: client.id,
      client: { name: 'Mme Claire Durand', city: 'Lyon' },
    });
    const list = (await rest(t.app, t.alice, 'GET', '/api/v1/projects')).json();
    const card = list.projects.find((p: { id: string }) => p.id === project.id);
    expect(card.client).toMatchObject({ name: 'Mme Claire Durand', kind: 'particulier' });

    const other = (await rest(t.app, t.alice, 'POST', '/api/v1/clients', { name: 'M. Roux' })).json();
    const changed = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, {
      clientId: other.id,
    });
    expect(changed.json().client).toMatchObject({ name: 'M. Roux' });
    const cleared = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, { clientId: null });
    expect(cleared.json()).toMatchObject({ clientId: null, client: null });

    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, { clientId: client.id });
    await rest(t.app, t.alice, 'DELETE', `/api/v1/clients/${client.id}`);
    const after = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ clientId: null, client: null });
  });
});
