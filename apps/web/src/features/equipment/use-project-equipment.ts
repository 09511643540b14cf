import type { ComplianceRequest, EquipmentItem, Room } from '@courant/domain';
import { useCallback, useMemo } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { complianceStore, type SendCheck } from '../compliance/compliance-store.ts';
import { CACHE, useProject } from '../projects/project-queries.ts';
import { buildComplianceRequest, type ProjectFacts, toRooms } from './project-data-model.ts';

/**
 * The project, its rooms and its equipment, as steps 4 and 6 read them. `fresh` refetches the
 * equipment on mount: the step saves the whole set, and must start from what the options step (or
 * another tab) last wrote, never from an old cache.
 */
export function useProjectEquipmentData(projectId: string, { fresh = false }: { fresh?: boolean } = {}) {
  // The project with its local draft laid over (part 1 §4), as every step reads it.
  const project = useProject(projectId);
  const rooms = trpc.rooms.get.useQuery({ id: projectId }, { staleTime: CACHE.roomsStale });
  const equipment = trpc.equipment.get.useQuery(
    { projectId },
    {
      staleTime: fresh ? 0 : CACHE.equipmentStale,
      gcTime: CACHE.equipmentGc,
      refetchOnMount: fresh ? 'always' : true,
    },
  );
  const roomList = useMemo<Room[] | undefined>(() => rooms.data && toRooms(rooms.data.rooms), [rooms.data]);
  const equipments: EquipmentItem[] | undefined = equipment.data?.equipments;
  const error = project.error ?? rooms.error ?? equipment.error;
  return {
    project: project.project,
    rooms: roomList,
    equipments,
    /** True until all three answered (and, with `fresh`, until the equipment refetch is back). */
    loading:
      !project.project || !roomList || !equipments || (fresh && equipment.isFetching && !equipment.isFetched),
    equipmentFetching: equipment.isFetching,
    error,
    refetch: () => Promise.all([project.refetch(), rooms.refetch(), equipment.refetch()]),
  };
}

/** The server's NF C 15-100 check (compliance.check). */
export function useSendCheck(): SendCheck {
  const utils = trpc.useUtils();
  return useCallback((request: ComplianceRequest) => utils.client.compliance.check.mutate(request), [utils]);
}

/**
 * Saves the project's whole equipment set, updates the caches, then runs the automatic check that
 * follows every successful save (part 2 §4.2). Throws when the save fails.
 */
export function useSaveEquipment(projectId: string) {
  const utils = trpc.useUtils();
  const mutation = trpc.equipment.save.useMutation();
  const send = useSendCheck();
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (items: EquipmentItem[], context: { project: ProjectFacts; rooms: readonly Room[] }) => {
      const answer = await mutateAsync({ projectId, equipments: items });
      utils.equipment.get.setData({ projectId }, answer);
      void utils.projects.get.invalidate({ id: projectId });
      void complianceStore.check(
        projectId,
        buildComplianceRequest(context.project, context.rooms, items),
        send,
      );
    },
    [mutateAsync, projectId, send, utils],
  );
  return { save, saving: mutation.isPending };
}
