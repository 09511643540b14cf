import type { SqlRunner } from '../../../db/prepared-sql.ts';
import { type PageInput, pageInfo, pageOffset } from '../../../trpc/paging.ts';
import type { ProjectList } from '../projects.schema.ts';
import { PROJECT_LIST_ITEM_COLUMNS, type ProjectRow, toProjectListItem } from './project-row.ts';

/**
 * GET /projects in one statement: a page of the company's projects, latest update first (part 1 §2),
 * each with its plans and quote summaries, and the total count (a window: counted before the limit).
 * Who sees which projects is the `where` clause of both statements.
 */
const PAGE_SQL = `select ${PROJECT_LIST_ITEM_COLUMNS}, count(*) over () as total
  from projects p where p.company_id = ? order by p.updated_at desc, p.id asc limit ? offset ?`;
/** Only for a page past the end, which has no row to carry the count. */
const COUNT_SQL = 'select count(*) as total from projects p where p.company_id = ?';

interface PageRow extends ProjectRow {
  total: number | string;
}

export async function readProjectList(
  sql: SqlRunner,
  companyId: string,
  input: PageInput,
): Promise<ProjectList> {
  const rows = await sql.execute<PageRow[]>(PAGE_SQL, [companyId, input.limit, pageOffset(input)]);
  const total =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : Number((await sql.execute<{ total: number | string }[]>(COUNT_SQL, [companyId]))[0]?.total ?? 0);
  return {
    projects: rows.map(toProjectListItem),
    ...pageInfo(input, total),
  };
}
