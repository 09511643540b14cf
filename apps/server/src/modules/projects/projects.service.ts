import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WORK_SCOPE,
  readDimensioning,
  replaceOptionItems,
  withOptionDefaults,
} from '@courant/domain';
import { type Project, ProjectSchema } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { loadEquipment, toEquipmentView, writeEquipmentSet } from '../equipment/equipment.service.ts';
import {
  loadPlanFiles,
  removeStoredFiles,
  storedKeysOfProject,
  toPlanFileView,
} from '../plans/plans.service.ts';
import { checkProjectQuota } from '../quotas.ts';
import { loadQuoteSummaries, loadQuotes, quoteTotalHT, toQuoteSummary } from '../quotes/quotes.service.ts';
import { loadRooms, toRoomView } from '../rooms/rooms.service.ts';
import { asNumber, lockProject, readInstallation, touchProject } from './project-access.ts';
import type {
  ProjectCreateInput,
  ProjectDetail,
  ProjectInstallationInput,
  ProjectList,
  ProjectListInput,
  ProjectListItem,
  ProjectOptionsInput,
  ProjectUpdateInput,
  ProjectView,
} from './projects.schema.ts';

type PlanFiles = Awaited<ReturnType<typeof loadPlanFiles>>;

function toProjectView(project: Project, plans: PlanFiles): ProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description ?? null,
    typeProjet: project.typeProjet,
    typeTravaux: project.typeTravaux,
    workScope: project.workScope ?? null,
    codePostal: project.codePostal,
    numberOfPeople: project.numberOfPeople,
    status: project.status,
    options: project.options ?? null,
    installation: readInstallation(project.installation),
    dimensioning: readDimensioning(project.dimensioning),
    surfaceLoiCarrez: asNumber(project.surfaceLoiCarrez),
    version: project.version,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    planFiles: plans.filter((p) => p.project === project.id).map(toPlanFileView),
  };
}

/** The whole project as step screens read it (part 1 §3, part 2 §3.1). */
export async function getProject({ em }: Deps, project: Project): Promise<ProjectDetail> {
  // Independent reads, sent together: one round trip on PostgreSQL's pool instead of four.
  const [plans, rooms, equipment, quotes] = await Promise.all([
    loadPlanFiles(em, [project.id]),
    loadRooms(em, project.id),
    loadEquipment(em, project.id),
    loadQuotes(em, [project.id]),
  ]);
  const first = quotes[0];
  return {
    ...toProjectView(project, plans),
    quotes: quotes.map(toQuoteSummary),
    rooms: rooms.map(toRoomView),
    equipments: equipment.map(toEquipmentView),
    quoteItems: first?.quoteItems ?? [],
    dimensioningItems: first?.dimensioningItems ?? [],
    totalAmount: first ? quoteTotalHT(first) : null,
    lastQuoteUpdate: first?.updatedAt.toISOString() ?? null,
  };
}

/** Latest update first (part 1 §2), each with its plans and quotes for the card. */
export async function listProjects(
  { em }: Deps,
  userId: string,
  input: ProjectListInput,
): Promise<ProjectList> {
  const [projects, total] = await em.findAndCount(
    ProjectSchema,
    { owner: userId },
    { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: input.limit, offset: (input.page - 1) * input.limit },
  );
  const ids = projects.map((p) => p.id);
  const [plans, quotes] = await Promise.all([loadPlanFiles(em, ids), loadQuoteSummaries(em, ids)]);
  const items: ProjectListItem[] = projects.map((project) => ({
    ...toProjectView(project, plans),
    quotes: quotes.filter((q) => q.project === project.id).map(toQuoteSummary),
  }));
  return {
    projects: items,
    page: input.page,
    limit: input.limit,
    total,
    totalPages: Math.ceil(total / input.limit),
  };
}

export async function createProject(
  deps: Deps,
  userId: string,
  input: ProjectCreateInput,
): Promise<ProjectDetail> {
  const { em } = deps;
  await checkProjectQuota(deps, userId);
  const now = new Date();
  const project = em.create(ProjectSchema, {
    id: randomUUID(),
    owner: userId,
    name: input.name,
    description: input.description ?? null,
    typeProjet: input.typeProjet,
    typeTravaux: input.typeTravaux,
    workScope: input.typeTravaux === 'Renovation' ? (input.workScope ?? DEFAULT_WORK_SCOPE) : null,
    codePostal: input.codePostal,
    // The superRefine of the input schema guarantees one of the two.
    numberOfPeople: input.numberOfPeople ?? input.number_of_people ?? 1,
    status: input.status ?? 'draft',
    options: input.options ?? null,
    dimensioning: null,
    surfaceLoiCarrez: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return getProject(deps, project);
}

export async function updateProject(
  deps: Deps,
  project: Project,
  input: ProjectUpdateInput,
): Promise<ProjectDetail> {
  if (input.name !== undefined) project.name = input.name;
  if (input.description !== undefined) project.description = input.description ?? null;
  if (input.typeProjet !== undefined) project.typeProjet = input.typeProjet;
  if (input.typeTravaux !== undefined) project.typeTravaux = input.typeTravaux;
  if (input.workScope !== undefined) project.workScope = input.workScope ?? null;
  // A scope only means something for a renovation; a renovation without one covers the dwelling.
  if (project.typeTravaux !== 'Renovation') project.workScope = null;
  else project.workScope ??= DEFAULT_WORK_SCOPE;
  if (input.codePostal !== undefined) project.codePostal = input.codePostal;
  const people = input.numberOfPeople ?? input.number_of_people;
  if (people !== undefined) project.numberOfPeople = people;
  if (input.status !== undefined) project.status = input.status;
  if (input.options !== undefined) project.options = input.options;
  const dimensioning = input.dimensioning_data !== undefined ? input.dimensioning_data : input.dimensioning;
  if (dimensioning !== undefined) project.dimensioning = dimensioning;
  touchProject(project);
  await deps.em.flush();
  return getProject(deps, project);
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
  const project = await deps.em.transactional(async (tem) => {
    const project = await lockProject(tem, owned.id);
    const current = (await loadEquipment(tem, project.id)).map(toEquipmentView);
    project.options = input.options;
    await writeEquipmentSet(tem, project.id, replaceOptionItems(current, withOptionDefaults(input.options)));
    touchProject(project);
    await tem.flush();
    return project;
  });
  return getProject(deps, project);
}

/** Step 5 'Installation électrique' (issue 15): the installation facts, replaced as a whole. */
export async function updateProjectInstallation(
  deps: Deps,
  owned: Project,
  input: Pick<ProjectInstallationInput, 'installation'>,
): Promise<ProjectDetail> {
  const project = await deps.em.transactional(async (tem) => {
    const project = await lockProject(tem, owned.id);
    project.installation = input.installation;
    touchProject(project);
    await tem.flush();
    return project;
  });
  return getProject(deps, project);
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
