import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/sql';
import type { Config } from '../config.ts';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';
import { RemotePglite } from './pglite-remote.ts';
import { preparedStatements, type SqlRunner } from './prepared-sql.ts';

/** Either driver, seen through what they share: the SQL EntityManager of PostgreSQL. */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager<AbstractSqlDriver>>;
export type Em = EntityManager<AbstractSqlDriver>;

function baseOptions(log?: (message: string) => void): Partial<Options> {
  return {
    // Migration and connection messages go to the server's log, not to the console.
    logger: (message: string) => log?.(message),
    colors: false,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false },
    // Entities are plain schemas: no reflection, no discovery from the file system.
    discovery: { warnWhenNoEntities: true },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  };
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (or in memory for 'memory://'). */
export async function openOrm(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: (message: string) => void,
): Promise<Orm> {
  // Each driver is loaded only when it is the one used: on PostgreSQL the start never loads PGlite's
  // driver and WebAssembly loader (a good part of the start's module loading).
  if (config.databaseUrl) {
    const { MikroORM: PostgresORM } = await import('@mikro-orm/postgresql');
    const orm = await PostgresORM.init({ ...baseOptions(log), clientUrl: config.databaseUrl } as never);
    return orm as unknown as Orm;
  }
  if (config.dataDir === 'memory://') {
    const { MikroORM: PgliteORM } = await import('@mikro-orm/pglite');
    return (await PgliteORM.init({ ...baseOptions(log) } as never)) as unknown as Orm;
  }
  const dir = path.resolve(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // On disk, PGlite runs in a worker thread (src/db/pglite-worker.ts): a query is WebAssembly work
  // that would otherwise stall every other request for its whole duration (see the README). The
  // worker starts PGlite while this thread loads the driver.
  const pglite = new RemotePglite(dir);
  const [{ MikroORM: PgliteORM }] = await Promise.all([import('@mikro-orm/pglite'), pglite.waitReady]);
  const orm = (await PgliteORM.init({
    ...baseOptions(log),
    dbName: 'courant',
    // A function, not the instance: MikroORM copies its options, which would drop the private fields.
    driverOptions: { pglite: () => pglite },
  } as never)) as unknown as Orm;
  // Health checks while writers queue up: the database answered less than a second ago, so it is up;
  // a new 'select 1' would only wait in line behind their transactions.
  const checkConnection = orm.checkConnection.bind(orm);
  orm.checkConnection = async () =>
    !pglite.closed && performance.now() - pglite.lastAnswerAt < 1000 ? { ok: true } : checkConnection();
  // The driver leaves an instance it was given open: close the worker with the ORM.
  const closeOrm = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await closeOrm(force);
    await pglite.close();
  };
  return orm;
}

/**
 * What runs the hot routes' plain SQL (`Deps.sql`, the session query): on PostgreSQL, prepared
 * statements on the ORM's pool (prepared-sql.ts); on PGlite, the root EntityManager (one connection,
 * in a worker or in-process: nothing to gain, and its driver is not pg's).
 */
export async function openPlainSql(orm: Orm, config: Pick<Config, 'databaseUrl'>): Promise<SqlRunner> {
  if (!config.databaseUrl) return orm.em;
  const connection = orm.em.getConnection() as unknown as PostgreSqlConnection;
  const converter = orm.em.getPlatform().getExceptionConverter();
  return preparedStatements(await connection.getNativeClient(), (error) => converter.convertException(error));
}

/** Applies pending migrations; run at every start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
