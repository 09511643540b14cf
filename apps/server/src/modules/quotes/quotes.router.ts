import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { quoteCreateInputSchema, quoteUpdateInputSchema, quoteViewSchema } from './quotes.schema.ts';
import { createQuote, deleteQuote, getQuote, listQuotes, updateQuote } from './quotes.service.ts';

const tags = ['quotes'];
const idInput = z.object({ id: z.string() });

export const quotesRouter = router({
  listByProject: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/quotes/project/{projectId}',
        summary: "Estimations d'un projet, la plus ancienne en premier (celle que l'étape 8 met à jour)",
        tags,
      },
    })
    .input(z.object({ projectId: z.string() }))
    .output(z.array(quoteViewSchema))
    .query(({ ctx, input }) => listQuotes(ctx.em, ctx.user.id, input.projectId)),

  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/quotes',
        summary: 'Créer une estimation (total recalculé par le serveur)',
        tags,
        successStatus: 201,
      },
    })
    .input(quoteCreateInputSchema)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => createQuote(ctx.em, ctx.user.id, input)),

  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/quotes/{id}', summary: 'Une estimation', tags } })
    .input(idInput)
    .output(quoteViewSchema)
    .query(({ ctx, input }) => getQuote(ctx.em, ctx.user.id, input.id)),

  update: protectedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/quotes/{id}',
        summary: 'Modifier une estimation (total recalculé par le serveur)',
        tags,
      },
    })
    .input(quoteUpdateInputSchema)
    .output(quoteViewSchema)
    .mutation(({ ctx, input }) => updateQuote(ctx.em, ctx.user.id, input)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/quotes/{id}', summary: 'Supprimer une estimation', tags } })
    .input(idInput)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteQuote(ctx.em, ctx.user.id, input.id)),
});
