import { z } from 'zod';
import { defineFileRoute, type FileRoute } from '../../rest/file-route.ts';
import { findOwnedProject } from '../projects/project-access.ts';
import { renderDossierPdf, renderLabelsPdf, renderSchemaSvg } from './dossier-files.service.ts';

const params = z.object({ projectId: z.string() });
const errors = { 404: 'Projet introuvable' };

/** The dossier's files, for the members of the project's company (404 for anyone else). */
export const dossierFileRoutes: readonly FileRoute[] = [
  defineFileRoute({
    method: 'GET',
    path: '/projects/{projectId}/dossier.pdf',
    operationId: 'dossier.pdf',
    summary:
      'Le dossier technique Consuel en PDF\u00a0: couverture, schéma unifilaire, tableau des circuits, tableau de répartition, mesures, autocontrôle, étiquettes',
    tags: ['dossier'],
    params,
    output: 'file',
    errors,
    handler: async ({ ctx, params }) =>
      renderDossierPdf(ctx.deps, await findOwnedProject(ctx.deps.em, ctx.user, params.projectId)),
  }),
  defineFileRoute({
    method: 'GET',
    path: '/projects/{projectId}/dossier/labels.pdf',
    operationId: 'dossier.labelsPdf',
    summary: 'Les étiquettes du tableau en PDF (A4 paysage, 17,5\u00a0mm par module)',
    tags: ['dossier'],
    params,
    output: 'file',
    errors,
    handler: async ({ ctx, params }) =>
      renderLabelsPdf(ctx.deps, await findOwnedProject(ctx.deps.em, ctx.user, params.projectId)),
  }),
  defineFileRoute({
    method: 'GET',
    path: '/projects/{projectId}/dossier/schema.svg',
    operationId: 'dossier.schemaSvg',
    summary: 'Le schéma unifilaire en SVG',
    tags: ['dossier'],
    params,
    output: 'file',
    errors,
    handler: async ({ ctx, params }) =>
      renderSchemaSvg(ctx.deps, await findOwnedProject(ctx.deps.em, ctx.user, params.projectId)),
  }),
];
