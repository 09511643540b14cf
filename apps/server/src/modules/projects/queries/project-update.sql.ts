import { DEFAULT_WORK_SCOPE } from '@courant/domain';
import type { SqlRunner } from '../../../db/prepared-sql.ts';
import { isUuid, type Member } from '../project-access.ts';
import type { ProjectDetail, ProjectUpdateInput } from '../projects.schema.ts';
import { DETAIL_COLUMNS, type DetailRow, toProjectDetail } from './project-detail.sql.ts';

/**
 * PUT /projects/{id} in one UPDATE: only the fields sent are written (a concurrent save of other
 * fields is kept), the version is bumped in the database (no lost increment), the member is recorded as
 * the last editor and the company check is the `where` clause. The same statement reads the project's
 * detail as GET does (one round trip, not two): the project's own columns from the updated row,
 * the rest from the tables the update did not touch. Returns null when the member's company has no such
 * project (404).
 */
export async function writeProjectFields(
  sql: SqlRunner,
  member: Member,
  projectId: string,
  input: ProjectUpdateInput,
  now: Date,
): Promise<ProjectDetail | null> {
  if (!isUuid(projectId)) return null;
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown, cast = '') => {
    sets.push(`${column} = ?${cast}`);
    params.push(value);
  };
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  if (input.name !== undefined) set('name', input.name);
  if (input.description !== undefined) set('description', input.description ?? null);
  if (input.typeProjet !== undefined) set('type_projet', input.typeProjet);
  if (input.typeTravaux !== undefined) set('type_travaux', input.typeTravaux);
  // A scope only means something for a renovation; a renovation without one covers the dwelling.
  // Right-hand sides read the row as it was: the type and scope sent win over the stored ones.
  const typeTravaux = input.typeTravaux !== undefined ? '?' : 'type_travaux';
  const workScope = input.workScope !== undefined ? '?' : 'work_scope';
  sets.push(
    `work_scope = case when ${typeTravaux} = 'Renovation' then coalesce(${workScope}, ?) else null end`,
  );
  if (input.typeTravaux !== undefined) params.push(input.typeTravaux);
  if (input.workScope !== undefined) params.push(input.workScope ?? null);
  params.push(DEFAULT_WORK_SCOPE);
  if (input.codePostal !== undefined) set('code_postal', input.codePostal);
  if (input.numberOfPeople !== undefined) set('number_of_people', input.numberOfPeople);
  // Checked by the caller to be a client of the user's company.
  if (input.clientId !== undefined) set('client_id', input.clientId ?? null);
  if (input.status !== undefined) set('status', input.status);
  if (input.options !== undefined) set('options', json(input.options), '::jsonb');
  if (input.dimensioning !== undefined) set('dimensioning', json(input.dimensioning), '::jsonb');
  sets.push('version = version + 1');
  set('updated_at', now);
  set('updated_by_id', member.id);
  params.push(projectId, member.companyId);
  const [row] = await sql.execute<DetailRow[]>(
    `with p as (update projects set ${sets.join(', ')} where id = ? and company_id = ? returning *)
    select ${DETAIL_COLUMNS} from p`,
    params,
  );
  return row ? toProjectDetail(row) : null;
}
