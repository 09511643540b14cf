import { computeDimensioning, type Dimensioning, type Lightning } from '@courant/domain';
import type { Project } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
import { readInstallation } from '../projects/project-access.ts';
import { loadDomainRooms } from '../rooms/rooms.service.ts';

export interface DimensioningOverrides {
  numberOfPeople?: number | null;
  lightning?: Lightning | null;
}

/** The board dimensioning of the project as saved: its rooms, equipment and options (part 2 §3.7). */
export async function computeProjectDimensioning(
  deps: Deps,
  project: Project,
  overrides: DimensioningOverrides = {},
): Promise<Dimensioning> {
  const [rooms, equipments] = [
    await loadDomainRooms(deps.em, project.id),
    await loadDomainEquipment(deps.em, project.id),
  ];
  const installation = readInstallation(project.installation);
  return computeDimensioning({
    rooms,
    equipments,
    options: project.options ?? null,
    postalCode: project.codePostal,
    numberOfPeople: overrides.numberOfPeople ?? project.numberOfPeople,
    // The facts given with the request win; else the ones saved with the project (issue 15).
    lightning: overrides.lightning ?? installation?.lightning ?? null,
    workType: project.typeTravaux,
    workScope: project.workScope ?? null,
    installation,
  });
}
