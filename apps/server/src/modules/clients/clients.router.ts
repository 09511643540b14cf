import { z } from 'zod';
import { router } from '../../trpc/init.ts';
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
    .meta({
      rest: { method: 'GET', path: '/clients', summary: 'Les clients de l’entreprise, par nom' },
    })
    .input(z.object({}).optional())
    .output(clientListSchema)
    .query(({ ctx }) => listClients(ctx.deps, ctx.user.id)),

  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/clients/{id}', summary: 'Un client de l’entreprise' } })
    .input(clientIdInputSchema)
    .output(clientViewSchema)
    .query(({ ctx, input }) => getClient(ctx.deps, ctx.user.id, input.id)),

  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/clients',
        summary: 'Ajouter un client (particulier ou professionnel) à la liste de l’entreprise',
        successStatus: 201,
      },
    })
    .input(clientCreateInputSchema)
    .output(clientViewSchema)
    .mutation(({ ctx, input }) => createClient(ctx.deps, ctx.user.id, input)),

  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/clients/{id}', summary: 'Modifier un client' } })
    .input(clientUpdateInputSchema)
    .output(clientViewSchema)
    .mutation(({ ctx, input }) => updateClient(ctx.deps, ctx.user.id, input)),

  delete: protectedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/clients/{id}',
        summary: 'Supprimer un client (ses projets restent, sans client)',
      },
    })
    .input(clientIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteClient(ctx.deps, ctx.user.id, input.id)),
});
