import { describe, expect, it } from 'vitest';
import { createProject, ROOM_EQUIPMENT, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

describe('project equipment', () => {
  const t = appWithTwoUsers();

  const newProjectWithRooms = async () => {
    const project = await createProject(t.app, t.alice);
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r2', name: 'Cuisine', surface: 10, options: { roomType: 'Kitchen' } },
      ],
    });
    return project;
  };

  const putEquipment = (projectId: string, equipments: unknown, method: 'PUT' | 'POST' = 'PUT') =>
    rest(t.app, t.alice, method, '/api/v1/project-equipments', { projectId, equipments });
  const savedEquipment = async (projectId: string) =>
    (await rest(t.app, t.alice, 'GET', `/api/v1/project-equipments/${projectId}`)).json();

  const items = [
    ...ROOM_EQUIPMENT,
    {
      id: 'o1',
      name: 'Wiser',
      quantity: 1,
      roomId: null,
      type: 'automation_system',
      options: { systemType: 'Wiser', wiserConfig: { controleur: 'TXA663A' } },
    },
  ];

  /** A project with its two rooms and the set above saved. */
  const newProjectWithItems = async () => {
    const project = await newProjectWithRooms();
    await putEquipment(project.id, items);
    return project;
  };

  it('starts empty, saves the whole set (room and option items) and reads it back', async () => {
    const project = await newProjectWithRooms();
    expect(await savedEquipment(project.id)).toEqual({
      projectId: project.id,
      equipments: [],
    });
    const res = await putEquipment(project.id, items);
    expect(res.statusCode).toBe(200);
    const expected = {
      projectId: project.id,
      equipments: [
        { ...items[0], options: null },
        { ...items[1], metadata: null },
        { ...items[2], metadata: null },
      ],
    };
    expect(res.json()).toEqual(expected);
    expect(await savedEquipment(project.id)).toEqual(expected);
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail.equipments).toEqual(expected.equipments);
  });

  it('replaces the set: POST works as PUT, and an empty list clears it', async () => {
    const project = await newProjectWithItems();
    const res = await putEquipment(
      project.id,
      [{ id: 'e9', name: 'Point lumineux', quantity: 2, roomId: 'r2', type: 'LightingPoint' }],
      'POST',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().equipments.map((e: { id: string }) => e.id)).toEqual(['e9']);
    const cleared = await putEquipment(project.id, []);
    expect(cleared.json().equipments).toEqual([]);
  });

  it('refuses an item naming a room that is not in the project, and keeps the saved set', async () => {
    const project = await newProjectWithItems();
    const res = await putEquipment(project.id, [
      { id: 'a', name: 'Prise', quantity: 1, roomId: 'r1', type: 'SimpleSocket' },
      { id: 'b', name: 'Prise', quantity: 1, roomId: 'ailleurs', type: 'SimpleSocket' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Pièce introuvable dans ce projet\u00a0: "ailleurs"',
      issues: [
        { path: ['equipments', 1, 'roomId'], message: 'Pièce introuvable dans ce projet\u00a0: "ailleurs"' },
      ],
    });
    const saved = await savedEquipment(project.id);
    expect(saved.equipments.map((e: { id: string }) => e.id)).toEqual(['e1', 'e2', 'o1']);
  });

  it.each([
    [
      { quantity: 1, type: 'Jacuzzi' },
      'type',
      'Type d’équipement inconnu\u00a0: choisissez un type de la liste',
    ],
    [
      { quantity: 'deux', type: 'SimpleSocket' },
      'quantity',
      'Entrée invalide\u00a0: nombre attendu, NaN reçu',
    ],
  ])('answers a bad item %j in French, never zod’s English', async (item, field, message) => {
    const project = await newProjectWithItems();
    const res = await putEquipment(project.id, [{ id: 'a', name: 'Prise', roomId: 'r1', ...item }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      issues: [{ path: ['equipments', 0, field] }],
    });
  });

  it('refuses an oven or hood socket outside a kitchen (part 2 §5) with 400, keeping the saved set', async () => {
    const project = await newProjectWithItems();
    const res = await putEquipment(project.id, [
      { id: 'h', name: 'Prise hotte', quantity: 1, roomId: 'r1', type: 'ExtractorSocket' },
    ]);
    expect(res.statusCode).toBe(400);
    const message =
      'Prise hotte\u00a0: uniquement dans une cuisine ou un séjour avec cuisine intégrée (pièce « Séjour »).';
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      issues: [{ path: ['equipments', 0, 'type'], message }],
    });
    const saved = await savedEquipment(project.id);
    expect(saved.equipments.map((e: { id: string }) => e.id)).toEqual(['e1', 'e2', 'o1']);
  });

  it('a kitchen that becomes another room loses its oven socket with a French message, and later saves pass', async () => {
    const project = await newProjectWithItems();
    const rooms = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r2', name: 'Cuisine', surface: 10, options: { roomType: 'Bedroom' } },
      ],
    });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json().removedEquipment).toEqual([
      {
        id: 'e2',
        roomId: 'r2',
        type: 'OvenSocket',
        quantity: 1,
        message: expect.stringMatching(/^1\s×\sPrise plaque retirée de la pièce «\sCuisine\s»/),
      },
    ]);
    const saved = await savedEquipment(project.id);
    expect(saved.equipments.map((e: { id: string }) => e.id)).toEqual(['e1', 'o1']);
    // The set the equipment step sends back next is accepted (it used to be refused forever).
    const next = await putEquipment(project.id, [
      ...saved.equipments,
      { id: 'e9', name: 'Prise simple', quantity: 2, roomId: 'r2', type: 'SimpleSocket' },
    ]);
    expect(next.statusCode).toBe(200);
    // A save that keeps the kitchen removes nothing.
    const again = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoomWithIntegratedKitchen' } },
      ],
    });
    expect(again.json().removedEquipment).toEqual([]);
  });

  it.each([
    [{ equipments: 'x' }, ['equipments']],
    [
      { equipments: [{ id: 'a', name: 'X', quantity: 1, roomId: 'r1', type: 'Jacuzzi' }] },
      ['equipments', 0, 'type'],
    ],
    [
      { equipments: [{ id: 'a', name: 'X', quantity: -1, roomId: 'r1', type: 'SimpleSocket' }] },
      ['equipments', 0, 'quantity'],
    ],
    [
      { equipments: [{ id: 'a', name: 'X', quantity: 1.5, roomId: 'r1', type: 'SimpleSocket' }] },
      ['equipments', 0, 'quantity'],
    ],
    [
      {
        equipments: [
          {
            id: 'a',
            name: 'X',
            quantity: 1,
            roomId: 'r1',
            type: 'SimpleSocket',
            metadata: { color: 'rose' },
          },
        ],
      },
      ['equipments', 0, 'metadata', 'color'],
    ],
    [
      {
        equipments: [
          { id: 'a', name: 'X', quantity: 1, roomId: 'r1', type: 'SimpleSocket' },
          { id: 'a', name: 'Y', quantity: 1, roomId: 'r2', type: 'SimpleSocket' },
        ],
      },
      ['equipments', 1, 'id'],
    ],
  ])('refuses %j with 400', async (body, path) => {
    const project = await newProjectWithRooms();
    const res = await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: unknown }) => i.path)).toContainEqual(path);
  });

  it('answers another account’s project with 404', async () => {
    const project = await newProjectWithItems();
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/project-equipments/${project.id}`)).statusCode).toBe(
      404,
    );
    const res = await rest(t.app, t.bob, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      equipments: [],
    });
    expect(res.statusCode).toBe(404);
    expect((await savedEquipment(project.id)).equipments).toHaveLength(3);
    expect(
      (await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', { equipments: [] })).statusCode,
    ).toBe(400);
  });

  it('serves get, update and save over tRPC', async () => {
    const project = await newProjectWithRooms();
    const put = await trpc<{ equipments: unknown[] }>(t.app, t.alice, 'mutation', 'equipment.update', {
      projectId: project.id,
      equipments: items,
    });
    expect(put.data.equipments).toHaveLength(3);
    const post = await trpc<{ equipments: unknown[] }>(t.app, t.alice, 'mutation', 'equipment.save', {
      projectId: project.id,
      equipments: items.slice(0, 1),
    });
    expect(post.data.equipments).toHaveLength(1);
    const got = await trpc<{ equipments: unknown[] }>(t.app, t.alice, 'query', 'equipment.get', {
      projectId: project.id,
    });
    expect(got.data.equipments).toHaveLength(1);
    expect((await trpc(t.app, t.bob, 'query', 'equipment.get', { projectId: project.id })).status).toBe(404);
    const bad = await trpc(t.app, t.alice, 'mutation', 'equipment.update', {
      projectId: project.id,
      equipments: [{ id: 'x', name: 'X', quantity: 1, roomId: 'zzz', type: 'SimpleSocket' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.code).toBe('VALIDATION_ERROR');
  });
});
