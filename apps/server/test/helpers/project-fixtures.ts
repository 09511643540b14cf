import { randomBytes } from 'node:crypto';
import { SAMPLE_COMPANY_MENTIONS, SAMPLE_PROJECT_INFO } from '@courant/documents/test-samples';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { TEST_APP_URL, type TestUser } from './test-app.ts';

/** Step 1 fields of a valid project (part 1 §5). */
export function projectInfo(overrides: Record<string, unknown> = {}) {
  return { ...SAMPLE_PROJECT_INFO, description: 'Rénovation complète', ...overrides };
}

/** A company's name, identity and legal mentions, as the settings save them (reference/devis.md). */
export const COMPANY_MENTIONS = {
  name: 'Martin Électricité',
  siret: '73282932000074',
  ...SAMPLE_COMPANY_MENTIONS,
  phone: '04 78 00 00 00',
  email: 'contact@martin.fr',
  mediatorMention: 'Médiateur de la consommation : CM2C, 14 rue Saint-Jean, 75017 Paris',
} as const;

/**
 * One estimate line of room r1: 5 simple sockets, white plates, 40 mm boxes.
 * (3.24 + white plate 2.00 + 40 mm box 0.30) × 5 = 27.70 € HT (part 2 §9, §3.10).
 */
export const SOCKET_QUOTE_LINE = {
  id: 'q1',
  intitule: 'Prise simple',
  reference_principal: 'S520059',
  prix: 3.24,
  plaque_blanche: 'S520702',
  plaque_noir: '',
  boite_encastrement: '080041',
  quantity: 5,
  roomId: 'r1',
  equipmentType: 'SimpleSocket',
} as const;

/** The circuit breakers of a dimensioning as an estimate line: 8.50 × 3 = 25.50 € HT (part 2 §9). */
export const BREAKER_DIMENSIONING_LINE = {
  id: 'd1',
  type: 'circuit_breaker',
  intitule: 'Disjoncteur 16A',
  prix: 8.5,
  quantity: 3,
  rating: 16,
} as const;

/** The rooms' equipment: five black simple sockets in r1; one oven socket in r2, on its own 32 A circuit. */
export const ROOM_EQUIPMENT = [
  {
    id: 'e1',
    name: 'Prise simple',
    quantity: 5,
    roomId: 'r1',
    type: 'SimpleSocket',
    metadata: { color: '#000000' },
  },
  {
    id: 'e2',
    name: 'Prise plaque',
    quantity: 1,
    roomId: 'r2',
    type: 'OvenSocket',
    options: { circuit: '32A' },
  },
] as const;

/** A private client whose work site is elsewhere. */
export const CLIENT_DURAND = {
  kind: 'particulier',
  name: 'Mme Claire Durand',
  address: '3 rue Neuve',
  postalCode: '69003',
  city: 'Lyon',
  siteAddress: '8 chemin du Lac',
  sitePostalCode: '74000',
  siteCity: 'Annecy',
} as const;

/** A compliance request for a 30 m² séjour r1 holding `sockets` simple sockets (part 2 §3.5). */
export function socketComplianceRequest(installationId: string, sockets: number) {
  return {
    installation_id: installationId,
    context: { project_type: 'Résidentiel' },
    postal_code: '69003',
    rooms: [
      {
        room_id: 'r1',
        room_type: 'LivingRoom' as const,
        room_area: 30,
        equipment: [{ equipment_type: 'SimpleSocket' as const, quantity: sockets, specifications: {} }],
      },
    ],
  };
}

/** A one-page PDF plan with some text; `label` makes each one different (different sha256). */
export async function makePdf(label = 'Plan RDC'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 60, y: 300, width: 470, height: 400, borderWidth: 4, borderColor: rgb(0, 0, 0) });
  page.drawText(label, { x: 80, y: 740, size: 24, font });
  return doc.save();
}

