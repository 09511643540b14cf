// The baseline of bench/api.bench.ts: bare Fastify 5 + pg doing the same reads as Courant's project
// routes (session and user in one query, the owned project, then its plans, rooms, equipment and
// quotes side by side) with no ORM, no tRPC, no validation. Started as a child process by the bench.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

/** The signed-in user's company (projects belong to the company). */
async function sessionUser(authorization: string | undefined): Promise<string | null> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
  if (!token) return null;
  // As Courant stores them: the token's SHA-256, the user and their company in one join.
  const { rows } = await pool.query(
    'select s.expires_at, s.absolute_expires_at, u.id as user_id, u.company_id, u.email, u.first_name, u.last_name, ' +
      'c.name as company, c.siret from sessions s join users u on u.id = s.user_id ' +
      'join companies c on c.id = u.company_id where s.token_hash = $1',
    [createHash('sha256').update(token).digest('hex')],
  );
  return rows[0]?.company_id ?? null;
}

async function detail(project: Record<string, unknown>) {
  const id = project.id;
  const [plans, rooms, equipment, quotes] = await Promise.all([
    pool.query('select * from plan_files where project_id = $1 order by created_at, id', [id]),
    pool.query('select * from rooms where project_id = $1 order by position', [id]),
    pool.query('select * from equipment_items where project_id = $1 order by position', [id]),
    pool.query('select * from quotes where project_id = $1 order by created_at, id', [id]),
  ]);
  return {
    ...project,
    planFiles: plans.rows,
    rooms: rooms.rows,
    equipments: equipment.rows,
    quotes: quotes.rows,
  };
}

app.get<{ Params: { id: string } }>('/bare/projects/:id', async (req, reply) => {
  const user = await sessionUser(req.headers.authorization);
  if (!user) return reply.status(401).send({ statusCode: 401 });
  const { rows } = await pool.query('select * from projects where id = $1 and company_id = $2', [
    req.params.id,
    user,
  ]);
  if (!rows[0]) return reply.status(404).send({ statusCode: 404 });
  return detail(rows[0]);
});

app.put<{ Params: { id: string }; Body: { name?: string } }>('/bare/projects/:id', async (req, reply) => {
  const user = await sessionUser(req.headers.authorization);
  if (!user) return reply.status(401).send({ statusCode: 401 });
  const { rows } = await pool.query(
    'update projects set name = coalesce($3, name), version = version + 1, updated_at = now() ' +
      'where id = $1 and company_id = $2 returning *',
    [req.params.id, user, req.body?.name ?? null],
  );
  if (!rows[0]) return reply.status(404).send({ statusCode: 404 });
  return detail(rows[0]);
});

app.get<{ Querystring: { page?: string; limit?: string } }>('/bare/projects', async (req, reply) => {
  const user = await sessionUser(req.headers.authorization);
  if (!user) return reply.status(401).send({ statusCode: 401 });
  const limit = Number(req.query.limit ?? 10);
  const offset = (Number(req.query.page ?? 1) - 1) * limit;
  const [page, count] = await Promise.all([
    pool.query(
      'select * from projects where company_id = $1 order by updated_at desc, id limit $2 offset $3',
      [user, limit, offset],
    ),
    pool.query('select count(*)::int as n from projects where company_id = $1', [user]),
  ]);
  const ids = page.rows.map((p) => p.id);
  const [plans, quotes] = await Promise.all([
    pool.query('select * from plan_files where project_id = any($1) order by created_at, id', [ids]),
    pool.query(
      'select id, project_id, status, total_cents from quotes where project_id = any($1) order by created_at, id',
      [ids],
    ),
  ]);
  return {
    projects: page.rows.map((p) => ({
      ...p,
      planFiles: plans.rows.filter((f) => f.project_id === p.id),
      quotes: quotes.rows.filter((q) => q.project_id === p.id),
    })),
    total: count.rows[0].n,
  };
});

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : port });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
