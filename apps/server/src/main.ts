import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await createApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Courant prêt sur ${config.appUrl} (base\u00a0: ${config.databaseUrl ? 'PostgreSQL' : `PGlite dans ${config.dataDir}`})`,
);

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database (onClose hook).
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu, arrêt en cours`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'arrêt en erreur');
        process.exit(1);
      },
    );
  });
}
