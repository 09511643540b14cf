import { rest, router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { roomsUpdateInputSchema, roomsUpdateViewSchema, roomsViewSchema } from './rooms.schema.ts';
import { getRooms, replaceRooms } from './rooms.service.ts';

export const roomsRouter = router({
  get: projectProcedure('id')
    .meta(rest('GET', '/projects/{id}/rooms', 'Pièces d’un projet et surface totale'))
    .output(roomsViewSchema)
    .query(({ ctx }) => getRooms(ctx.deps, ctx.project)),

  update: projectProcedure('id')
    .meta(rest('PUT', '/projects/{id}/rooms', 'Remplacer les pièces du projet'))
    .input(roomsUpdateInputSchema)
    .output(roomsUpdateViewSchema)
    .mutation(({ ctx, input }) => replaceRooms(ctx.deps, ctx.project, input)),
});
