import { readFileSync } from 'node:fs';
import {
  type ComplianceRequest,
  type ComplianceResult,
  checkCompliance,
  type DimensioningRequest,
  lightningSchema,
} from '@courant/domain';
import type { Project } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { computeProjectDimensioning } from '../dimensioning/dimensioning.service.ts';
import type { ComplianceHealth, DimensioningAnswer } from './compliance.schema.ts';

/**
 * The NF C 15-100 check of the rooms and equipment sent (part 2 §3.5–3.6). The project's scope is the
 * server's to say: the same one the dimensioning notes read.
 */
export function checkProjectCompliance(project: Project, request: ComplianceRequest): ComplianceResult {
  return checkCompliance({
    ...request,
    context: { ...request.context, work_type: project.typeTravaux, work_scope: project.workScope ?? null },
  });
}

/**
 * The 'with dimensioning' variant (part 2 §7): the board is dimensioned from the project as saved —
 * the server is authoritative — with the request's number_of_people and lightning facts when given.
 */
export async function dimensionProject(
  deps: Deps,
  project: Project,
  request: DimensioningRequest,
): Promise<DimensioningAnswer> {
  const lightning = lightningSchema.safeParse(request.context?.lightning);
  const dimensioning = await computeProjectDimensioning(deps, project, {
    numberOfPeople: request.number_of_people ?? null,
    lightning: lightning.success ? lightning.data : null,
  });
  return { dimensioning };
}

function readDomainVersion(): string {
  try {
    const entry = import.meta.resolve('@courant/domain');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', entry), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

const DOMAIN_VERSION = readDomainVersion();

export function complianceHealth(): ComplianceHealth {
  return { status: 'ok', engine: 'courant-domain', version: DOMAIN_VERSION };
}
