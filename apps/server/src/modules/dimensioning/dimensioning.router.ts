import { router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { dimensioningComputeInputSchema, dimensioningViewSchema } from './dimensioning.schema.ts';
import { computeProjectDimensioning } from './dimensioning.service.ts';

export const dimensioningRouter = router({
  compute: projectProcedure('projectId')
    .meta({
      rest: {
        method: 'POST',
        path: '/dimensioning/{projectId}',
        summary: 'Calculer le dimensionnement du tableau pour le projet enregistré',
        tags: ['dimensioning'],
      },
    })
    .input(dimensioningComputeInputSchema)
    .output(dimensioningViewSchema)
    .mutation(({ ctx, input }) =>
      computeProjectDimensioning(ctx.deps, ctx.project, {
        lightning: input.lightning ?? null,
      }),
    ),
});
