/** Messages between the server's thread and the PGlite worker (src/db/pglite-worker.ts). */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: unknown; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** A database error as plain data: PostgreSQL's fields (code, detail, constraint…) survive the copy. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function deserializeError(error: SerializedError): Error {
  const result = new Error(error.message);
  result.name = error.name;
  return Object.assign(result, error.fields);
}
