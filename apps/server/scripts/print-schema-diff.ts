// Prints the SQL that brings an empty database (plus the existing migrations) to the current entities:
// paste it into a new migration in src/db/migrations/ and register it in migrations/index.ts.
import { migrate, openOrm } from '../src/db/orm.ts';

const orm = await openOrm({ databaseUrl: undefined, dataDir: 'memory://' });
await migrate(orm);
const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
console.log(sql.trim() || '-- no changes');
await orm.close(true);
