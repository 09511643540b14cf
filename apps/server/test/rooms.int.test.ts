import { describe, expect, it } from 'vitest';
import { createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

describe('rooms', () => {
  const t = appWithTwoUsers();

  const newProject = () => createProject(t.app, t.alice);
  const putRooms = (projectId: string, body: unknown, user = t.alice) =>
    rest(t.app, user, 'PUT', `/api/v1/projects/${projectId}/rooms`, body);

  it('starts empty', async () => {
    const project = await newProject();
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      projectId: project.id,
      rooms: [],
      surfaceLoiCarrez: null,
      surface_loi_carrez: null,
    });
  });

  it('saves rooms with string ids, roomType and exposition inside options too, in the order sent', async () => {
    const project = await newProject();
    const res = await putRooms(project.id, {
      rooms: [
        {
          id: 12,
          name: 'Séjour',
          surface: '30.5',
          options: { roomType: 'LivingRoom', exposition: 'Sud', note: 'baie' },
        },
        { id: 'b', name: 'Chambre 1', surface: 12, roomType: 'Bedroom', exposition: 'Nord' },
        { id: 'c', name: 'Cellier', surface: 3.15 },
      ],
      surfaceLoiCarrez: 45.65,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.surfaceLoiCarrez).toBe(45.65);
    expect(body.surface_loi_carrez).toBe(45.65);
    expect(body.rooms).toEqual([
      {
        id: '12',
        name: 'Séjour',
        surface: 30.5,
        roomType: 'LivingRoom',
        exposition: 'Sud',
        options: { roomType: 'LivingRoom', exposition: 'Sud', note: 'baie' },
      },
      {
        id: 'b',
        name: 'Chambre 1',
        surface: 12,
        roomType: 'Bedroom',
        exposition: 'Nord',
        options: { roomType: 'Bedroom', exposition: 'Nord' },
      },
      {
        id: 'c',
        name: 'Cellier',
        surface: 3.15,
        roomType: null,
        exposition: null,
        options: { roomType: null, exposition: null },
      },
    ]);
    const { removedEquipment, ...saved } = body;
    expect(removedEquipment).toEqual([]);
    const again = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json();
    expect(again).toEqual(saved);
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail.pieces).toEqual(body.rooms);
    expect(detail.rooms).toEqual(body.rooms);
    expect(detail.surface_loi_carrez).toBe(45.65);
    expect(detail.version).toBe(2);
  });

  it('computes the total surface when none is sent', async () => {
    const project = await newProject();
    const res = await putRooms(project.id, {
      rooms: [
        { id: '1', name: 'A', surface: 10.25 },
        { id: '2', name: 'B', surface: 4.5 },
      ],
    });
    expect(res.json().surfaceLoiCarrez).toBe(14.75);
  });

  it('replaces the whole set; a removed room takes its equipment with it, project items stay', async () => {
    const project = await newProject();
    await putRooms(project.id, {
      rooms: [
        { id: '1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: '2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
      ],
    });
    const eq = await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      equipments: [
        { id: 'e1', name: 'Prise', quantity: 5, roomId: '1', type: 'SimpleSocket' },
        { id: 'e2', name: 'Prise', quantity: 3, roomId: '2', type: 'SimpleSocket' },
        { id: 'o1', name: 'Interphone', quantity: 1, roomId: null, type: 'access_control' },
      ],
    });
    expect(eq.statusCode).toBe(200);
    const res = await putRooms(project.id, {
      rooms: [
        { id: '1', name: 'Séjour agrandi', surface: 35, options: { roomType: 'LivingRoom' } },
        { id: '3', name: 'Bureau', surface: 9, options: { roomType: 'Bedroom' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rooms.map((r: { id: string; name: string }) => [r.id, r.name])).toEqual([
      ['1', 'Séjour agrandi'],
      ['3', 'Bureau'],
    ]);
    const equipment = (await rest(t.app, t.alice, 'GET', `/api/v1/project-equipments/${project.id}`)).json();
    expect(equipment.equipments.map((e: { id: string }) => e.id)).toEqual(['e1', 'o1']);
    const cleared = await putRooms(project.id, { rooms: [] });
    expect(cleared.json()).toMatchObject({ rooms: [], surfaceLoiCarrez: 0 });
  });

  it.each([
    [{}, ['rooms']],
    [{ rooms: 'salon' }, ['rooms']],
    [{ rooms: [{ id: '1', name: '', surface: 10 }] }, ['rooms', 0, 'name']],
    [{ rooms: [{ id: '1', name: 'A', surface: -1 }] }, ['rooms', 0, 'surface']],
    [{ rooms: [{ id: '1', name: 'A', surface: 'dix' }] }, ['rooms', 0, 'surface']],
    [
      { rooms: [{ id: '1', name: 'A', surface: 10, options: { roomType: 'Piscine' } }] },
      ['rooms', 0, 'options', 'roomType'],
    ],
    [{ rooms: [{ id: '1', name: 'A', surface: 10, exposition: 'Haut' }] }, ['rooms', 0, 'exposition']],
    [
      {
        rooms: [
          { id: '1', name: 'A', surface: 10 },
          { id: '1', name: 'B', surface: 10 },
        ],
      },
      ['rooms', 1, 'id'],
    ],
    [{ rooms: [], surfaceLoiCarrez: -3 }, ['surfaceLoiCarrez']],
  ])('refuses %j with 400 and keeps the saved rooms', async (body, path) => {
    const project = await newProject();
    await putRooms(project.id, { rooms: [{ id: 'keep', name: 'Séjour', surface: 20 }] });
    const res = await putRooms(project.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues.map((i: { path: unknown }) => i.path)).toContainEqual(path);
    const rooms = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json();
    expect(rooms.rooms.map((r: { id: string }) => r.id)).toEqual(['keep']);
  });

  it('answers another account’s project with 404 and leaves it untouched', async () => {
    const project = await newProject();
    await putRooms(project.id, { rooms: [{ id: '1', name: 'Séjour', surface: 20 }] });
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/rooms`)).statusCode).toBe(404);
    expect((await putRooms(project.id, { rooms: [] }, t.bob)).statusCode).toBe(404);
    expect(
      (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json().rooms,
    ).toHaveLength(1);
    expect((await rest(t.app, t.alice, 'GET', '/api/v1/projects/x/rooms')).statusCode).toBe(404);
  });

  it('keeps one consistent set when two saves race', async () => {
    const project = await newProject();
    const sets = [1, 2, 3, 4].map((n) => ({
      rooms: Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Pièce ${n}-${i}`, surface: n })),
    }));
    const answers = await Promise.all(sets.map((body) => putRooms(project.id, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rooms = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json().rooms;
    expect(rooms).toHaveLength(5);
    expect(new Set(rooms.map((r: { surface: number }) => r.surface)).size).toBe(1);
  });

  it('serves get and update over tRPC', async () => {
    const project = await newProject();
    const saved = await trpc<{ rooms: { id: string }[] }>(t.app, t.alice, 'mutation', 'rooms.update', {
      id: project.id,
      rooms: [{ id: 7, name: 'Cuisine', surface: 9, options: { roomType: 'Kitchen' } }],
    });
    expect(saved.status).toBe(200);
    expect(saved.data.rooms[0]?.id).toBe('7');
    const got = await trpc<{ rooms: unknown[] }>(t.app, t.alice, 'query', 'rooms.get', { id: project.id });
    expect(got.data.rooms).toHaveLength(1);
    const invalid = await trpc(t.app, t.alice, 'mutation', 'rooms.update', {
      id: project.id,
      rooms: [{ id: '1', name: '' }],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.message).toBe('Le nom de la pièce est requis');
    expect((await trpc(t.app, t.bob, 'query', 'rooms.get', { id: project.id })).status).toBe(404);
  });
});
