import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { OutboxMessage } from '../../src/mail/mailer.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A folder for the mail outbox (MAIL_OUTBOX_DIR): each e-mail the server sends is a JSON file in it. */
export const makeOutboxDir = () => mkdtemp(path.join(tmpdir(), 'courant-outbox-'));

/** The e-mails sent to an address, oldest first, as the person receives them. */
export async function readOutbox(dir: string, to: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(`-${to}.json`)).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxMessage),
  );
}

export interface AppWithOutbox {
  app: FastifyInstance;
  config: Config;
  /** The e-mails the server sent to an address, oldest first. */
  outboxFor(to: string): Promise<OutboxMessage[]>;
}

/**
 * One app per test file whose e-mails go to an outbox folder, set up in a beforeAll and removed in an
 * afterAll. Call it at the top of the file or inside a `describe`; read its fields from tests only.
 */
export function appWithOutbox(env: Record<string, string> = {}): AppWithOutbox {
  let testApp: TestApp | undefined;
  let dir = '';
  const shared = { outboxFor: (to: string) => readOutbox(dir, to) } as AppWithOutbox;
  beforeAll(async () => {
    dir = await makeOutboxDir();
    testApp = await createTestApp({ MAIL_OUTBOX_DIR: dir, ...env });
    Object.assign(shared, { app: testApp.app, config: testApp.config });
  });
  afterAll(async () => {
    await testApp?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return shared;
}
