import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { BackoffRule, RateLimitRule } from './auth/rate-limit-rules.ts';
import { REDACTED, redactUrlCredentials } from './log-redaction.ts';

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every environment variable the server reads: the README's configuration table mirrors this. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: http://localhost:PORT, so that a server started on another port accepts its own pages. */
  APP_URL: z.string().url().optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  STORAGE_DIR: z.string().optional(),
  SMTP_URL: optionalUrl,
  /**
   * Enables POST /api/v1/admin/set-plan for operators (the same as `npm run admin -- set-plan`, for a
   * running embedded server whose database another process cannot open). Unset: the route does not exist.
   */
  ADMIN_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  MAIL_FROM: z.string().default('Courant <no-reply@courant.local>'),
  /**
   * The PKCS#12 file (.p12: private key and certificate) that seals the devis signed online; unset, a
   * self-signed certificate is made at first start and kept in DATA_DIR/signing/seal.p12.
   */
  SIGNING_P12: z.string().trim().optional(),
  SIGNING_P12_PASSWORD: z.string().default(''),
  /** Without SMTP_URL, e-mails are written here, one JSON file each (default DATA_DIR/outbox). */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /**
   * How the client IP is read behind reverse proxies: 'false' (no proxy: the socket's
   * address), a hop count (the number of proxies in front, each appending to X-Forwarded-For), or a
   * comma-separated list of proxy addresses or CIDR ranges. 'true' means one hop: trusting every hop
   * would take the left-most address, which the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string => {
      if (value === 'false' || value === '0' || value === '') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(',').map((a) => a.trim());
      if (
        addresses.every(
          (a) =>
            /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) ||
            a === 'loopback' ||
            a === 'linklocal' ||
            a === 'uniquelocal',
        )
      )
        return addresses.join(',');
      ctx.addIssue({ code: 'custom', message: 'expected false, a hop count or a list of proxy addresses' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  /** Re-validate the hot project routes' outputs (src/trpc/output-checks.ts); default: not in production. */
  CHECK_OUTPUTS: z.enum(['true', 'false']).optional(),
  CONTACT_WEBHOOK_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 'false' for virtual-hosted buckets (bucket.endpoint); path style suits MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  ANALYSIS_API_URL: optionalUrl,
  ANALYSIS_API_KEY: z.string().optional(),
  ANALYSIS_MODEL: z.string().optional(),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000),
  /** A plan preview's child process is killed past this; the plan is kept without a preview. */
  PREVIEW_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10000),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * A client has this long to send a whole request, headers and body (a 20 MB plan on a slow line);
   * past it the connection gets 408 and is closed (slow senders hold no connection for ever).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Accounts one IP may create per hour; the e2e suite raises it (every spec registers). */
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Accounts created per hour on the whole server, all IPs together. */
  REGISTER_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(300),
  /** Password hashes (scrypt) computed at once; default: the number of CPUs. Beyond, requests wait. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password hashes that may wait for a slot; beyond, the request answers 503 at once. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /**
   * The job queue (pg-boss): a running job's heartbeat (a worker that dies stops it, and its job is
   * tried again once this passes), the longest a job may run, a worker's wait on an empty queue, how
   * often lost jobs and schedules are looked for.
   */
  JOB_HEARTBEAT_S: z.coerce.number().int().min(10).default(30),
  JOB_EXPIRE_S: z.coerce.number().int().min(1).default(900),
  JOB_POLL_MS: z.coerce.number().int().min(500).default(1000),
  JOB_SUPERVISE_S: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_CRON_S: z.coerce.number().int().min(1).max(45).default(30),
  WORKER_ID: z.string().trim().max(60).optional(),
  /**
   * The web process takes queued jobs itself, one at a time in a child process ('true', the default: the
   * embedded database has no other worker, and one server on PostgreSQL works alone). 'false' when
   * `npm run worker` processes run beside it.
   */
  JOB_INLINE_WORKER: z.enum(['true', 'false']).default('true'),
  /** Analyses that may wait in the queue, all users together; beyond, 503 + Retry-After. */
  JOB_MAX_QUEUED_ANALYSES: z.coerce.number().int().min(1).default(20),
  /** Previews that may wait in the queue; beyond, an upload answers 503 + Retry-After. */
  JOB_MAX_QUEUED_PREVIEWS: z.coerce.number().int().min(1).default(200),
  /** Per-account quotas. */
  QUOTA_PROJECTS: z.coerce.number().int().min(1).default(500),
  QUOTA_PLANS_PER_PROJECT: z.coerce.number().int().min(1).default(20),
  QUOTA_STORAGE_MB: z.coerce.number().int().min(1).default(1024),
  QUOTA_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** One OpenID Connect provider (SSO); OIDC_PROVIDERS configures several. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().trim().max(80).optional(),
  OIDC_PROVIDERS: z.string().trim().optional(),
});

