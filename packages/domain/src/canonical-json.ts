/**
 * JSON with object keys sorted and undefined keys left out, so that the same data gives the same
 * text whatever order its keys were built in or the database (jsonb) gave them back in. Lists keep
 * their order: the caller sorts them where their order does not matter.
 * Used by the dimensioning input key, the web's "never the same data twice in a row" compliance
 * check (part 2 §4.2) and the server's "does this edit change the devis" test.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  // A date (or anything with toJSON) is written as JSON.stringify would write it.
  if (hasToJson(value)) return sortKeys(value.toJSON());
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) out[key] = sortKeys(entry);
    }
    return out;
  }
  return value;
}

function hasToJson(value: unknown): value is { toJSON: () => unknown } {
  return typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function';
}
