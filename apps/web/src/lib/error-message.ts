/**
 * What the server answered with an error: tRPC's errors and the REST client's (`lib/rest.ts`) both
 * carry it as `data`; a request that got no answer has none. Read by shape so that the public pages,
 * which call REST, do not load tRPC's client to recognise an error.
 */
export function serverAnswerOf(error: unknown): { httpStatus?: number; code?: string } | null {
  if (!(error instanceof Error)) return null;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as { httpStatus?: number; code?: string }) : null;
}

/**
 * The server's French message when the server answered, otherwise the screen's fallback
 * (network failure, unreadable answer). Part 1 §8: 'message or <fallback>'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (serverAnswerOf(error) && error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the server answered with an error (as opposed to a network failure). */
export function isServerError(error: unknown): boolean {
  return serverAnswerOf(error) !== null;
}

/** True when the request never got an answer (offline, connection cut): worth retrying as is. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TRPCClientError') {
    return !serverAnswerOf(error) && !(error.cause instanceof SyntaxError);
  }
  return error instanceof TypeError;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message of a failed compliance check or dimensioning, in the order of part 2 §8:
 * 'Erreur de validation: {detail}' when the answer's body has a detail, else the body's message, else
 * the error's own message, else the screen's default. The body is read where each client puts it: a
 * fetch-style `body`/`response.data`, or tRPC's `shape` and `data`.
 */
export function validationErrorMessage(error: unknown, fallback: string): string {
  const err = record(error);
  const response = record(err?.response);
  const bodies = [err?.body, response?.data, response?.body, err?.shape, err?.data].map(record);
  for (const body of bodies) {
    const detail = text(body?.detail);
    if (detail) return `Erreur de validation: ${detail}`;
  }
  for (const body of bodies) {
    const message = text(body?.message);
    if (message) return message;
  }
  return text(err?.message) ?? fallback;
}
