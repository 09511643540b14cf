import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFixture } from '../fixtures/index.ts';
import { closePlanReader, readPlan } from './index.ts';
import { chatCompletionsUrl } from './vision.ts';

/**
 * The external vision model is a hosted service that cannot run here: a small local HTTP server
 * stands in for its OpenAI-compatible /chat/completions endpoint (the only mock of these tests).
 * The analysis itself runs for real.
 */
const PORT = 3431;
const pdf = planFixture('appartement-t3/plan.pdf');

type Reply = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let reply: Reply = () => {};
const requests: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      requests.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(body) });
      reply(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await closePlanReader();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function answer(content: string): Reply {
  return (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
}

const vision = { url: `http://127.0.0.1:${PORT}/v1`, apiKey: 'test-key', model: 'plan-reader' };

describe('external vision model', () => {
  it('sends the plan as an image and takes the rooms it reads, typed by our table', async () => {
    requests.length = 0;
    reply = answer(
      '```json\n{"rooms":[{"name":"Séjour/Cuisine","surface":32.45},{"name":"Chambre 1","surface":11.2},' +
        '{"name":"Balcon","surface":6}],"surfaceLoiCarrez":null}\n```',
    );
    const result = await readPlan({ bytes: pdf, mime: 'application/pdf' }, { vision });
    expect(result.engine).toBe('vision');
    // A model says neither where a label is nor how sure it is: every room is to check (0.5).
    expect(result.rooms).toEqual([
      {
        name: 'Séjour/Cuisine',
        surface: 32.45,
        roomType: 'LivingRoomWithIntegratedKitchen',
        confidence: 0.5,
      },
      { name: 'Chambre 1', surface: 11.2, roomType: 'Bedroom', confidence: 0.5 },
      { name: 'Balcon', surface: 6, roomType: 'ExteriorSpace', confidence: 0.5 },
    ]);
    // No total from the model: the habitable rooms' sum.
    expect(result.surfaceLoiCarrez).toBe(43.65);
    expect(result.text).toContain('Chambre 1');

    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('plan-reader');
    const content = JSON.stringify(request?.body.messages);
    expect(content).toContain('data:image/jpeg;base64,');
  }, 60_000);

  it("takes the model's total when it reads one", async () => {
    reply = answer('{"rooms":[{"name":"Séjour","surface":25}],"surfaceLoiCarrez":61.2}');
    const result = await readPlan({ bytes: pdf, mime: 'application/pdf' }, { vision });
    expect(result.surfaceLoiCarrez).toBe(61.2);
  }, 60_000);

  it('falls back to the local engine when the model fails, and says why', async () => {
    reply = (_req, _body, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('overloaded');
    };
    const failures: string[] = [];
    const result = await readPlan(
      { bytes: pdf, mime: 'application/pdf' },
      { vision, onVisionFailure: (e) => failures.push(e instanceof Error ? e.message : String(e)) },
    );
    expect(result.engine).toBe('pdf-text');
    expect(result.rooms).toHaveLength(10);
    expect(failures).toEqual([expect.stringContaining('503')]);
  }, 60_000);

  it('falls back to the local engine when the answer is not the rooms JSON', async () => {
    reply = answer('Je ne vois pas de plan sur cette image.');
    const result = await readPlan({ bytes: pdf, mime: 'application/pdf' }, { vision });
    expect(result.engine).toBe('pdf-text');
  }, 60_000);

  it('falls back to the local engine when the model cannot be reached', async () => {
    const result = await readPlan(
      { bytes: pdf, mime: 'application/pdf' },
      { vision: { url: `http://127.0.0.1:${PORT + 1}/v1` } },
    );
    expect(result.engine).toBe('pdf-text');
  }, 60_000);
});

describe('chatCompletionsUrl', () => {
  it.each([
    ['https://api.example.test/v1', 'https://api.example.test/v1/chat/completions'],
    ['https://api.example.test/v1/', 'https://api.example.test/v1/chat/completions'],
    ['https://api.example.test/v1/chat/completions', 'https://api.example.test/v1/chat/completions'],
  ])('%s → %s', (url, expected) => {
    expect(chatCompletionsUrl(url)).toBe(expected);
  });
});
