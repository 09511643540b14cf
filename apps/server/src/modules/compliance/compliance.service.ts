import { readFileSync } from 'node:fs';
import {
  type ComplianceRequest,
  type ComplianceResult,
  checkCompliance,
  type DimensioningRequest,
  lightningSchema,
} from '@courant/domain';
import type { Em } from '../../db/orm.ts';
import { computeProjectDimensioning } from '../dimensioning/dimensioning.service.ts';
import { findOwnedProject } from '../projects/project-access.ts';
import type { ComplianceHealth, DimensioningAnswer } from './compliance.schema.ts';

/** The NF C 15-100 check of the rooms and equipment sent (part 2 §3.5–3.6), for a project of the user. */
export async function checkProjectCompliance(
  em: Em,
  userId: string,
  request: ComplianceRequest,
): Promise<ComplianceResult> {
  await findOwnedProject(em, userId, request.installation_id);
  return checkCompliance(request);
}

/**
 * The 'with dimensioning' variant (part 2 §7): the board is dimensioned from the project as saved —
 * the server is authoritative — with the request's number_of_people and lightning facts when given.
 */
export async function dimensionProject(
  em: Em,
  userId: string,
  request: DimensioningRequest,
): Promise<DimensioningAnswer> {
  const lightning = lightningSchema.safeParse(request.context?.lightning);
  const dimensioning = await computeProjectDimensioning(em, userId, request.installation_id, {
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
