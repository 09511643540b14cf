import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { type Context, createContext } from '../trpc/context.ts';
import { requireSession, type SignedInContext } from '../trpc/procedures.ts';
import { REST_PREFIX, sendError } from './adapter.ts';
import type { FileAnswer } from './file-answer.ts';
import { errorResponse, jsonSchema, type OpenApiPaths, SESSION_SECURITY } from './openapi.ts';

/** What an upload route says when the file is missing or past its size (the plan rules' own messages). */
export interface UploadMessages {
  missing: string;
  tooLarge(name: string): string;
}

export interface UploadedFile {
  name: string | undefined;
  bytes: Uint8Array;
  /** The form's text fields sent before the file (a multipart form sends them in its order). */
  fields: Record<string, string>;
}

interface FileRouteSpec<
  P extends z.ZodObject,
  O extends z.ZodType | 'file',
  Q extends z.ZodType<Record<string, unknown>> = z.ZodObject,
> {
  method: 'GET' | 'POST';
  /** Under /api/v1, OpenAPI form ('/projects/{id}/plan'); extra paths are aliases. */
  path: string | readonly string[];
  operationId: string;
  summary: string;
  tags: string[];
  /** The path parameters, validated (a bad one answers 400 like any input). */
  params: P;
  /** The query string's parameters, validated like the path's (documented as `in: query`). */
  query?: Q;
  /** A multipart/form-data body with one file in the field `file`. */
  upload?: UploadMessages;
  /** The JSON answer's schema (validated before it leaves), or 'file' for bytes. */
  output: O;
  successStatus?: number;
  /** Documented failures besides 400/401/403: status → description. */
  errors?: Record<number, string>;
  /** No session asked (definePublicFileRoute): the handler authorises the call itself. */
  publicRoute?: boolean;
  handler(call: {
    ctx: SignedInContext;
    params: z.infer<P>;
    query: z.infer<Q>;
    /** Reads the uploaded file; call it after the cheap checks (ownership) so that a 404 comes first. */
    readUpload: () => Promise<UploadedFile>;
  }): Promise<O extends z.ZodType ? z.input<O> : FileAnswer>;
}

export interface FileRoute {
  register(app: FastifyInstance, services: Services): void;
  /** This route's OpenAPI paths, derived from its schemas. */
  openapi: OpenApiPaths;
}

/** The one file of a multipart request, field `file`; sizes past the HTTP limit answer the rule's 413. */
async function readUpload(req: FastifyRequest, messages: UploadMessages | undefined): Promise<UploadedFile> {
  if (!messages) throw new AppError('BAD_REQUEST', 'Aucun fichier attendu');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = req.isMultipart() ? await req.file() : undefined;
  } catch {
    throw new AppError('BAD_REQUEST', messages.missing);
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BAD_REQUEST', messages.missing);
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  try {
    return { name: part.filename, bytes: new Uint8Array(await part.toBuffer()), fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge(part.filename || 'plan'));
    }
    throw error;
  }
}

function sendFile(reply: FastifyReply, status: number, file: FileAnswer): FastifyReply {
  return (
    reply
      .status(status)
      .header('content-type', file.mime)
      .header('content-length', String(file.bytes.byteLength))
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      // The file is the user's and may be deleted: no cache keeps it.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // Opened directly, an uploaded file runs nothing and reaches nothing of the app.
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      )
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
  );
}

/**
 * A route that is not a procedure because its body or answer is a file: the same session and Origin
 * check as protectedProcedure, zod on params and answer, one error path, and its OpenAPI operation
 * derived from the same declaration (returned, not registered in a global).
 */
export function defineFileRoute<
  P extends z.ZodObject,
  O extends z.ZodType | 'file',
  Q extends z.ZodType<Record<string, unknown>> = z.ZodObject,
>(spec: FileRouteSpec<P, O, Q>): FileRoute {
  const paths = typeof spec.path === 'string' ? [spec.path] : [...spec.path];
  const status = spec.successStatus ?? 200;

  const handler = (services: Services) => async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const context = await createContext(services, req, reply);
      // A public route's handler is typed to read the plain Context (definePublicFileRoute).
      const ctx = spec.publicRoute ? (context as SignedInContext) : requireSession(context);
      const params = spec.params.parse(req.params) as z.infer<P>;
      const query = (spec.query ? spec.query.parse(req.query ?? {}) : {}) as z.infer<Q>;
      const result = await spec.handler({
        ctx,
        params,
        query,
        readUpload: () => readUpload(req, spec.upload),
      });
      if (spec.output === 'file') return sendFile(reply, status, result as FileAnswer);
      return reply.status(status).send((spec.output as z.ZodType).parse(result));
    } catch (error) {
      return sendError(reply, error);
    }
  };

  const paramSchema = jsonSchema(spec.params, 'input') ?? {};
  const paramProps = (paramSchema.properties ?? {}) as Record<string, unknown>;
  const querySchema = spec.query ? (jsonSchema(spec.query, 'input') ?? {}) : {};
  const queryProps = (querySchema.properties ?? {}) as Record<string, unknown>;
  const queryRequired = new Set((querySchema.required as string[] | undefined) ?? []);
  const operation = (alias: number) => ({
    operationId: alias === 0 ? spec.operationId : `${spec.operationId}_${alias}`,
    summary: spec.summary,
    tags: spec.tags,
    security: spec.publicRoute ? [] : SESSION_SECURITY,
    parameters: [
      ...Object.entries(paramProps).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      ...Object.entries(queryProps).map(([name, schema]) => ({
        name,
        in: 'query',
        required: queryRequired.has(name),
        schema,
      })),
    ],
    ...(spec.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [String(status)]:
        spec.output === 'file'
          ? {
              description: 'Le fichier',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            }
          : {
              description: 'Succès',
              content: { 'application/json': { schema: jsonSchema(spec.output, 'output') } },
            },
      '400': errorResponse('Données invalides'),
      ...(spec.publicRoute
        ? {}
        : {
            '401': errorResponse('Authentification requise'),
            '403': errorResponse('Origine de la requête refusée'),
          }),
      ...Object.fromEntries(
        Object.entries(spec.errors ?? {}).map(([code, text]) => [code, errorResponse(text)]),
      ),
    },
  });

  return {
    register(app, services) {
      for (const path of paths) {
        const url = `${REST_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
        app.route({ method: spec.method, url, handler: handler(services) });
      }
    },
    openapi: Object.fromEntries(
      paths.map((path, alias) => [
        `${REST_PREFIX}${path}`,
        { [spec.method.toLowerCase()]: operation(alias) },
      ]),
    ),
  };
}

/**
 * A file answered without a session, to whoever holds what the path carries (a signing link's token):
 * the handler checks it. Same params validation, error path and OpenAPI operation as defineFileRoute.
 */
export function definePublicFileRoute<P extends z.ZodObject>(
  spec: Omit<FileRouteSpec<P, 'file'>, 'handler' | 'upload' | 'output' | 'publicRoute' | 'method'> & {
    handler(call: { ctx: Context; params: z.infer<P> }): Promise<FileAnswer>;
  },
): FileRoute {
  return defineFileRoute<P, 'file'>({
    ...spec,
    method: 'GET',
    output: 'file',
    publicRoute: true,
    handler: ({ ctx, params }) => spec.handler({ ctx, params }),
  });
}

/** Registers file routes and gives back their OpenAPI paths, for the document. */
export function registerFileRoutes(
  app: FastifyInstance,
  services: Services,
  routes: readonly FileRoute[],
): OpenApiPaths[] {
  for (const route of routes) route.register(app, services);
  return routes.map((route) => route.openapi);
}
