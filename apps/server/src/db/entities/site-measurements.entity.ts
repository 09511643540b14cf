import type { SiteMeasurements } from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ProjectSchema } from './project.entity.ts';
import { deletedWith, timestamps } from './properties.ts';

/**
 * The facts and measurements an electrician takes on site for the project's Consuel dossier, with the
 * hand answers of its self-check sheet: one row per project, replaced as a whole (the domain's
 * siteMeasurementsSchema is its shape, validated before every write).
 */
export const SiteMeasurementsSchema = defineEntity({
  name: 'SiteMeasurements',
  tableName: 'site_measurements',
  properties: {
    project: () => deletedWith(ProjectSchema).primary(),
    data: p.json<SiteMeasurements>(),
    ...timestamps(),
  },
});
export type SiteMeasurementsRow = InferEntity<typeof SiteMeasurementsSchema>;
