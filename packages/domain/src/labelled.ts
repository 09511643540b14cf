// A closed list (statuses, types, kinds) is written once, as a table of its ids and their labels (or
// whatever else each id carries): its list of ids, its type and its zod schema come from that table.
// Without zod, so that the dashboard's first load can read statuses.

/** The ids of a table keyed by id, in the table's order, as the non-empty list `z.enum` takes. */
export function idsOf<K extends string>(table: Record<K, unknown>): readonly [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}

/** One column of a table keyed by id: each id's `column` fact, keyed by id. */
export function columnOf<K extends string, R, C extends keyof R>(
  table: Record<K, R>,
  column: C,
): Record<K, R[C]> {
  return Object.fromEntries(idsOf(table).map((id) => [id, table[id][column]])) as Record<K, R[C]>;
}
