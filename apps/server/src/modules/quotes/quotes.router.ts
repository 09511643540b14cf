import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { projectProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import {
  computedEstimateSchema,
  quoteComputeInputSchema,
  quoteCreateInputSchema,
  quoteFinishInputSchema,
  quoteListInputSchema,
  quoteListSchema,
  quoteUpdateInputSchema,
  quoteVersionViewSchema,
  quoteViewSchema,
} from './quotes.schema.ts';
import {
  computeQuote,
  createQuote,
  deleteQuote,
  duplicateQuote,
  finishQuote,
  getQuote,
  listQuotes,
  listQuoteVersions,
  updateQuote,
} from './quotes.service.ts';

const idInput = z.object({ id: z.string() });

export const quotesRouter = router({
  compute: projectProcedure('projectId')
    .meta(
      rest(
        'GET',
        '/projects/{projectId}/estimate',
        'L’estimation du projet\u00a0: son devis enregistré, sinon calculée depuis pièces, équipements et dimensionnement (recompute=true\u00a0: toujours calculée)',
      ),
    )
    .input(quoteComputeInputSchema)
    .output(computedEstimateSchema)
    .query(({ ctx, input }) => computeQuote(ctx.deps, ctx.project, input)),

  finish: projectProcedure('projectId')
    .meta(
      rest(
        'POST',
        '/projects/{projectId}/finish',
        'Terminer\u00a0: le devis est envoyé (numéroté DEV-AAAA-NNNN par entreprise et par année, daté, son client conservé) et le projet terminé, ensemble\u202f; un devis envoyé puis modifié repart en nouvelle version',
      ),
    )
    .input(quoteFinishInputSchema)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => finishQuote(ctx.deps, ctx.project, input, ctx.user.id)),

  listByProject: projectProcedure('projectId')
    .meta(
      rest(
        'GET',
        '/quotes/project/{projectId}',
        'Estimations d’un projet (résumés, sans leurs lignes\u00a0: GET /quotes/{id}), la plus ancienne en premier (celle que l’étape 8 met à jour), par pages (page, limit)',
        { pagedList: 'quotes' },
      ),
    )
    .input(quoteListInputSchema)
    .output(quoteListSchema)
    .query(({ ctx, input }) => listQuotes(ctx.deps, ctx.project, input)),

  create: projectProcedure('projectId')
    .meta(
      rest('POST', '/quotes', 'Créer une estimation (total recalculé par le serveur)', {
        successStatus: 201,
      }),
    )
    .input(quoteCreateInputSchema)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => createQuote(ctx.deps, ctx.project, input, ctx.user.id)),

  get: protectedProcedure
    .meta(rest('GET', '/quotes/{id}', 'Une estimation'))
    .input(idInput)
    .output(quoteViewSchema)
    .query(({ ctx, input }) => getQuote(ctx.deps, ctx.user, input.id)),

  update: protectedProcedure
    .meta(rest('PUT', '/quotes/{id}', 'Modifier une estimation (total recalculé par le serveur)'))
    .input(quoteUpdateInputSchema)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => updateQuote(ctx.deps, ctx.user, input)),

  versions: protectedProcedure
    .meta(
      rest(
        'GET',
        '/quotes/{id}/versions',
        'Les versions antérieures d’un devis, telles qu’elles ont été envoyées',
      ),
    )
    .input(idInput)
    .output(z.array(quoteVersionViewSchema))
    .query(({ ctx, input }) => listQuoteVersions(ctx.deps, ctx.user, input.id)),

  duplicate: protectedProcedure
    .meta(
      rest(
        'POST',
        '/quotes/{id}/duplicate',
        'Dupliquer une estimation\u00a0: un brouillon du même projet, mêmes lignes, sans numéro',
        { successStatus: 201 },
      ),
    )
    .input(idInput)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => duplicateQuote(ctx.deps, ctx.user, input.id)),

  delete: protectedProcedure
    .meta(rest('DELETE', '/quotes/{id}', 'Supprimer une estimation'))
    .input(idInput)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteQuote(ctx.deps, ctx.user, input.id)),
});
