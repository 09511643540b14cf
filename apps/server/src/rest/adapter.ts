import { type AnyRouter, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZodError, z } from 'zod';
import { AppError, ERROR_CODES, type ErrorBody } from '../errors.ts';
import type { Services } from '../services.ts';
import { createContext } from '../trpc/context.ts';
import { type RestMeta, zodIssues } from '../trpc/init.ts';
import type { PageInfo } from '../trpc/paging.ts';
import { fromSpecNames, inputAliasesFor, withSpecNames } from './spec-names.ts';

export const REST_PREFIX = '/api/v1';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI form: '/projects/{id}'. */
  path: string;
  /** The last parameter when it takes the rest of the URL (`{path+}`): Fastify's `*`. */
  wildcard: string | undefined;
  procedurePath: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: NonNullable<RestMeta['rest']>;
  auth: NonNullable<RestMeta['auth']>;
  /** 0 for the first path of a procedure, then 1, 2… for its aliases (their operationIds differ). */
  alias: number;
  /** The procedure's input schemas (tRPC merges chained `.input()` objects). */
  inputSchemas: unknown[];
  outputSchema: unknown;
}

/** A procedure as tRPC's server-side caller calls it (createCallerFactory in @trpc/server). */
type CallableProcedure = (opts: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: unknown;
  type: RestRoute['type'];
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>;

interface ProcedureLike {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: RestMeta; inputs: unknown[]; output?: unknown };
}

/** Every procedure that declares `meta.rest`, one entry per path (aliases included). */
export function listRestRoutes(router: AnyRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = router._def.procedures as Record<string, ProcedureLike>;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta?.rest;
    if (!meta) continue;
    const paths = Array.isArray(meta.path) ? meta.path : [meta.path];
    for (const [alias, path] of paths.entries()) {
      routes.push({
        method: meta.method,
        path: path.replace(/\{(\w+)\+\}/g, '{$1}'),
        wildcard: /\{(\w+)\+\}$/.exec(path)?.[1],
        procedurePath,
        type: procedure._def.type,
        meta,
        auth: procedure._def.meta?.auth ?? 'public',
        alias,
        inputSchemas: procedure._def.inputs,
        outputSchema: procedure._def.output,
      });
    }
  }
  return routes;
}

/** The REST error body `{ statusCode, code, message, issues? }` for any thrown value. */
export function toErrorBody(error: unknown): ErrorBody {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) {
    return { statusCode: cause.statusCode, code: cause.code, message: cause.message, issues: cause.issues };
  }
  if (cause instanceof ZodError) {
    const issues = zodIssues(cause);
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: issues[0]?.message ?? 'Données invalides',
      issues,
    };
  }
  if (error instanceof TRPCError) {
    const statusCode = getHTTPStatusCodeFromError(error);
    const message = statusCode >= 500 ? 'Erreur interne du serveur' : error.message;
    return { statusCode, code: error.code, message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Erreur interne du serveur' };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const body = toErrorBody(error);
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError && cause.retryAfter) reply.header('retry-after', String(cause.retryAfter));
  if (body.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
  return reply.status(body.statusCode).type('application/json').send(body);
}

type PagedAnswer = PageInfo & Record<string, unknown>;

/**
 * A paginated list over REST: its items are the body (the spec's 'list'), the page is told in headers,
 * with RFC 8288 links to the first, previous, next and last pages (same query, another `page`).
 */
function pageToHeaders(reply: FastifyReply, url: string, answer: PagedAnswer, key: string): unknown {
  const { page, limit, total, totalPages } = answer;
  const asked = new URL(url, 'http://courant.invalid');
  const at = (target: number) => {
    // What `asked.searchParams.set` would make of the URL's query, without parsing the URL again.
    const query = new URLSearchParams(asked.searchParams);
    query.set('page', String(target));
    query.set('limit', String(limit));
    return `<${asked.pathname}?${query}>`;
  };
  const last = Math.max(totalPages, 1);
  const links = [`${at(1)}; rel="first"`, `${at(last)}; rel="last"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < totalPages) links.push(`${at(page + 1)}; rel="next"`);
  reply.header('x-total-count', String(total));
  reply.header('x-total-pages', String(totalPages));
  reply.header('x-page', String(page));
  reply.header('x-limit', String(limit));
  reply.header('link', links.join(', '));
  return answer[key];
}

/** Fastify forms of a route: ':param', and for a wildcard both 'prefix/*' and the bare 'prefix'. */
function fastifyPaths(route: RestRoute): string[] {
  const named = route.path.replace(/\{(\w+)\}/g, ':$1');
  if (!route.wildcard) return [named];
  const prefix = named.slice(0, -`/:${route.wildcard}`.length);
  return [`${prefix}/*`, prefix];
}

/** The top-level fields of a procedure's input objects. */
function inputFields(schemas: readonly unknown[]): Set<string> {
  return new Set(
    schemas.flatMap((schema) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : [])),
  );
}

/**
 * The thin REST adapter: each route calls the very procedure tRPC serves, with path params, query
 * string and JSON body merged into its input, and answers its output with the spec's second field
 * names added (spec-names.ts). It never re-implements a handler.
 */
export function registerRestRoutes(app: FastifyInstance, router: AnyRouter, services: Services): void {
  const procedures = router._def.procedures as Record<string, CallableProcedure>;
  for (const route of listRestRoutes(router)) {
    const aliases = inputAliasesFor(inputFields(route.inputSchemas));
    // The procedure itself, found once here: what `router.createCaller(ctx).a.b(input)` calls in the end,
    // without the caller's proxies and path lookup on every request.
    const procedure = procedures[route.procedurePath];
    if (!procedure) throw new Error(`no procedure at ${route.procedurePath}`);
    for (const url of fastifyPaths(route))
      app.route({
        method: route.method,
        url: `${REST_PREFIX}${url}`,
        handler: async (req, reply) => {
          try {
            const ctx = await createContext(services, req, reply);
            const { '*': rest, ...params } = (req.params ?? {}) as Record<string, string>;
            if (route.wildcard) params[route.wildcard] = rest ?? '';
            const query = (req.query ?? {}) as Record<string, unknown>;
            const body = req.body;
            const hasInput = route.inputSchemas.length > 0;
            let input: unknown;
            if (hasInput) {
              if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
                input = body;
              } else {
                input = fromSpecNames(
                  { ...query, ...((body as Record<string, unknown> | undefined) ?? {}), ...params },
                  aliases,
                );
              }
            }
            const result = await procedure({
              path: route.procedurePath,
              getRawInput: async () => input,
              ctx,
              type: route.type,
              signal: undefined,
              batchIndex: 0,
            });
            if (result === undefined || result === null) return reply.status(204).send();
            const answer = route.meta.pagedList
              ? pageToHeaders(reply, req.url, result as PagedAnswer, route.meta.pagedList)
              : result;
            return reply.status(route.meta.successStatus ?? 200).send(withSpecNames(answer));
          } catch (error) {
            return sendError(reply, error);
          }
        },
      });
  }
}

export { ERROR_CODES };
