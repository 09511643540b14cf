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
  values?: unknown[];
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

/** For a string, number or boolean schema, or a union of literals: whether a value is of its kind. */
function leafTest(schema: z.ZodType): ((value: unknown) => boolean) | undefined {
  const def = defOf(schema);
  if (def.type === 'string' || def.type === 'number' || def.type === 'boolean') {
    const kind = def.type;
    return (value) => typeof value === kind && (kind !== 'number' || Number.isFinite(value));
  }
  if (def.type === 'union' && def.options?.every((o) => defOf(o).type === 'literal')) {
    const values = new Set(def.options.flatMap((o) => defOf(o).values ?? []));
    return (value) => values.has(value);
  }
  return undefined;
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
    order = (value) => {
      if (!Array.isArray(value)) return byZod(value);
      let out: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const ordered = element(value[i]);
        if (ordered !== value[i]) {
          out ??= value.slice();
          out[i] = ordered;
        }
      }
      return out ?? value;
    };
  } else if (def.type === 'record' && def.valueType) {
    const item = compile(def.valueType, seen);
    order = (value) => {
      if (!isPlainObject(value)) return byZod(value);
      let out: Record<string, unknown> | undefined;
      for (const key of Object.keys(value)) {
        const ordered = item(value[key]);
        if (ordered !== value[key]) {
          out ??= { ...value };
          out[key] = ordered;
        }
      }
      return out ?? value;
    };
  } else if (def.type === 'union' && def.options?.every((o) => LEAVES.has(defOf(o).type))) {
    order = keep;
  } else if (def.type === 'pipe' && def.in && def.out && defOf(def.in).type === 'transform') {
    // z.preprocess(fn, leaf): a saved value went through fn when written (a quote line's quantity
    // rounded, a cable section as text, a VAT rate as a number), and fn gives back such a value as it
    // is. A value of another kind (never written by the schema) is still handed to zod.
    const accepts = leafTest(def.out);
    if (accepts) order = (value) => (accepts(value) ? value : byZod(value));
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
      const keys = Object.keys(value);
      // The object is answered as it is when its keys are already in the schema's order (the known
      // ones first, then for a loose object the others) and none of its values changed: rows mapped
      // in that order are not copied again. A copy starts at the first difference (at once
      // for a document read back from jsonb, whose keys the database sorted).
      let out: Record<string, unknown> | undefined;
      let k = 0;
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i] as (typeof fields)[number];
        if (!Object.hasOwn(value, field.key)) {
          if (field.fills) return byZod(value);
          continue;
        }
        const item = value[field.key];
        const next = field.order(item);
        if (out === undefined && (next !== item || keys[k] !== field.key)) {
          out = {};
          // The fields before this one are unchanged.
          for (const before of fields.slice(0, i))
            if (Object.hasOwn(value, before.key)) out[before.key] = value[before.key];
        }
        if (out !== undefined) out[field.key] = next;
        k++;
      }
      if (out === undefined) {
        if (k === keys.length || (loose && keys.slice(k).every((key) => !known.has(key)))) return value;
        out = {};
        for (const field of fields) if (Object.hasOwn(value, field.key)) out[field.key] = value[field.key];
      }
      if (loose) for (const key of keys) if (!known.has(key)) out[key] = value[key];
      return out;
    };
  }
  return order;
}

/** The ordering function of a schema, compiled once. */
export function canonicalOrder(schema: z.ZodType): Order {
  return compile(schema, new Map());
}
