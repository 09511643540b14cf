import { hitRateLimit, rateLimitKey } from '../auth/rate-limit.ts';
import { PlanFileSchema, ProjectSchema } from '../db/entities/index.ts';
import type { Em } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import type { Deps } from '../services.ts';

/**
 * Per-account quotas (issue 18): projects, plans per project, stored plan bytes, uploads per hour.
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

export async function checkProjectQuota(deps: Deps, userId: string): Promise<void> {
  const { projects } = deps.config.quotas;
  if ((await deps.em.count(ProjectSchema, { owner: userId })) >= projects)
    throw new AppError('QUOTA_EXCEEDED', QUOTA_MESSAGES.projects(projects));
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
 * The plans of a project and the bytes of the account, with `bytes` more. Called before the preview is
 * drawn (cheap refusal) and again under the project's lock (two uploads at once cannot both pass the
 * plans-per-project limit; the byte total may overshoot by uploads to other projects at that instant).
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
