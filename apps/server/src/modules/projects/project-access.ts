import { type Installation, installationSchema } from '@courant/domain';
import { LockMode } from '@mikro-orm/core';
import { type Project, ProjectSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, and must not reach PostgreSQL as a uuid cast error. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export const projectNotFound = () => notFound('Projet');

/** Who acts on a project: the signed-in user (lucia's `ctx.user` is one) and the company they belong to. */
export interface Member {
  id: string;
  companyId: string;
}

/**
 * A project of the member's company, or 404 — another company's project is answered exactly like a
 * missing one (projects belong to the company, every member sees and edits them).
 * Procedures get it from projectProcedure (ctx.project); services call it for a project reached
 * through another row (a quote, a plan).
 */
export async function findOwnedProject(em: Em, member: Member, projectId: string): Promise<Project> {
  if (!isUuid(projectId)) throw projectNotFound();
  const project = await em.findOne(ProjectSchema, { id: projectId, company: member.companyId });
  if (!project) throw projectNotFound();
  return project;
}

/**
 * Records who last changed a project (the list shows it). Called once a write succeeded; skips the
 * write when that member was already the last editor, the common case of one person going through
 * the wizard.
 */
export async function markEditedBy(em: Em, projectId: string, userId: string): Promise<void> {
  await em.execute(
    'update "projects" set "updated_by_id" = ? where "id" = ? and "updated_by_id" is distinct from ?',
    [userId, projectId, userId],
  );
}

/**
 * The project row again, held FOR UPDATE until the transaction ends (ownership was checked by
 * projectProcedure): writers that replace a project's rooms, equipment or plans queue up instead of
 * interleaving their deletes and inserts. A project deleted meanwhile is a 404.
 */
export async function lockProject(em: Em, projectId: string): Promise<Project> {
  const project = await em.findOne(
    ProjectSchema,
    { id: projectId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!project) throw projectNotFound();
  return project;
}

/**
 * Every write to a project or to what hangs off it (plans, rooms, equipment, quotes) bumps its
 * version and last-update date: the list sorts by it (part 1 §2) and clients can spot a concurrent edit.
 */
export function touchProject(project: Project): void {
  project.version += 1;
  project.updatedAt = new Date();
}

/**
 * A write to a project or to what hangs off it, in one transaction: the project locked (lockProject),
 * `write` run with it, then the project touched (touchProject) and everything flushed. Gives back what
 * `write` gives; an error in `write` leaves nothing written.
 */
export function writeProject<T>(
  em: Em,
  projectId: string,
  write: (tem: Em, project: Project) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tem) => {
    const project = await lockProject(tem, projectId);
    const result = await write(tem, project);
    touchProject(project);
    await tem.flush();
    return result;
  });
}

/** MikroORM reads DOUBLE PRECISION columns back as strings by default; the API speaks numbers. */
export function asNumber(value: string | number): number;
export function asNumber(value: string | number | null | undefined): number | null;
export function asNumber(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** The saved installation facts, or null when none were saved or they no longer parse. */
export function readInstallation(value: unknown): Installation | null {
  if (value == null) return null;
  const parsed = installationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
