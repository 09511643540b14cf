import { router } from '../../trpc/init.ts';
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
    .meta({
      rest: {
        method: 'POST',
        path: '/dimensioning/{projectId}',
        summary: 'Calculer le dimensionnement du tableau pour le projet enregistré',
      },
    })
    .input(dimensioningComputeInputSchema)
    .output(dimensioningViewSchema)
    .mutation(({ ctx, input }) =>
      computeProjectDimensioning(ctx.deps, ctx.project, {
        lightning: input.lightning ?? null,
      }),
    ),
  status: projectProcedure('projectId')
    .meta({
      rest: {
        method: 'GET',
        path: '/dimensioning/{projectId}/status',
        summary:
          'Savoir si le tableau enregistré correspond encore aux pièces, équipements et faits d’installation du projet',
      },
    })
    .input(dimensioningStatusInputSchema)
    .output(dimensioningStatusSchema)
    .query(({ ctx }) => projectDimensioningStatus(ctx.deps, ctx.project)),
});
