import { INSTALLATION_MESSAGES } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

/** The installation facts saved with the project and read by the dimensioning. */
describe('installation facts', () => {
  const t = appWithTwoUsers();
  let projectId: string;

  const facts = {
    supply: { phases: 'monophase', subscribedKva: 9, earthResistanceOhm: 150 },
    rooms: [{ roomId: 'r3', heatingWatts: 2000, shutters: 2 }],
    evCharger: 'prise_renforcee',
    outdoorCircuits: [{ id: 'o1', kind: 'prises_jardin', lengthM: 40 }],
    lightning: { lightningRod: true },
  };

  beforeAll(async () => {
    projectId = (await createProject(t.app, t.alice)).id;
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r3', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
      ],
    });
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/options`, {
      options: { type: 'Aucun', accessControl: { irve: true }, ecs: { type: 'aucun' } },
    });
  });

  it('a project starts without facts; PUT saves them and GET reads them back', async () => {
    const before = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}`);
    expect(before.json().installation).toBeNull();
    const saved = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: facts,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().installation).toEqual(facts);
    const after = await trpc<{ installation: unknown }>(t.app, t.alice, 'query', 'projects.get', {
      id: projectId,
    });
    expect(after.data.installation).toEqual(facts);
  });

  it('the dimensioning reads them: emitter power, shutters, EV variant, voltage drop, checks, saved lightning', async () => {
    const res = await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${projectId}`);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    const descriptions = board.circuit_breakers.map((b: { description: string }) => b.description);
    expect(descriptions).toContain('Circuit chauffage');
    expect(descriptions).toContain('Circuit volets roulants');
    expect(descriptions).toContain('Circuit prise renforcée véhicule électrique (3,7\u00a0kW)');
    expect(descriptions).toContain('Circuit prises extérieures (jardin)');
    const notes = board.installation_notes.join('\n');
    expect(notes).toContain('Chambre 2\u202f000\u00a0W → 10\u00a0A / 1,5\u00a0mm²');
    expect(notes).toContain('section portée à 4\u00a0mm² pour la chute de tension');
    expect(board.installation_checks.map((c: { code: string }) => c.code)).toContain(
      'EARTH_RESISTANCE_TOO_HIGH',
    );
    // The lightning rod saved with the facts: a type 1 surge protector without sending it again.
    expect(board.surge_protectors[0]?.type).toBe('Type 1');
  });

  it('refuses unknown values with a French message and changes nothing; another account gets 404', async () => {
    const bad = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: { ...facts, evCharger: 'borne_50kw' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(bad.json().issues).toContainEqual({
      path: ['installation', 'evCharger'],
      message: INSTALLATION_MESSAGES.evCharger,
    });
    const badLength = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: { outdoorCircuits: [{ id: 'o1', kind: 'prises_jardin', lengthM: 0 }] },
    });
    expect(badLength.statusCode).toBe(400);
    expect(badLength.json().issues[0].message).toBe(INSTALLATION_MESSAGES.outdoorLength);
    const still = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}`);
    expect(still.json().installation).toEqual(facts);

    const foreign = await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: facts,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the saved board says when rooms or facts changed since it was computed (status), 404 to others', async () => {
    const none = await rest(t.app, t.alice, 'GET', `/api/v1/dimensioning/${projectId}/status`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ computed: false, stale: false });
    const board = (await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${projectId}`)).json();
    expect(board.input_key).toMatch(/^[0-9a-f]{8}$/);
    const saved = await trpc(t.app, t.alice, 'mutation', 'projects.update', {
      id: projectId,
      dimensioning: board,
    });
    expect(saved.status).toBe(200);
    const fresh = await trpc<{ computed: boolean; stale: boolean }>(
      t.app,
      t.alice,
      'query',
      'dimensioning.status',
      {
        projectId,
      },
    );
    expect(fresh.data).toEqual({ computed: true, stale: false });
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: { ...facts, supply: { phases: 'triphase', subscribedKva: 12 } },
    });
    const changed = await rest(t.app, t.alice, 'GET', `/api/v1/dimensioning/${projectId}/status`);
    expect(changed.json()).toEqual({ computed: true, stale: true });
    const foreign = await rest(t.app, t.bob, 'GET', `/api/v1/dimensioning/${projectId}/status`);
    expect(foreign.statusCode).toBe(404);
  });
});
