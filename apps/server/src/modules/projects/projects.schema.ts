import {
  clientSchema,
  dimensioningItemSchema,
  dimensioningSchema,
  installationSchema,
  projectInfoSchema,
  projectOptionsSchema,
  projectStatusSchema,
  quoteItemSchema,
  workScopeSchema,
} from '@courant/domain';
import { z } from 'zod';
import { pageInputSchema, pageSchema } from '../../trpc/paging.ts';
import { teamMemberSchema } from '../companies/team.schema.ts';
import { equipmentViewSchema } from '../equipment/equipment.schema.ts';
import { planFileViewSchema } from '../plans/plans.schema.ts';
import { quoteSummarySchema } from '../quotes/quotes.schema.ts';
import { roomViewSchema } from '../rooms/rooms.schema.ts';

/** A project's procedures name it by `id` (REST: the path's {id}). */
export const projectIdInputSchema = z.object({ id: z.string() });

/**
 * POST /projects/create: the step 1 fields. REST also takes the spec's `number_of_people` (part 1 §3),
 * read as numberOfPeople in src/rest/spec-names.ts.
 */
export const projectCreateInputSchema = projectInfoSchema.extend({
  status: projectStatusSchema.optional(),
  options: projectOptionsSchema.nullable().optional(),
});
export type ProjectCreateInput = z.infer<typeof projectCreateInputSchema>;

/**
 * PUT /projects/{id}: any subset of the info fields, status, options and dimensioning (part 1 §7).
 * Other fields a client sends back with the project (planFiles, pieces…) are ignored.
 */
export const projectUpdateInputSchema = projectInfoSchema.partial().extend({
  id: z.string(),
  status: projectStatusSchema.optional(),
  options: projectOptionsSchema.nullable().optional(),
  dimensioning: dimensioningSchema.nullable().optional(),
});
export type ProjectUpdateInput = z.infer<typeof projectUpdateInputSchema>;

/** PUT /projects/{id}/options: the step 5 options; their equipment items are derived by the server. */
export const projectOptionsInputSchema = projectIdInputSchema.extend({ options: projectOptionsSchema });
export type ProjectOptionsInput = z.infer<typeof projectOptionsInputSchema>;

/** PUT /projects/{id}/installation: the installation facts, replaced as a whole. */
export const projectInstallationInputSchema = projectIdInputSchema.extend({
  installation: installationSchema,
});
export type ProjectInstallationInput = z.infer<typeof projectInstallationInputSchema>;

export const projectListInputSchema = pageInputSchema(10).prefault({});

/** The member who last edited a project (the list shows who). */
export const projectEditorSchema = teamMemberSchema.pick({ id: true, firstName: true, lastName: true });
export type ProjectEditor = z.infer<typeof projectEditorSchema>;

/**
 * A project as tRPC answers it: one name per fact. The REST API adds the spec's second names
 * (number_of_people, dimensioning_data, surface_loi_carrez, pieces) in src/rest/spec-names.ts.
 */
export const projectViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  typeProjet: projectInfoSchema.shape.typeProjet,
  typeTravaux: projectInfoSchema.shape.typeTravaux,
  /** 'logement_complet' | 'pieces_renovees' for a renovation; null for the whole dwelling. */
  workScope: workScopeSchema.nullable(),
  codePostal: z.string(),
  numberOfPeople: z.number(),
  /** The client picked at step 1 from the company's list; null: none. */
  clientId: z.string().nullable(),
  client: clientSchema.nullable(),
  /** Part 1 §4. */
  status: projectStatusSchema,
  options: projectOptionsSchema.nullable(),
  /** The installation facts; null until entered. */
  installation: installationSchema.nullable(),
  /** The board of step 7 (part 2 §3.7); null until computed or saved. */
  dimensioning: dimensioningSchema.nullable(),
  /** m², the total surface saved with the rooms. */
  surfaceLoiCarrez: z.number().nullable(),
  /** Bumped by every write to the project or what hangs off it. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first: the card's thumbnail is the first one's preview (part 1 §2 'Project card'). */
  planFiles: z.array(planFileViewSchema),
  /** Who last changed the project or what hangs off it; null when that account is gone. */
  updatedBy: projectEditorSchema.nullable(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

/** A project of the list: with its quotes (oldest first) for the card's price rule of part 1 §4. */
export const projectListItemSchema = projectViewSchema.extend({
  quotes: z.array(quoteSummarySchema),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** GET /projects/{id}: the whole project, with rooms, equipment and the first quote's content. */
export const projectDetailSchema = projectListItemSchema.extend({
  rooms: z.array(roomViewSchema),
  equipments: z.array(equipmentViewSchema),
  /** From the project's first quote (the one the estimate step updates, part 2 §4.4); empty without one. */
  quoteItems: z.array(quoteItemSchema),
  dimensioningItems: z.array(dimensioningItemSchema),
  totalAmount: z.number().nullable(),
  lastQuoteUpdate: z.string().nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** Latest update first, with paging (part 1 §3; REST also answers the list as data). */
export const projectListSchema = pageSchema('projects', projectListItemSchema);
export type ProjectList = z.infer<typeof projectListSchema>;
