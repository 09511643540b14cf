import { randomUUID } from 'node:crypto';
import {
  analysedSurfaceLimit,
  jetonAllowance,
  jetonPeriod,
  jetonsLeft,
  nextJetonReset,
  nextJetonResetDay,
  type PlanId,
  planIdSchema,
  subscriptionPlan,
  TEAM_MESSAGES,
} from '@courant/domain';
import { type Company, CompanySchema, JetonUseSchema, type Project } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import type { LockedCompany } from './company-lock.ts';
import type { CompanyPlan, ProjectJeton } from './team.schema.ts';

/**
 * Jetons: validating a project (the domain's validatesProject: 'Terminer', or a devis sent by its
 * status) spends one of the company's monthly allowance (10/30/100 by plan). The month is computed from
 * the date (Europe/Paris), so no job resets anything: the month's use is the count of its rows in
 * jeton_uses.
 */

/** Whether the project has already spent its jeton (validating it again costs nothing). */
export async function hasSpentJeton(em: Em, projectId: string): Promise<boolean> {
  return (await em.count(JetonUseSchema, { project: projectId })) > 0;
}

/**
 * Spends one jeton of the project's company for the project, inside the validating transaction, which
 * holds the company row (company-lock.ts): concurrent validations of one company count one after the
 * other — with N jetons left, exactly N of them pass. A project already counted passes free.
 * Throws JETONS_EXHAUSTED (French message with the plan's allowance) when none is left.
 */
export async function consumeJeton(
  tem: Em,
  company: LockedCompany,
  project: Pick<Project, 'id' | 'name'>,
  userId: string,
  now: Date,
): Promise<{ spent: boolean }> {
  if (await hasSpentJeton(tem, project.id)) return { spent: false };
  const period = jetonPeriod(now);
  const used = await tem.count(JetonUseSchema, { company: company.id, period });
  if (used >= jetonAllowance(company.plan))
    throw new AppError('JETONS_EXHAUSTED', TEAM_MESSAGES.jetonsExhausted(subscriptionPlan(company.plan)));
  tem.create(JetonUseSchema, {
    id: randomUUID(),
    company: company.id,
    project: project.id,
    projectName: project.name,
    user: userId,
    period,
    createdAt: now,
  });
  await tem.flush();
  return { spent: true };
}

/** The plan, the jetons left and the month's use, as the dashboard and the settings show them. */
export async function companyPlan(em: Em, company: Company, now = new Date()): Promise<CompanyPlan> {
  const period = jetonPeriod(now);
  const uses = await em.find(
    JetonUseSchema,
    { company: company.id, period },
    { orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  const plan = subscriptionPlan(company.plan);
  return {
    plan: plan.id,
    planName: plan.name,
    users: plan.users ?? 1,
    analysedSurfaceLimit: analysedSurfaceLimit(plan.id),
    jetons: {
      allowance: jetonAllowance(plan.id),
      used: uses.length,
      left: jetonsLeft(plan.id, uses.length),
      period,
      renewsAt: nextJetonReset(now).toISOString(),
      renewsOn: nextJetonResetDay(now),
      uses: uses.map((u) => ({
        projectId: u.project ?? null,
        projectName: u.projectName,
        userId: u.user ?? null,
        at: u.createdAt.toISOString(),
      })),
    },
  };
}

/** Step 8's button: whether validating this project spends a jeton, and whether one is left. */
export async function projectJeton(em: Em, project: Pick<Project, 'id' | 'company'>): Promise<ProjectJeton> {
  const company = await em.findOne(CompanySchema, { id: project.company });
  if (!company) throw notFound('Entreprise');
  const [spent, used] = await Promise.all([
    hasSpentJeton(em, project.id),
    em.count(JetonUseSchema, { company: company.id, period: jetonPeriod(new Date()) }),
  ]);
  const plan = subscriptionPlan(company.plan);
  const left = jetonsLeft(plan.id, used);
  return {
    spent,
    left,
    allowance: plan.projectsPerMonth,
    planName: plan.name,
    message: !spent && left === 0 ? TEAM_MESSAGES.jetonsExhausted(plan) : null,
  };
}

/** Starter analyses plans up to 100 m²: a larger reading is refused (nothing saved) with the reason. */
export function checkAnalysedSurface(plan: PlanId, surface: number | null): void {
  const limit = analysedSurfaceLimit(plan);
  if (limit === null || surface === null || surface <= limit) return;
  throw new AppError('PLAN_LIMIT', TEAM_MESSAGES.surfaceLimit(subscriptionPlan(plan), surface, limit));
}

/** `npm run admin -- set-plan <siret> <plan>`: every company with that SIRET (there is no payment flow). */
export async function setPlanBySiret(em: Em, siret: string, plan: string): Promise<Company[]> {
  const parsed = planIdSchema.safeParse(plan);
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Offre inconnue');
  const companies = await em.find(CompanySchema, { siret: siret.replace(/\s+/g, '') });
  if (companies.length === 0) throw notFound('Entreprise');
  for (const company of companies) company.plan = parsed.data;
  await em.flush();
  return companies;
}
