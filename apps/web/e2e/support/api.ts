import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAMPLE_PROJECT_INFO } from '@courant/documents/test-samples';
import type { RoomType } from '@courant/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

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

/** A SIRET of its own (Luhn key right), so that the admin command changes this run's company only. */
export function uniqueSiret(): string {
  const body = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join('');
  for (let check = 0; check <= 9; check += 1) {
    const candidate = `${body}${check}`;
    const sum = [...candidate].reverse().reduce((total, c, i) => {
      const d = Number(c) * (i % 2 === 1 ? 2 : 1);
      return total + (d > 9 ? d - 9 : d);
    }, 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

/** The operators' command (ADMIN_TOKEN) that moves the company of this SIRET to a plan ('pro'…). */
export async function setPlanByApi(request: APIRequestContext, siret: string, plan: string): Promise<void> {
  const res = await request.post('/api/v1/admin/set-plan', {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { siret, plan },
  });
  expect(res.ok(), await res.text()).toBe(true);
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
  return { ...SAMPLE_PROJECT_INFO, ...overrides };
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
  /** null: a room whose type is still to choose. */
  roomType: RoomType | null;
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

/**
 * A signed-in account with a project and its rooms (and equipment), set up as steps 1, 3 and 4 save
 * them; `prefix` tells which spec made the account.
 */
export async function projectWithRoomsByApi(
  request: APIRequestContext,
  prefix: string,
  rooms: SeedRoom[],
  { project = {}, equipments = [] }: { project?: Record<string, unknown>; equipments?: unknown[] } = {},
): Promise<Registered & { id: string }> {
  const registered = await registerByApi(request, newAccount(prefix));
  const id = await createProjectByApi(request, registered.headers, project);
  if (rooms.length > 0) await saveRoomsByApi(request, registered.headers, id, rooms);
  if (equipments.length > 0) await saveEquipmentByApi(request, registered.headers, id, equipments);
  return { ...registered, id };
}

/** One 'Prise simple' of each room (`quantity` of them), as step 4 would add them. */
export function socketsIn(
  rooms: ReadonlyArray<{ id: string }>,
  quantity = 1,
  color: string | null = '#FFFFFF',
) {
  return rooms.map((room, index) => ({
    id: `e${index}`,
    name: 'Prise simple',
    quantity,
    roomId: room.id,
    type: 'SimpleSocket',
    ...(color ? { metadata: { color } } : {}),
  }));
}

/** A file of the plan reader's fixtures ('appartement-t3/plan.pdf'). */
export const planFixture = (file: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../../../../packages/plan-reader/fixtures/${file}`, import.meta.url)));

/**
 * POST /projects/{id}/plans/upload of a PDF of the plan reader's fixtures ('appartement-t3/plan.pdf',
 * sent as 'appartement-t3-plan.pdf'): the plan analysis then starts by itself.
 */
export async function uploadPlanByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  projectId: string,
  fixture: string,
): Promise<void> {
  const file = {
    name: fixture.replaceAll('/', '-'),
    mimeType: 'application/pdf',
    buffer: planFixture(fixture),
  };
  const upload = await request.post(`/api/v1/projects/${projectId}/plans/upload`, {
    headers,
    multipart: { file },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
}

/** A signed-in account with a project whose plan, a PDF of the plan reader's fixtures, is uploaded. */
export async function projectWithPlanByApi(
  request: APIRequestContext,
  prefix: string,
  fixture: string,
  project: Record<string, unknown> = {},
): Promise<Registered & { id: string }> {
  const registered = await registerByApi(request, newAccount(prefix));
  const id = await createProjectByApi(request, registered.headers, project);
  await uploadPlanByApi(request, registered.headers, id, fixture);
  return { ...registered, id };
}

/** A 25 m² séjour with `quantity` white sockets ('Prise'), as steps 3 and 4 save them. */
export async function saveSejourWithSocketsByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  projectId: string,
  quantity: number,
): Promise<void> {
  await saveRoomsByApi(request, headers, projectId, [
    { id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  ]);
  await saveEquipmentByApi(request, headers, projectId, [
    { id: 'e1', roomId: 'r1', type: 'SimpleSocket', name: 'Prise', quantity, metadata: { color: '#FFFFFF' } },
  ]);
}

/** The board as step 7 computes it (POST /dimensioning/{id}), saved on the project. */
export async function saveComputedBoardByApi(
  request: APIRequestContext,
  headers: Registered['headers'],
  projectId: string,
): Promise<void> {
  const computed = await request.post(`/api/v1/dimensioning/${projectId}`, { headers, data: {} });
  expect(computed.ok(), await computed.text()).toBe(true);
  const saved = await request.put(`/api/v1/projects/${projectId}`, {
    headers,
    data: { dimensioning_data: await computed.json() },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
