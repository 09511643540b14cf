import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { listRestRoutes, REST_PREFIX } from './adapter.ts';
import { withInputSpecNamesSchema, withSpecNamesSchema } from './spec-names.ts';

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

export function jsonSchema(schema: unknown, io: 'input' | 'output'): Record<string, unknown> | undefined {
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

/** OpenAPI `paths` entries of routes that are not procedures (file routes, health, SSO), built by their module. */
export type OpenApiPaths = Record<string, Record<string, Record<string, unknown>>>;

/** Signed-in operations accept the session cookie or a Bearer token; public ones declare no requirement. */
export const SESSION_SECURITY = [{ cookieAuth: [] }, { bearerAuth: [] }];

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The response headers of a paginated list (adapter.ts `pageToHeaders`). */
const PAGE_HEADERS_DOC = {
  'X-Total-Count': { description: 'Nombre total d’éléments de la liste', schema: { type: 'integer' } },
  'X-Total-Pages': { description: 'Nombre de pages', schema: { type: 'integer' } },
  'X-Page': { description: 'Numéro de cette page (à partir de 1)', schema: { type: 'integer' } },
  'X-Limit': { description: 'Éléments par page', schema: { type: 'integer' } },
  Link: {
    description: 'Liens RFC 8288 vers les pages first, last, prev et next',
    schema: { type: 'string' },
  },
} as const;

/** The input schemas of a procedure as one JSON schema: tRPC merges chained `.input()` objects the same way. */
function mergedInput(schemas: unknown[]): Record<string, unknown> | undefined {
  const parts = schemas.map((schema) => jsonSchema(schema, 'input')).filter((p) => p !== undefined);
  if (parts.length <= 1) return parts[0];
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  return { type: 'object', properties, required: [...required] };
}

/** OpenAPI 3.1 document of every /api/v1 route, with request and response schemas from the zod schemas. */
export function buildOpenApiDocument(router: AnyRouter, appUrl: string, extraPaths: readonly OpenApiPaths[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of listRestRoutes(router)) {
    const fullPath = `${REST_PREFIX}${route.path}`;
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const merged = mergedInput(route.inputSchemas);
    const input = merged && withInputSpecNamesSchema(merged);
    const whole = withSpecNamesSchema(jsonSchema(route.outputSchema, 'output')) as
      | Record<string, unknown>
      | undefined;
    const paged = route.meta.pagedList;
    // A paginated list answers its items as the body, and the page in headers (adapter.ts).
    const output = paged
      ? ((whole?.properties as Record<string, Record<string, unknown>> | undefined)?.[paged] ?? whole)
      : whole;
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const props = (input?.properties ?? {}) as Record<string, unknown>;
    const required = new Set((input?.required as string[] | undefined) ?? []);
    const parameters = [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: props[name] ?? { type: 'string' },
        ...(name === route.wildcard ? { description: 'Peut contenir des « / » (chemin de fichier)' } : {}),
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
      // An alias path (the spec's doubled prefixes, POST and PUT twins) gets its own id: ids are unique.
      operationId: route.alias === 0 ? route.procedurePath : `${route.procedurePath}_${route.alias}`,
      summary: route.meta.summary ?? route.procedurePath,
      tags: route.meta.tags ?? [route.procedurePath.split('.')[0]],
      parameters,
      ...(bodySchema
        ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } }
        : {}),
      responses: {
        [String(route.meta.successStatus ?? 200)]: {
          description: 'Succès',
          ...(paged ? { headers: PAGE_HEADERS_DOC } : {}),
          ...(output ? { content: { 'application/json': { schema: output } } } : {}),
        },
        '204': { description: 'Succès, sans contenu' },
        '400': errorResponse('Données invalides'),
        ...(route.auth === 'session'
          ? {
              '401': errorResponse('Authentification requise'),
              '404': errorResponse('Introuvable (ou appartenant à un autre compte)'),
            }
          : {}),
        '500': errorResponse('Erreur interne'),
        ...Object.fromEntries(
          Object.entries(route.meta.errors ?? {}).map(([status, text]) => [status, errorResponse(text)]),
        ),
      },
      security: route.auth === 'session' ? SESSION_SECURITY : [],
    };
    paths[fullPath] = { ...(paths[fullPath] ?? {}), [route.method.toLowerCase()]: operation };
  }
  for (const extra of extraPaths) {
    for (const [path, operations] of Object.entries(extra))
      paths[path] = { ...(paths[path] ?? {}), ...operations };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courant API',
      version: '1.0.0',
      description:
        'API REST de Courant (préparation d’installations électriques NF C 15-100). Chaque route appelle la même procédure que tRPC. Les erreurs ont le corps { statusCode, code, message, issues? }.',
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
