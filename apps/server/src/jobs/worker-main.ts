// `npm run worker`: takes jobs from the PostgreSQL queue (pg-boss, src/jobs/job-queue.ts) until
// SIGTERM/SIGINT. Run as many as wanted, on any machine that reaches DATABASE_URL and the same file store
// (S3_* or a shared STORAGE_DIR). Without DATABASE_URL there is nothing to share: the web process keeps
// its jobs.
import { hostname } from 'node:os';
import { fastify } from 'fastify';
import { loadConfig } from '../config.ts';
import { openOrm } from '../db/orm.ts';
import { REDACTED, REDACTED_LOG_PATHS } from '../log-redaction.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import { closeSpareChildren } from './child-job.ts';
import { openJobQueue } from './queues.ts';
import { startWorkers, warmUpJobProcesses } from './worker.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the embedded database is not shared between processes.');
  process.exit(1);
}
const workerId = `${config.jobs.workerId ?? hostname()}:${process.pid}`;
// The server's own logger (Fastify's pino, JSON lines), with the same redaction; no server is started.
const log = fastify({
  logger: { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED } },
}).log.child({ workerId });
const orm = await openOrm(config);
const storage = await createFileStore(config);
const jobs = await openJobQueue(orm, config, log);
warmUpJobProcesses(config);
const stopWorkers = await startWorkers({ orm, storage, config, log, jobs }, { workerId });
log.info({ heartbeatSeconds: config.jobs.heartbeatSeconds, pollMs: config.jobs.pollMs }, 'worker ready');
await new Promise<void>((resolve) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve());
});
await stopWorkers();
await jobs.close();
closeSpareChildren();
await orm.close(true);
log.info({}, 'worker stopped');
