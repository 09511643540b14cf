import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { REST_PREFIX, sendError } from '../../rest/adapter.ts';
import type { Services } from '../../services.ts';
import { setPlanBySiret } from './jetons.service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const bodySchema = z.object({ siret: z.string().max(30), plan: z.string().max(20) });

/**
 * Operators' routes, only when ADMIN_TOKEN is set: POST /api/v1/admin/set-plan changes a
 * company's plan as `npm run admin -- set-plan` does, for a running embedded server (its PGlite database
 * cannot be opened by a second process). Header `x-admin-token`; a wrong one is answered as an unknown
 * route. Not in the OpenAPI document: it is not part of the product's API.
 */
export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  const token = services.config.adminToken;
  if (!token) return;
  const expected = digest(token);
  app.post(`${REST_PREFIX}/admin/set-plan`, async (req, reply) => {
    const given = req.headers['x-admin-token'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      return sendError(reply, new AppError('NOT_FOUND', 'Route introuvable'));
    try {
      const body = bodySchema.parse(req.body ?? {});
      const companies = await setPlanBySiret(services.orm.em.fork(), body.siret, body.plan);
      return reply.send(companies.map((c) => ({ id: c.id, name: c.name, siret: c.siret, plan: c.plan })));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