/** An OpenID Connect provider as OIDC_PROVIDERS lists it (JSON), or OIDC_ISSUER and its siblings. */
const ssoProviderSchema = z.object({
  /** Stable identifier, recorded with each linked account: change it and links are lost. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes, at most 40'),
  /** The button's text on the login and register screens. */
  label: z.string().trim().min(1).max(80),
  issuer: z
    .string()
    .url()
    .refine(
      (url) => url.startsWith('https://') || isLoopbackUrl(url),
      'must be https (plain http only on a loopback address, for tests and local development)',
    ),
  clientId: z.string().trim().min(1),
  /** Absent for a public client: PKCE alone then protects the code exchange. */
  clientSecret: z.string().min(1).optional(),
});
export type SsoProviderConfig = z.infer<typeof ssoProviderSchema>;

export function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** OIDC_PROVIDERS (a JSON list) plus the single provider of OIDC_ISSUER, whose id is 'oidc'. */
function readSsoProviders(e: z.infer<typeof envSchema>): SsoProviderConfig[] {
  const listed: unknown[] = [];
  if (e.OIDC_PROVIDERS) {
    let raw: unknown;
    try {
      raw = JSON.parse(e.OIDC_PROVIDERS);
    } catch {
      throw new ConfigError('Invalid environment variable OIDC_PROVIDERS: not valid JSON');
    }
    if (!Array.isArray(raw)) {
      throw new ConfigError('Invalid environment variable OIDC_PROVIDERS: expected a JSON list of providers');
    }
    listed.push(...raw);
  }
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) {
      throw new ConfigError('Invalid environment variable OIDC_CLIENT_ID: required with OIDC_ISSUER');
    }
    listed.push({
      id: 'oidc',
      label: e.OIDC_LABEL || 'Se connecter avec SSO',
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET || undefined,
    });
  }
  const providers = listed.map((item, index) => {
    const parsed = ssoProviderSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = item === listed.at(-1) && e.OIDC_ISSUER ? 'OIDC_ISSUER' : `OIDC_PROVIDERS[${index}]`;
      throw new ConfigError(
        `Invalid environment variable ${where}: ${String(issue?.path.join('.') || 'provider')} ${issue?.message ?? 'is invalid'}`,
      );
    }
    return parsed.data;
  });
  const ids = new Set<string>();
  for (const provider of providers) {
    if (ids.has(provider.id)) {
      throw new ConfigError(
        `Invalid environment variable OIDC_PROVIDERS: the id "${provider.id}" is used twice`,
      );
    }
    ids.add(provider.id);
  }
  return providers;
}

/** An S3-compatible store for plan files (S3_* variables). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO, s3rver, most self-hosted stores) rather than https://bucket.endpoint/key. */
  pathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Directory of the embedded database and the e-mail outbox. 'memory://' keeps PGlite in memory (tests). */
  dataDir: string;
  storageDir: string;
  smtpUrl: string | undefined;
  /** Operators' token for /api/v1/admin/*; undefined: no admin route. */
  adminToken: string | undefined;
  mailFrom: string;
  mailOutboxDir: string;
  /**
   * The key that seals signed devis: `p12File` (SIGNING_P12) when given, else the self-signed one kept
   * in `keptFile`, made at first start; `password` opens either.
   */
  signing: { p12File: string | undefined; password: string; keptFile: string };
  /** Set in code (DEFAULT_RATE_LIMITS), not from the environment; read at each request, so tests may change them. */
  rateLimits: RateLimitsConfig;
  /**
   * Client IP behind proxies (rate limits): false, a hop count, or proxy addresses (Fastify's trustProxy).
   * Never `true`, which trusts the client-written left-most X-Forwarded-For entry.
   */
  trustProxy: false | number | string;
  /** REQUEST_TIMEOUT_MS: the longest a client may take to send a request. */
  requestTimeoutMs: number;
  /** Bounded password hashing: `concurrency` scrypt at once, `maxWaiting` queued, then 503. */
  passwordHashing: { concurrency: number; maxWaiting: number };
  /** The job queue and its workers (src/jobs/). */
  jobs: {
    heartbeatSeconds: number;
    expireSeconds: number;
    pollMs: number;
    superviseSeconds: number;
    cronSeconds: number;
    workerId: string | undefined;
    inlineWorker: boolean;
    maxQueuedAnalyses: number;
    maxQueuedPreviews: number;
  };
  /** Per-account limits; read at each request, so tests may change them. */
  quotas: QuotasConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** tRPC re-validates the outputs of the hot project routes (src/trpc/output-checks.ts). */
  checkOutputs: boolean;
  contactWebhookUrl: string | undefined;
  s3: S3Settings | undefined;
  analysis: {
    apiUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    /** Time limit of a plan preview's child process. */
    previewTimeoutMs: number;
  };
  /** The built web app served with an SPA fallback; absent in tests that do not need it. */
  webDistDir: string | undefined;
  /** OpenID Connect providers offered on the login and register screens; none: the SSO routes answer 501. */
  ssoProviders: SsoProviderConfig[];
}

