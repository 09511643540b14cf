import { consuelDossierSchema, siteMeasurementsInputSchema } from '@courant/domain';
import type { FileAnswer } from '../../rest/file-answer.ts';
import { rest, router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { type DossierPdfFile, dossierPdfFileSchema } from './dossier.schema.ts';
import { buildProjectDossier, saveMeasurements } from './dossier.service.ts';
import { renderDossierPdf, renderLabelsPdf } from './dossier-files.service.ts';

/** A rendered PDF as tRPC answers it (the renderers answer only PDFs here). */
const asBase64Pdf = (file: FileAnswer): DossierPdfFile => ({
  fileName: file.name,
  contentType: 'application/pdf',
  base64: Buffer.from(file.bytes).toString('base64'),
});

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

  // No REST route: REST serves the same renderers' bytes (dossier.routes.ts).
  pdf: projectProcedure('projectId')
    .output(dossierPdfFileSchema)
    .query(async ({ ctx }) => asBase64Pdf(await renderDossierPdf(ctx.deps, ctx.project))),

  labelsPdf: projectProcedure('projectId')
    .output(dossierPdfFileSchema)
    .query(async ({ ctx }) => asBase64Pdf(await renderLabelsPdf(ctx.deps, ctx.project))),
});
