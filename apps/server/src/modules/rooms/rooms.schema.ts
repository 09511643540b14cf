import { equipmentTypeSchema, expositionSchema, roomSchema, roomTypeSchema } from '@courant/domain';
import { z } from 'zod';
import { refuseRepeatedIds } from '../repeated-ids.ts';

const surface = z.coerce.number().min(0, 'La surface doit être positive').max(100000).nullable().optional();

/** PUT /projects/{id}/rooms: the whole set, replaced at once (part 1 §3, §7). */
export const roomsUpdateInputSchema = z
  .object({
    id: z.string(),
    rooms: z.array(roomSchema).max(500, 'Au plus 500 pièces par projet'),
    /**
     * m²; when absent, the sum of the room surfaces (the 'Surface totale' of part 1 §2 step 3).
     * REST also takes it as surface_loi_carrez (src/rest/spec-names.ts).
     */
    surfaceLoiCarrez: surface,
  })
  .superRefine(refuseRepeatedIds('rooms', (id) => `Identifiant de pièce en double\u00a0: "${id}"`));
export type RoomsUpdateInput = z.infer<typeof roomsUpdateInputSchema>;

export const roomViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null while the surface is still to give ('Surface à saisir'). */
  surface: z.number().nullable(),
  roomType: roomTypeSchema.nullable(),
  exposition: expositionSchema.nullable(),
  /** Also carries roomType and exposition, as the spec's readers expect (part 2 §3.2). */
  options: roomSchema.shape.options.unwrap().unwrap(),
});
export type RoomView = z.infer<typeof roomViewSchema>;

export const roomsViewSchema = z.object({
  projectId: z.string(),
  rooms: z.array(roomViewSchema),
  /** m² (REST also answers it as surface_loi_carrez, src/rest/spec-names.ts). */
  surfaceLoiCarrez: z.number().nullable(),
});
export type RoomsView = z.infer<typeof roomsViewSchema>;

/**
 * PUT /projects/{id}/rooms answer: the rooms, and the oven and hood sockets the save removed from
 * rooms that are no longer a kitchen (part 2 §5), each with its French message for the screen.
 */
export const roomsUpdateViewSchema = roomsViewSchema.extend({
  removedEquipment: z.array(
    z.object({
      id: z.string(),
      roomId: z.string(),
      type: equipmentTypeSchema,
      quantity: z.number(),
      message: z.string(),
    }),
  ),
});
export type RoomsUpdateView = z.infer<typeof roomsUpdateViewSchema>;
