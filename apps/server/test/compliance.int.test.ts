import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, rest, socketComplianceRequest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

const CHECK_PATHS = [
  '/api/v1/api/v1/compliance/validate/room-equipment',
  '/api/v1/compliance/validate/room-equipment',
];
const DIMENSIONING_PATHS = [
  '/api/v1/compliance/validate-with-dimensioning',
  '/api/v1/api/v1/compliance/validate-with-dimensioning',
];
const HEALTH_PATHS = ['/api/v1/api/v1/compliance/health', '/api/v1/compliance/health'];

describe('compliance and dimensioning', () => {
  const t = appWithTwoUsers();
  let projectId: string;

  beforeAll(async () => {
    projectId = (await createProject(t.app, t.alice, { numberOfPeople: 4 })).id;
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r2', name: 'Cuisine', surface: 10, options: { roomType: 'Kitchen' } },
        { id: 'r3', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
      ],
    });
    await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId,
      equipments: [
        { id: 'e1', name: 'Prise', quantity: 7, roomId: 'r1', type: 'SimpleSocket' },
        { id: 'e2', name: 'Point lumineux', quantity: 2, roomId: 'r1', type: 'LightingPoint' },
        { id: 'e3', name: 'Convecteur', quantity: 1, roomId: 'r3', type: 'Convector' },
        { id: 'e4', name: 'Prise plaque', quantity: 1, roomId: 'r2', type: 'OvenSocket' },
      ],
    });
  });

  const request = (installationId: string) => socketComplianceRequest(installationId, 2);

  it.each(CHECK_PATHS)('POST %s reports the séjour’s missing sockets', async (path) => {
    const res = await rest(t.app, t.alice, 'POST', path, request(projectId));
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.global_compliance.overall_status).toBe('non_compliant');
    const room = result.room_results.find((r: { room_id: string }) => r.room_id === 'r1');
    expect(room.compliance_status).toBe('non_compliant');
    expect(room.missing_equipment.some((m: string) => /^\d+ SimpleSocket$/.test(m))).toBe(true);
    expect(room.violations.length).toBeGreaterThan(0);
    expect(typeof room.violations[0].message).toBe('string');
  });

  it('answers 404 for another account’s installation, 400 for a bad request, 401 anonymous', async () => {
    expect((await rest(t.app, t.bob, 'POST', CHECK_PATHS[0] as string, request(projectId))).statusCode).toBe(
      404,
    );
    expect((await rest(t.app, t.alice, 'POST', CHECK_PATHS[1] as string, request('12345'))).statusCode).toBe(
      404,
    );
    const bad = await rest(t.app, t.alice, 'POST', CHECK_PATHS[0] as string, {
      ...request(projectId),
      postal_code: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Le code postal doit contenir 5 chiffres');
    const noRooms = await rest(t.app, t.alice, 'POST', CHECK_PATHS[0] as string, {
      installation_id: projectId,
    });
    expect(noRooms.statusCode).toBe(400);
    const negative = await rest(t.app, t.alice, 'POST', CHECK_PATHS[1] as string, {
      ...request(projectId),
      rooms: [{ room_id: 'x', room_type: 'Bedroom', room_area: -2, equipment: [] }],
    });
    expect(negative.statusCode).toBe(400);
    expect((await rest(t.app, null, 'POST', CHECK_PATHS[0] as string, request(projectId))).statusCode).toBe(
      401,
    );
  });

  it.each(DIMENSIONING_PATHS)('POST %s dimensions the board from the saved project', async (path) => {
    const res = await rest(t.app, t.alice, 'POST', path, {
      installation_id: projectId,
      number_of_people: 4,
      context: {},
      // The saved rooms and equipment are what counts: the server is authoritative.
      rooms: [],
    });
    expect(res.statusCode).toBe(200);
    const { dimensioning } = res.json();
    expect(dimensioning.circuit_breakers.length).toBeGreaterThan(0);
    expect(dimensioning.electrical_panels.length).toBeGreaterThan(0);
    expect(dimensioning.cables.length).toBeGreaterThan(0);
    expect(dimensioning.installation_notes.length).toBeGreaterThan(0);
    // The oven socket's dedicated 32 A circuit is there.
    expect(dimensioning.circuit_breakers.some((b: { rating: number }) => b.rating === 32)).toBe(true);
    const direct = await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${projectId}`);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toEqual(dimensioning);
  });

  it('adds the surge protector the lightning facts require', async () => {
    const withRod = await rest(t.app, t.alice, 'POST', DIMENSIONING_PATHS[0] as string, {
      installation_id: projectId,
      context: { lightning: { lightningRod: true } },
      rooms: [],
    });
    expect(withRod.json().dimensioning.surge_protectors.length).toBeGreaterThan(0);
    const direct = await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${projectId}`, {
      lightning: { lightningRod: true },
    });
    expect(direct.json()).toEqual(withRod.json().dimensioning);
  });

  it('dimensioning answers 404 for another account’s project and 400 for a bad request', async () => {
    const res = await rest(t.app, t.bob, 'POST', DIMENSIONING_PATHS[0] as string, {
      installation_id: projectId,
      rooms: [],
    });
    expect(res.statusCode).toBe(404);
    expect((await rest(t.app, t.bob, 'POST', `/api/v1/dimensioning/${projectId}`)).statusCode).toBe(404);
    const bad = await rest(t.app, t.alice, 'POST', DIMENSIONING_PATHS[1] as string, {
      installation_id: projectId,
      number_of_people: 0,
      rooms: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${projectId}`, { lightning: { aq2: 'oui' } }))
        .statusCode,
    ).toBe(400);
  });

  it.each(HEALTH_PATHS)('GET %s answers the engine state to signed-in users', async (path) => {
    const res = await rest(t.app, t.alice, 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', engine: 'courant-domain' });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
    expect((await rest(t.app, null, 'GET', path)).statusCode).toBe(401);
  });

  it('serves check, checkWithDimensioning, health and dimensioning.compute over tRPC', async () => {
    const check = await trpc<{ global_compliance: { overall_status: string } }>(
      t.app,
      t.alice,
      'mutation',
      'compliance.check',
      request(projectId),
    );
    expect(check.data.global_compliance.overall_status).toBe('non_compliant');
    expect((await trpc(t.app, t.bob, 'mutation', 'compliance.check', request(projectId))).status).toBe(404);
    const dim = await trpc<{ dimensioning: unknown }>(
      t.app,
      t.alice,
      'mutation',
      'compliance.checkWithDimensioning',
      {
        installation_id: projectId,
        rooms: [],
      },
    );
    const compute = await trpc<unknown>(t.app, t.alice, 'mutation', 'dimensioning.compute', { projectId });
    expect(compute.data).toEqual(dim.data.dimensioning);
    expect((await trpc(t.app, t.bob, 'mutation', 'dimensioning.compute', { projectId })).status).toBe(404);
    const health = await trpc<{ status: string }>(t.app, t.alice, 'query', 'compliance.health');
    expect(health.data.status).toBe('ok');
    expect((await trpc(t.app, null, 'query', 'compliance.health')).status).toBe(401);
  });
});
