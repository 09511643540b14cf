import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { roomsUpdateInputSchema, roomsViewSchema } from './rooms.schema.ts';
import { getRooms, replaceRooms } from './rooms.service.ts';

const tags = ['rooms'];

export const roomsRouter = router({
  get: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/projects/{id}/rooms',
        summary: "Pièces d'un projet et surface totale",
        tags,
      },
    })
    .input(z.object({ id: z.string() }))
    .output(roomsViewSchema)
    .query(({ ctx, input }) => getRooms(ctx.em, ctx.user.id, input.id)),

  update: protectedProcedure
    .meta({
      rest: { method: 'PUT', path: '/projects/{id}/rooms', summary: 'Remplacer les pièces du projet', tags },
    })
    .input(roomsUpdateInputSchema)
    .output(roomsViewSchema)
    .mutation(({ ctx, input }) => replaceRooms(ctx.em, ctx.user.id, input)),
});
