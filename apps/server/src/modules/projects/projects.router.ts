import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { projectProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import {
  projectCreateInputSchema,
  projectDetailSchema,
  projectInstallationInputSchema,
  projectListInputSchema,
  projectListSchema,
  projectOptionsInputSchema,
  projectUpdateInputSchema,
} from './projects.schema.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
  updateProjectInstallation,
  updateProjectOptions,
} from './projects.service.ts';

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
    .mutation(({ ctx, input }) => createProject(ctx.deps, ctx.user.id, input)),

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
    .query(({ ctx, input }) => listProjects(ctx.deps, ctx.user.id, input)),

  get: projectProcedure('id')
    .meta({
      rest: {
        method: 'GET',
        path: '/projects/{id}',
        summary: 'Un projet, avec pièces, équipements et estimation',
        tags,
      },
    })
    .output(projectDetailSchema)
    .query(({ ctx }) => getProject(ctx.deps, ctx.project)),

  update: projectProcedure('id')
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
    .mutation(({ ctx, input }) => updateProject(ctx.deps, ctx.project, input)),

  updateOptions: projectProcedure('id')
    .meta({
      rest: {
        method: 'PUT',
        path: '/projects/{id}/options',
        summary: 'Options du projet (étape 5) et leurs équipements, enregistrés ensemble',
        tags,
      },
    })
    .input(projectOptionsInputSchema)
    .output(projectDetailSchema)
    .mutation(({ ctx, input }) => updateProjectOptions(ctx.deps, ctx.project, input)),

  updateInstallation: projectProcedure('id')
    .meta({
      rest: {
        method: 'PUT',
        path: '/projects/{id}/installation',
        summary:
          "Faits de l'installation (alimentation, volets, chauffage, borne, circuits extérieurs), enregistrés ensemble",
        tags,
      },
    })
    .input(projectInstallationInputSchema)
    .output(projectDetailSchema)
    .mutation(({ ctx, input }) => updateProjectInstallation(ctx.deps, ctx.project, input)),

  delete: projectProcedure('id')
    .meta({
      rest: {
        method: 'DELETE',
        path: '/projects/{id}',
        summary: 'Supprimer un projet, ses plans et leurs fichiers',
        tags,
      },
    })
    .output(z.void())
    .mutation(({ ctx }) => deleteProject(ctx.deps, ctx.project)),
});
