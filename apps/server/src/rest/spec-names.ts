/**
 * The spec's second names for some facts. The REST API answers under both names, as the spec's
 * readers expect (part 1 §3 'Project': numberOfPeople sent as number_of_people, pieces/rooms,
 * dimensioning sent as dimensioning_data, surface_loi_carrez; part 1 §7 'Rooms response'); tRPC
 * outputs carry one name per fact. This table is the one place the second names are made: on every
 * REST answer (`withSpecNames`) and on the OpenAPI document's response schemas (`withSpecNamesSchema`).
 */
interface SpecName {
  /** The field as tRPC answers it. */
  name: string;
  /** The same value again, under the spec's other name. */
  alias: string;
  /** Only on objects that also carry this field (`rooms` is `pieces` on a project only). */
  on?: string;
}

export const SPEC_NAMES: readonly SpecName[] = [
  { name: 'numberOfPeople', alias: 'number_of_people' },
  { name: 'surfaceLoiCarrez', alias: 'surface_loi_carrez' },
  { name: 'dimensioning', alias: 'dimensioning_data', on: 'numberOfPeople' },
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

/** A REST answer with the spec's second names added, at any depth. */
export function withSpecNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSpecNames);
  if (!isObject(value)) return value;
  return withAliases(value, withSpecNames);
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
