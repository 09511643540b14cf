/**
 * The spec's second names for some facts. The REST API answers under both names, as the spec's
 * readers expect (part 1 §3 'Project': numberOfPeople sent as number_of_people, pieces/rooms,
 * dimensioning sent as dimensioning_data, surface_loi_carrez; part 1 §7 'Rooms response'); tRPC
 * inputs and outputs carry one name per fact. This table is the one place the second names are made:
 * on every REST answer (`withSpecNames`) and on the OpenAPI document's response schemas
 * (`withSpecNamesSchema`); a REST body may use them too (`fromSpecNames`, `withInputSpecNamesSchema`).
 */
interface SpecName {
  /** The field as tRPC answers it. */
  name: string;
  /** The same value again, under the spec's other name. */
  alias: string;
  /** Only on objects that also carry this field (`rooms` is `pieces` on a project only). */
  on?: string;
  /** A REST request may send the field under this name too (top level of the body). */
  input?: true;
}

export const SPEC_NAMES: readonly SpecName[] = [
  { name: 'numberOfPeople', alias: 'number_of_people', input: true },
  { name: 'surfaceLoiCarrez', alias: 'surface_loi_carrez', input: true },
  { name: 'dimensioning', alias: 'dimensioning_data', on: 'numberOfPeople', input: true },
  { name: 'rooms', alias: 'pieces', on: 'numberOfPeople' },
  // Part 1 §3 'Project list': both readings, projects with paging and data with totalPages.
  { name: 'projects', alias: 'data', on: 'totalPages' },
];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names to add to an object whose own fields (or schema properties) are `fields`. */
function aliasesFor(fields: Json): SpecName[] {
  return SPEC_NAMES.filter(
    (entry) =>
      Object.hasOwn(fields, entry.name) &&
      !Object.hasOwn(fields, entry.alias) &&
      (entry.on === undefined || Object.hasOwn(fields, entry.on)),
  );
}

/** Copies `fields`, with each alias right after its name and every value mapped by `map`. */
function withAliases(fields: Json, map: (value: unknown) => unknown): Json {
  const aliases = aliasesFor(fields);
  const out: Json = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = map(value);
    for (const entry of aliases) if (entry.name === key) out[entry.alias] = out[key];
  }
  return out;
}

/** Fields whose presence may call for an alias: objects with none of them need no copy. */
const NAMED = SPEC_NAMES.map((entry) => entry.name);

/**
 * A REST answer with the spec's second names added, at any depth. Objects and arrays that need no
 * alias anywhere inside are given back as they are (no copy): a project's quote lines, rooms and
 * equipment are walked, not rebuilt.
 */
export function withSpecNames(value: unknown): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const mapped = withSpecNames(item);
      if (mapped !== item) {
        out ??= value.slice();
        out[i] = mapped;
      }
    }
    return out ?? value;
  }
  if (!isObject(value)) return value;
  let changed = NAMED.some((name) => Object.hasOwn(value, name)) && aliasesFor(value).length > 0;
  // Made only when a value inside changes: most objects walked (quote lines, rooms) need none.
  let mapped: Json | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (typeof item !== 'object' || item === null) continue;
    const next = withSpecNames(item);
    if (next !== item) {
      mapped ??= {};
      mapped[key] = next;
      changed = true;
    }
  }
  if (!changed) return value;
  // Keys keep their place when their value is replaced by the mapped one.
  const source = mapped ? { ...value, ...mapped } : value;
  return withAliases(source, (item) => item);
}

/** A JSON schema of a REST answer with the same second names as properties (required when the name is). */
export function withSpecNamesSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withSpecNamesSchema);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withSpecNamesSchema(value);
  if (!isObject(out.properties)) return out;
  const aliases = aliasesFor(out.properties);
  if (aliases.length === 0) return out;
  out.properties = withAliases(out.properties, (value) => value);
  if (Array.isArray(out.required)) {
    const required = out.required as unknown[];
    out.required = required.flatMap((name) => {
      const entry = aliases.find((a) => a.name === name);
      return entry ? [name, entry.alias] : [name];
    });
  }
  return out;
}

const INPUT_NAMES = SPEC_NAMES.filter((entry) => entry.input);

/** The second names a procedure whose input has these top-level `fields` may be sent. */
export function inputAliasesFor(fields: ReadonlySet<string>): readonly SpecName[] {
  return INPUT_NAMES.filter((entry) => fields.has(entry.name) && !fields.has(entry.alias));
}

/**
 * A REST request body with the spec's second names read as the procedure's own: `number_of_people`
 * becomes `numberOfPeople` (`aliases` from `inputAliasesFor`). When both names are sent, the
 * procedure's name wins.
 */
export function fromSpecNames(input: Json, aliases: readonly SpecName[]): Json {
  if (!aliases.some((entry) => Object.hasOwn(input, entry.alias))) return input;
  const out: Json = { ...input };
  for (const { name, alias } of aliases) {
    if (!Object.hasOwn(out, alias)) continue;
    if (!Object.hasOwn(out, name)) out[name] = out[alias];
    delete out[alias];
  }
  return out;
}

/** A request body's JSON schema with each second name a client may send, as an optional property. */
export function withInputSpecNamesSchema(schema: Json): Json {
  const properties = schema.properties;
  if (!isObject(properties)) return schema;
  const extra = inputAliasesFor(new Set(Object.keys(properties)));
  if (extra.length === 0) return schema;
  return {
    ...schema,
    properties: withAliases(properties, (value) => value),
    // A client sends one of the two names, so neither is required on its own any more.
    required: ((schema.required as string[] | undefined) ?? []).filter(
      (name) => !extra.some((entry) => entry.name === name),
    ),
  };
}
