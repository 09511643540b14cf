import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../src/storage/s3-file-store.ts';
import { makeImage, makePdf, projectInfo, rest, uploadPlan } from './helpers/project-fixtures.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3-server.ts';
import { createTestApp, signInTestUser, type TestApp, type TestUser } from './helpers/test-app.ts';

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('plans stored in S3 (S3_* set)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let alice: TestUser;
  let bucket: S3FileStore;

  beforeAll(async () => {
    s3 = await startLocalS3(3642);
    t = await createTestApp(s3.env);
    alice = await signInTestUser(t.app);
    bucket = new S3FileStore({ ...s3, region: 'us-east-1', pathStyle: true });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('uses the S3 store', () => {
    expect(t.app.services.storage.kind).toBe('s3');
  });

  it('uploads to the bucket, serves file and preview from it, and removes them with the project', async () => {
    const project = (await rest(t.app, alice, 'POST', '/api/v1/projects/create', projectInfo())).json();
    const pdf = await makePdf('S3');
    const res = await uploadPlan(t.app, alice, project.id, 'plan.pdf', pdf);
    expect(res.statusCode).toBe(201);
    const { planFile } = res.json();
    const previewKey = planFile.filePath.replace(/\.pdf$/, '.preview.png');
    expect(await bucket.get(planFile.filePath)).toEqual(pdf);
    expect(await bucket.exists(previewKey)).toBe(true);
    // Nothing went to the local directory.
    expect(await filesUnder(t.config.storageDir)).toEqual([]);

    const file = await rest(t.app, alice, 'GET', planFile.publicUrl);
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(pdf);
    const preview = await rest(t.app, alice, 'GET', planFile.previewUrl);
    expect(preview.headers['content-type']).toBe('image/png');

    const image = (
      await uploadPlan(t.app, alice, project.id, 'photo.png', await makeImage('png', 90, 60, 5))
    ).json();
    expect(await bucket.exists(image.planFile.filePath)).toBe(true);

    expect((await rest(t.app, alice, 'DELETE', `/api/v1/projects/${project.id}`)).statusCode).toBe(204);
    for (const key of [planFile.filePath, previewKey, image.planFile.filePath]) {
      expect(await bucket.exists(key)).toBe(false);
    }
  });

  it('deleting one plan removes its objects from the bucket', async () => {
    const project = (await rest(t.app, alice, 'POST', '/api/v1/projects/create', projectInfo())).json();
    const { planFile } = (
      await uploadPlan(t.app, alice, project.id, 'a.png', await makeImage('png', 40, 40, 3))
    ).json();
    expect(await bucket.exists(planFile.filePath)).toBe(true);
    const res = await rest(t.app, alice, 'DELETE', `/api/v1/projects/${project.id}/plans/${planFile.id}`);
    expect(res.statusCode).toBe(204);
    expect(await bucket.exists(planFile.filePath)).toBe(false);
  });
});

describe('when the S3 store fails', () => {
  let s3: LocalS3;
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    s3 = await startLocalS3(3643);
    // A bucket that does not exist: every PUT fails.
    t = await createTestApp({ ...s3.env, S3_BUCKET: 'missing-bucket' });
    alice = await signInTestUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('answers 503 and records no plan', async () => {
    const project = (await rest(t.app, alice, 'POST', '/api/v1/projects/create', projectInfo())).json();
    const res = await uploadPlan(t.app, alice, project.id, 'plan.pdf', await makePdf('fails'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le stockage des fichiers est indisponible, veuillez réessayer plus tard.',
    });
    expect((await rest(t.app, alice, 'GET', `/api/v1/projects/${project.id}/plans`)).json()).toEqual([]);
  });
});
