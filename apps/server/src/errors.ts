import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * Expected failures: a stable code for programs and a French message for people. One table maps each
 * code to its HTTP status and tRPC code, used by tRPC and the REST adapter alike.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  VALIDATION_ERROR: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  INVALID_CREDENTIALS: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  ORIGIN_REFUSED: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  EMAIL_TAKEN: { status: 409, trpc: 'CONFLICT' },
  DUPLICATE_FILE: { status: 409, trpc: 'CONFLICT' },
  TOKEN_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  UNPROCESSABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  ANALYSIS_FAILED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  /** A per-account quota (projects, plans, stored bytes): the message says what to delete. */
  QUOTA_EXCEEDED: { status: 403, trpc: 'FORBIDDEN' },
  /** The company's plan does not allow it (users, analysed surface): the message names the plan's limit. */
  PLAN_LIMIT: { status: 403, trpc: 'FORBIDDEN' },
  /** No jeton left this month to validate a project. */
  JETONS_EXHAUSTED: { status: 403, trpc: 'FORBIDDEN' },
  /** Invoicing's refusals (domain/invoicing/invoicing-errors.ts): the devis or the invoice does not allow it. */
  DEVIS_NOT_ACCEPTED: { status: 409, trpc: 'CONFLICT' },
  INVOICE_ISSUED: { status: 409, trpc: 'CONFLICT' },
  NOTHING_LEFT_TO_INVOICE: { status: 409, trpc: 'CONFLICT' },
  AVOIR_NOT_ALLOWED: { status: 409, trpc: 'CONFLICT' },
  ACOMPTE_TOO_HIGH: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SITUATION_GOES_BACK: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SITUATION_NO_PROGRESS: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  UNKNOWN_DEVIS_LINE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  AVOIR_TOO_HIGH: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_DATE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PAYMENT_REFUSED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  /** An invoice cannot be issued without its mandatory mentions (settings or client to complete). */
  MENTIONS_MISSING: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  SSO_NOT_CONFIGURED: { status: 501, trpc: 'NOT_IMPLEMENTED' },
  SSO_STATE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SSO_SIGNUP_EXPIRED: { status: 400, trpc: 'BAD_REQUEST' },
  SSO_FAILED: { status: 401, trpc: 'UNAUTHORIZED' },
  SSO_EMAIL_UNVERIFIED: { status: 403, trpc: 'FORBIDDEN' },
  SSO_LAST_SIGN_IN_METHOD: { status: 409, trpc: 'CONFLICT' },
  SSO_PROVIDER_UNAVAILABLE: { status: 502, trpc: 'BAD_GATEWAY' },
  SERVICE_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  /** A signing link (signatures module): unknown, used, replaced by a newer link, or its devis expired. */
  SIGNING_LINK_INVALID: { status: 404, trpc: 'NOT_FOUND' },
  SIGNING_LINK_USED: { status: 409, trpc: 'CONFLICT' },
  SIGNING_LINK_REPLACED: { status: 409, trpc: 'CONFLICT' },
  SIGNING_LINK_EXPIRED: { status: 409, trpc: 'CONFLICT' },
  /** A newer version of the devis exists: 'Ce devis a été remplacé'. */
  QUOTE_SUPERSEDED: { status: 409, trpc: 'CONFLICT' },
  /** The devis is not (or no longer) waiting for its client's signature: a draft, accepted or refused. */
  QUOTE_NOT_SIGNABLE: { status: 409, trpc: 'CONFLICT' },
  SIGNING_CODE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SIGNING_CODE_EXPIRED: { status: 400, trpc: 'BAD_REQUEST' },
  /** Five wrong codes, or too many codes sent on one link. */
  SIGNING_CODE_LOCKED: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorIssue {
  path: (string | number)[];
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  /** Seconds to wait before trying again (Retry-After), for 429 and 503. */
  readonly retryAfter: number | undefined;
  constructor(code: ErrorCode, message: string, issues?: ErrorIssue[], retryAfter?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.retryAfter = retryAfter;
  }
  get statusCode(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const notFound = (what = 'Ressource') => new AppError('NOT_FOUND', `${what} introuvable`);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Authentification requise');

/** As a tRPC error: the AppError rides along as `cause` so that the formatter keeps code and issues. */
export function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: ERROR_CODES[error.code].trpc, message: error.message, cause: error });
}

/** The error body of the REST adapter and of tRPC's `data` field. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  issues?: ErrorIssue[];
}
