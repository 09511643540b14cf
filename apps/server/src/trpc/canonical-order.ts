import type { z } from 'zod';

/**
 * What a zod output check does to data that already passes it, without the checking: keys in the
 * schema's order, keys the schema does not know dropped (kept last for a loose object), nothing else
 * touched (transforms included: saved data went through them when written). JSON documents read back from jsonb columns come with their keys sorted by the database;
 * this puts them back in the order the API always answered. Anything it does not model (unions of
 * objects, a missing key with a default, a transform that reshapes) is handed to zod itself.
 */
type Order = (value: unknown) => unknown;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const keep: Order = (value) => value;
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'enum',
  'literal',
  'null',
  'undefined',
  'unknown',
  'any',
  'nan',
  'template_literal',
]);
const WRAPPERS = new Set(['optional', 'nullable', 'catch', 'readonly', 'nonoptional']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a missing key would be filled by zod (a default). */
function fillsMissing(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'prefault') return true;
  if (WRAPPERS.has(def.type) && def.innerType) return fillsMissing(def.innerType);
  return false;
}

function compile(schema: z.ZodType, seen: Map<z.ZodType, Order>): Order {
  const cached = seen.get(schema);
  if (cached) return cached;
  const def = defOf(schema);
  const byZod: Order = (value) => schema.parse(value);
  let order: Order = byZod;
  // Recursive schemas resolve through this indirection.
  seen.set(schema, (value) => order(value));
  if (LEAVES.has(def.type)) order = keep;
  else if ((WRAPPERS.has(def.type) || def.type === 'default' || def.type === 'prefault') && def.innerType) {
    const inner = compile(def.innerType, seen);
    order = (value) => (value === null || value === undefined ? value : inner(value));
  } else if (def.type === 'array' && def.element) {
    const element = compile(def.element, seen);
    order = (value) => (Array.isArray(value) ? value.map(element) : byZod(value));
  } else if (def.type === 'record' && def.valueType) {
    const item = compile(def.valueType, seen);
    order = (value) =>
      isPlainObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, item(v)]))
        : byZod(value);
  } else if (def.type === 'union' && def.options?.every((o) => LEAVES.has(defOf(o).type))) {
    order = keep;
  } else if (def.type === 'pipe' && def.in && def.out && defOf(def.out).type === 'transform') {
    // Saved documents went through their transforms when written (a quote line's quantity, a cable
    // section as text), and those transforms give back what they are given the second time.
    order = compile(def.in, seen);
  } else if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(([key, field]) => ({
      key,
      order: compile(field, seen),
      fills: fillsMissing(field),
    }));
    const known = new Set(fields.map((f) => f.key));
    const loose = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
    order = (value) => {
      if (!isPlainObject(value)) return byZod(value);
      const out: Record<string, unknown> = {};
      for (const field of fields) {
        if (Object.hasOwn(value, field.key)) out[field.key] = field.order(value[field.key]);
        else if (field.fills) return byZod(value);
      }
      if (loose) for (const key of Object.keys(value)) if (!known.has(key)) out[key] = value[key];
      return out;
    };
  }
  return order;
}

/** The ordering function of a schema, compiled once. */
export function canonicalOrder(schema: z.ZodType): Order {
  return compile(schema, new Map());
}
