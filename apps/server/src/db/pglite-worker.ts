// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) in a worker thread: its queries
// run here, so the server's event loop keeps answering while the database works. The server's side
// is src/db/pglite-remote.ts; PGlite's own lock orders the queries and transactions, as in-process.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import array from 'postgres-array';
import { JSON_TYPES, type PgliteReply, type PgliteRequest, serializeError } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

const { dataDir } = workerData as { dataDir: string };
// The type parsers @mikro-orm/pglite gives its own instance (createPostgreSqlTypeParsers of
// @mikro-orm/sql, not imported: the whole ORM would load in this thread for four lines): date,
// timestamp, timestamptz and interval stay strings, their arrays arrays of strings.
// json and jsonb cross to the server's thread as their text too, parsed there (pglite-remote.ts): a
// string is copied at once, where the parsed tree cost this thread a JSON.parse and a structured clone
// of every object in it (20 % of this thread's time under 16 writers, the project's detail
// carrying its rooms, equipment and estimate lines as JSON).
const keepText = (text: string) => text;
const textArray = (text: string) => array.parse(text);
const parsers = Object.fromEntries([
  ...[1082, 1114, 1184, 1186, ...JSON_TYPES].map((oid) => [oid, keepText]),
  ...[1182, 1115, 1185, 1187].map((oid) => [oid, textArray]),
]);
const db = await PGlite.create({ dataDir, parsers });

/** Open transactions by id: PGlite's handle, the decision awaited, and the end of the transaction. */
const transactions = new Map<number, Transaction>();
const decisions = new Map<number, (commit: boolean) => void>();
const endings = new Map<number, Promise<void>>();
let nextTx = 1;

function reply(message: PgliteReply): void {
  port?.postMessage(message);
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open;
}

/** Opens a transaction that stays open (holding PGlite's lock) until 'commit' or 'rollback' names it. */
function begin(): Promise<number> {
  const id = nextTx++;
  return new Promise((resolve, reject) => {
    let started = false;
    const decided = new Promise<boolean>((decide) => decisions.set(id, decide));
    const ending = db
      .transaction(async (tx) => {
        started = true;
        transactions.set(id, tx);
        resolve(id);
        if (!(await decided)) await tx.rollback();
      })
      .then(() => undefined)
      .finally(() => {
        transactions.delete(id);
        decisions.delete(id);
        endings.delete(id);
      });
    endings.set(id, ending);
    ending.catch((error: unknown) => {
      if (!started) reject(error);
    });
  });
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, request.options as never);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const ending = endings.get(request.tx);
      decisions.get(request.tx)?.(request.op === 'commit');
      await ending;
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
port.postMessage({ ready: true });
