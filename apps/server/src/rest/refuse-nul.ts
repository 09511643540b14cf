import type { FastifyInstance } from 'fastify';

const NUL_MESSAGE = 'Caractère nul (U+0000) interdit dans les données envoyées';

/** True when a string anywhere in the value holds U+0000 (PostgreSQL text cannot store it). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value)) return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

/** The URL, raw or decoded, carries a NUL: '%00', or a JSON '\u0000' escape inside tRPC's `input`. */
function urlHasNul(url: string): boolean {
  if (/%00/i.test(url)) return true;
  try {
    return /\\u0000/i.test(decodeURIComponent(url));
  } catch {
    return false;
  }
}

/**
 * A NUL character anywhere in a request's URL or JSON body answers 400 before any handler runs:
 * it would otherwise reach PostgreSQL, which refuses it with a 500.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    if (urlHasNul(req.url) || containsNul(req.body)) {
      return reply.status(400).send({ statusCode: 400, code: 'VALIDATION_ERROR', message: NUL_MESSAGE });
    }
  });
}
