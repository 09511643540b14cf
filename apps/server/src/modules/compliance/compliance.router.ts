import { complianceRequestSchema, complianceResultSchema, dimensioningRequestSchema } from '@courant/domain';
import { rest, router } from '../../trpc/init.ts';
import { projectProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import { complianceHealthSchema, dimensioningAnswerSchema } from './compliance.schema.ts';
import { checkProjectCompliance, complianceHealth, dimensionProject } from './compliance.service.ts';

/** Paths with the doubled /api/v1 prefix are the spec's own (part 2 §7); the plain ones are aliases. */
export const complianceRouter = router({
  // The check reads the rooms and equipment sent (part 2 §3.5–3.6), for a project of the user.
  check: projectProcedure('installation_id')
    .meta(
      rest(
        'POST',
        ['/api/v1/compliance/validate/room-equipment', '/compliance/validate/room-equipment'],
        'Vérifier la conformité NF C 15-100 des pièces et équipements',
      ),
    )
    .input(complianceRequestSchema)
    .output(complianceResultSchema)
    .mutation(({ ctx, input }) => checkProjectCompliance(ctx.project, input)),

  checkWithDimensioning: projectProcedure('installation_id')
    .meta(
      rest(
        'POST',
        ['/compliance/validate-with-dimensioning', '/api/v1/compliance/validate-with-dimensioning'],
        'Dimensionnement du tableau électrique du projet enregistré',
      ),
    )
    .input(dimensioningRequestSchema)
    .output(dimensioningAnswerSchema)
    .mutation(({ ctx, input }) => dimensionProject(ctx.deps, ctx.project, input)),

  health: protectedProcedure
    .meta(rest('GET', ['/api/v1/compliance/health', '/compliance/health'], 'État du moteur de conformité'))
    .output(complianceHealthSchema)
    .query(() => complianceHealth()),
});
