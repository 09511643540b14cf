import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { REST_PREFIX, sendError } from '../../rest/adapter.ts';
import { documentExtraOperation } from '../../rest/openapi.ts';
import type { Services } from '../../services.ts';
import { createContext } from '../../trpc/context.ts';
import { findOwnedProject } from '../projects/project-access.ts';
import { analyzePlanByPath } from './plan-analysis.service.ts';
import { GENERIC_UPLOAD_RULE, PROJECT_UPLOAD_RULE, type UploadRule } from './plans.schema.ts';
import { deletePlanByPath, type PlanDeps, readPlanFile, uploadPlan } from './plans.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session of a plain route, with the same rules as protectedProcedure: signed in (cookie or
 * Bearer), and a cookie-authenticated write must come from our own origin (CSRF).
 */
async function authenticate(services: Services, req: FastifyRequest, reply: FastifyReply) {
  const ctx = await createContext(services, req, reply);
  if (!ctx.user || !ctx.session) throw new AppError('UNAUTHORIZED', 'Authentification requise');
  if (ctx.sessionSource === 'cookie' && !SAFE_METHODS.has(req.method)) {
    if (!services.isTrustedOrigin(req.headers.origin, req.headers.referer)) {
      throw new AppError('ORIGIN_REFUSED', 'Origine de la requête refusée');
    }
  }
  const deps: PlanDeps = { em: ctx.em, storage: services.storage, log: req.log };
  return { userId: ctx.user.id, deps };
}

/** The one file of a multipart request, field `file`; sizes past the HTTP limit answer the rule's 413. */
async function readUpload(
  req: FastifyRequest,
  rule: UploadRule,
): Promise<{ name: string | undefined; bytes: Uint8Array }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = req.isMultipart() ? await req.file() : undefined;
  } catch {
    throw new AppError('BAD_REQUEST', rule.messages.missing);
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BAD_REQUEST', rule.messages.missing);
  }
  try {
    return { name: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', rule.messages.tooLarge(part.filename || 'plan'));
    }
    throw error;
  }
}

const multipartBody = (description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description } },
      },
    },
  },
});

