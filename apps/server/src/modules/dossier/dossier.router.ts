import { consuelDossierSchema, siteMeasurementsInputSchema } from '@courant/domain';
import { rest, router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { buildProjectDossier, saveMeasurements } from './dossier.service.ts';

export const dossierRouter = router({
  get: projectProcedure('projectId')
    .meta(
      rest(
        'GET',
        '/projects/{projectId}/dossier',
        'Le dossier Consuel du projet\u00a0: tableau numéroté, mesures, fiche d’autocontrôle et état (prêt, incomplet, non conforme)',
      ),
    )
    .output(consuelDossierSchema)
    .query(async ({ ctx }) => (await buildProjectDossier(ctx.deps, ctx.project, new Date())).dossier),

  saveMeasurements: projectProcedure('projectId')
    .meta(
      rest(
        'PUT',
        '/projects/{projectId}/dossier/measurements',
        'Enregistrer les mesures et constats sur site et les réponses de l’autocontrôle (remplacés ensemble)',
      ),
    )
    .input(siteMeasurementsInputSchema)
    .output(consuelDossierSchema)
    .mutation(({ ctx, input }) => {
      const { projectId: _id, ...measurements } = input;
      return saveMeasurements(ctx.deps, ctx.project, measurements, new Date());
    }),
});
