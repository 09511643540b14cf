import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/test-app.ts';

// A client has REQUEST_TIMEOUT_MS to send a whole request. A slow sender, or one that never
// finishes its body or its headers, is answered 408 and disconnected, and the server keeps answering
// others. The senders below never finish: only the server's deadline can end them, so the test waits for
// that end (no upper bound on time is asserted; a loaded machine only makes it later).

const TIMEOUT_MS = 2000;

interface Stalled {
  /** Everything the server sent back. */
  answer: () => string;
  /** Resolves once the server closed the connection; with the time it took since the first byte. */
  closed: Promise<number>;
}

/**
 * Opens a raw connection, writes `head`, then one more byte of `drip` every 100 ms, for ever: a request
 * that never completes. Stops dripping when the server closes the connection.
 */
function stalledRequest(port: number, head: string, drip: string): Stalled {
  const socket: Socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let dripper: NodeJS.Timeout | undefined;
  const startedAt = Date.now();
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(head);
    let i = 0;
    dripper = setInterval(() => {
      if (socket.writable) socket.write(drip[i++ % drip.length] ?? 'x');
    }, 100);
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => {
      clearInterval(dripper);
      resolve(Date.now() - startedAt);
    });
  });
  return { answer: () => Buffer.concat(chunks).toString('latin1'), closed };
}

describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is two minutes unless configured, headers within 60 s', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(t.app.server.requestTimeout).toBe(TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(TIMEOUT_MS);
  });

  it('cuts a body that never ends and one whose headers never end with 408, and answers others meanwhile', async () => {
    const email = 'lent@example.fr';
    const payload = JSON.stringify({
      company: 'Lent Électricité',
      siret: '12345678901237',
      firstName: 'Léo',
      lastName: 'Lent',
      email,
      password: 'Mot-de-passe-lent-42',
    });
    // A registration announcing its whole body, sending half of it, then a byte now and then (a JSON
    // string that never closes): the body never completes.
    const half = payload.slice(0, payload.indexOf(email));
    const slowBody = stalledRequest(
      port,
      [
        'POST /api/v1/auth/register HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Origin: ${TEST_APP_URL}`,
        `Content-Length: ${payload.length + 100_000}`,
        '',
        half,
      ].join('\r\n'),
      'abcdefghij',
    );
    // Headers that never end: one more header line, byte after byte, for ever.
    const slowHeaders = stalledRequest(
      port,
      'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Lent: 1\r\n',
    );

    // The stalled requests hold their connections; the server answers others all the same.
    for (let i = 0; i < 5; i += 1) {
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    }

    const [bodyTook, headersTook] = await Promise.all([slowBody.closed, slowHeaders.closed]);
    for (const stalled of [slowBody, slowHeaders]) expect(stalled.answer()).toMatch(/^HTTP\/1\.1 408 /);
    // Ended by the deadline, not before it (a lower bound: load cannot make it fail).
    expect(bodyTook).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(headersTook).toBeGreaterThanOrEqual(TIMEOUT_MS);

    // The cut registration did nothing: the same account can be created now, with a whole request.
    const registered = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      body: payload,
    });
    expect(registered.status).toBe(201);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
  }, 120_000);
});
