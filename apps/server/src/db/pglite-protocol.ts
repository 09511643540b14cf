/** Messages between the server's thread and the PGlite worker (src/db/pglite-worker.ts). */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: unknown; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** json and jsonb: the worker sends them as text, the server's thread parses them (parseJsonFields). */
export const JSON_TYPES: readonly number[] = [114, 3802];

interface Results {
  rows: unknown[];
  fields?: { name: string; dataTypeID: number }[];
}

/**
 * A query's results as PGlite gives them in-process: the json and jsonb columns the worker kept as
 * text are parsed (rows as objects or, with rowMode 'array', as arrays). Returns `results`, changed.
 */
export function parseJsonFields<T>(results: T): T {
  const { rows, fields } = results as Results;
  if (!fields || rows.length === 0) return results;
  const columns = fields.flatMap((field, index) => (JSON_TYPES.includes(field.dataTypeID) ? [index] : []));
  if (columns.length === 0) return results;
  const keyed = !Array.isArray(rows[0]);
  for (const row of rows as Record<string | number, unknown>[]) {
    for (const index of columns) {
      const key = keyed ? (fields[index]?.name ?? '') : index;
      const value = row[key];
      if (typeof value === 'string') row[key] = JSON.parse(value);
    }
  }
  return results;
}

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
