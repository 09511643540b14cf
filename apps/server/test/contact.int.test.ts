import { createServer, type Server } from 'node:http';
import { AUTH_ERROR_MESSAGES } from '@courant/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '../src/db/entities/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A stand-in for the external automation webhook (CONTACT_WEBHOOK_URL): the real one is a third-party
 * service that cannot run here. It records what it receives and answers with the status we ask for.
 */
interface Received {
  method: string;
  contentType: string | undefined;
  body: string;
}
const WEBHOOK_PORT = 3512;
const CLOSED_PORT = 3513;
let webhook: Server;
let received: Received[] = [];
let webhookStatus = 200;

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', contentType: req.headers['content-type'], body });
      res.writeHead(webhookStatus).end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
  t = await createTestApp({ CONTACT_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/hook` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => webhook.close(resolve));
});
beforeEach(() => {
  received = [];
  webhookStatus = 200;
  t.config.contactWebhookUrl = `http://127.0.0.1:${WEBHOOK_PORT}/hook`;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'Camille.Martin@Example.fr',
  message: 'Bonjour, je voudrais une démo & un devis <Pro>.',
  ...overrides,
});

const send = (body: unknown, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    headers: { 'x-forwarded-for': ip },
    payload: body as object,
  });

async function storedMessages(email: string) {
  return t.app.services.orm.em
    .fork()
    .find(ContactMessageSchema, { email }, { orderBy: { createdAt: 'asc' } });
}

describe('POST /api/v1/contact', () => {
  it('stores the message and forwards it to the webhook as an HTML form POST', async () => {
    const body = message({ email: 'forward@example.fr' });
    const res = await send(body);
    expect(res.statusCode).toBe(204);

    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'forward@example.fr',
      message: 'Bonjour, je voudrais une démo & un devis <Pro>.',
    });

    const [row] = await storedMessages('forward@example.fr');
    expect(row).toMatchObject({ firstName: 'Camille', lastName: 'Martin', message: body.message });
    expect(row?.forwardedAt).toBeInstanceOf(Date);
  });

  it('keeps the message and answers success when the webhook fails or cannot be reached', async () => {
    webhookStatus = 500;
    expect((await send(message({ email: 'webhook-500@example.fr' }))).statusCode).toBe(204);
    expect(received).toHaveLength(1);
    const [failed] = await storedMessages('webhook-500@example.fr');
    expect(failed?.forwardedAt).toBeNull();

    t.config.contactWebhookUrl = `http://127.0.0.1:${CLOSED_PORT}/hook`;
    expect((await send(message({ email: 'webhook-down@example.fr' }))).statusCode).toBe(204);
    const [unreached] = await storedMessages('webhook-down@example.fr');
    expect(unreached?.forwardedAt).toBeNull();
  });

  it('only stores the message when no webhook is configured', async () => {
    t.config.contactWebhookUrl = undefined;
    expect((await send(message({ email: 'no-webhook@example.fr' }))).statusCode).toBe(204);
    expect(received).toHaveLength(0);
    expect(await storedMessages('no-webhook@example.fr')).toHaveLength(1);
  });

  it('gives every missing or invalid field its French message and stores nothing', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: ['firstName'], message: 'Le prénom est requis' },
      { path: ['lastName'], message: 'Le nom est requis' },
      { path: ['email'], message: 'L’adresse email est requise' },
      { path: ['message'], message: 'Le message est requis' },
    ]);
    const invalid = await send(message({ email: 'pas-une-adresse' }));
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: 'L’adresse email n’est pas valide' });
    const tooLong = await send(message({ email: 'long@example.fr', message: 'x'.repeat(5001) }));
    expect(tooLong.json()).toMatchObject({
      statusCode: 400,
      message: 'Ce champ ne doit pas dépasser 5000 caractères',
    });
    expect(received).toHaveLength(0);
    expect(await storedMessages('long@example.fr')).toHaveLength(0);
  });

  it('limits messages per IP', async () => {
    const limits = t.config.rateLimits;
    const saved = limits.contactPerIp;
    limits.contactPerIp = { limit: 2, windowMs: 60_000 };
    try {
      const ip = nextIp();
      expect((await send(message(), ip)).statusCode).toBe(204);
      expect((await send(message(), ip)).statusCode).toBe(204);
      const blocked = await send(message(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: AUTH_ERROR_MESSAGES.rateLimited,
      });
      expect(received).toHaveLength(2);
      expect((await send(message())).statusCode).toBe(204);
    } finally {
      limits.contactPerIp = saved;
    }
  });

  it('is the tools.contact procedure over tRPC too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/tools.contact',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      payload: message({ email: 'trpc@example.fr' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await storedMessages('trpc@example.fr')).toHaveLength(1);
    expect(received).toHaveLength(1);
  });
});
