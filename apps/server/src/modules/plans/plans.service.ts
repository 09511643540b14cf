import { randomUUID } from 'node:crypto';
import { PLAN_FILE_EXTENSION, PLAN_FILE_MIME, type UploadRule } from '@courant/domain';
import {
  EquipmentItemSchema,
  type PlanFile,
  PlanFileSchema,
  type Project,
  ProjectSchema,
  RoomSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { sha256Hex } from '../../storage/file-store.ts';
import { type PageInput, pageInfo, pageOffset } from '../../trpc/paging.ts';
import { loadInCreationOrder } from '../project-rows.ts';
import { isUuid, lockProject, type Member, touchProject, writeProject } from '../projects/project-access.ts';
import { checkPlanQuotas, checkPlanQuotasLocked, countUpload } from '../quotas.ts';
import { detectPlanFileKind } from './file-type.ts';
import { imageTooLargeMessage, isImageTooLarge } from './image-size.ts';
import { PLAN_PREVIEW_JOB } from './plan-preview.job.ts';
import type { PlanFileView, PlanList, PlanUrl, PurgeResult, UploadResult } from './plans.schema.ts';

const planNotFound = () => notFound('Plan');

/**
 * How long an upload waits for its preview job: the preview's own time limit when the queue is idle,
 * and never more than 12 s, so that an upload ends within 15 s whatever the file.
 */
function uploadPreviewWaitMs(deps: Deps): number {
  return Math.min(deps.config.analysis.previewTimeoutMs + 1000, 12_000);
}

export const planFileUrl = (id: string) => `/api/v1/files/plans/${id}`;
export const planPreviewUrl = (id: string) => `/api/v1/files/plans/${id}/preview`;

export function toPlanFileView(plan: PlanFile): PlanFileView {
  return {
    id: plan.id,
    filePath: plan.storageKey,
    originalName: plan.originalName,
    publicUrl: planFileUrl(plan.id),
    previewUrl: plan.previewKey ? planPreviewUrl(plan.id) : null,
    previewStatus: plan.previewKey ? 'ready' : plan.previewStatus === 'pending' ? 'pending' : 'unavailable',
    mime: plan.mime,
    size: plan.size,
    projectId: plan.project ?? null,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** Plans of the given projects, oldest first (the first one is the card's thumbnail). */
export async function loadPlanFiles(em: Em, projectIds: readonly string[]): Promise<PlanFile[]> {
  return loadInCreationOrder(em, PlanFileSchema, projectIds);
}

/** The name as the user knows it: no directories (some browsers send C:\fakepath\…), no control characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean.length > 0 ? clean : fallback;
}

/** Deletes stored files; a failure is logged, not thrown: an orphan file harms no one, a lost row would. */
async function removeStoredFiles(deps: Deps, keys: readonly (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not delete a stored plan file');
    }
  }
}

const storageUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Le stockage des fichiers est indisponible, veuillez réessayer plus tard.',
  );

/** A store that fails is the server's trouble, not the user's input: 503, the cause in the log. */
async function storeFile(deps: Deps, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await deps.storage.put(key, bytes, contentType);
  } catch (error) {
    deps.log.error({ err: error, key }, 'could not store a plan file');
    throw storageUnavailable();
  }
}

export interface UploadArgs {
  userId: string;
  /** The user's project (checked by the caller); null for the generic /abplan upload. */
  project: Project | null;
  fileName: string | undefined;
  bytes: Uint8Array;
  rule: UploadRule;
}

/**
 * Checks a plan file (size, kind by content, duplicate in the project), stores it, records it and
 * enqueues its preview job. The file is written before the row; if anything fails afterwards it is
 * removed, so no half-written upload stays.
 */
export async function uploadPlan(deps: Deps, args: UploadArgs): Promise<UploadResult> {
  const { em } = deps;
  let previewJobId: string | null = null;
  const { rule, project } = args;
  const kind = detectPlanFileKind(args.bytes);
  const name = cleanFileName(args.fileName, `plan.${kind ? PLAN_FILE_EXTENSION[kind] : 'bin'}`);
  if (args.bytes.byteLength === 0) throw new AppError('BAD_REQUEST', rule.messages.missing);
  if (args.bytes.byteLength > rule.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', rule.messages.tooLarge(name));
  if (!kind || !rule.kinds.includes(kind))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', rule.messages.unsupported(name));
  await countUpload(deps, args.userId);
  await checkPlanQuotas(em, deps, args.userId, project?.id ?? null, args.bytes.byteLength);
  const sha256 = sha256Hex(args.bytes);
  const duplicateIn = async (tem: Em, projectId: string) => {
    const same = await tem.findOne(
      PlanFileSchema,
      { project: projectId, sha256 },
      { fields: ['originalName'] },
    );
    if (same) throw new AppError('DUPLICATE_FILE', rule.messages.duplicate(name));
  };
  // Cheap early answer before the file is stored; the check that counts is made under the lock.
  if (project) await duplicateIn(em, project.id);

  if (isImageTooLarge(args.bytes, kind)) throw new AppError('UNPROCESSABLE', imageTooLargeMessage(name));

  const id = randomUUID();
  const storageKey = `plans/${args.userId}/${id}.${PLAN_FILE_EXTENSION[kind]}`;
  const written: string[] = [];
  let planId: string;
  try {
    await storeFile(deps, storageKey, args.bytes, PLAN_FILE_MIME[kind]);
    written.push(storageKey);
    planId = await em.transactional(async (tem) => {
      const locked = project ? await lockProject(tem, project.id) : null;
      if (locked) await duplicateIn(tem, locked.id);
      await checkPlanQuotasLocked(tem, deps, args.userId, locked?.id ?? null, args.bytes.byteLength);
      if (locked) {
        touchProject(locked);
        locked.updatedBy = args.userId;
      }
      tem.create(PlanFileSchema, {
        id,
        owner: args.userId,
        project: locked?.id ?? null,
        originalName: name,
        mime: PLAN_FILE_MIME[kind],
        size: args.bytes.byteLength,
        sha256,
        storageKey,
        previewKey: null,
        previewStatus: 'pending',
      });
      await tem.flush();
      // The preview is drawn by a job, never in this process; a full queue refuses the
      // upload (503) and the transaction leaves nothing behind.
      previewJobId = await deps.jobs.sendBounded(
        tem,
        PLAN_PREVIEW_JOB,
        { planId: id },
        { maxQueued: deps.config.jobs.maxQueuedPreviews },
      );
      return id;
    });
  } catch (error) {
    await removeStoredFiles(deps, written);
    throw error;
  }
  deps.jobs.wake(PLAN_PREVIEW_JOB);
  // Most previews take a second: the answer waits a little for it, so that the caller gets its
  // previewUrl at once. Past that, the plan answers 'pending' and the screens ask again later.
  if (previewJobId) await deps.jobs.waitFor(PLAN_PREVIEW_JOB, previewJobId, uploadPreviewWaitMs(deps));
  const plan = await em.fork().findOneOrFail(PlanFileSchema, { id: planId });
  const view = toPlanFileView(plan);
  return { planFile: view, publicUrl: view.publicUrl };
}

/** A page of the project's plans, oldest first. */
export async function listPlans(deps: Deps, project: Project, input: PageInput): Promise<PlanList> {
  const [plans, total] = await deps.em.findAndCount(
    PlanFileSchema,
    { project: project.id },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: input.limit, offset: pageOffset(input) },
  );
  return { plans: plans.map(toPlanFileView), ...pageInfo(input, total) };
}

async function findProjectPlan(deps: Deps, project: Project, planId: string): Promise<PlanFile> {
  if (!isUuid(planId)) throw planNotFound();
  const plan = await deps.em.findOne(PlanFileSchema, { id: planId, project: project.id });
  if (!plan) throw planNotFound();
  return plan;
}

export async function getPlan(deps: Deps, project: Project, planId: string): Promise<PlanFileView> {
  return toPlanFileView(await findProjectPlan(deps, project, planId));
}

export async function firstPlanUrl(deps: Deps, project: Project): Promise<PlanUrl> {
  const plan = await deps.em.findOne(
    PlanFileSchema,
    { project: project.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const first = plan ? toPlanFileView(plan) : null;
  return {
    url: first?.publicUrl ?? null,
    publicUrl: first?.publicUrl ?? null,
    previewUrl: first?.previewUrl ?? null,
    planFile: first,
  };
}

/** Rooms and equipment go, in the caller's transaction; analyses stay for audit (part 1 §4). */
async function purgeLocked(tem: Em, projectId: string): Promise<Omit<PurgeResult, 'projectId'>> {
  const removedEquipments = await tem.nativeDelete(EquipmentItemSchema, { project: projectId });
  const removedRooms = await tem.nativeDelete(RoomSchema, { project: projectId });
  return { removedRooms, removedEquipments };
}

/** POST /projects/{id}/plans/purge: before new plans replace the old ones (part 1 §4 'Upload'). */
export async function purgeProject(deps: Deps, owned: Project): Promise<PurgeResult> {
  return writeProject(deps.em, owned.id, async (tem, project) => {
    const removed = await purgeLocked(tem, project.id);
    project.surfaceLoiCarrez = null;
    return { projectId: project.id, ...removed };
  });
}

/** Removes a plan row (purging its project's rooms and equipment), then its files. */
async function deletePlanRow(deps: Deps, plan: PlanFile, by?: string): Promise<void> {
  await deps.em.transactional(async (tem) => {
    if (plan.project) {
      // The plan was found among the company's: its project is the company's too.
      const project = await lockProject(tem, plan.project);
      await purgeLocked(tem, project.id);
      project.surfaceLoiCarrez = null;
      touchProject(project);
      if (by) project.updatedBy = by;
    }
    await tem.nativeDelete(PlanFileSchema, { id: plan.id });
    await tem.flush();
  });
  await removeStoredFiles(deps, [plan.storageKey, plan.previewKey]);
}

/** DELETE /projects/{id}/plans/{planId}: deleting a plan purges rooms and equipment too (part 1 §4). */
export async function deleteProjectPlan(deps: Deps, project: Project, planId: string): Promise<void> {
  await deletePlanRow(deps, await findProjectPlan(deps, project, planId));
}

/**
 * The plans a member may reach: a plan follows its project (any member of the project's
 * company), a plan uploaded outside any project stays its uploader's.
 */
async function reachable(em: Em, member: Member, plan: PlanFile | null): Promise<PlanFile> {
  if (!plan) throw planNotFound();
  const ok = plan.project
    ? (await em.count(ProjectSchema, { id: plan.project, company: member.companyId })) === 1
    : plan.owner === member.id;
  if (!ok) throw planNotFound();
  return plan;
}

/** DELETE /abplan/plans/{path}: the plan named by its filePath (or its id), if the member may reach it. */
export async function findPlanByPath(deps: Deps, member: Member, path: string): Promise<PlanFile> {
  const key = path.replace(/^\/+/, '');
  if (!key) throw new AppError('VALIDATION_ERROR', 'File path is required');
  const plan = await deps.em.findOne(
    PlanFileSchema,
    isUuid(key) ? { $or: [{ id: key }, { storageKey: key }] } : { storageKey: key },
  );
  return reachable(deps.em, member, plan);
}

export async function deletePlanByPath(deps: Deps, member: Member, path: string): Promise<void> {
  await deletePlanRow(deps, await findPlanByPath(deps, member, path), member.id);
}

/** Storage keys of every plan of a project (its files go when the project goes). */
export async function storedKeysOfProject(em: Em, projectId: string): Promise<string[]> {
  const plans = await em.find(
    PlanFileSchema,
    { project: projectId },
    { fields: ['storageKey', 'previewKey'] },
  );
  return plans.flatMap((p) => [p.storageKey, p.previewKey ?? null]).filter((k): k is string => k !== null);
}

export { removeStoredFiles };

export interface StoredPlanFile {
  bytes: Uint8Array;
  mime: string;
  name: string;
}

/** A plan's file or its preview, for the members who may reach it (anyone else: the 404 of a missing plan). */
export async function readPlanFile(
  deps: Deps,
  member: Member,
  planId: string,
  variant: 'file' | 'preview',
): Promise<StoredPlanFile> {
  if (!isUuid(planId)) throw planNotFound();
  const plan = await reachable(deps.em, member, await deps.em.findOne(PlanFileSchema, { id: planId }));
  const key = variant === 'file' ? plan.storageKey : plan.previewKey;
  if (!key) throw notFound('Aperçu');
  const bytes = await deps.storage.get(key).catch((error: unknown) => {
    deps.log.error({ err: error, key }, 'could not read a plan file');
    throw storageUnavailable();
  });
  if (!bytes) throw planNotFound();
  return variant === 'file'
    ? { bytes, mime: plan.mime, name: plan.originalName }
    : { bytes, mime: 'image/png', name: `${plan.originalName}.png` };
}
