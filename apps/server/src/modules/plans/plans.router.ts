import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { analysisAnswerSchema } from './plan-analysis.schema.ts';
import { analyzeAllPlans, analyzePlanByPath } from './plan-analysis.service.ts';
import {
  planFileViewSchema,
  planPathInputSchema,
  planUrlSchema,
  projectIdInputSchema,
  projectPlanInputSchema,
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

const tags = ['plans'];

/** Uploads and file downloads are plain routes (multipart, bytes): see plans.routes.ts. */
export const plansRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/projects/{id}/plans', summary: "Plans d'un projet", tags } })
    .input(projectIdInputSchema)
    .output(z.array(planFileViewSchema))
    .query(({ ctx, input }) => listPlans(ctx.em, ctx.user.id, input.id)),

  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/projects/{id}/plans/{planId}', summary: 'Un plan', tags } })
    .input(projectPlanInputSchema)
    .output(planFileViewSchema)
    .query(({ ctx, input }) => getPlan(ctx.em, ctx.user.id, input.id, input.planId)),

  firstUrl: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/projects/{id}/plan/url',
        summary: 'URL du premier plan du projet',
        tags,
      },
    })
    .input(projectIdInputSchema)
    .output(planUrlSchema)
    .query(({ ctx, input }) => firstPlanUrl(ctx.em, ctx.user.id, input.id)),

  delete: protectedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/projects/{id}/plans/{planId}',
        summary: 'Supprimer un plan (purge aussi les pièces et équipements)',
        tags,
      },
    })
    .input(projectPlanInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      deleteProjectPlan(
        { em: ctx.em, storage: ctx.services.storage, log: ctx.services.log },
        ctx.user.id,
        input.id,
        input.planId,
      ),
    ),

  purge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/projects/{id}/plans/purge',
        summary: 'Purger pièces et équipements (les analyses sont conservées)',
        tags,
      },
    })
    .input(projectIdInputSchema)
    .output(purgeResultSchema)
    .mutation(({ ctx, input }) => purgeProject(ctx.em, ctx.user.id, input.id)),

  analyzeAll: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/projects/{id}/plans/analyze-all',
        summary: 'Analyser les plans du projet : pièces, surfaces et types détectés, enregistrés',
        tags,
      },
    })
    .input(projectIdInputSchema)
    .output(analysisAnswerSchema)
    .mutation(({ ctx, input }) =>
      analyzeAllPlans(
        {
          em: ctx.em,
          storage: ctx.services.storage,
          log: ctx.services.log,
          analysis: ctx.services.config.analysis,
        },
        ctx.user.id,
        input.id,
      ),
    ),

  /** POST /api/v1/abplan/plans/analyze/{path} is a plain route (the path holds slashes); this is its tRPC twin. */
  analyzeByPath: protectedProcedure
    .input(planPathInputSchema)
    .output(analysisAnswerSchema)
    .mutation(({ ctx, input }) =>
      analyzePlanByPath(
        {
          em: ctx.em,
          storage: ctx.services.storage,
          log: ctx.services.log,
          analysis: ctx.services.config.analysis,
        },
        ctx.user.id,
        input.path,
      ),
    ),

  /** DELETE /api/v1/abplan/plans/{path} is a plain route (the path holds slashes); this is its tRPC twin. */
  deleteByPath: protectedProcedure
    .input(planPathInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      deletePlanByPath(
        { em: ctx.em, storage: ctx.services.storage, log: ctx.services.log },
        ctx.user.id,
        input.path,
      ),
    ),
});
