import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { checkedOutsideProduction } from '../../trpc/output-checks.ts';
import { projectProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import { duplicateProject } from './project-duplicate.service.ts';
import {
  projectCreateInputSchema,
  projectDetailSchema,
  projectIdInputSchema,
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

/** Built from typed rows (queries/): checked in tests and dev, not in production. */
const detailOutput = checkedOutsideProduction(projectDetailSchema);

export const projectsRouter = router({
  create: protectedProcedure
    .meta(rest('POST', ['/projects/create', '/projects'], 'Créer un projet', { successStatus: 201 }))
    .input(projectCreateInputSchema)
    .output(detailOutput)
    .mutation(({ ctx, input }) => createProject(ctx.deps, ctx.user, input)),

  list: protectedProcedure
    .meta(rest('GET', ['/projects/list', '/projects'], 'Mes projets (dernière mise à jour en premier)'))
    .input(projectListInputSchema)
    .output(checkedOutsideProduction(projectListSchema))
    .query(({ ctx, input }) => listProjects(ctx.deps, ctx.user, input)),

  // get and update read and write the project in plain SQL with the company check in the statement
  // (queries/): no entity is loaded first, as projectProcedure would; update records the editor.
  get: protectedProcedure
    .meta(rest('GET', '/projects/{id}', 'Un projet, avec pièces, équipements et estimation'))
    .input(projectIdInputSchema)
    .output(detailOutput)
    .query(({ ctx, input }) => getProject(ctx.deps, ctx.user, input.id)),

  update: protectedProcedure
    .meta(rest('PUT', '/projects/{id}', 'Modifier un projet (infos, statut, options, dimensionnement)'))
    .input(projectUpdateInputSchema)
    .output(detailOutput)
    .mutation(({ ctx, input }) => updateProject(ctx.deps, ctx.user, input)),

  updateOptions: projectProcedure('id')
    .meta(
      rest(
        'PUT',
        '/projects/{id}/options',
        'Options du projet (étape 5) et leurs équipements, enregistrés ensemble',
      ),
    )
    .input(projectOptionsInputSchema)
    .output(detailOutput)
    .mutation(({ ctx, input }) => updateProjectOptions(ctx.deps, ctx.project, input)),

  updateInstallation: projectProcedure('id')
    .meta(
      rest(
        'PUT',
        '/projects/{id}/installation',
        'Faits de l’installation (alimentation, volets, chauffage, borne, circuits extérieurs), enregistrés ensemble',
      ),
    )
    .input(projectInstallationInputSchema)
    .output(detailOutput)
    .mutation(({ ctx, input }) => updateProjectInstallation(ctx.deps, ctx.project, input)),

  duplicate: projectProcedure('id')
    .meta(
      rest(
        'POST',
        '/projects/{id}/duplicate',
        'Dupliquer un projet\u00a0: un brouillon avec les mêmes informations, client, pièces, équipements, tableau et lignes de devis (sans numéro\u202f; les plans ne sont pas copiés)',
        { successStatus: 201 },
      ),
    )
    .output(detailOutput)
    .mutation(({ ctx }) => duplicateProject(ctx.deps, ctx.user, ctx.project)),

  delete: projectProcedure('id')
    .meta(rest('DELETE', '/projects/{id}', 'Supprimer un projet, ses plans et leurs fichiers'))
    .output(z.void())
    .mutation(({ ctx }) => deleteProject(ctx.deps, ctx.project)),
});