const uploadAnswer = {
  description: 'Plan enregistré',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['planFile', 'publicUrl'],
        properties: {
          planFile: {
            type: 'object',
            required: ['id', 'filePath', 'originalName', 'publicUrl'],
            properties: {
              id: { type: 'string' },
              filePath: { type: 'string' },
              originalName: { type: 'string' },
              publicUrl: { type: 'string' },
              previewUrl: { type: ['string', 'null'] },
              mime: { type: 'string' },
              size: { type: 'integer' },
              projectId: { type: ['string', 'null'] },
              createdAt: { type: 'string' },
            },
          },
          publicUrl: { type: 'string' },
        },
      },
    },
  },
};

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Uploads (multipart), plan deletion by file path and the owner-only file downloads. */
export function registerPlanRoutes(app: FastifyInstance, services: Services): void {
  const uploadToProject = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      const { userId, deps } = await authenticate(services, req, reply);
      // Ownership first: another account's project is a 404 whatever the file.
      await findOwnedProject(deps.em, userId, req.params.id);
      const file = await readUpload(req, PROJECT_UPLOAD_RULE);
      const result = await uploadPlan(deps, {
        userId,
        projectId: req.params.id,
        fileName: file.name,
        bytes: file.bytes,
        rule: PROJECT_UPLOAD_RULE,
      });
      return reply.status(201).send(result);
    } catch (error) {
      return sendError(reply, error);
    }
  };
  app.post(`${REST_PREFIX}/projects/:id/plans/upload`, uploadToProject);
  // 'POST /{id}/plan' is listed by the spec without a description: the same upload.
  app.post(`${REST_PREFIX}/projects/:id/plan`, uploadToProject);

  app.post(`${REST_PREFIX}/abplan/plans/upload`, async (req, reply) => {
    try {
      const { userId, deps } = await authenticate(services, req, reply);
      const file = await readUpload(req, GENERIC_UPLOAD_RULE);
      const result = await uploadPlan(deps, {
        userId,
        projectId: null,
        fileName: file.name,
        bytes: file.bytes,
        rule: GENERIC_UPLOAD_RULE,
      });
      return reply.status(201).send(result);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.delete<{ Params: { '*': string } }>(`${REST_PREFIX}/abplan/plans/*`, async (req, reply) => {
    try {
      const { userId, deps } = await authenticate(services, req, reply);
      const path = req.params['*'] ?? '';
      if (!path) throw new AppError('VALIDATION_ERROR', 'File path is required');
      await deletePlanByPath(deps, userId, path);
      return reply.status(204).send();
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.post<{ Params: { '*': string } }>(`${REST_PREFIX}/abplan/plans/analyze/*`, async (req, reply) => {
    try {
      const { userId, deps } = await authenticate(services, req, reply);
      const path = req.params['*'] ?? '';
      if (!path) throw new AppError('VALIDATION_ERROR', 'File path is required');
      const answer = await analyzePlanByPath({ ...deps, analysis: services.config.analysis }, userId, path);
      return reply.status(200).send(answer);
    } catch (error) {
      return sendError(reply, error);
    }
  });
  // An empty path ('/analyze/') does not reach the wildcard in every router: answer it the same way.
  app.post(`${REST_PREFIX}/abplan/plans/analyze`, async (req, reply) => {
    try {
      await authenticate(services, req, reply);
      throw new AppError('VALIDATION_ERROR', 'File path is required');
    } catch (error) {
      return sendError(reply, error);
    }
  });

  const download =
    (variant: 'file' | 'preview') =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      try {
        const { userId, deps } = await authenticate(services, req, reply);
        const file = await readPlanFile(deps, userId, req.params.id, variant);
        return (
          reply
            .status(200)
            .header('content-type', file.mime)
            .header('content-length', String(file.bytes.byteLength))
            .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
            // The file is the user's: browsers may keep it, shared caches may not.
            .header('cache-control', 'private, max-age=3600')
            .header('x-content-type-options', 'nosniff')
            .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
        );
      } catch (error) {
        return sendError(reply, error);
      }
    };
  app.get(`${REST_PREFIX}/files/plans/:id`, download('file'));
  app.get(`${REST_PREFIX}/files/plans/:id/preview`, download('preview'));

  documentExtraOperation({
    method: 'post',
    path: `${REST_PREFIX}/projects/{id}/plans/upload`,
    summary: 'Ajouter un plan au projet (PDF, JPEG, PNG, HEIC, WEBP ; 20 Mo au plus)',
    tags: ['plans'],
    requestBody: multipartBody('Le plan'),
    responses: {
      '201': uploadAnswer,
      '400': errorRef('Aucun fichier'),
      '404': errorRef('Projet introuvable'),
      '409': errorRef('Fichier identique déjà présent dans ce projet'),
      '413': errorRef('Fichier trop volumineux (20 Mo au plus)'),
      '415': errorRef('Format de fichier non supporté'),
    },
    secured: true,
  });
  documentExtraOperation({
    method: 'post',
    path: `${REST_PREFIX}/projects/{id}/plan`,
    summary: 'Ajouter un plan au projet (même route que /plans/upload)',
    tags: ['plans'],
    requestBody: multipartBody('Le plan'),
    responses: { '201': uploadAnswer },
    secured: true,
  });
  documentExtraOperation({
    method: 'post',
    path: `${REST_PREFIX}/abplan/plans/upload`,
    summary: 'Déposer un plan hors projet (jpeg, png, gif, webp, pdf ; 10 Mo au plus)',
    tags: ['plans'],
    requestBody: multipartBody('Le plan'),
    responses: {
      '201': uploadAnswer,
      '400': errorRef('No file provided'),
      '413': errorRef('File size too large'),
      '415': errorRef('Unsupported file type'),
    },
    secured: true,
  });
  documentExtraOperation({
    method: 'delete',
    path: `${REST_PREFIX}/abplan/plans/{path}`,
    summary: 'Supprimer un plan par son filePath (ou son id) ; purge les pièces et équipements de son projet',
    tags: ['plans'],
    responses: { '204': { description: 'Supprimé' }, '404': errorRef('Plan introuvable') },
    secured: true,
  });
  documentExtraOperation({
    method: 'post',
    path: `${REST_PREFIX}/abplan/plans/analyze/{path}`,
    summary: 'Analyser un plan déposé, désigné par son filePath (ou son id) : pièces et surfaces détectées',
    tags: ['plans'],
    responses: {
      '200': {
        description: 'Pièces détectées',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['rooms', 'surface_loi_carrez'],
              properties: {
                rooms: { type: 'array', items: { type: 'object' } },
                surface_loi_carrez: { type: 'number' },
                surfaceLoiCarrez: { type: 'number' },
                analysisId: { type: 'string' },
              },
            },
          },
        },
      },
      '400': errorRef('File path is required'),
      '404': errorRef('Plan introuvable'),
      '422': errorRef('Aucun plan détecté'),
    },
    secured: true,
  });
  documentExtraOperation({
    method: 'get',
    path: `${REST_PREFIX}/files/plans/{id}`,
    summary: "Le fichier d'un plan (son propriétaire seulement)",
    tags: ['plans'],
    responses: {
      '200': { description: 'Le fichier', content: { 'application/pdf': {}, 'image/*': {} } },
      '404': errorRef('Plan introuvable'),
    },
    secured: true,
  });
  documentExtraOperation({
    method: 'get',
    path: `${REST_PREFIX}/files/plans/{id}/preview`,
    summary: "Aperçu PNG d'un plan (première page d'un PDF), pour les cartes de projet",
    tags: ['plans'],
    responses: {
      '200': { description: "L'aperçu", content: { 'image/png': {} } },
      '404': errorRef('Aperçu introuvable'),
    },
    secured: true,
  });
}
