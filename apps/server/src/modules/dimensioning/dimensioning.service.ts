import {
  computeDimensioning,
  type Dimensioning,
  type DimensioningInput,
  dimensioningInputKey,
  type Lightning,
  readDimensioning,
} from '@courant/domain';
import type { Project } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import type { Deps } from '../../services.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
import { readInstallation } from '../projects/project-access.ts';
import { loadDomainRooms } from '../rooms/rooms.service.ts';

export interface DimensioningOverrides {
  numberOfPeople?: number | null;
  lightning?: Lightning | null;
}

/** What the board of the project is computed from: its saved rooms, equipment, options and facts. */
export async function projectDimensioningInput(
  em: Em,
  project: Project,
  overrides: DimensioningOverrides = {},
): Promise<DimensioningInput> {
  const [rooms, equipments] = [
    await loadDomainRooms(em, project.id),
    await loadDomainEquipment(em, project.id),
  ];
  const installation = readInstallation(project.installation);
  return {
    rooms,
    equipments,
    options: project.options ?? null,
    postalCode: project.codePostal,
    numberOfPeople: overrides.numberOfPeople ?? project.numberOfPeople,
    // The facts given with the request win; else the ones saved with the project.
    lightning: overrides.lightning ?? installation?.lightning ?? null,
    workType: project.typeTravaux,
    workScope: project.workScope ?? null,
    installation,
  };
}

/** The board dimensioning of the project as saved: its rooms, equipment and options (part 2 §3.7). */
export async function computeProjectDimensioning(
  deps: Deps,
  project: Project,
  overrides: DimensioningOverrides = {},
): Promise<Dimensioning> {
  return computeDimensioning(await projectDimensioningInput(deps.em, project, overrides));
}

/**
 * The board an estimate is built from: the one saved with the project (step 7, with the user's edits),
 * else the one its rooms, equipment and options give now, not saved. Without it, a project whose
 * step 7 was never opened (skipped in the stepper, or driven through the API) had a devis without board.
 */
export async function boardForEstimate(em: Em, project: Project): Promise<Dimensioning> {
  return (
    readDimensioning(project.dimensioning) ?? computeDimensioning(await projectDimensioningInput(em, project))
  );
}

export interface DimensioningStatus {
  /** A board is saved with the project. */
  computed: boolean;
  /** Rooms, equipment, options or installation facts changed since the saved board was computed. */
  stale: boolean;
}

/**
 * Whether the saved board still matches the project: its input key against the key of
 * the project as it is now. A board saved before the key existed is not called stale.
 */
export async function projectDimensioningStatus(deps: Deps, project: Project): Promise<DimensioningStatus> {
  const saved = readDimensioning(project.dimensioning);
  if (!saved) return { computed: false, stale: false };
  if (!saved.input_key) return { computed: true, stale: false };
  const key = dimensioningInputKey(await projectDimensioningInput(deps.em, project));
  return { computed: true, stale: key !== saved.input_key };
}
