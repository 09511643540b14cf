import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { listRestRoutes, REST_PREFIX } from './adapter.ts';

const errorBodySchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'HTTP status' },
    code: {
      type: 'string',
      description: 'Stable error code for programs (e.g. VALIDATION_ERROR, NOT_FOUND)',
    },
    message: { type: 'string', description: 'French message for people' },
    issues: {
      type: 'array',
      description: 'Validation issues, one per invalid field',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: ['string', 'number'] } },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

function jsonSchema(schema: unknown, io: 'input' | 'output'): Record<string, unknown> | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    return rest;
  } catch {
    return {};
  }
}

/** Extra routes served outside the procedures (uploads, files, health), documented by hand. */
export interface ExtraOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tags: string[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, unknown>;
  secured?: boolean;
}

const extraOperations: ExtraOperation[] = [];

export function documentExtraOperation(op: ExtraOperation): void {
  if (!extraOperations.some((o) => o.method === op.method && o.path === op.path)) extraOperations.push(op);
}

/** OpenAPI 3.1 document of every /api/v1 route, with request and response schemas from the zod schemas. */
export function buildOpenApiDocument(router: AnyRouter, appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  for (const route of listRestRoutes(router)) {
    const fullPath = `${REST_PREFIX}${route.path}`;
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const input = jsonSchema(route.inputSchema, 'input');
    const output = jsonSchema(route.outputSchema, 'output');
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const props = (input?.properties ?? {}) as Record<string, unknown>;
    const required = new Set((input?.required as string[] | undefined) ?? []);
    const parameters = [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: props[name] ?? { type: 'string' },
      })),
      ...(inQuery
        ? Object.entries(props)
            .filter(([name]) => !pathParams.includes(name))
            .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
        : []),
    ];
    const bodySchema =
      !inQuery && input
        ? {
            ...input,
            properties: Object.fromEntries(Object.entries(props).filter(([n]) => !pathParams.includes(n))),
            required: [...required].filter((n) => !pathParams.includes(n)),
          }
        : undefined;
    const operation = {
      operationId: route.procedurePath + (paths[fullPath] ? '' : ''),
      summary: route.meta.summary ?? route.procedurePath,
      tags: route.meta.tags ?? [route.procedurePath.split('.')[0]],
      parameters,
      ...(bodySchema
        ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } }
        : {}),
      responses: {
        [String(route.meta.successStatus ?? 200)]: {
          description: 'Succès',
          ...(output ? { content: { 'application/json': { schema: output } } } : {}),
        },
        '204': { description: 'Succès, sans contenu' },
        '400': errorResponse('Données invalides'),
        '401': errorResponse('Authentification requise'),
        '404': errorResponse('Introuvable (ou appartenant à un autre compte)'),
        '500': errorResponse('Erreur interne'),
      },
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    };
    paths[fullPath] = { ...(paths[fullPath] ?? {}), [route.method.toLowerCase()]: operation };
  }
  for (const op of extraOperations) {
    paths[op.path] = {
      ...(paths[op.path] ?? {}),
      [op.method]: {
        summary: op.summary,
        tags: op.tags,
        ...(op.requestBody ? { requestBody: op.requestBody } : {}),
        responses: { ...op.responses, default: errorResponse('Erreur') },
        ...(op.secured ? { security: [{ cookieAuth: [] }, { bearerAuth: [] }] } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courant API',
      version: '1.0.0',
      description:
        "API REST de Courant (préparation d'installations électriques NF C 15-100). Chaque route appelle la même procédure que tRPC. Les erreurs ont le corps { statusCode, code, message, issues? }.",
    },
    servers: [{ url: appUrl }],
    paths,
    components: {
      schemas: { Error: errorBodySchema },
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'courant_session' },
        bearerAuth: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
