import type { RoomType } from '@courant/domain';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Setting a test up through the REST API, as a program would, so that each spec has its own account
 * and data on the shared e2e server. With `page.request` the page shares the cookie jar: registering
 * signs the page in too.
 */

export interface Account {
  company: string;
  siret: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A fresh account; the e-mail is unique per call, `prefix` tells which spec made it. */
export function newAccount(prefix: string, overrides: Partial<Omit<Account, 'email'>> = {}): Account {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    company: 'Électricité Martin',
    siret: '12345678901237',
    firstName: 'Claire',
    lastName: 'Martin',
    password: 'motdepasse-1',
    ...overrides,
    email: `${prefix}-${id}@exemple.fr`,
  };
}

export interface Registered {
  account: Account;
  /** Bearer authentication of the new session, for the setup calls. */
  headers: { authorization: string };
}

/** POST /auth/register; the request context keeps the session cookie. */
export async function registerByApi(request: APIRequestContext, account: Account): Promise<Registered> {
  const res = await request.post('/api/v1/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  const { session } = (await res.json()) as { session: { token: string } };
  return { account, headers: { authorization: `Bearer ${session.token}` } };
}

/** Step 1 fields of a project; `overrides` replace or add fields. */
export function projectInfo(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maison Dupont',
    typeProjet: 'Résidentiel',
    typeTravaux: 'Construction',
    codePostal: '69003',
    numberOfPeople: 3,
    ...overrides,
  };
}

/** POST /projects/create; answers the new project's id. */
export async function createProjectByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await request.post('/api/v1/projects/create', { headers, data: projectInfo(overrides) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

export interface SeedRoom {
  id: string;
  name: string;
  surface: number;
  roomType: RoomType;
}

/** PUT /projects/{id}/rooms, as step 3 saves them (the room type inside the options). */
export async function saveRoomsByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  projectId: string,
  rooms: SeedRoom[],
): Promise<void> {
  const res = await request.put(`/api/v1/projects/${projectId}/rooms`, {
    headers,
    data: {
      rooms: rooms.map((room) => ({
        id: room.id,
        name: room.name,
        surface: room.surface,
        options: { roomType: room.roomType },
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** PUT /project-equipments, as step 4 saves the whole set. */
export async function saveEquipmentByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  projectId: string,
  equipments: unknown[],
): Promise<void> {
  const res = await request.put('/api/v1/project-equipments', { headers, data: { projectId, equipments } });
  expect(res.ok(), await res.text()).toBe(true);
}
