import { checkCompliance } from '../compliance/check-compliance.ts';
import { toComplianceRequest } from '../compliance/to-compliance-request.ts';
import type { Dimensioning } from '../dimensioning/dimensioning.schema.ts';
import type { DimensioningInput } from '../dimensioning/dimensioning-input.ts';
import { dimensioningInputKey } from '../dimensioning/input-key.ts';
import { columnOf, idsOf } from '../labelled.ts';
import { effectiveWorkScope, roomTypeOf } from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE, type RoomType } from '../room-types.ts';
import { habitableSurface } from '../surfaces.ts';
import { ATTESTATION_FORM, attestationBoxes } from './attestation.ts';
import { plannedCircuitGroups } from './circuit-details.ts';
import type {
  ConsuelDossier,
  DOSSIER_STATUS_IDS,
  DossierFactsWithoutBoard,
  DossierInstaller,
  DossierParty,
  SelfCheckResult,
} from './dossier.schema.ts';
import { dossierBoard } from './dossier-board.ts';
import type { SiteMeasurements } from './measurements.schema.ts';
import { circuitList, selfCheckSheet } from './self-check.ts';

/**
 * The Consuel dossier of a project (reference consuel.md): the attestation's facts, the board as the
 * schéma and the circuit table show it, the site measurements and the self-check sheet, with the
 * dossier's state. Pure: the server passes the saved records and the date.
 */

/** The dossier's states, each with its label, its colour on screen and what it means for the visa. */
const DOSSIER_STATUS_TABLE = {
  pret: {
    label: 'Prêt',
    tone: 'green',
    hint: 'Chaque point bloquant est conforme ou sans objet : l’attestation peut être remplie.',
  },
  incomplet: {
    label: 'Incomplet',
    tone: 'orange',
    hint: 'Des mesures ou des points d’autocontrôle restent à renseigner.',
  },
  non_conforme: {
    label: 'Non conforme',
    tone: 'red',
    hint: 'Un point au moins n’est pas conforme : à corriger avant de demander le visa.',
  },
} satisfies Record<(typeof DOSSIER_STATUS_IDS)[number], { label: string; tone: string; hint: string }>;
export const DOSSIER_STATUSES = idsOf(DOSSIER_STATUS_TABLE);
export type DossierStatus = (typeof DOSSIER_STATUSES)[number];
export const DOSSIER_STATUS_LABELS: Record<DossierStatus, string> = columnOf(DOSSIER_STATUS_TABLE, 'label');
export const DOSSIER_STATUS_TONES: Record<DossierStatus, string> = columnOf(DOSSIER_STATUS_TABLE, 'tone');
export const DOSSIER_STATUS_HINTS: Record<DossierStatus, string> = columnOf(DOSSIER_STATUS_TABLE, 'hint');

/** Rooms whose supplementary bonding the dossier asks about. */
const BATHROOM_TYPES: ReadonlySet<RoomType> = new Set<RoomType>(['WetRoom', 'BathroomWithWC']);

export interface ConsuelDossierInput {
  /** Day of the dossier, AAAA-MM-JJ. */
  date: string;
  projectName: string;
  /** What the board is computed from (the project as it is now). */
  project: DimensioningInput;
  /** The saved board (step 7); null when none was saved. */
  dimensioning: Dimensioning | null;
  measurements: SiteMeasurements;
  /** The installer: fills in the attestation, stamps it and asks for the visa. */
  installer: DossierInstaller;
  /** The client (maître d'ouvrage), when the project has one. */
  client: DossierParty | null;
  /** The site's address: the client's work site, else the client's address; null when unknown. */
  siteAddress: string | null;
}

/** The dossier's state: non conforme before incomplet before prêt. */
export function dossierStatus(sheet: readonly SelfCheckResult[]): DossierStatus {
  const blocking = sheet.filter((item) => item.blocking);
  if (blocking.some((item) => item.status === 'non_conforme')) return 'non_conforme';
  if (blocking.some((item) => item.status === null)) return 'incomplet';
  return 'pret';
}

export function buildConsuelDossier(input: ConsuelDossierInput): ConsuelDossier {
  const { project, measurements } = input;
  const saved = input.dimensioning;
  const emptyBoard: Dimensioning = {
    circuit_breakers: [],
    electrical_panels: [],
    cables: [],
    surge_protectors: [],
    installation_notes: [],
  };
  const board = dossierBoard({
    dimensioning: saved ?? emptyBoard,
    circuitGroups: plannedCircuitGroups(project),
    supply: project.installation?.supply ?? null,
  });
  const rooms = project.rooms.map((room) => ({ ...room, roomType: roomTypeOf(room) ?? DEFAULT_ROOM_TYPE }));
  const surface = habitableSurface(rooms);
  const compliance = checkCompliance(
    toComplianceRequest({
      projectId: 'dossier',
      postalCode: project.postalCode,
      numberOfPeople: project.numberOfPeople,
      rooms: project.rooms,
      equipments: project.equipments,
      options: project.options,
      typeTravaux: project.workType,
      workScope: project.workScope,
    }),
  );
  const facts: DossierFactsWithoutBoard = {
    bathrooms: rooms
      .filter((r) => BATHROOM_TYPES.has(r.roomType))
      .map((r) => ({ id: String(r.id), name: r.name })),
    habitableSurface: surface,
    partial: effectiveWorkScope(project.workType, project.workScope) === 'pieces_renovees',
    lightning: project.lightning ?? project.installation?.lightning ?? null,
    equipment: {
      roomsShort: compliance.room_results.filter((r) => r.compliance_status !== 'compliant').length,
    },
  };

  const warnings: string[] = [];
  if (!saved) {
    warnings.push('Aucun tableau enregistré\u00a0: calculez-le à l’étape «\u00a0Tableau électrique\u00a0».');
  } else if (saved.input_key && saved.input_key !== dimensioningInputKey(project)) {
    warnings.push(
      'Le projet a changé depuis le calcul du tableau\u00a0: le dossier montre le tableau enregistré (celui du devis)\u202f; recalculez-le à l’étape «\u00a0Tableau électrique\u00a0» s’il ne correspond plus à l’installation.',
    );
  }
  const blank = board.circuits.filter((c) => c.section === null);
  if (blank.length > 0) {
    warnings.push(
      `Pièces et section inconnues (disjoncteur ajouté ou modifié à la main)\u00a0: ${circuitList(blank)}\u202f; complétez le schéma à la main.`,
    );
  }

  return withMeasurements(
    {
      date: input.date,
      projectName: input.projectName,
      status: 'incomplet',
      attestation: {
        form: ATTESTATION_FORM,
        boxes: attestationBoxes(project.workType, project.workScope, board.circuits),
        installer: input.installer,
        requester: { name: input.installer.name, address: input.installer.address },
        client: input.client,
        siteAddress: input.siteAddress,
      },
      board,
      facts,
      measurements,
      selfCheck: [],
      findings: [],
      missing: [],
      warnings,
    },
    measurements,
  );
}

/**
 * The dossier with other measurements: its self-check sheet, findings, missing points and state
 * decided again (the web runs it as the electrician types on site, offline too; the server when saving).
 */
export function withMeasurements(dossier: ConsuelDossier, measurements: SiteMeasurements): ConsuelDossier {
  const sheet = selfCheckSheet({ ...dossier.facts, board: dossier.board, measurements });
  return {
    ...dossier,
    measurements,
    status: dossierStatus(sheet),
    selfCheck: sheet,
    findings: sheet.filter((i) => i.blocking && i.status === 'non_conforme'),
    missing: sheet.filter((i) => i.blocking && i.status === null),
  };
}
