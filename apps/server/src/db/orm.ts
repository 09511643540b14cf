import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/sql';
import type { Config } from '../config.ts';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';

export type Orm = PgliteORM | PostgresORM;
export type Em = EntityManager;

function baseOptions(): Partial<Options> {
  return {
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
export async function openOrm(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Orm> {
  if (config.databaseUrl) {
    return PostgresORM.init({ ...baseOptions(), clientUrl: config.databaseUrl } as never);
  }
  if (config.dataDir === 'memory://') return PgliteORM.init({ ...baseOptions() } as never);
  const dir = path.resolve(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return PgliteORM.init({ ...baseOptions(), dbName: dir } as never);
}

/** Applies pending migrations; run at every start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
