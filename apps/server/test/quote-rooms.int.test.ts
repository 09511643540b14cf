import { describe, expect, it } from 'vitest';
import { createProject, rest } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

/**
 * Rooms changed after a quote was finished (a plan analysed again replaces them, a room is
 * deleted or resized) — the project goes back to draft, in the rooms' transaction; the quote keeps
 * its status and lines (a sent devis changes only as a new version); a save of the same rooms (or a
 * rename) changes nothing.
 */
describe('rooms changed after a finished quote', () => {
  const t = appWithTwoUsers();

  const rooms = [
    { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
    { id: 'r2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
  ];

  /** A project with two equipped rooms and its quote finished. */
  const finished = async () => {
    const project = await createProject(t.app, t.alice, { name: 'Maison Leroy' });
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, { rooms });
    await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      equipments: [
        { id: 'e1', name: 'Prise', quantity: 5, roomId: 'r1', type: 'SimpleSocket' },
        { id: 'e2', name: 'Prise', quantity: 3, roomId: 'r2', type: 'SimpleSocket' },
      ],
    });
    const finish = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/finish`, {});
    expect(finish.statusCode).toBe(200);
    return project.id as string;
  };
  const statuses = async (id: string) => {
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${id}`)).json();
    return { project: detail.status, quotes: detail.quotes.map((q: { status: string }) => q.status) };
  };
  const putRooms = async (id: string, next: unknown[]) => {
    const res = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${id}/rooms`, { rooms: next });
    expect(res.statusCode).toBe(200);
  };

  it('new rooms (as a re-analysis gives): the project back to draft, the quote kept as it was', async () => {
    const id = await finished();
    const sent = await statuses(id);
    expect(sent.project).toBe('completed');
    const firstQuote = async () => {
      const [summary] = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/project/${id}`)).json();
      return (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${summary.id}`)).json();
    };
    const before = await firstQuote();
    await putRooms(id, [
      { id: 'a1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
      { id: 'a2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
    ]);
    expect(await statuses(id)).toEqual({ project: 'draft', quotes: sent.quotes });
    const after = await firstQuote();
    // The lines stay until the user recalculates: step 8 shows them under 'Pièces supprimées'.
    expect(after.quoteItems).toEqual(before.quoteItems);
  });

  it.each([
    ['a room deleted', [rooms[0]]],
    ['a surface changed', [{ ...rooms[0], surface: 31 }, rooms[1]]],
    ['a type changed', [rooms[0], { ...rooms[1], options: { roomType: 'Kitchen' } }]],
  ])('%s: back to draft', async (_, next) => {
    const id = await finished();
    const sent = await statuses(id);
    await putRooms(id, next);
    expect(await statuses(id)).toEqual({ project: 'draft', quotes: sent.quotes });
  });

  it('the same rooms saved again, or renamed: still completed', async () => {
    const id = await finished();
    const sent = await statuses(id);
    await putRooms(id, rooms);
    await putRooms(id, [{ ...rooms[0], name: 'Salon' }, rooms[1]]);
    expect(await statuses(id)).toEqual(sent);
    expect(sent.project).toBe('completed');
  });
});
