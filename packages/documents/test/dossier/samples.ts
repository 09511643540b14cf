import {
  buildConsuelDossier,
  type ConsuelDossier,
  computeDimensioning,
  type DimensioningInput,
  EMPTY_SITE_MEASUREMENTS,
  type SiteMeasurements,
} from '@courant/domain';
import { NAMED_PROJECTS } from '@courant/domain/test-cases';

/** One of the domain's hand-written test projects. */
function named(name: string): DimensioningInput {
  const project = NAMED_PROJECTS[name];
  if (!project) throw new Error(`No test project named ${name}`);
  return project;
}

/** A T3 whose board has 30 circuits (two sheets of schéma on A4 landscape), surge protector included. */
export const THIRTY_CIRCUITS = named('t3 with its installation, single phase');
/** A T3 with a water heater on its off-peak contactor. */
export const T3 = named('t3 construction');

/** The dossier of a sample project, its board computed now, with `measurements` taken. */
export function sampleDossier(
  input: DimensioningInput,
  measurements: Partial<SiteMeasurements> = {},
): ConsuelDossier {
  return buildConsuelDossier({
    date: '2026-12-07',
    projectName: 'Maison Dupont',
    project: input,
    dimensioning: computeDimensioning(input),
    measurements: { ...EMPTY_SITE_MEASUREMENTS, ...measurements },
    installer: { name: 'Élec Lyon', address: '12 rue des Lilas, 69003 Lyon', siret: '73282932000074' },
    client: { name: 'M. et Mme Dupont', address: '3 rue Neuve, 69003 Lyon' },
    siteAddress: '8 chemin du Lac, 69003 Lyon',
  });
}
