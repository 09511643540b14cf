import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from './generated/courant-api.gen.ts';
import { API_TYPES_FILE, apiTypesSource, servedOpenApiDocument } from './helpers/api-types.ts';
import { makePdf, SOCKET_QUOTE_LINE, socketComplianceRequest } from './helpers/project-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A program's view of the REST API: types generated from the served OpenAPI document by
 * openapi-typescript, calls made with openapi-fetch over real HTTP.
 */
describe('client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is typed with the types generated from the served document (the document did not drift from the client)', async () => {
    const source = await apiTypesSource(await servedOpenApiDocument(t.app));
    await expect(source).toMatchFileSnapshot(API_TYPES_FILE);
  });

  it('registers, creates a project, saves rooms and equipment, checks, computes the estimate, saves a quote and uploads a plan', async () => {
    const api = createClient<paths>({ baseUrl });

    const registered = await api.POST('/api/v1/auth/register', {
      body: {
        company: 'Élec Dupont',
        siret: '73282932000074',
        firstName: 'Jean',
        lastName: 'Dupont',
        email: `client-${Date.now()}@example.fr`,
        password: 'Motdepasse123!',
      },
    });
    expect(registered.response.status).toBe(201);
    const token = registered.data?.session.token;
    expect(token).toBeTruthy();
    const auth = { headers: { authorization: `Bearer ${token}` } };

    const created = await api.POST('/api/v1/projects/create', {
      ...auth,
      body: {
        name: 'Maison Dupont',
        typeProjet: 'Résidentiel',
        typeTravaux: 'Construction',
        codePostal: '69003',
        numberOfPeople: 3,
      },
    });
    expect(created.response.status).toBe(201);
    const projectId = created.data?.id ?? '';

    const rooms = await api.PUT('/api/v1/projects/{id}/rooms', {
      ...auth,
      params: { path: { id: projectId } },
      body: {
        rooms: [
          { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
          { id: 'r2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
        ],
      },
    });
    expect(rooms.data?.rooms.map((r) => r.name)).toEqual(['Séjour', 'Chambre']);

    const equipment = await api.PUT('/api/v1/project-equipments', {
      ...auth,
      body: {
        projectId,
        equipments: [
          { id: 'e1', name: 'Prise', quantity: 5, roomId: 'r1', type: 'SimpleSocket' },
          { id: 'e2', name: 'Point lumineux', quantity: 1, roomId: 'r2', type: 'LightingPoint' },
        ],
      },
    });
    expect(equipment.data?.equipments).toHaveLength(2);

    const check = await api.POST('/api/v1/compliance/validate/room-equipment', {
      ...auth,
      body: socketComplianceRequest(projectId, 5),
    });
    expect(check.response.status).toBe(200);
    expect(check.data?.global_compliance.overall_status).toBeDefined();

    // The estimate: the board dimensioned by the server and saved, then the estimate the server computes,
    // then a quote whose total the server computes.
    const board = await api.POST('/api/v1/dimensioning/{projectId}', {
      ...auth,
      params: { path: { projectId } },
      body: {},
    });
    expect(board.response.status).toBe(200);
    const saved = await api.PUT('/api/v1/projects/{id}', {
      ...auth,
      params: { path: { id: projectId } },
      body: { dimensioning_data: board.data },
    });
    expect(saved.data?.dimensioning_data?.circuit_breakers).toEqual(board.data?.circuit_breakers);
    // Before any quote, the server computes the estimate from rooms, equipment and the board.
    const computed = await api.GET('/api/v1/projects/{projectId}/estimate', {
      ...auth,
      params: { path: { projectId } },
    });
    expect(computed.response.status).toBe(200);
    expect(computed.data?.origin).toBe('computed');
    expect(computed.data?.quoteId).toBeNull();
    expect(computed.data?.quoteItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ roomId: 'r1', equipmentType: 'SimpleSocket', quantity: 5 }),
      ]),
    );
    expect(computed.data?.dimensioningItems.length).toBeGreaterThan(0);
    expect(computed.data?.totalAmount).toBeGreaterThan(0);
    expect(computed.data?.totalTTC).toBeCloseTo((computed.data?.totalAmount ?? 0) * 1.2, 2);

    const quote = await api.POST('/api/v1/quotes', {
      ...auth,
      body: {
        projectId,
        quoteItems: [SOCKET_QUOTE_LINE],
        dimensioningItems: [],
      },
    });
    expect(quote.response.status).toBe(201);
    // (3.24 + white plate 2.00 + 40 mm box 0.30) × 5 = 27.70 € HT (part 2 §9).
    expect(quote.data?.totalAmount).toBe(27.7);
    // Once saved, the estimate is the quote's (part 2 §4.4: saved quote first).
    const estimate = await api.GET('/api/v1/projects/{projectId}/estimate', {
      ...auth,
      params: { path: { projectId } },
    });
    expect(estimate.data?.origin).toBe('quote');
    expect(estimate.data?.quoteId).toBe(quote.data?.id);
    expect(estimate.data?.totalAmount).toBe(27.7);

    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await makePdf())], { type: 'application/pdf' }), 'plan.pdf');
    const uploaded = await api.POST('/api/v1/projects/{id}/plans/upload', {
      ...auth,
      params: { path: { id: projectId } },
      // openapi-fetch sends FormData as it is (multipart); the generated type names the `file` field.
      body: { file: '' },
      bodySerializer: () => form,
    });
    expect(uploaded.response.status).toBe(201);
    expect(uploaded.data?.planFile.originalName).toBe('plan.pdf');

    const plans = await api.GET('/api/v1/projects/{id}/plans', {
      ...auth,
      params: { path: { id: projectId } },
    });
    expect(plans.data?.map((p) => p.originalName)).toEqual(['plan.pdf']);
  });
});
