import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { planFixturePath } from '@courant/plan-reader/fixtures';
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PlanAnalysisSchema } from '../src/db/entities/index.ts';
import {
  cookieHeaders,
  createProject,
  heicHeaderOnly,
  makeImage,
  makePdf,
  multipart,
  rest,
  trpc,
  uploadPlan,
} from './helpers/project-fixtures.ts';
import { appWithTwoUsers, signInTestUser, type TestUser } from './helpers/test-app.ts';

const MB = 1024 * 1024;

/** Share of near-black pixels in a picture. */
function darkShare(image: Image): number {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] ?? 255) < 60 && (data[i + 1] ?? 255) < 60 && (data[i + 2] ?? 255) < 60) dark += 1;
  }
  return dark / (data.length / 4);
}
const HEIC_FIXTURE = planFixturePath('maison-rdc/plan-300dpi.heic');

describe('plans', () => {
  const t = appWithTwoUsers();

  const newProject = (user: TestUser = t.alice) => createProject(t.app, user);
  /** Alice uploads a file to her project's plans (waiting for its preview, as step 2 does). */
  const aliceUploads = (projectId: string, name: string, bytes: Uint8Array) =>
    uploadPlan(t.app, t.alice, projectId, name, bytes);

  const saveRoomsAndEquipment = async (projectId: string) => {
    const rooms = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/rooms`, {
      rooms: [
        { id: '1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: '2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
      ],
      surfaceLoiCarrez: 42,
    });
    expect(rooms.statusCode).toBe(200);
    const equipment = await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId,
      equipments: [
        { id: 'e1', name: 'Prise', quantity: 5, roomId: '1', type: 'SimpleSocket' },
        { id: 'o1', name: 'Cumulus', quantity: 1, roomId: null, type: 'ecs' },
      ],
    });
    expect(equipment.statusCode).toBe(200);
  };

  describe('upload to a project', () => {
    it.each([
      ['plan.pdf', () => makePdf('pdf'), 'application/pdf'],
      ['plan.png', () => makeImage('png', 1600, 900, 1), 'image/png'],
      ['photo.jpg', () => makeImage('jpeg', 300, 200, 2), 'image/jpeg'],
      ['plan.webp', () => makeImage('webp', 300, 200, 3), 'image/webp'],
    ])('stores %s with its PNG preview and serves both to the owner only', async (name, make, mime) => {
      const project = await newProject();
      const bytes = await make();
      const res = await aliceUploads(project.id, name, bytes);
      expect(res.statusCode).toBe(201);
      const { planFile, publicUrl } = res.json();
      expect(planFile).toMatchObject({
        originalName: name,
        mime,
        size: bytes.byteLength,
        projectId: project.id,
      });
      expect(planFile.filePath).toMatch(new RegExp(`^plans/${t.alice.id}/${planFile.id}\\.`));
      expect(publicUrl).toBe(`/api/v1/files/plans/${planFile.id}`);
      expect(planFile.publicUrl).toBe(publicUrl);

      const file = await rest(t.app, t.alice, 'GET', publicUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(new Uint8Array(file.rawPayload)).toEqual(bytes);

      const preview = await rest(t.app, t.alice, 'GET', planFile.previewUrl);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/png');
      const image = await loadImage(preview.rawPayload);
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(800);
      expect(Math.min(image.width, image.height)).toBeGreaterThan(50);
      // The drawing is there: a thin black frame on white (PDF), a framed colour field (images).
      const dark = darkShare(image);
      expect(dark).toBeGreaterThan(0.005);
      expect(dark).toBeLessThan(name.endsWith('.pdf') ? 0.2 : 0.5);

      // Another account gets the same 404 as for a plan that does not exist.
      for (const url of [publicUrl, planFile.previewUrl]) {
        const stolen = await rest(t.app, t.bob, 'GET', url);
        expect(stolen.statusCode).toBe(404);
        expect(stolen.json().code).toBe('NOT_FOUND');
        expect((await rest(t.app, null, 'GET', url)).statusCode).toBe(401);
      }
    });

    it('serves the file to the owner’s browser session (cookie), as an <img> would ask for it', async () => {
      const project = await newProject();
      const { publicUrl } = (
        await aliceUploads(project.id, 'a.png', await makeImage('png', 50, 50, 9))
      ).json();
      const res = await t.app.inject({
        method: 'GET',
        url: publicUrl,
        headers: cookieHeaders(t.alice, false),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('private');
    });

    it('recognises HEIC by its content, even when the preview cannot be drawn', async () => {
      const project = await newProject();
      const res = await aliceUploads(project.id, 'IMG_0001.HEIC', heicHeaderOnly());
      expect(res.statusCode).toBe(201);
      expect(res.json().planFile).toMatchObject({ mime: 'image/heic', previewUrl: null });
    });

    it.skipIf(!existsSync(HEIC_FIXTURE))('makes a preview of a real HEIC photo', async () => {
      const project = await newProject();
      const bytes = new Uint8Array(await readFile(HEIC_FIXTURE));
      const res = await aliceUploads(project.id, 'plan.heic', bytes);
      expect(res.statusCode).toBe(201);
      const preview = await rest(t.app, t.alice, 'GET', res.json().planFile.previewUrl);
      const image = await loadImage(preview.rawPayload);
      expect(Math.max(image.width, image.height)).toBe(800);
    });

    it('answers 415 with the spec’s message for a text file named plan.pdf', async () => {
      const project = await newProject();
      const res = await aliceUploads(
        project.id,
        'plan.pdf',
        new TextEncoder().encode('bonjour, je suis un texte'),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Format de fichier non supporté pour "plan.pdf". Utilisez PDF, JPG, PNG, HEIC ou WEBP.',
      });
    });

    it('answers 415 for a GIF (not a wizard format) and 413 above 20 MB, storing nothing', async () => {
      const project = await newProject();
      const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
      expect((await aliceUploads(project.id, 'anim.gif', gif)).statusCode).toBe(415);

      const big = new Uint8Array(20 * MB + 1);
      big.set(await makePdf('big'));
      const res = await aliceUploads(project.id, 'gros.pdf', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Le fichier "gros.pdf" est trop volumineux. Maximum 20MB.',
      });
      const huge = new Uint8Array(25 * MB);
      const res2 = await aliceUploads(project.id, 'enorme.pdf', huge);
      expect(res2.statusCode).toBe(413);
      expect(res2.json().message).toBe('Le fichier "enorme.pdf" est trop volumineux. Maximum 20MB.');
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans`)).json()).toEqual([]);
    });

    it('accepts exactly 20 MB', async () => {
      const project = await newProject();
      const pdf = await makePdf('20 MB');
      const bytes = new Uint8Array(20 * MB);
      bytes.set(pdf);
      const res = await aliceUploads(project.id, 'limite.pdf', bytes);
      expect(res.statusCode).toBe(201);
    });

    it('answers 409 with the spec duplicate message for the same file twice in one project', async () => {
      const project = await newProject();
      const bytes = await makePdf('twice');
      expect((await aliceUploads(project.id, 'a.pdf', bytes)).statusCode).toBe(201);
      const again = await aliceUploads(project.id, 'copie.pdf', bytes);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Fichier dupliqué: "copie.pdf" existe déjà dans ce projet.');
      // The same file in another project is fine.
      const other = await newProject();
      expect((await aliceUploads(other.id, 'a.pdf', bytes)).statusCode).toBe(201);
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans`)).json()).toHaveLength(
        1,
      );
    });

    it('keeps one copy when the same file is sent twice at once, and no stray stored file', async () => {
      const carol = await signInTestUser(t.app);
      const project = await newProject(carol);
      const bytes = await makeImage('png', 200, 200, 42);
      const answers = await Promise.all([
        uploadPlan(t.app, carol, project.id, 'x.png', bytes),
        uploadPlan(t.app, carol, project.id, 'y.png', bytes),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const plans = (await rest(t.app, carol, 'GET', `/api/v1/projects/${project.id}/plans`)).json();
      expect(plans).toHaveLength(1);
      // The loser wrote its file and preview before the check made under the lock: they are gone.
      const stored = await readdir(path.join(t.config.storageDir, 'plans', carol.id));
      expect(stored.sort()).toEqual([`${plans[0].id}.png`, `${plans[0].id}.preview.png`]);
    });
    it('answers 400 without a file, 404 for another account’s project, 401 anonymous, 403 foreign origin', async () => {
      const project = await newProject();
      const wrongField = multipart('a.pdf', await makePdf('field'), 'document');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/plans/upload`,
        headers: { ...t.alice.headers, ...wrongField.headers },
        payload: wrongField.payload,
      });
      expect(res.statusCode).toBe(400);
      const json = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/upload`, {
        file: 'x',
      });
      expect(json.statusCode).toBe(400);
      const empty = await aliceUploads(project.id, 'vide.pdf', new Uint8Array(0));
      expect(empty.statusCode).toBe(400);

      expect((await uploadPlan(t.app, t.bob, project.id, 'a.pdf', await makePdf('bob'))).statusCode).toBe(
        404,
      );
      expect((await aliceUploads(randomUUID(), 'a.pdf', await makePdf('none'))).statusCode).toBe(404);
      const form = multipart('a.pdf', await makePdf('anon'));
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/plans/upload`,
        headers: form.headers,
        payload: form.payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const foreign = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/plans/upload`,
        headers: {
          ...form.headers,
          cookie: `courant_session=${t.alice.token}`,
          origin: 'https://evil.example',
        },
        payload: form.payload,
      });
      expect(foreign.statusCode).toBe(403);
      const ours = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/plans/upload`,
        headers: { ...form.headers, ...cookieHeaders(t.alice) },
        payload: form.payload,
      });
      expect(ours.statusCode).toBe(201);
    });

    it('strips directories and control characters from the file name', async () => {
      const project = await newProject();
      const res = await aliceUploads(project.id, 'C:\\fakepath\\plan\u0007 RDC.pdf', await makePdf('name'));
      expect(res.json().planFile.originalName).toBe('plan RDC.pdf');
    });

    it('bumps the project’s version on upload', async () => {
      const project = await newProject();
      await aliceUploads(project.id, 'v.pdf', await makePdf('version'));
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json().version).toBe(2);
    });
  });

  describe('reading plans', () => {
    it('lists plans oldest first, gets one, and gives the first plan’s URL', async () => {
      const project = await newProject();
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plan/url`)).json()).toEqual({
        url: null,
        publicUrl: null,
        previewUrl: null,
        planFile: null,
      });
      const first = (await aliceUploads(project.id, 'rdc.pdf', await makePdf('rdc'))).json().planFile;
      const second = (await aliceUploads(project.id, 'etage.pdf', await makePdf('étage'))).json().planFile;
      const list = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans`)).json();
      expect(list.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
      // Pages (page, limit): the plans as the body, the page in headers.
      const paged = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans?page=2&limit=1`);
      expect(paged.json()).toEqual([second]);
      expect(paged.headers).toMatchObject({ 'x-total-count': '2', 'x-total-pages': '2', 'x-page': '2' });
      expect(String(paged.headers.link)).toContain('rel="prev"');
      expect(String(paged.headers.link)).not.toContain('rel="next"');
      const bad = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans?page=-1`);
      expect([bad.statusCode, bad.json().message]).toEqual([
        400,
        'La page doit être un entier supérieur ou égal à 1',
      ]);
      const one = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans/${second.id}`);
      expect(one.json()).toEqual(second);
      const url = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plan/url`)).json();
      expect(url).toMatchObject({
        url: first.publicUrl,
        publicUrl: first.publicUrl,
        previewUrl: first.previewUrl,
      });
      const project2 = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
      expect(project2.planFiles.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);

      // A plan of another project of the same user is not found under this project.
      const other = await newProject();
      expect(
        (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${other.id}/plans/${first.id}`)).statusCode,
      ).toBe(404);
      for (const url of [`/api/v1/projects/${project.id}/plans`, `/api/v1/projects/${project.id}/plan/url`]) {
        expect((await rest(t.app, t.bob, 'GET', url)).statusCode).toBe(404);
      }
      expect(
        (await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/plans/${first.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/plans/nope`)).statusCode,
      ).toBe(404);
      expect((await rest(t.app, t.alice, 'GET', '/api/v1/files/plans/nope')).statusCode).toBe(404);
    });
  });

  describe('purge and delete', () => {
    /** A project with one uploaded plan, rooms and equipment, and a recorded analysis of that plan. */
    const projectWithAnalysedPlan = async (label: string) => {
      const project = await newProject();
      const plan = (await aliceUploads(project.id, 'p.pdf', await makePdf(label))).json().planFile;
      await saveRoomsAndEquipment(project.id);
      const em = t.app.services.orm.em.fork();
      const analysisId = randomUUID();
      em.create(PlanAnalysisSchema, {
        id: analysisId,
        owner: t.alice.id,
        project: project.id,
        planFileIds: [plan.id],
        engine: 'test',
        durationMs: 12,
        text: null,
        rooms: [{ name: 'Séjour', surface: 30, roomType: 'LivingRoom', confidence: 1 }],
        surfaceLoiCarrez: 42,
        error: null,
        createdAt: new Date(),
      });
      await em.flush();
      return { project, plan, analysisId };
    };

    it('purge removes rooms and equipment, resets the surface, keeps plans and analyses', async () => {
      const { project, plan, analysisId } = await projectWithAnalysedPlan('purge');

      const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/purge`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ projectId: project.id, removedRooms: 2, removedEquipments: 2 });
      const after = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
      expect(after).toMatchObject({ rooms: [], pieces: [], equipments: [], surface_loi_carrez: null });
      expect(after.planFiles).toHaveLength(1);
      expect(
        (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json(),
      ).toMatchObject({
        rooms: [],
        surfaceLoiCarrez: null,
      });
      const kept = await t.app.services.orm.em.fork().findOne(PlanAnalysisSchema, { id: analysisId });
      expect(kept?.planFileIds).toEqual([plan.id]);

      expect(
        (await rest(t.app, t.bob, 'POST', `/api/v1/projects/${project.id}/plans/purge`)).statusCode,
      ).toBe(404);
    });

    it('deleting a plan purges rooms and equipment and removes its files; analyses stay', async () => {
      const { project, plan, analysisId } = await projectWithAnalysedPlan('delete');
      const storage = t.app.services.storage;
      const previewKey = plan.filePath.replace(/\.pdf$/, '.preview.png');
      expect(await storage.exists(previewKey)).toBe(true);

      expect(
        (await rest(t.app, t.bob, 'DELETE', `/api/v1/projects/${project.id}/plans/${plan.id}`)).statusCode,
      ).toBe(404);
      const res = await rest(t.app, t.alice, 'DELETE', `/api/v1/projects/${project.id}/plans/${plan.id}`);
      expect(res.statusCode).toBe(204);
      expect(await storage.exists(plan.filePath)).toBe(false);
      expect(await storage.exists(previewKey)).toBe(false);
      const after = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
      expect(after).toMatchObject({ planFiles: [], rooms: [], equipments: [] });
      expect(
        await t.app.services.orm.em.fork().findOne(PlanAnalysisSchema, { id: analysisId }),
      ).not.toBeNull();
      expect(
        (await rest(t.app, t.alice, 'DELETE', `/api/v1/projects/${project.id}/plans/${plan.id}`)).statusCode,
      ).toBe(404);
      // The same file can come back once deleted.
      expect((await aliceUploads(project.id, 'p.pdf', await makePdf('delete'))).statusCode).toBe(201);
    });
  });

  describe('generic plans (/abplan)', () => {
    const genericUpload = async (user: TestUser, name: string, bytes: Uint8Array) => {
      const form = multipart(name, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/abplan/plans/upload',
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
    };

    it('uploads outside any project with the generic rule, and deletes by file path, owner only', async () => {
      const gif = await genericUpload(
        t.alice,
        'anim.gif',
        new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0]),
      );
      expect(gif.statusCode).toBe(201);
      expect(gif.json().planFile).toMatchObject({ mime: 'image/gif', projectId: null });

      const res = await genericUpload(t.alice, 'plan.png', await makeImage('png', 64, 64, 7));
      expect(res.statusCode).toBe(201);
      const { planFile, publicUrl } = res.json();
      expect((await rest(t.app, t.alice, 'GET', publicUrl)).statusCode).toBe(200);

      const path = `/api/v1/abplan/plans/${planFile.filePath}`;
      expect((await rest(t.app, t.bob, 'DELETE', path)).statusCode).toBe(404);
      expect((await rest(t.app, null, 'DELETE', path)).statusCode).toBe(401);
      expect((await rest(t.app, t.alice, 'DELETE', path)).statusCode).toBe(204);
      expect(await t.app.services.storage.exists(planFile.filePath)).toBe(false);
      expect((await rest(t.app, t.alice, 'GET', publicUrl)).statusCode).toBe(404);
      expect((await rest(t.app, t.alice, 'DELETE', path)).statusCode).toBe(404);
      // An URL-encoded path and a plan id work too.
      const again = (await genericUpload(t.alice, 'b.png', await makeImage('png', 64, 64, 8))).json()
        .planFile;
      const encoded = `/api/v1/abplan/plans/${encodeURIComponent(again.filePath)}`;
      expect((await rest(t.app, t.alice, 'DELETE', encoded)).statusCode).toBe(204);
      const third = (await genericUpload(t.alice, 'c.png', await makeImage('png', 64, 64, 11))).json()
        .planFile;
      expect((await rest(t.app, t.alice, 'DELETE', `/api/v1/abplan/plans/${third.id}`)).statusCode).toBe(204);
    });

    it('deleting a project plan by its path purges its project too', async () => {
      const project = await newProject();
      const plan = (await aliceUploads(project.id, 'p.pdf', await makePdf('by path'))).json().planFile;
      await saveRoomsAndEquipment(project.id);
      expect((await rest(t.app, t.alice, 'DELETE', `/api/v1/abplan/plans/${plan.filePath}`)).statusCode).toBe(
        204,
      );
      expect((await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json()).toMatchObject({
        planFiles: [],
        rooms: [],
        equipments: [],
      });
    });

    it('answers the generic messages: No file provided, Unsupported file type, File size too large', async () => {
      const none = await rest(t.app, t.alice, 'POST', '/api/v1/abplan/plans/upload', { file: null });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('No file provided');
      const heic = await genericUpload(t.alice, 'a.heic', heicHeaderOnly());
      expect(heic.statusCode).toBe(415);
      expect(heic.json().message).toBe('Unsupported file type');
      const text = await genericUpload(t.alice, 'a.png', new TextEncoder().encode('pas une image'));
      expect(text.statusCode).toBe(415);
      const big = new Uint8Array(10 * MB + 1);
      big.set(await makeImage('png', 10, 10, 1));
      const large = await genericUpload(t.alice, 'big.png', big);
      expect(large.statusCode).toBe(413);
      expect(large.json().message).toBe('File size too large');
      const ok = new Uint8Array(10 * MB);
      ok.set(await makePdf('10 MB'));
      expect((await genericUpload(t.alice, 'ok.pdf', ok)).statusCode).toBe(201);
    });
  });

  describe('over tRPC', () => {
    it('serves list, get, firstUrl, purge, delete and deleteByPath with the same rules', async () => {
      const project = await newProject();
      const plan = (await aliceUploads(project.id, 'p.pdf', await makePdf('trpc'))).json().planFile;
      const list = await trpc<{ plans: { id: string }[] }>(t.app, t.alice, 'query', 'plans.list', {
        id: project.id,
      });
      expect(list.data).toMatchObject({ page: 1, limit: 20, total: 1, totalPages: 1 });
      expect(list.data.plans.map((p) => p.id)).toEqual([plan.id]);
      const pastEnd = await trpc(t.app, t.alice, 'query', 'plans.list', {
        id: project.id,
        page: 2,
        limit: 1,
      });
      expect(pastEnd.data).toEqual({ plans: [], page: 2, limit: 1, total: 1, totalPages: 1 });
      const one = await trpc<{ id: string }>(t.app, t.alice, 'query', 'plans.get', {
        id: project.id,
        planId: plan.id,
      });
      expect(one.data.id).toBe(plan.id);
      const url = await trpc<{ url: string }>(t.app, t.alice, 'query', 'plans.firstUrl', { id: project.id });
      expect(url.data.url).toBe(plan.publicUrl);
      expect((await trpc(t.app, t.bob, 'query', 'plans.list', { id: project.id })).status).toBe(404);
      await saveRoomsAndEquipment(project.id);
      const purge = await trpc<{ removedRooms: number }>(t.app, t.alice, 'mutation', 'plans.purge', {
        id: project.id,
      });
      expect(purge.data.removedRooms).toBe(2);
      expect(
        (await trpc(t.app, t.bob, 'mutation', 'plans.delete', { id: project.id, planId: plan.id })).status,
      ).toBe(404);
      expect(
        (await trpc(t.app, t.alice, 'mutation', 'plans.delete', { id: project.id, planId: plan.id })).status,
      ).toBe(200);
      expect(await t.app.services.storage.exists(plan.filePath)).toBe(false);

      const other = (await aliceUploads(project.id, 'q.pdf', await makePdf('trpc 2'))).json().planFile;
      const empty = await trpc(t.app, t.alice, 'mutation', 'plans.deleteByPath', { path: '' });
      expect(empty.status).toBe(400);
      expect(empty.error?.message).toBe('File path is required');
      expect(
        (await trpc(t.app, t.bob, 'mutation', 'plans.deleteByPath', { path: other.filePath })).status,
      ).toBe(404);
      expect(
        (await trpc(t.app, t.alice, 'mutation', 'plans.deleteByPath', { path: other.filePath })).status,
      ).toBe(200);
    });
  });
});
