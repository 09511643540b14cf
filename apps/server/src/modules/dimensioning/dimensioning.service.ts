import { computeDimensioning, type Dimensioning, type Lightning } from '@courant/domain';
import type { Em } from '../../db/orm.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
import { findOwnedProject } from '../projects/project-access.ts';
import { loadDomainRooms } from '../rooms/rooms.service.ts';

export interface DimensioningOverrides {
  numberOfPeople?: number | null;
  lightning?: Lightning | null;
}

/** The board dimensioning of the project as saved: its rooms, equipment and options (part 2 §3.7). */
export async function computeProjectDimensioning(
  em: Em,
  userId: string,
  projectId: string,
  overrides: DimensioningOverrides = {},
): Promise<Dimensioning> {
  const project = await findOwnedProject(em, userId, projectId);
  const [rooms, equipments] = [
    await loadDomainRooms(em, project.id),
    await loadDomainEquipment(em, project.id),
  ];
  return computeDimensioning({
    rooms,
    equipments,
    options: project.options ?? null,
    postalCode: project.codePostal,
    numberOfPeople: overrides.numberOfPeople ?? project.numberOfPeople,
    lightning: overrides.lightning ?? null,
  });
}
