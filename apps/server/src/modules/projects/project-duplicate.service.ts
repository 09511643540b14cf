import { randomUUID } from 'node:crypto';
import {
  EquipmentItemSchema,
  type Project,
  ProjectSchema,
  QuoteSchema,
  RoomSchema,
} from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { withinProjectQuota } from '../quotas.ts';
import type { Member } from './project-access.ts';
import type { ProjectDetail } from './projects.schema.ts';
import { getProject } from './projects.service.ts';

/**
 * 'Dupliquer' a project: a new draft project of the same company with the same facts, client,
 * rooms, equipment, options, installation and board, and its first quote's lines as a draft devis (no
 * number). Plans are not copied (their files stay with the original). One transaction.
 */
export async function duplicateProject(deps: Deps, member: Member, source: Project): Promise<ProjectDetail> {
  const id = randomUUID();
  // Counted and created under the account's quota lock, as a new project is.
  await withinProjectQuota(deps, member.id, async (tem) => {
    const now = new Date();
    tem.create(ProjectSchema, {
      id,
      owner: member.id,
      company: source.company,
      updatedBy: member.id,
      name: `${source.name} (copie)`.slice(0, 200),
      description: source.description ?? null,
      typeProjet: source.typeProjet,
      typeTravaux: source.typeTravaux,
      workScope: source.workScope ?? null,
      codePostal: source.codePostal,
      client: source.client ?? null,
      numberOfPeople: source.numberOfPeople,
      status: 'draft',
      options: source.options ?? null,
      installation: source.installation ?? null,
      dimensioning: source.dimensioning ?? null,
      surfaceLoiCarrez: source.surfaceLoiCarrez ?? null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    for (const room of await tem.find(RoomSchema, { project: source.id })) {
      const { pk: _pk, project: _project, ...fields } = room;
      tem.create(RoomSchema, { ...fields, pk: randomUUID(), project: id });
    }
    for (const item of await tem.find(EquipmentItemSchema, { project: source.id })) {
      const { pk: _pk, project: _project, ...fields } = item;
      tem.create(EquipmentItemSchema, { ...fields, pk: randomUUID(), project: id });
    }
    const [first] = await tem.find(
      QuoteSchema,
      { project: source.id },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 },
    );
    if (first) {
      tem.create(QuoteSchema, {
        id: randomUUID(),
        project: id,
        name: first.name,
        description: first.description ?? null,
        quoteItems: first.quoteItems,
        dimensioningItems: first.dimensioningItems,
        totalCents: first.totalCents,
        vatRate: first.vatRate,
        status: 'draft',
        number: null,
        version: 1,
        plannedStart: first.plannedStart ?? null,
        plannedDurationDays: first.plannedDurationDays ?? null,
        offPremises: first.offPremises,
      });
    }
    await tem.flush();
  });
  return getProject(deps, member, id);
}