/** A small picture encoded as PNG, JPEG or WEBP; `seed` changes its colour (and so its bytes). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp',
  width = 120,
  height = 80,
  seed = 0,
): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${(seed * 37) % 256}, ${(seed * 91 + 80) % 256}, 200)`;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 4;
  ctx.strokeRect(10, 10, width - 20, height - 20);
  const bytes =
    format === 'png'
      ? await canvas.encode('png')
      : format === 'jpeg'
        ? await canvas.encode('jpeg')
        : await canvas.encode('webp');
  return new Uint8Array(bytes);
}

/** Only the ISO-BMFF header a phone's HEIC photo starts with: recognised as HEIC, not drawable. */
export function heicHeaderOnly(): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 24], 0);
  bytes.set(
    [...'ftypheic'].map((c) => c.charCodeAt(0)),
    4,
  );
  bytes.set(
    [...'mif1heic'].map((c) => c.charCodeAt(0)),
    16,
  );
  return bytes;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(
  filename: string,
  bytes: Uint8Array,
  field = 'file',
  contentType = 'application/octet-stream',
) {
  const boundary = `----courant${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Creates a project through the REST route (step 1) and answers its id. */
export async function createProject(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  return (await rest(app, user, 'POST', '/api/v1/projects/create', projectInfo(overrides))).json();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST call as a program makes it (Bearer token). */
export async function rest(
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  url: string,
  body?: unknown,
) {
  const options: InjectOptions = { method, url, headers: { ...(user ? user.headers : {}) } };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  return app.inject(options);
}

/** Uploads one file to a project's plans and answers at once, its preview maybe still 'pending'. */
export async function uploadPlanNoWait(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  filename: string,
  bytes: Uint8Array,
) {
  const form = multipart(filename, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/plans/upload`,
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
}

/** A new project of `user` with one file uploaded to its plans; the answer as it comes, before any job ran. */
export async function newProjectWithUpload(
  app: FastifyInstance,
  user: TestUser,
  filename: string,
  bytes: Uint8Array,
) {
  const project = await createProject(app, user);
  return { project, res: await uploadPlanNoWait(app, user, project.id, filename, bytes) };
}

/**
 * Uploads one file to a project's plans, as step 2 does, and, when its preview is still being drawn
 * by its job, asks for the plan again until it is drawn or given up (as the screens do).
 */
export async function uploadPlan(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  filename: string,
  bytes: Uint8Array,
) {
  const res = await uploadPlanNoWait(app, user, projectId, filename, bytes);
  if (res.statusCode !== 201) return res;
  const answer = res.json() as { planFile: { id: string; previewStatus: string } };
  const planFile = await settledPlan(app, user, projectId, answer.planFile);
  const body = JSON.stringify({ ...answer, planFile });
  return Object.assign(Object.create(Object.getPrototypeOf(res)), res, {
    body,
    payload: body,
    json: () => JSON.parse(body),
  }) as typeof res;
}

/** The plan once its preview job ended (previewStatus no longer 'pending'). */
export async function settledPlan<T extends { id: string; previewStatus: string }>(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  plan: T,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let current = plan;
  while (current.previewStatus === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = (await rest(app, user, 'GET', `/api/v1/projects/${projectId}/plans/${plan.id}`)).json();
  }
  return current;
}

/** Cookie session, as the browser sends it: writes need our Origin. */
export function cookieHeaders(user: TestUser, withOrigin = true) {
  return { cookie: `courant_session=${user.token}`, ...(withOrigin ? { origin: TEST_APP_URL } : {}) };
}

export interface TrpcAnswer<T = unknown> {
  status: number;
  data: T;
  error:
    | {
        message: string;
        code: number;
        data: {
          code: string;
          httpStatus: number;
          statusCode: number;
          issues?: { path: (string | number)[]; message: string }[];
        };
      }
    | undefined;
}

/** A tRPC call over HTTP, as @trpc/client sends it (no transformer). */
export async function trpc<T = unknown>(
  app: FastifyInstance,
  user: TestUser | null,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
): Promise<TrpcAnswer<T>> {
  const headers = { ...(user ? user.headers : {}) };
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input ?? null),
        });
  const body = res.json() as { result?: { data: T }; error?: TrpcAnswer['error'] };
  return { status: res.statusCode, data: body.result?.data as T, error: body.error };
}
