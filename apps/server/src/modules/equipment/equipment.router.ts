import { rest, router } from '../../trpc/init.ts';
import { projectProcedure } from '../../trpc/procedures.ts';
import { equipmentSetViewSchema, equipmentUpdateInputSchema } from './equipment.schema.ts';
import { getEquipment, replaceEquipment } from './equipment.service.ts';

/** The spec reads the update as a PUT and as a POST (part 2 §7): one procedure, under each method. */
function replaceProcedure(method: 'PUT' | 'POST', summary: string) {
  return projectProcedure('projectId')
    .meta(rest(method, '/project-equipments', summary))
    .input(equipmentUpdateInputSchema)
    .output(equipmentSetViewSchema)
    .mutation(({ ctx, input }) => replaceEquipment(ctx.deps, ctx.project, input));
}

export const equipmentRouter = router({
  get: projectProcedure('projectId')
    .meta(rest('GET', '/project-equipments/{projectId}', 'Équipements d’un projet'))
    .output(equipmentSetViewSchema)
    .query(({ ctx }) => getEquipment(ctx.deps, ctx.project)),

  update: replaceProcedure('PUT', 'Remplacer les équipements du projet'),
  save: replaceProcedure('POST', 'Remplacer les équipements du projet (POST)'),
});
