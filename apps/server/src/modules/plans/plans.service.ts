import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EquipmentItemSchema, type PlanFile, PlanFileSchema, RoomSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { sha256Hex } from '../../storage/file-store.ts';
import { findOwnedProject, isUuid, touchProject } from '../projects/project-access.ts';
import { detectPlanFileKind, PLAN_FILE_EXTENSION, PLAN_FILE_MIME } from './file-type.ts';
import { makePlanPreview } from './plan-preview.ts';
import type { PlanFileView, PlanUrl, PurgeResult, UploadResult, UploadRule } from './plans.schema.ts';

export interface PlanDeps {
  em: Em;
  storage: FileStore;
  log: FastifyBaseLogger;
}

const planNotFound = () => notFound('Plan');

export const planFileUrl = (id: string) => `/api/v1/files/plans/${id}`;
export const planPreviewUrl = (id: string) => `/api/v1/files/plans/${id}/preview`;

export function toPlanFileView(plan: PlanFile): PlanFileView {
  return {
    id: plan.id,
    filePath: plan.storageKey,
    originalName: plan.originalName,
    publicUrl: planFileUrl(plan.id),
    previewUrl: plan.previewKey ? planPreviewUrl(plan.id) : null,
    mime: plan.mime,
    size: plan.size,
    projectId: plan.project ?? null,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** Plans of the given projects, oldest first (the first one is the card's thumbnail). */
export async function loadPlanFiles(em: Em, projectIds: readonly string[]): Promise<PlanFile[]> {
  if (projectIds.length === 0) return [];
  return em.find(
    PlanFileSchema,
    { project: { $in: [...projectIds] } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
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
async function removeStoredFiles(
  deps: PlanDeps,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
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
async function storeFile(deps: PlanDeps, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await deps.storage.put(key, bytes, contentType);
  } catch (error) {
    deps.log.error({ err: error, key }, 'could not store a plan file');
    throw storageUnavailable();
  }
}

export interface UploadArgs {
  userId: string;
  /** null for the generic /abplan upload (a plan outside any project). */
  projectId: string | null;
  fileName: string | undefined;
  bytes: Uint8Array;
  rule: UploadRule;
}

/**
 * Checks a plan file (size, kind by content, duplicate in the project), stores it with its PNG preview,
 * then records it. Files are written before the row; if anything fails afterwards they are removed,
 * so no half-written upload stays.
 */
export async function uploadPlan(deps: PlanDeps, args: UploadArgs): Promise<UploadResult> {
  const { em } = deps;
  const { rule } = args;
  const project = args.projectId === null ? null : await findOwnedProject(em, args.userId, args.projectId);
  const kind = detectPlanFileKind(args.bytes);
  const name = cleanFileName(args.fileName, `plan.${kind ? PLAN_FILE_EXTENSION[kind] : 'bin'}`);
  if (args.bytes.byteLength === 0) throw new AppError('BAD_REQUEST', rule.messages.missing);
  if (args.bytes.byteLength > rule.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', rule.messages.tooLarge(name));
  if (!kind || !rule.kinds.includes(kind))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', rule.messages.unsupported(name));
  const sha256 = sha256Hex(args.bytes);
  const duplicateIn = async (tem: Em, projectId: string) => {
    const same = await tem.findOne(
      PlanFileSchema,
      { project: projectId, sha256 },
      { fields: ['originalName'] },
    );
    if (same) throw new AppError('DUPLICATE_FILE', rule.messages.duplicate(name));
  };
  // Cheap early answer before the preview is rendered; the check that counts is made under the lock.
  if (project) await duplicateIn(em, project.id);

  let preview: Uint8Array | null = null;
  try {
    preview = await makePlanPreview(args.bytes, kind);
  } catch (error) {
    // A file whose header is right but whose body cannot be drawn is still the user's plan.
    deps.log.warn({ err: error, name }, 'could not make a plan preview');
  }

  const id = randomUUID();
  const storageKey = `plans/${args.userId}/${id}.${PLAN_FILE_EXTENSION[kind]}`;
  const previewKey = preview ? `plans/${args.userId}/${id}.preview.png` : null;
  const written: string[] = [];
  try {
    await storeFile(deps, storageKey, args.bytes, PLAN_FILE_MIME[kind]);
    written.push(storageKey);
    if (preview && previewKey) {
      await storeFile(deps, previewKey, preview, 'image/png');
      written.push(previewKey);
    }
    const plan = await em.transactional(async (tem) => {
      const locked = project ? await findOwnedProject(tem, args.userId, project.id, { lock: true }) : null;
      if (locked) {
        await duplicateIn(tem, locked.id);
        touchProject(locked);
      }
      const row = tem.create(PlanFileSchema, {
        id,
        owner: args.userId,
        project: locked?.id ?? null,
        originalName: name,
        mime: PLAN_FILE_MIME[kind],
        size: args.bytes.byteLength,
        sha256,
        storageKey,
        previewKey,
      });
      await tem.flush();
      return row;
    });
    const view = toPlanFileView(plan);
    return { planFile: view, publicUrl: view.publicUrl };
  } catch (error) {
    await removeStoredFiles(deps, written);
    throw error;
  }
}

export async function listPlans(em: Em, userId: string, projectId: string): Promise<PlanFileView[]> {
  const project = await findOwnedProject(em, userId, projectId);
  return (await loadPlanFiles(em, [project.id])).map(toPlanFileView);
}

export async function getPlan(
  em: Em,
  userId: string,
  projectId: string,
  planId: string,
): Promise<PlanFileView> {
  const project = await findOwnedProject(em, userId, projectId);
  if (!isUuid(planId)) throw planNotFound();
  const plan = await em.findOne(PlanFileSchema, { id: planId, project: project.id });
  if (!plan) throw planNotFound();
  return toPlanFileView(plan);
}

export async function firstPlanUrl(em: Em, userId: string, projectId: string): Promise<PlanUrl> {
  const plans = await listPlans(em, userId, projectId);
  const first = plans[0] ?? null;
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
export async function purgeProject(em: Em, userId: string, projectId: string): Promise<PurgeResult> {
  return em.transactional(async (tem) => {
    const project = await findOwnedProject(tem, userId, projectId, { lock: true });
    const removed = await purgeLocked(tem, project.id);
    project.surfaceLoiCarrez = null;
    touchProject(project);
    await tem.flush();
    return { projectId: project.id, ...removed };
  });
}

/** Removes a plan row (purging its project's rooms and equipment), then its files. */
async function deletePlanRow(deps: PlanDeps, userId: string, plan: PlanFile): Promise<void> {
  await deps.em.transactional(async (tem) => {
    if (plan.project) {
      const project = await findOwnedProject(tem, userId, plan.project, { lock: true });
      await purgeLocked(tem, project.id);
      project.surfaceLoiCarrez = null;
      touchProject(project);
    }
    await tem.nativeDelete(PlanFileSchema, { id: plan.id });
    await tem.flush();
  });
  await removeStoredFiles(deps, [plan.storageKey, plan.previewKey]);
}

/** DELETE /projects/{id}/plans/{planId}: deleting a plan purges rooms and equipment too (part 1 §4). */
export async function deleteProjectPlan(
  deps: PlanDeps,
  userId: string,
  projectId: string,
  planId: string,
): Promise<void> {
  const project = await findOwnedProject(deps.em, userId, projectId);
  if (!isUuid(planId)) throw planNotFound();
  const plan = await deps.em.findOne(PlanFileSchema, { id: planId, project: project.id });
  if (!plan) throw planNotFound();
  await deletePlanRow(deps, userId, plan);
}

/** DELETE /abplan/plans/{path}: the plan named by its filePath (or its id), if it is the user's. */
export async function deletePlanByPath(deps: PlanDeps, userId: string, path: string): Promise<void> {
  const key = path.replace(/^\/+/, '');
  const plan = await deps.em.findOne(PlanFileSchema, {
    owner: userId,
    ...(isUuid(key) ? { $or: [{ id: key }, { storageKey: key }] } : { storageKey: key }),
  });
  if (!plan) throw planNotFound();
  await deletePlanRow(deps, userId, plan);
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

/** A plan's file or its preview, for its owner only (anyone else gets the same 404 as a missing plan). */
export async function readPlanFile(
  deps: PlanDeps,
  userId: string,
  planId: string,
  variant: 'file' | 'preview',
): Promise<StoredPlanFile> {
  if (!isUuid(planId)) throw planNotFound();
  const plan = await deps.em.findOne(PlanFileSchema, { id: planId, owner: userId });
  if (!plan) throw planNotFound();
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
