import { z } from 'zod';
import { noInput, rest, router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import {
  clientCreateInputSchema,
  clientIdInputSchema,
  clientListSchema,
  clientUpdateInputSchema,
  clientViewSchema,
} from './clients.schema.ts';
import { createClient, deleteClient, getClient, listClients, updateClient } from './clients.service.ts';

export const clientsRouter = router({
  list: protectedProcedure
    .meta(rest('GET', '/clients', 'Les clients de l’entreprise, par nom'))
    .input(noInput)
    .output(clientListSchema)
    .query(({ ctx }) => listClients(ctx.deps, ctx.user.id)),

  get: protectedProcedure
    .meta(rest('GET', '/clients/{id}', 'Un client de l’entreprise'))
    .input(clientIdInputSchema)
    .output(clientViewSchema)
    .query(({ ctx, input }) => getClient(ctx.deps, ctx.user.id, input.id)),

  create: protectedProcedure
    .meta(
      rest(
        'POST',
        '/clients',
        'Ajouter un client (particulier ou professionnel) à la liste de l’entreprise',
        { successStatus: 201 },
      ),
    )
    .input(clientCreateInputSchema)
    .output(clientViewSchema)
    .mutation(({ ctx, input }) => createClient(ctx.deps, ctx.user.id, input)),

  update: protectedProcedure
    .meta(rest('PUT', '/clients/{id}', 'Modifier un client'))
    .input(clientUpdateInputSchema)
    .output(clientViewSchema)
    .mutation(({ ctx, input }) => updateClient(ctx.deps, ctx.user.id, input)),

  delete: protectedProcedure
    .meta(rest('DELETE', '/clients/{id}', 'Supprimer un client (ses projets restent, sans client)'))
    .input(clientIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteClient(ctx.deps, ctx.user.id, input.id)),
});