export interface QuotasConfig {
  projects: number;
  plansPerProject: number;
  storageBytes: number;
  uploadsPerHour: number;
}

/** Login and reset limits per IP and per e-mail (fixed windows in the database, shared by all processes). */
export interface RateLimitsConfig {
  /** Failed logins from one IP (any addresses); a success takes its own attempt back. */
  loginPerIp: RateLimitRule;
  /**
   * Failed logins on one e-mail from one IP: a growing delay, never a lock of the account — someone
   * else's failures, from another IP, never delay the owner.
   */
  loginPerEmailIp: BackoffRule;
  /** Accounts created from one IP, and on the whole server (REGISTER_LIMIT_*). */
  registerPerIp: RateLimitRule;
  registerGlobal: RateLimitRule;
  /** Reset requests from one IP. */
  resetPerIp: RateLimitRule;
  /** Reset requests for one e-mail (each one sends an e-mail). */
  resetPerEmail: RateLimitRule;
  /** Wrong current passwords on one account (password change). */
  passwordChangePerUser: RateLimitRule;
  /** Contact form messages from one IP. */
  contactPerIp: RateLimitRule;
  /** SSO starts and callbacks from one IP (each start stores a state row; each callback calls the provider). */
  ssoPerIp: RateLimitRule;
  /** Code requests and signing tries from one IP, all signing links together (each link has its own caps). */
  signingPerIp: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitsConfig = {
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  loginPerEmailIp: {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    windowMs: 24 * 60 * MINUTE,
  },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  registerGlobal: { limit: 300, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  resetPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  passwordChangePerUser: { limit: 5, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 10, windowMs: 60 * MINUTE },
  ssoPerIp: { limit: 30, windowMs: 15 * MINUTE },
  signingPerIp: { limit: 30, windowMs: 15 * MINUTE },
};

export class ConfigError extends Error {}

/**
 * A bad value as the start error shows it: URL credentials masked, secrets not shown at all —
 * the message lands in logs and CI output.
 */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (/SECRET|PASSWORD|KEY|TOKEN/i.test(name)) return REDACTED;
  return redactUrlCredentials(value);
}

/** Reads and validates the environment; a bad variable stops the start with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'} (got "${shownValue(name, env[name])}")`,
    );
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR;
  const s3Ready = e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY;
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storageDir: e.STORAGE_DIR ?? path.join(dataDir === 'memory://' ? './.data' : dataDir, 'storage'),
    smtpUrl: e.SMTP_URL,
    adminToken: e.ADMIN_TOKEN,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR ?? path.join(dataDir === 'memory://' ? './.data' : dataDir, 'outbox'),
    signing: {
      p12File: e.SIGNING_P12 || undefined,
      password: e.SIGNING_P12_PASSWORD,
      keptFile: path.join(dataDir === 'memory://' ? './.data' : dataDir, 'signing', 'seal.p12'),
    },
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_LIMITS),
      registerPerIp: { limit: e.REGISTER_LIMIT_PER_IP, windowMs: 60 * MINUTE },
      registerGlobal: { limit: e.REGISTER_LIMIT_GLOBAL, windowMs: 60 * MINUTE },
    },
    passwordHashing: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
      maxWaiting: e.PASSWORD_HASH_QUEUE,
    },
    jobs: {
      heartbeatSeconds: e.JOB_HEARTBEAT_S,
      expireSeconds: e.JOB_EXPIRE_S,
      pollMs: e.JOB_POLL_MS,
      superviseSeconds: e.JOB_SUPERVISE_S,
      cronSeconds: e.JOB_CRON_S,
      workerId: e.WORKER_ID || undefined,
      inlineWorker: e.JOB_INLINE_WORKER === 'true',
      maxQueuedAnalyses: e.JOB_MAX_QUEUED_ANALYSES,
      maxQueuedPreviews: e.JOB_MAX_QUEUED_PREVIEWS,
    },
    quotas: {
      projects: e.QUOTA_PROJECTS,
      plansPerProject: e.QUOTA_PLANS_PER_PROJECT,
      storageBytes: e.QUOTA_STORAGE_MB * 1024 * 1024,
      uploadsPerHour: e.QUOTA_UPLOADS_PER_HOUR,
    },
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    checkOutputs: e.CHECK_OUTPUTS ? e.CHECK_OUTPUTS === 'true' : e.NODE_ENV !== 'production',
    contactWebhookUrl: e.CONTACT_WEBHOOK_URL,
    s3: s3Ready
      ? {
          endpoint: e.S3_ENDPOINT as string,
          bucket: e.S3_BUCKET as string,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          pathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    analysis: {
      apiUrl: e.ANALYSIS_API_URL,
      apiKey: e.ANALYSIS_API_KEY,
      model: e.ANALYSIS_MODEL,
      timeoutMs: e.ANALYSIS_TIMEOUT_MS,
      previewTimeoutMs: e.PREVIEW_TIMEOUT_MS,
    },
    webDistDir: e.WEB_DIST_DIR,
    ssoProviders: readSsoProviders(e),
  };
}
