import { hitRateLimit, rateLimitKey } from '../auth/rate-limit.ts';
import { lockKey } from '../db/advisory-lock.ts';
import { PlanFileSchema, ProjectSchema } from '../db/entities/index.ts';
import type { Em } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import type { Deps } from '../services.ts';

/**
 * Per-account quotas: projects, plans per project, stored plan bytes, uploads per hour.
 * The sizes come from the configuration (QUOTA_*); each refusal says in French what to do.
 */
const count = new Intl.NumberFormat('fr-FR');

export const QUOTA_MESSAGES = {
  projects: (limit: number) =>
    `Vous avez atteint la limite de ${count.format(limit)} projets. Supprimez un projet pour en créer un autre.`,
  plansPerProject: (limit: number) =>
    `Ce projet a atteint la limite de ${count.format(limit)} plans. Supprimez un plan pour en ajouter un autre.`,
  storage: (bytes: number) =>
    `Votre espace de stockage est plein (${count.format(Math.round(bytes / (1024 * 1024)))}\u00a0Mo). Supprimez des plans pour en ajouter.`,
  uploadsPerHour: (limit: number) =>
    `Vous avez envoyé ${count.format(limit)} plans en une heure. Veuillez réessayer plus tard.`,
};

const HOUR_MS = 3_600_000;

/**
 * The one lock every quota's check-then-write takes, per account (the quotas' owner; when quotas move to
 * companies, this key and the counts below are the one place to change): two requests at once cannot
 * both pass a limit that only one of them fits under. Held to the end of the caller's transaction.
 */
async function lockQuotaOwner(tem: Em, ownerId: string): Promise<void> {
  await lockKey(tem, `quota:${ownerId}`);
}

/**
 * Creates a project (`create`, in the transaction given) if the account is under its projects quota;
 * the count and the insert run under the account's quota lock.
 */
export async function withinProjectQuota<T>(
  deps: Deps,
  userId: string,
  create: (tem: Em) => Promise<T>,
): Promise<T> {
  const { projects } = deps.config.quotas;
  return deps.em.transactional(async (tem) => {
    await lockQuotaOwner(tem, userId);
    if ((await tem.count(ProjectSchema, { owner: userId })) >= projects)
      throw new AppError('QUOTA_EXCEEDED', QUOTA_MESSAGES.projects(projects));
    return create(tem);
  });
}

/** Counts one upload of the hour; the one past the limit answers 429 with the wait in Retry-After. */
export async function countUpload(deps: Deps, userId: string): Promise<void> {
  const limit = deps.config.quotas.uploadsPerHour;
  const hit = await hitRateLimit(deps.em, rateLimitKey('upload', 'user', userId), {
    limit,
    windowMs: HOUR_MS,
  });
  if (!hit.allowed) {
    const wait = Math.max(1, Math.ceil((hit.windowStart.getTime() + HOUR_MS - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', QUOTA_MESSAGES.uploadsPerHour(limit), undefined, wait);
  }
}

/**
 * The plans of a project and the bytes of the account, with `bytes` more: a cheap refusal before the file
 * is stored. The check that counts is checkPlanQuotasLocked, in the transaction that records the plan.
 */
export async function checkPlanQuotas(
  em: Em,
  deps: Pick<Deps, 'config'>,
  userId: string,
  projectId: string | null,
  bytes: number,
): Promise<void> {
  const { plansPerProject, storageBytes } = deps.config.quotas;
  if (projectId && (await em.count(PlanFileSchema, { project: projectId })) >= plansPerProject)
    throw new AppError('QUOTA_EXCEEDED', QUOTA_MESSAGES.plansPerProject(plansPerProject));
  const rows = await em.execute<{ total: string | number | null }[]>(
    'select coalesce(sum("size"), 0) as total from "plan_files" where "owner_id" = ?',
    [userId],
  );
  if (Number(rows[0]?.total ?? 0) + bytes > storageBytes)
    throw new AppError('QUOTA_EXCEEDED', QUOTA_MESSAGES.storage(storageBytes));
}

/**
 * checkPlanQuotas under the account's quota lock, in the transaction that records the plan: two uploads
 * at once (to one project or to several) cannot both pass the plans or the stored-bytes limit.
 */
export async function checkPlanQuotasLocked(
  tem: Em,
  deps: Pick<Deps, 'config'>,
  userId: string,
  projectId: string | null,
  bytes: number,
): Promise<void> {
  await lockQuotaOwner(tem, userId);
  await checkPlanQuotas(tem, deps, userId, projectId, bytes);
}
