import { initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
import { AppError, ERROR_CODES, type ErrorIssue } from '../errors.ts';
import type { Context } from './context.ts';

/** REST route of a procedure: the adapter in src/rest/ registers it and documents it in OpenAPI. */
export interface RestMeta {
  /** Who may call: set by publicProcedure / protectedProcedure, documented as the operation's `security`. */
  auth?: 'public' | 'session';
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /**
     * Path under /api/v1 with {param} placeholders, e.g. '/projects/{id}'; a last `{name+}` takes the rest of
     * the URL, slashes included. Extra paths are aliases.
     */
    path: string | string[];
    summary?: string;
    /** OpenAPI tags; by default the procedure's router, the first segment of its path (`auth.sso.start` → auth). */
    tags?: string[];
    /** HTTP status of a success (default 200). */
    successStatus?: number;
    /** Error statuses this route answers beyond the common ones, documented in OpenAPI: status → description. */
    errors?: Record<string, string>;
    /**
     * A paginated list whose answer holds its items under this key: REST answers the items as the body
     * (the spec's 'list') and the page in headers (X-Total-Count, X-Total-Pages, X-Page, X-Limit, Link).
     */
    pagedList?: string;
  };
}

type RestBinding = NonNullable<RestMeta['rest']>;

/**
 * A procedure's REST route in one line, for `.meta()`: `.meta(rest('POST', '/auth/login', 'Ouvrir une session'))`,
 * the other fields in `more` (`{ successStatus: 201 }`). It sets `rest` only: the procedure's `auth` stays.
 */
export function rest(
  method: RestBinding['method'],
  path: RestBinding['path'],
  summary: string,
  more?: Omit<RestBinding, 'method' | 'path' | 'summary'>,
): RestMeta {
  return { rest: { method, path, summary, ...more } };
}

/** The input of a procedure that takes none, yet takes `{}` too (an empty query or body). */
export const noInput = z.object({}).optional();

export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
  }));
}

const t = initTRPC
  .context<Context>()
  .meta<RestMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      let code: string = error.code;
      let issues: ErrorIssue[] | undefined;
      let message = shape.message;
      if (cause instanceof AppError) {
        code = cause.code;
        issues = cause.issues;
      } else if (cause instanceof ZodError) {
        code = 'VALIDATION_ERROR';
        issues = zodIssues(cause);
        message = issues[0]?.message ?? 'Données invalides';
      } else if (error.code === 'INTERNAL_SERVER_ERROR') {
        message = 'Erreur interne du serveur';
      }
      const statusCode =
        cause instanceof AppError ? ERROR_CODES[cause.code].status : (shape.data.httpStatus ?? 500);
      return { ...shape, message, data: { ...shape.data, statusCode, code, issues, stack: undefined } };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure;
