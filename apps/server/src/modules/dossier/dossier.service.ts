import {
  buildConsuelDossier,
  type ConsuelDossier,
  computeDimensioning,
  type Dimensioning,
  EMPTY_SITE_MEASUREMENTS,
  MEASUREMENT_MESSAGES,
  parisDate,
  readDimensioning,
  type SiteMeasurements,
  siteMeasurementsSchema,
} from '@courant/domain';
import { ClientSchema, type Project, SiteMeasurementsSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, type ErrorIssue } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { loadCompany } from '../companies/companies.service.ts';
import { projectDimensioningInput } from '../dimensioning/dimensioning.service.ts';
import { writeProject } from '../projects/project-access.ts';

/**
 * The project's Consuel dossier (domain: consuel/): read from what is saved — the project, the board,
 * the company, the client and the site measurements — and decided by buildConsuelDossier; the
 * measurements saved whole after the domain's schema and the project's own checks.
 */

/** One line: '12 rue des Lilas, 69003 Lyon' ('' parts left out). */
function addressLine(street: string, postalCode: string, city: string): string {
  const town = [postalCode, city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** The saved measurements, or none measured yet (a row that no longer parses reads as empty). */
export async function loadMeasurements(em: Em, projectId: string): Promise<SiteMeasurements> {
  const row = await em.findOne(SiteMeasurementsSchema, { project: projectId });
  if (!row) return EMPTY_SITE_MEASUREMENTS;
  const parsed = siteMeasurementsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : EMPTY_SITE_MEASUREMENTS;
}

export interface ProjectDossier {
  dossier: ConsuelDossier;
  /** The board it was made from: the saved one, else the one the project gives now (as the devis). */
  dimensioning: Dimensioning;
}

/**
 * The dossier of a project of the member's company (projectProcedure or findOwnedProject checked it),
 * with `measurements` when given (a write checks them against the project before saving), else the saved ones.
 */
export async function buildProjectDossier(
  deps: Deps,
  project: Project,
  now: Date,
  measurements?: SiteMeasurements,
): Promise<ProjectDossier> {
  const { em } = deps;
  const input = await projectDimensioningInput(em, project);
  // The board the devis is built from (boardForEstimate): the saved one, else computed now.
  const dimensioning = readDimensioning(project.dimensioning) ?? computeDimensioning(input);
  const company = await loadCompany(em, project.company);
  const client = project.client ? await em.findOne(ClientSchema, { id: project.client }) : null;
  const clientAddress = client ? addressLine(client.address, client.postalCode, client.city) : '';
  const siteAddress = client ? addressLine(client.siteAddress, client.sitePostalCode, client.siteCity) : '';
  const dossier = buildConsuelDossier({
    date: parisDate(now),
    projectName: project.name,
    project: input,
    dimensioning,
    measurements: measurements ?? (await loadMeasurements(em, project.id)),
    installer: {
      name: company.name,
      address:
        addressLine(company.address, company.postalCode, company.city) ||
        'adresse à renseigner (paramètres de l’entreprise)',
      siret: company.siret,
    },
    client: client ? { name: client.name, address: clientAddress } : null,
    siteAddress: siteAddress || clientAddress || null,
  });
  return { dossier, dimensioning };
}

/**
 * What the schema cannot know: each RCD test names an RCD of the board, each bathroom answer a
 * bathroom of the project. Issues in the shape of zod's, with the schema's French messages.
 */
function projectIssues(dossier: ConsuelDossier, measurements: SiteMeasurements): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const rcds = new Set(dossier.board.rcds.map((r) => r.number));
  measurements.rcdTests.forEach((test, i) => {
    if (!rcds.has(test.rcd))
      issues.push({ path: ['rcdTests', i, 'rcd'], message: MEASUREMENT_MESSAGES.rcdNumber });
  });
  const bathrooms = new Set(dossier.facts.bathrooms.map((b) => b.id));
  measurements.bathroomBonding.forEach((answer, i) => {
    if (!bathrooms.has(answer.roomId))
      issues.push({ path: ['bathroomBonding', i, 'roomId'], message: MEASUREMENT_MESSAGES.roomId });
  });
  return issues;
}

/**
 * PUT …/dossier/measurements: the measurements and hand answers replaced as a whole, in the project's
 * transaction (project locked and touched). An entry the project refutes (an RCD the board does not
 * have, a room that is not one of its bathrooms) is refused whole: nothing is written.
 */
export async function saveMeasurements(
  deps: Deps,
  project: Project,
  measurements: SiteMeasurements,
  now: Date,
): Promise<ConsuelDossier> {
  const { dossier } = await buildProjectDossier(deps, project, now, measurements);
  const issues = projectIssues(dossier, measurements);
  const first = issues[0];
  if (first) throw new AppError('VALIDATION_ERROR', first.message, issues);
  await writeProject(deps.em, project.id, async (tem) => {
    const row = await tem.findOne(SiteMeasurementsSchema, { project: project.id });
    if (row) row.data = measurements;
    else tem.create(SiteMeasurementsSchema, { project: project.id, data: measurements });
  });
  return dossier;
}
