import path from 'node:path';
import { z } from 'zod';
import type { RateLimitRule } from './auth/rate-limit.ts';

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
  APP_URL: z.string().url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  STORAGE_DIR: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Courant <no-reply@courant.local>'),
  /** Without SMTP_URL, e-mails are written here, one JSON file each (default DATA_DIR/outbox). */
  MAIL_OUTBOX_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  WEB_DIST_DIR: z.string().optional(),
});

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
  mailFrom: string;
  mailOutboxDir: string;
  /** Set in code (DEFAULT_RATE_LIMITS), not from the environment; read at each request, so tests may change them. */
  rateLimits: RateLimitsConfig;
  /** Trust X-Forwarded-* (client IP for rate limits) only behind a proxy that rewrites them. */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  contactWebhookUrl: string | undefined;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        pathStyle: boolean;
      }
    | undefined;
  analysis: {
    apiUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
  };
  /** The built web app served with an SPA fallback; absent in tests that do not need it. */
  webDistDir: string | undefined;
}

/** Login and reset limits per IP and per e-mail (fixed windows in the database, shared by all processes). */
export interface RateLimitsConfig {
  /** Failed logins from one IP. */
  loginPerIp: RateLimitRule;
  /** Failed logins on one e-mail; a success clears it. */
  loginPerEmail: RateLimitRule;
  /** Reset requests from one IP. */
  resetPerIp: RateLimitRule;
  /** Reset requests for one e-mail (each one sends an e-mail). */
  resetPerEmail: RateLimitRule;
  /** Wrong current passwords on one account (password change). */
  passwordChangePerUser: RateLimitRule;
  /** Contact form messages from one IP. */
  contactPerIp: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitsConfig = {
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  loginPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  resetPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  passwordChangePerUser: { limit: 5, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 10, windowMs: 60 * MINUTE },
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad variable stops the start with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'} (got "${env[name] ?? ''}")`,
    );
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR;
  const s3Ready = e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY;
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storageDir: e.STORAGE_DIR ?? path.join(dataDir === 'memory://' ? './.data' : dataDir, 'storage'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR ?? path.join(dataDir === 'memory://' ? './.data' : dataDir, 'outbox'),
    rateLimits: structuredClone(DEFAULT_RATE_LIMITS),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
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
    },
    webDistDir: e.WEB_DIST_DIR,
  };
}
