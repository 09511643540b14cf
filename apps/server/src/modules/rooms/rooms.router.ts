import { router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { roomsUpdateInputSchema, roomsUpdateViewSchema, roomsViewSchema } from './rooms.schema.ts';
import { getRooms, replaceRooms } from './rooms.service.ts';

export const roomsRouter = router({
  get: projectProcedure('id')
    .meta({
      rest: {
        method: 'GET',
        path: '/projects/{id}/rooms',
        summary: 'Pièces d’un projet et surface totale',
      },
    })
    .output(roomsViewSchema)
    .query(({ ctx }) => getRooms(ctx.deps, ctx.project)),

  update: projectProcedure('id')
    .meta({
      rest: { method: 'PUT', path: '/projects/{id}/rooms', summary: 'Remplacer les pièces du projet' },
    })
    .input(roomsUpdateInputSchema)
    .output(roomsUpdateViewSchema)
    .mutation(({ ctx, input }) => replaceRooms(ctx.deps, ctx.project, input)),
});
