import { readDimensioning, toEuros } from '@courant/domain';
import type { PlanFileView } from '../../plans/plans.schema.ts';
import { planFileUrl, planPreviewUrl } from '../../plans/plans.service.ts';
import type { QuoteSummary } from '../../quotes/quotes.schema.ts';
import { asNumber, readInstallation } from '../project-access.ts';
import type { ProjectListItem, ProjectView } from '../projects.schema.ts';

// Read models of the hot project routes: plain rows straight into the API's views, no
// entity hydration, no identity map. Each route's SQL lives in its own module beside this one; this
// file holds what they share: the project's columns and its plans and quote summaries as JSON.

/** A timestamp as Date#toISOString writes it (UTC, milliseconds, 'Z'), formatted by the database. */
export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The project's client as one JSON object, null without one. */
const CLIENT_JSON = `(select json_build_object('id', c.id, 'kind', c.kind, 'name', c.name, 'address', c.address,
  'postalCode', c.postal_code, 'city', c.city, 'siteAddress', c.site_address, 'sitePostalCode',
  c.site_postal_code, 'siteCity', c.site_city, 'phone', c.phone, 'email', c.email)
  from clients c where c.id = p.client_id) as client`;

/** Who last edited the project as one JSON object, null once that account is gone. */
const UPDATED_BY_JSON = `(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
  from users u where u.id = p.updated_by_id) as updated_by`;

/** The project's own columns, `p` being the projects row. */
const PROJECT_COLUMNS = `p.id, p.name, p.description, p.type_projet, p.type_travaux, p.work_scope,
  p.code_postal, p.number_of_people, p.status, p.options, p.installation, p.dimensioning,
  p.surface_loi_carrez, p.version, ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
  p.client_id, ${CLIENT_JSON}, ${UPDATED_BY_JSON}`;

/** The project's plans, oldest first (the card's thumbnail is the first one's preview), as JSON tuples. */
const PLANS_JSON = `(select json_agg(json_build_array(f.id, f.storage_key, f.original_name,
  case when f.preview_key is not null then 'ready' when f.preview_status = 'pending' then 'pending'
  else 'unavailable' end, f.mime, f.size, ${iso('f.created_at')}) order by f.created_at, f.id)
  from plan_files f where f.project_id = p.id) as plans`;

/** The project's quotes as summaries (id, status, total), oldest first: never their lines. */
const QUOTE_SUMMARIES_JSON = `(select json_agg(json_build_array(q.id, q.status, q.total_cents, q.number)
  order by q.created_at, q.id) from quotes q where q.project_id = p.id) as quotes`;

/** A project of the list (projectListItemSchema): its own columns, its plans and its quote summaries. */
export const PROJECT_LIST_ITEM_COLUMNS = `${PROJECT_COLUMNS}, ${PLANS_JSON}, ${QUOTE_SUMMARIES_JSON}`;

export interface ProjectRow {
  id: string;
  name: string;
  description: string | null;
  type_projet: ProjectView['typeProjet'];
  type_travaux: ProjectView['typeTravaux'];
  work_scope: ProjectView['workScope'];
  code_postal: string;
  number_of_people: number;
  client_id: string | null;
  client: ProjectView['client'];
  updated_by: ProjectView['updatedBy'];
  status: ProjectView['status'];
  options: ProjectView['options'];
  installation: unknown;
  dimensioning: unknown;
  /** Drivers may hand DOUBLE PRECISION back as a string. */
  surface_loi_carrez: number | string | null;
  version: number;
  created_at: string;
  updated_at: string;
  plans: PlanTuple[] | null;
  quotes: QuoteTuple[] | null;
}

type PlanTuple = [string, string, string, PlanFileView['previewStatus'], string, number, string];
type QuoteTuple = [string, QuoteSummary['status'], number | string, string | null];

function toPlanFileView(
  projectId: string,
  [id, storageKey, originalName, previewStatus, mime, size, createdAt]: PlanTuple,
): PlanFileView {
  return {
    id,
    filePath: storageKey,
    originalName,
    publicUrl: planFileUrl(id),
    previewUrl: previewStatus === 'ready' ? planPreviewUrl(id) : null,
    previewStatus,
    mime,
    size,
    projectId,
    createdAt,
  };
}

/** A quote's total HT in euros from its integer cents (bigint: a string or a number, by driver). */
export const euros = (cents: number | string): number => toEuros(Number(cents));

function toQuoteSummaries(tuples: QuoteTuple[] | null): QuoteSummary[] {
  return (tuples ?? []).map(([id, status, cents, number]) => ({
    id,
    status,
    number: number ?? null,
    totalAmount: euros(cents),
  }));
}

/** The fields of projectViewSchema, in its order (outputs keep the shape tRPC's output check gave them). */
function toProjectView(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    typeProjet: row.type_projet,
    typeTravaux: row.type_travaux,
    workScope: row.work_scope,
    codePostal: row.code_postal,
    numberOfPeople: row.number_of_people,
    clientId: row.client_id,
    client: row.client,
    status: row.status,
    options: row.options,
    installation: readInstallation(row.installation),
    dimensioning: readDimensioning(row.dimensioning),
    surfaceLoiCarrez: asNumber(row.surface_loi_carrez),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    planFiles: (row.plans ?? []).map((plan) => toPlanFileView(row.id, plan)),
    updatedBy: row.updated_by,
  };
}

/** A row of PROJECT_LIST_ITEM_COLUMNS as the API's project of the list. */
export function toProjectListItem(row: ProjectRow): ProjectListItem {
  return { ...toProjectView(row), quotes: toQuoteSummaries(row.quotes) };
}
