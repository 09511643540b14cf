import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import { REDACTED, REDACTED_LOG_PATHS, redactUrl } from './log-redaction.ts';

/**
 * Request logs at info level: one short line when the answer is sent, instead of Fastify's two
 * serialised objects (incoming + completed) per request. Errors keep Fastify's detailed lines.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, request, reply] = args;
    if (error) {
      super.requestCompleted(...args);
      return;
    }
    reply.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  }
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes proxy-addr's trust function (the n hops nearest
 * the server are proxies; the address before them is the client's, whatever the client wrote further left).
 */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** The logger: no token, password, cookie or authorization header in any line; URLs with secrets masked. */
function loggerOptions(config: Config, stream: { write(line: string): void } | undefined) {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** The Fastify instance with the server's logger, time limits, body limit and proxy trust. */
export function createHttpServer(
  config: Config,
  logStream: { write(line: string): void } | undefined,
): FastifyInstance {
  return Fastify({
    logger: loggerOptions(config, logStream),
    // A client has REQUEST_TIMEOUT_MS (2 minutes) to send a whole request, its headers within 60 s of it;
    // Fastify's default (0) would let slow senders hold connections open for ever. Node checks the open
    // connections against these limits every `connectionsCheckingInterval` (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    logController: new AccessLog(),
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: trustProxyOption(config.trustProxy),
  });
}
