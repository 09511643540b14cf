import { equipmentItemSchema, optionsFitType } from '@courant/domain';
import { z } from 'zod';
import { refuseRepeatedIds } from '../repeated-ids.ts';

/**
 * PUT (or POST) /project-equipments: the project's whole equipment set, room and option items alike,
 * each item's options those of its type (saved rows are read without that check: see parse-saved.ts).
 */
export const equipmentUpdateInputSchema = z
  .object({
    projectId: z.string(),
    equipments: z
      .array(equipmentItemSchema.superRefine(optionsFitType))
      .max(5000, 'Au plus 5000 équipements par projet'),
  })
  .superRefine(refuseRepeatedIds('equipments', (id) => `Identifiant d’équipement en double\u00a0: "${id}"`));
export type EquipmentUpdateInput = z.infer<typeof equipmentUpdateInputSchema>;

export const equipmentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** null for project-level items derived from the options step. */
  roomId: z.string().nullable(),
  /** Typed as the domain's: what was saved passed equipmentItemSchema. */
  type: equipmentItemSchema.shape.type,
  metadata: equipmentItemSchema.shape.metadata.unwrap().unwrap().nullable(),
  options: equipmentItemSchema.shape.options.unwrap().unwrap().nullable(),
});
export type EquipmentView = z.infer<typeof equipmentViewSchema>;

export const equipmentSetViewSchema = z.object({
  projectId: z.string(),
  equipments: z.array(equipmentViewSchema),
});
export type EquipmentSetView = z.infer<typeof equipmentSetViewSchema>;
