import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { projectProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import { analysisAnswerSchema } from './plan-analysis.schema.ts';
import { analyzeAllPlans, analyzePlanByPath } from './plan-analysis.service.ts';
import {
  planFileViewSchema,
  planListInputSchema,
  planListSchema,
  planPathInputSchema,
  planUrlSchema,
  purgeResultSchema,
} from './plans.schema.ts';
import {
  deletePlanByPath,
  deleteProjectPlan,
  firstPlanUrl,
  getPlan,
  listPlans,
  purgeProject,
} from './plans.service.ts';

const onProject = projectProcedure('id');

/** Uploads and file downloads carry bytes: they are file routes, see plans.routes.ts. */
export const plansRouter = router({
  list: onProject
    .meta(
      rest(
        'GET',
        '/projects/{id}/plans',
        'Plans d’un projet, le plus ancien en premier, par pages (page, limit)',
        { pagedList: 'plans' },
      ),
    )
    .input(planListInputSchema)
    .output(planListSchema)
    .query(({ ctx, input }) => listPlans(ctx.deps, ctx.project, input)),

  get: onProject
    .meta(rest('GET', '/projects/{id}/plans/{planId}', 'Un plan'))
    .input(z.object({ planId: z.string() }))
    .output(planFileViewSchema)
    .query(({ ctx, input }) => getPlan(ctx.deps, ctx.project, input.planId)),

  firstUrl: onProject
    .meta(rest('GET', '/projects/{id}/plan/url', 'URL du premier plan du projet'))
    .output(planUrlSchema)
    .query(({ ctx }) => firstPlanUrl(ctx.deps, ctx.project)),

  delete: onProject
    .meta(
      rest(
        'DELETE',
        '/projects/{id}/plans/{planId}',
        'Supprimer un plan (purge aussi les pièces et équipements)',
      ),
    )
    .input(z.object({ planId: z.string() }))
    .output(z.void())
    .mutation(({ ctx, input }) => deleteProjectPlan(ctx.deps, ctx.project, input.planId)),

  purge: onProject
    .meta(
      rest(
        'POST',
        '/projects/{id}/plans/purge',
        'Purger pièces et équipements (les analyses sont conservées)',
      ),
    )
    .output(purgeResultSchema)
    .mutation(({ ctx }) => purgeProject(ctx.deps, ctx.project)),

  analyzeAll: onProject
    .meta(
      rest(
        'POST',
        '/projects/{id}/plans/analyze-all',
        'Analyser les plans du projet\u00a0: pièces, surfaces et types détectés, enregistrés',
      ),
    )
    .output(analysisAnswerSchema)
    .mutation(({ ctx }) => analyzeAllPlans(ctx.deps, ctx.user.id, ctx.project)),

  analyzeByPath: protectedProcedure
    .meta(
      rest(
        'POST',
        '/abplan/plans/analyze/{path+}',
        'Analyser un plan déposé, désigné par son filePath (ou son id)\u00a0: pièces et surfaces détectées',
      ),
    )
    .input(planPathInputSchema)
    .output(analysisAnswerSchema)
    .mutation(({ ctx, input }) => analyzePlanByPath(ctx.deps, ctx.user, input.path)),

  deleteByPath: protectedProcedure
    .meta(
      rest(
        'DELETE',
        '/abplan/plans/{path+}',
        'Supprimer un plan par son filePath (ou son id)\u202f; purge les pièces et équipements de son projet',
      ),
    )
    .input(planPathInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deletePlanByPath(ctx.deps, ctx.user, input.path)),
});
