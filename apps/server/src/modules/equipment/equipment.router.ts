import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { equipmentSetViewSchema, equipmentUpdateInputSchema } from './equipment.schema.ts';
import { getEquipment, replaceEquipment } from './equipment.service.ts';

const tags = ['equipment'];

export const equipmentRouter = router({
  get: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/project-equipments/{projectId}',
        summary: "Équipements d'un projet",
        tags,
      },
    })
    .input(z.object({ projectId: z.string() }))
    .output(equipmentSetViewSchema)
    .query(({ ctx, input }) => getEquipment(ctx.em, ctx.user.id, input.projectId)),

  update: protectedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/project-equipments',
        summary: 'Remplacer les équipements du projet',
        tags,
      },
    })
    .input(equipmentUpdateInputSchema)
    .output(equipmentSetViewSchema)
    .mutation(({ ctx, input }) => replaceEquipment(ctx.em, ctx.user.id, input)),

  /** The spec also reads the update as a POST (part 2 §7). */
  save: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/project-equipments',
        summary: 'Remplacer les équipements du projet (POST)',
        tags,
      },
    })
    .input(equipmentUpdateInputSchema)
    .output(equipmentSetViewSchema)
    .mutation(({ ctx, input }) => replaceEquipment(ctx.em, ctx.user.id, input)),
});
