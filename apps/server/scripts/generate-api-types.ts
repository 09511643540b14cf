// Writes test/generated/courant-api.gen.ts, the REST API's types that test/api-client.int.test.ts's
// client is typed with, from the OpenAPI document a freshly booted server serves. `npm run typecheck`
// runs it before tsc: the file is generated, not tracked.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_TYPES_FILE, apiTypesSource, servedOpenApiDocument } from '../test/helpers/api-types.ts';
import { createTestApp } from '../test/helpers/test-app.ts';

const t = await createTestApp();
try {
  const source = await apiTypesSource(await servedOpenApiDocument(t.app));
  const current = await readFile(API_TYPES_FILE, 'utf8').catch(() => undefined);
  if (source !== current) {
    await mkdir(path.dirname(API_TYPES_FILE), { recursive: true });
    await writeFile(API_TYPES_FILE, source);
  }
} finally {
  await t.close();
}
