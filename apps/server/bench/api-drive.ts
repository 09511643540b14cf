// What the API benches share (api.bench.ts, ab.bench.ts): the seed, driving a route with autocannon,
// and the CPU time per request of the server and of the PostgreSQL backends that served it.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuTimeMs } from './helpers.ts';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request: steadier than req/s on a busy machine. */
  cpuMs: number;
  /** CPU time PostgreSQL's backends on the bench's database spent per answered request. */
  dbCpuMs: number | undefined;
}

/**
 * The CPU time of PostgreSQL's backends connected to one database (same machine: /proc). A backend
 * that ends during a run loses its share; the pools keep theirs open while they are busy.
 */
export class DatabaseCpu {
  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async open(url: string): Promise<DatabaseCpu> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new DatabaseCpu(client, new URL(url).pathname.slice(1));
  }

  /** CPU ms of each backend of the database now, by pid (this client's own left out). */
  async sample(): Promise<Map<number, number>> {
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.database],
    );
    return new Map(rows.map(({ pid }) => [pid, cpuTimeMs(pid)]));
  }

  /** CPU ms the backends spent between two samples. */
  since(before: Map<number, number>, after: Map<number, number>): number {
    let total = 0;
    for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
    return total;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

async function call(url: string, method: string, pathName: string, token: string | null, body?: unknown) {
  const res = await fetch(`${url}${pathName}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathName}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** One user with 20 projects; the first has 8 rooms, 24 equipment items and a 40-line estimate. */
export async function seed(url: string): Promise<{ token: string; projectId: string }> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.fr`;
  const registered = (await call(url, 'POST', '/api/v1/auth/register', null, {
    company: 'Bench Électricité',
    siret: '12345678901237',
    firstName: 'Camille',
    lastName: 'Martin',
    email,
    password: 'Banc-d-essai-2026!',
  })) as { session: { token: string } };
  const token = registered.session.token;
  const info = { description: 'Rénovation complète', typeProjet: 'Résidentiel', typeTravaux: 'Construction' };
  let projectId = '';
  for (let i = 19; i >= 0; i--) {
    const created = (await call(url, 'POST', '/api/v1/projects', token, {
      ...info,
      name: `Maison ${i}`,
      codePostal: '69003',
      numberOfPeople: 3,
    })) as { id: string };
    projectId = created.id;
  }
  const rooms = Array.from({ length: 8 }, (_, i) => ({
    id: `r${i}`,
    name: `Pièce ${i + 1}`,
    surface: 10 + i,
  }));
  await call(url, 'PUT', `/api/v1/projects/${projectId}/rooms`, token, { rooms });
  const equipments = Array.from({ length: 24 }, (_, i) => ({
    id: `e${i}`,
    name: 'Prise simple',
    quantity: 1 + (i % 4),
    roomId: `r${i % 8}`,
    type: 'SimpleSocket',
  }));
  await call(url, 'PUT', '/api/v1/project-equipments', token, { projectId, equipments });
  const quoteItems = Array.from({ length: 40 }, (_, i) => ({
    id: `q${i}`,
    intitule: 'Prise simple',
    reference_principal: 'S520059',
    prix: 3.24,
    quantity: 2,
    roomId: `r${i % 8}`,
    equipmentType: 'SimpleSocket',
  }));
  await call(url, 'POST', '/api/v1/quotes', token, { projectId, quoteItems, dimensioningItems: [] });
  return { token, projectId };
}

export async function drive(
  server: { url: string; child: ChildProcess },
  method: 'GET' | 'PUT',
  pathName: string,
  token: string,
  options: { connections: number; duration: number; body?: unknown; database?: DatabaseCpu },
): Promise<Figures> {
  const cpuBefore = cpuTimeMs(server.child.pid);
  const dbBefore = await options.database?.sample();
  const result = await autocannon({
    url: `${server.url}${pathName}`,
    method,
    connections: options.connections,
    duration: options.duration,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: (cpuTimeMs(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total),
    dbCpuMs:
      dbBefore && options.database
        ? options.database.since(dbBefore, await options.database.sample()) /
          Math.max(1, result.requests.total)
        : undefined,
  };
}
