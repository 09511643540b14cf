import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import {
  projectCreateInputSchema,
  projectDetailSchema,
  projectIdInputSchema,
  projectListInputSchema,
  projectListSchema,
  projectUpdateInputSchema,
} from './projects.schema.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.ts';

const tags = ['projects'];

export const projectsRouter = router({
  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: ['/projects/create', '/projects'],
        summary: 'Créer un projet',
        tags,
        successStatus: 201,
      },
    })
    .input(projectCreateInputSchema)
    .output(projectDetailSchema)
    .mutation(({ ctx, input }) => createProject(ctx.em, ctx.user.id, input)),

  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: ['/projects/list', '/projects'],
        summary: 'Mes projets (dernière mise à jour en premier)',
        tags,
      },
    })
    .input(projectListInputSchema)
    .output(projectListSchema)
    .query(({ ctx, input }) => listProjects(ctx.em, ctx.user.id, input)),

  get: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/projects/{id}',
        summary: 'Un projet, avec pièces, équipements et estimation',
        tags,
      },
    })
    .input(projectIdInputSchema)
    .output(projectDetailSchema)
    .query(({ ctx, input }) => getProject(ctx.em, ctx.user.id, input.id)),

  update: protectedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/projects/{id}',
        summary: 'Modifier un projet (infos, statut, options, dimensionnement)',
        tags,
      },
    })
    .input(projectUpdateInputSchema)
    .output(projectDetailSchema)
    .mutation(({ ctx, input }) => updateProject(ctx.em, ctx.user.id, input)),

  delete: protectedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/projects/{id}',
        summary: 'Supprimer un projet, ses plans et leurs fichiers',
        tags,
      },
    })
    .input(projectIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      deleteProject(
        { em: ctx.em, storage: ctx.services.storage, log: ctx.services.log },
        ctx.user.id,
        input.id,
      ),
    ),
});
