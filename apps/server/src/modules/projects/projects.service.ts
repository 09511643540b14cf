import { randomUUID } from 'node:crypto';
import { DEFAULT_WORK_SCOPE, replaceOptionItems, withOptionDefaults } from '@courant/domain';
import { type Project, ProjectSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import type { Deps } from '../../services.ts';
import type { PageInput } from '../../trpc/paging.ts';
import { findCompanyClient } from '../clients/clients.service.ts';
import { loadEquipment, toEquipmentView, writeEquipmentSet } from '../equipment/equipment.service.ts';
import { removeStoredFiles, storedKeysOfProject } from '../plans/plans.service.ts';
import { withinProjectQuota } from '../quotas.ts';
import { lockProject, type Member, projectNotFound, writeProject } from './project-access.ts';
import type {
  ProjectCreateInput,
  ProjectDetail,
  ProjectInstallationInput,
  ProjectList,
  ProjectOptionsInput,
  ProjectUpdateInput,
} from './projects.schema.ts';
import { readProjectDetail } from './queries/project-detail.sql.ts';
import { readProjectList } from './queries/project-list.sql.ts';
import { writeProjectFields } from './queries/project-update.sql.ts';

/**
 * The whole project as step screens read it (part 1 §3, part 2 §3.1), for a member of its company;
 * another company's: 404.
 */
export async function getProject(
  { sql }: Deps,
  member: Pick<Member, 'companyId'>,
  projectId: string,
): Promise<ProjectDetail> {
  const detail = await readProjectDetail(sql, member.companyId, projectId);
  if (!detail) throw projectNotFound();
  return detail;
}

/** The detail of a project just written (the company check was made before). */
const detailOf = (deps: Deps, project: Project) =>
  getProject(deps, { companyId: project.company }, project.id);

/** A write to an owned project in one transaction (writeProject), answered with the project's detail. */
async function writeDetail(
  deps: Deps,
  owned: Project,
  write: (tem: Em, project: Project) => Promise<void>,
): Promise<ProjectDetail> {
  const project = await writeProject(deps.em, owned.id, async (tem, project) => {
    await write(tem, project);
    return project;
  });
  return detailOf(deps, project);
}

/** The company's projects, latest update first (part 1 §2), each with its plans and quote summaries. */
export function listProjects({ sql }: Deps, member: Member, input: PageInput): Promise<ProjectList> {
  return readProjectList(sql, member.companyId, input);
}

export async function createProject(
  deps: Deps,
  member: Member,
  input: ProjectCreateInput,
): Promise<ProjectDetail> {
  const userId = member.id;
  // Counted and created under the account's quota lock: concurrent creates at the limit cannot all pass.
  const project = await withinProjectQuota(deps, userId, async (em) => {
    const client = input.clientId ? await findCompanyClient(em, userId, input.clientId) : null;
    const now = new Date();
    const created = em.create(ProjectSchema, {
      id: randomUUID(),
      owner: userId,
      company: member.companyId,
      updatedBy: userId,
      name: input.name,
      description: input.description ?? null,
      typeProjet: input.typeProjet,
      typeTravaux: input.typeTravaux,
      workScope: input.typeTravaux === 'Renovation' ? (input.workScope ?? DEFAULT_WORK_SCOPE) : null,
      codePostal: input.codePostal,
      client: client?.id ?? null,
      numberOfPeople: input.numberOfPeople,
      status: input.status ?? 'draft',
      options: input.options ?? null,
      dimensioning: null,
      surfaceLoiCarrez: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return created;
  });
  return detailOf(deps, project);
}

/** PUT /projects/{id}: the fields sent, in one UPDATE that reads the detail back (queries/project-update.sql.ts). */
export async function updateProject(
  deps: Deps,
  member: Member,
  input: ProjectUpdateInput,
): Promise<ProjectDetail> {
  // Only a client of the user's company (another company's answers 404, like a missing one).
  if (input.clientId) await findCompanyClient(deps.em, member.id, input.clientId);
  const detail = await writeProjectFields(deps.sql, member, input.id, input, new Date());
  if (!detail) throw projectNotFound();
  return detail;
}

/**
 * Step 5 (part 1 §3 'Option item types'): the options and the project-level equipment items they
 * stand for, saved together in one transaction; room items are kept as they are.
 */
export async function updateProjectOptions(
  deps: Deps,
  owned: Project,
  input: Pick<ProjectOptionsInput, 'options'>,
): Promise<ProjectDetail> {
  return writeDetail(deps, owned, async (tem, project) => {
    const current = (await loadEquipment(tem, project.id)).map(toEquipmentView);
    project.options = input.options;
    await writeEquipmentSet(tem, project.id, replaceOptionItems(current, withOptionDefaults(input.options)));
  });
}

/** Step 5 'Installation électrique': the installation facts, replaced as a whole. */
export async function updateProjectInstallation(
  deps: Deps,
  owned: Project,
  input: Pick<ProjectInstallationInput, 'installation'>,
): Promise<ProjectDetail> {
  return writeDetail(deps, owned, async (_tem, project) => {
    project.installation = input.installation;
  });
}

/**
 * Removes the project (its rows cascade in the database), then its plan files from the store. The
 * project row is locked first, so an upload running at the same time either lands before (and its
 * files are listed here) or finds no project afterwards (and removes its own files).
 */
export async function deleteProject(deps: Deps, owned: Project): Promise<void> {
  const keys = await deps.em.transactional(async (tem) => {
    const project = await lockProject(tem, owned.id);
    const stored = await storedKeysOfProject(tem, project.id);
    tem.remove(project);
    await tem.flush();
    return stored;
  });
  await removeStoredFiles(deps, keys);
}
