import { beforeAll, describe, expect, it } from 'vitest';
import { projectDetailSchema, projectListSchema } from '../src/modules/projects/projects.schema.ts';
import {
  BREAKER_DIMENSIONING_LINE,
  createProject,
  makePdf,
  ROOM_EQUIPMENT,
  rest,
  SOCKET_QUOTE_LINE,
  trpc,
  uploadPlan,
} from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

/**
 * The hot project routes build their answers from plain rows (src/modules/projects/queries/)
 * and production skips tRPC's output check on them (src/trpc/output-checks.ts). With the check off, as
 * in production, a project holding every kind of fact must come out exactly — keys, order, values —
 * as the output schema would have made it; otherwise clients would see different answers in production.
 */
describe('project reads without the output check', () => {
  const t = appWithTwoUsers({ CHECK_OUTPUTS: 'false' });
  let id: string;

  beforeAll(async () => {
    id = (await createProject(t.app, t.alice, { typeTravaux: 'Renovation', workScope: 'pieces_renovees' }))
      .id;
    await createProject(t.app, t.alice, { name: 'Maison vide' });
    const call = async (method: 'PUT' | 'POST', url: string, body: unknown) => {
      const res = await rest(t.app, t.alice, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    };
    await call('PUT', `/api/v1/projects/${id}/rooms`, {
      rooms: [
        {
          id: 'r1',
          name: 'Séjour',
          surface: 30.5,
          options: { exposition: 'Sud', roomType: 'LivingRoom', note: 'baie' },
        },
        { id: 'r2', name: 'Cuisine', surface: null, roomType: 'Kitchen' },
      ],
    });
    await call('PUT', '/api/v1/project-equipments', {
      projectId: id,
      equipments: ROOM_EQUIPMENT,
    });
    await call('PUT', `/api/v1/projects/${id}/options`, {
      options: {
        ecs: { type: 'cumulus_electrique', nombrePersonnes: 4 },
        type: 'Aucun',
        accessControl: { irve: true },
      },
    });
    await call('PUT', `/api/v1/projects/${id}/installation`, {
      installation: {
        rooms: [{ shutters: 2, roomId: 'r1', heatingWatts: 2000 }],
        supply: { subscribedKva: 9, phases: 'monophase', earthResistanceOhm: 150 },
        evCharger: 'prise_renforcee',
      },
    });
    await call('PUT', `/api/v1/projects/${id}`, {
      dimensioning_data: {
        installation_notes: ['Note'],
        circuit_breakers: [{ rating: 10, description: 'Éclairage', quantity: 2 }],
        electrical_panels: [{ modules: 18, type: 'Tableau principal' }],
        cables: [],
        surge_protectors: [],
      },
    });
    await call('POST', '/api/v1/quotes', {
      projectId: id,
      // A measured line with its own VAT rate: the fields zod preprocesses (quantity, section, rate).
      quoteItems: [
        SOCKET_QUOTE_LINE,
        {
          id: 'q2',
          intitule: 'Câble',
          prix: 1.2,
          section_cable: '2.5',
          quantity: 12.5,
          unit: 'm',
          vatRate: 5.5,
        },
      ],
      dimensioningItems: [BREAKER_DIMENSIONING_LINE],
    });
    expect((await uploadPlan(t.app, t.alice, id, 'rdc.pdf', await makePdf('reads'))).statusCode).toBe(201);
  });

  it('GET and PUT answer the detail exactly as projectDetailSchema gives it back', async () => {
    const got = await trpc(t.app, t.alice, 'query', 'projects.get', { id });
    expect(got.status).toBe(200);
    const detail = projectDetailSchema.parse(got.data);
    expect(detail.rooms).toHaveLength(2);
    expect(detail.equipments.length).toBeGreaterThan(2);
    expect(detail.planFiles).toHaveLength(1);
    expect(detail.quoteItems).toHaveLength(2);
    expect(detail.quoteItems[1]).toMatchObject({ quantity: 12.5, section_cable: '2.5', vatRate: 5.5 });
    expect(detail.installation).not.toBeNull();
    expect(detail.dimensioning).not.toBeNull();
    expect(JSON.stringify(got.data)).toBe(JSON.stringify(detail));

    const put = await trpc(t.app, t.alice, 'mutation', 'projects.update', { id, name: 'Maison Martin' });
    expect(put.status).toBe(200);
    expect(JSON.stringify(put.data)).toBe(JSON.stringify(projectDetailSchema.parse(put.data)));
    // The PUT reads the detail in its UPDATE statement: it answers the project as written, as a GET
    // after it reads it (the new name and version, with its rooms, equipment, plans and estimate).
    const written = projectDetailSchema.parse(put.data);
    expect(written).toMatchObject({ name: 'Maison Martin', version: detail.version + 1 });
    expect(written.updatedAt >= detail.updatedAt).toBe(true);
    const after = await trpc(t.app, t.alice, 'query', 'projects.get', { id });
    expect(after.data).toEqual(put.data);
  });

  it('the list answers exactly as projectListSchema gives it back', async () => {
    const list = await trpc<{ projects: unknown[] }>(t.app, t.alice, 'query', 'projects.list', { limit: 10 });
    expect(list.status).toBe(200);
    expect(list.data.projects).toHaveLength(2);
    expect(JSON.stringify(list.data)).toBe(JSON.stringify(projectListSchema.parse(list.data)));
  });
});
