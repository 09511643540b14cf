import type { EntityName } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Em } from '../db/orm.ts';
import { parseSaved } from './parse-saved.ts';

// How the rows that hang off a project are read back, for every table that shares the shape.

/** A row made once per project item: plan files, quotes. */
interface MadeForProject {
  id: string;
  project?: string | null;
  createdAt: Date;
}

/** The rows of the given projects, oldest first (the id orders rows made in the same millisecond). */
export async function loadInCreationOrder<Row extends MadeForProject>(
  em: Em,
  entity: EntityName<Row>,
  projectIds: readonly string[],
): Promise<Row[]> {
  if (projectIds.length === 0) return [];
  // MikroORM's filter types cannot follow a generic Row: the query is typed on what every Row has.
  const where: { project: { $in: string[] } } = { project: { $in: [...projectIds] } };
  const orderBy: { createdAt: 'asc'; id: 'asc' } = { createdAt: 'asc', id: 'asc' };
  return (await em.find(entity as EntityName<MadeForProject>, where, { orderBy })) as Row[];
}

/** A row of one of the project's ordered lists (the tables built on projectListRow: rooms, equipment). */
interface ListRow {
  project: string;
  position: number;
}

/**
 * One of the project's ordered lists: `load` reads its rows in the order the user left them,
 * `loadDomain` the same as @courant/domain reads them (compliance, dimensioning, estimate), through
 * the API's view of each row.
 */
export function projectList<Row extends ListRow, View, Domain>(
  entity: EntityName<Row>,
  toView: (row: Row) => View,
  domainSchema: z.ZodType<Domain>,
) {
  // Typed on ListRow, as loadInCreationOrder is on MadeForProject.
  const load = async (em: Em, projectId: string): Promise<Row[]> =>
    (await em.find(
      entity as EntityName<ListRow>,
      { project: projectId },
      { orderBy: { position: 'asc' } },
    )) as Row[];
  const loadDomain = async (em: Em, projectId: string): Promise<Domain[]> =>
    parseSaved(domainSchema, (await load(em, projectId)).map(toView));
  return { load, loadDomain };
}
