import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/sql';
import type { Config } from '../config.ts';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';

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
  if (config.databaseUrl) {
    const orm = await PostgresORM.init({ ...baseOptions(log), clientUrl: config.databaseUrl } as never);
    return orm as unknown as Orm;
  }
  if (config.dataDir === 'memory://')
    return (await PgliteORM.init({ ...baseOptions(log) } as never)) as unknown as Orm;
  const dir = path.resolve(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return (await PgliteORM.init({ ...baseOptions(log), dbName: dir } as never)) as unknown as Orm;
}

/** Applies pending migrations; run at every start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
