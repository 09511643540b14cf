import { computeDimensioning, type Dimensioning, type Lightning } from '@courant/domain';
import type { Project } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
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
  return computeDimensioning({
    rooms,
    equipments,
    options: project.options ?? null,
    postalCode: project.codePostal,
    numberOfPeople: overrides.numberOfPeople ?? project.numberOfPeople,
    lightning: overrides.lightning ?? null,
    workType: project.typeTravaux,
    workScope: project.workScope ?? null,
  });
}
