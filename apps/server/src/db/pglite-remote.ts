import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type PgliteReply,
  type PgliteRequest,
  parseJsonFields,
} from './pglite-protocol.ts';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** exec's answer: one result per statement. */
const parseAll = (results: unknown) => (results as unknown[]).map(parseJsonFields);

type Body<R> = R extends unknown ? Omit<R, 'id'> : never;

interface Queryable {
  query(sql: string, params?: unknown[], options?: unknown): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The PGlite worker seen from the server's thread: the part of PGlite's API that MikroORM's driver
 * (kysely's PGlite dialect) calls — query, exec, transaction, ready, close — each call a message.
 */
export class RemotePglite implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #closed = false;
  /** performance.now() of the worker's last successful answer. */
  lastAnswerAt = 0;
  readonly waitReady: Promise<void>;
  ready = false;

  constructor(dataDir: string) {
    this.#worker = new Worker(WORKER_URL, { workerData: { dataDir } });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: unknown) => {
        if ((message as { ready?: boolean }).ready) {
          this.ready = true;
          this.#worker.off('message', onReady);
          this.#worker.on('message', (reply: PgliteReply) => this.#settle(reply));
          resolve();
        }
      };
      this.#worker.on('message', onReady);
      this.#worker.once('error', reject);
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => {
      this.#closed = true;
      this.#failAll(new Error(`La base embarquée s’est arrêtée (code ${code})`));
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params?: unknown[], options?: unknown): Promise<unknown> {
    return this.#call({ op: 'query', sql, params, options }).then(parseJsonFields);
  }

  exec(sql: string): Promise<unknown> {
    return this.#call({ op: 'exec', sql }).then(parseAll);
  }

  /** Runs `fn` in a transaction held open in the worker; commits when it returns, rolls back when it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    const handle: Queryable = {
      query: (sql, params, options) =>
        this.#call({ op: 'query', sql, params, options, tx }).then(parseJsonFields),
      exec: (sql) => this.#call({ op: 'exec', sql, tx }).then(parseAll),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' }).catch(() => undefined);
    this.#closed = true;
    await this.#worker.terminate();
  }

  #call(body: Body<PgliteRequest>): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('La base embarquée est fermée'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  #settle(reply: PgliteReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) {
      this.lastAnswerAt = performance.now();
      pending.resolve(reply.value);
    } else pending.reject(deserializeError(reply.error));
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
