import { GENERIC_UPLOAD_RULE, PROJECT_UPLOAD_RULE } from '@courant/domain';
import { z } from 'zod';
import { defineFileRoute, type FileRoute } from '../../rest/file-route.ts';
import { findOwnedProject } from '../projects/project-access.ts';
import { uploadResultSchema } from './plans.schema.ts';
import { readPlanFile, uploadPlan } from './plans.service.ts';

const tags = ['plans'];

/** Wizard step 2's upload; 'POST /{id}/plan' is listed by the spec without a description: the same upload. */
const uploadToProject = defineFileRoute({
  method: 'POST',
  path: ['/projects/{id}/plans/upload', '/projects/{id}/plan'],
  operationId: 'plans.upload',
  summary: 'Ajouter un plan au projet (PDF, JPEG, PNG, HEIC, WEBP\u202f; 20 Mo au plus)',
  tags,
  params: z.object({ id: z.string() }),
  upload: PROJECT_UPLOAD_RULE.messages,
  output: uploadResultSchema,
  successStatus: 201,
  errors: {
    404: 'Projet introuvable',
    409: 'Fichier identique déjà présent dans ce projet',
    413: 'Fichier trop volumineux (20 Mo au plus)',
    415: 'Format de fichier non supporté',
  },
  handler: async ({ ctx, params, readUpload }) => {
    // Ownership first: another company's project is a 404 whatever the file.
    const project = await findOwnedProject(ctx.deps.em, ctx.user, params.id);
    const file = await readUpload();
    return uploadPlan(ctx.deps, {
      userId: ctx.user.id,
      project,
      fileName: file.name,
      bytes: file.bytes,
      rule: PROJECT_UPLOAD_RULE,
    });
  },
});

const uploadOutsideProject = defineFileRoute({
  method: 'POST',
  path: '/abplan/plans/upload',
  operationId: 'plans.uploadGeneric',
  summary: 'Déposer un plan hors projet (jpeg, png, gif, webp, pdf\u202f; 10 Mo au plus)',
  tags,
  params: z.object({}),
  upload: GENERIC_UPLOAD_RULE.messages,
  output: uploadResultSchema,
  successStatus: 201,
  errors: { 413: 'File size too large', 415: 'Unsupported file type' },
  handler: async ({ ctx, readUpload }) => {
    const file = await readUpload();
    return uploadPlan(ctx.deps, {
      userId: ctx.user.id,
      project: null,
      fileName: file.name,
      bytes: file.bytes,
      rule: GENERIC_UPLOAD_RULE,
    });
  },
});

/** The owner-only downloads: the plan's file, and its PNG preview (first page of a PDF) for project cards. */
const download = (variant: 'file' | 'preview') =>
  defineFileRoute({
    method: 'GET',
    path: variant === 'file' ? '/files/plans/{id}' : '/files/plans/{id}/preview',
    operationId: variant === 'file' ? 'plans.file' : 'plans.preview',
    summary:
      variant === 'file' ? 'Le fichier d’un plan (son propriétaire seulement)' : 'Aperçu PNG d’un plan',
    tags,
    params: z.object({ id: z.string() }),
    output: 'file',
    errors: { 404: variant === 'file' ? 'Plan introuvable' : 'Aperçu introuvable' },
    handler: ({ ctx, params }) => readPlanFile(ctx.deps, ctx.user, params.id, variant),
  });

/** Plan routes whose body or answer is a file; the wildcard deletes and analyses are procedures. */
export const planFileRoutes: readonly FileRoute[] = [
  uploadToProject,
  uploadOutsideProject,
  download('file'),
  download('preview'),
];
