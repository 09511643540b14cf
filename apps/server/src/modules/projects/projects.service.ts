import { randomUUID } from 'node:crypto';
import { type Project, ProjectSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { loadEquipment, toEquipmentView } from '../equipment/equipment.service.ts';
import {
  loadPlanFiles,
  type PlanDeps,
  removeStoredFiles,
  storedKeysOfProject,
  toPlanFileView,
} from '../plans/plans.service.ts';
import { loadQuotes, toQuoteSummary } from '../quotes/quotes.service.ts';
import { loadRooms, toRoomView } from '../rooms/rooms.service.ts';
import { asNumber, findOwnedProject, touchProject } from './project-access.ts';
import type {
  ProjectCreateInput,
  ProjectDetail,
  ProjectList,
  ProjectListInput,
  ProjectListItem,
  ProjectUpdateInput,
  ProjectView,
} from './projects.schema.ts';

type PlanFiles = Awaited<ReturnType<typeof loadPlanFiles>>;

function toProjectView(project: Project, plans: PlanFiles): ProjectView {
  const options = (project.options as Record<string, unknown> | null | undefined) ?? null;
  const dimensioning = (project.dimensioning as Record<string, unknown> | null | undefined) ?? null;
  const surface = asNumber(project.surfaceLoiCarrez);
  return {
    id: project.id,
    name: project.name,
    description: project.description ?? null,
    typeProjet: project.typeProjet,
    typeTravaux: project.typeTravaux,
    codePostal: project.codePostal,
    numberOfPeople: project.numberOfPeople,
    number_of_people: project.numberOfPeople,
    status: project.status,
    options,
    dimensioning,
    dimensioning_data: dimensioning,
    surface_loi_carrez: surface,
    surfaceLoiCarrez: surface,
    version: project.version,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    planFiles: plans.filter((p) => p.project === project.id).map(toPlanFileView),
  };
}

/** The whole project as step screens read it (part 1 §3, part 2 §3.1). */
export async function getProject(em: Em, userId: string, projectId: string): Promise<ProjectDetail> {
  const project = await findOwnedProject(em, userId, projectId);
  const [plans, rooms, equipment, quotes] = [
    await loadPlanFiles(em, [project.id]),
    await loadRooms(em, project.id),
    await loadEquipment(em, project.id),
    await loadQuotes(em, [project.id]),
  ];
  const roomViews = rooms.map(toRoomView);
  const first = quotes[0];
  return {
    ...toProjectView(project, plans),
    quotes: quotes.map(toQuoteSummary),
    pieces: roomViews,
    rooms: roomViews,
    equipments: equipment.map(toEquipmentView),
    quoteItems: (first?.quoteItems as Record<string, unknown>[] | undefined) ?? [],
    dimensioningItems: (first?.dimensioningItems as Record<string, unknown>[] | undefined) ?? [],
    totalAmount: first ? asNumber(first.totalAmount) : null,
    lastQuoteUpdate: first?.updatedAt.toISOString() ?? null,
  };
}

/** Latest update first (part 1 §2), each with its plans and quotes for the card. */
export async function listProjects(em: Em, userId: string, input: ProjectListInput): Promise<ProjectList> {
  const [projects, total] = await em.findAndCount(
    ProjectSchema,
    { owner: userId },
    { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: input.limit, offset: (input.page - 1) * input.limit },
  );
  const ids = projects.map((p) => p.id);
  const [plans, quotes] = [await loadPlanFiles(em, ids), await loadQuotes(em, ids)];
  const items: ProjectListItem[] = projects.map((project) => ({
    ...toProjectView(project, plans),
    quotes: quotes.filter((q) => q.project === project.id).map(toQuoteSummary),
  }));
  return {
    projects: items,
    data: items,
    page: input.page,
    limit: input.limit,
    total,
    totalPages: Math.ceil(total / input.limit),
  };
}

export async function createProject(
  em: Em,
  userId: string,
  input: ProjectCreateInput,
): Promise<ProjectDetail> {
  const now = new Date();
  const project = em.create(ProjectSchema, {
    id: randomUUID(),
    owner: userId,
    name: input.name,
    description: input.description ?? null,
    typeProjet: input.typeProjet,
    typeTravaux: input.typeTravaux,
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
  return getProject(em, userId, project.id);
}

export async function updateProject(
  em: Em,
  userId: string,
  input: ProjectUpdateInput,
): Promise<ProjectDetail> {
  const project = await findOwnedProject(em, userId, input.id);
  if (input.name !== undefined) project.name = input.name;
  if (input.description !== undefined) project.description = input.description ?? null;
  if (input.typeProjet !== undefined) project.typeProjet = input.typeProjet;
  if (input.typeTravaux !== undefined) project.typeTravaux = input.typeTravaux;
  if (input.codePostal !== undefined) project.codePostal = input.codePostal;
  const people = input.numberOfPeople ?? input.number_of_people;
  if (people !== undefined) project.numberOfPeople = people;
  if (input.status !== undefined) project.status = input.status;
  if (input.options !== undefined) project.options = input.options;
  const dimensioning = input.dimensioning_data !== undefined ? input.dimensioning_data : input.dimensioning;
  if (dimensioning !== undefined) project.dimensioning = dimensioning;
  touchProject(project);
  await em.flush();
  return getProject(em, userId, project.id);
}

/**
 * Removes the project (its rows cascade in the database), then its plan files from the store. The
 * project row is locked first, so an upload running at the same time either lands before (and its
 * files are listed here) or finds no project afterwards (and removes its own files).
 */
export async function deleteProject(deps: PlanDeps, userId: string, projectId: string): Promise<void> {
  const keys = await deps.em.transactional(async (tem) => {
    const project = await findOwnedProject(tem, userId, projectId, { lock: true });
    const stored = await storedKeysOfProject(tem, project.id);
    tem.remove(project);
    await tem.flush();
    return stored;
  });
  await removeStoredFiles(deps, keys);
}
