import { rest, router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import {
  dimensioningComputeInputSchema,
  dimensioningStatusInputSchema,
  dimensioningStatusSchema,
  dimensioningViewSchema,
} from './dimensioning.schema.ts';
import { computeProjectDimensioning, projectDimensioningStatus } from './dimensioning.service.ts';

export const dimensioningRouter = router({
  compute: projectProcedure('projectId')
    .meta(
      rest(
        'POST',
        '/dimensioning/{projectId}',
        'Calculer le dimensionnement du tableau pour le projet enregistré',
      ),
    )
    .input(dimensioningComputeInputSchema)
    .output(dimensioningViewSchema)
    .mutation(({ ctx, input }) =>
      computeProjectDimensioning(ctx.deps, ctx.project, {
        lightning: input.lightning ?? null,
      }),
    ),
  status: projectProcedure('projectId')
    .meta(
      rest(
        'GET',
        '/dimensioning/{projectId}/status',
        'Savoir si le tableau enregistré correspond encore aux pièces, équipements et faits d’installation du projet',
      ),
    )
    .input(dimensioningStatusInputSchema)
    .output(dimensioningStatusSchema)
    .query(({ ctx }) => projectDimensioningStatus(ctx.deps, ctx.project)),
});
