import { router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { equipmentSetViewSchema, equipmentUpdateInputSchema } from './equipment.schema.ts';
import { getEquipment, replaceEquipment } from './equipment.service.ts';

const tags = ['equipment'];

export const equipmentRouter = router({
  get: projectProcedure('projectId')
    .meta({
      rest: {
        method: 'GET',
        path: '/project-equipments/{projectId}',
        summary: 'Équipements d’un projet',
        tags,
      },
    })
    .output(equipmentSetViewSchema)
    .query(({ ctx }) => getEquipment(ctx.deps, ctx.project)),

  update: projectProcedure('projectId')
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
    .mutation(({ ctx, input }) => replaceEquipment(ctx.deps, ctx.project, input)),

  /** The spec also reads the update as a POST (part 2 §7). */
  save: projectProcedure('projectId')
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
    .mutation(({ ctx, input }) => replaceEquipment(ctx.deps, ctx.project, input)),
});
