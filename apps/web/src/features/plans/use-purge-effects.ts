import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { analysisKey } from '../rooms/analysis-cache.ts';

/**
 * What the client does once the server purged a project's rooms and equipment (part 1 §4 'Upload'):
 * clear the local draft, empty the rooms, equipment and latest-analysis caches, refetch the project.
 */
export function usePurgeEffects(projectId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    clearProjectDraft(projectId);
    utils.rooms.get.setData({ id: projectId }, (old) =>
      old ? { ...old, rooms: [], surfaceLoiCarrez: null } : old,
    );
    utils.equipment.get.setData({ projectId }, (old) => (old ? { ...old, equipments: [] } : old));
    queryClient.setQueryData(analysisKey(projectId), null);
    await Promise.all([
      utils.rooms.get.invalidate({ id: projectId }),
      utils.equipment.get.invalidate({ projectId }),
      utils.projects.get.invalidate({ id: projectId }),
    ]);
  }, [projectId, queryClient, utils]);
}
