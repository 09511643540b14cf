import { roomsNextProblem } from '@courant/domain';
import { useState } from 'react';
import { showUndoToast } from '../../ui/undo-toast.tsx';
import { PLAN_VIEW_LIMIT, usePlans, useProject } from '../projects/project-queries.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import type { EditableRoom } from './room-model.ts';
import { useRoomAnalysis } from './use-room-analysis.tsx';
import { useRoomsEditor } from './use-rooms-editor.ts';

/**
 * Step 3's state and calls: the project's plans, its rooms being edited, the analysis, the room
 * hovered in the list or on the plan (both show it), and 'next' checking the rooms (part 1 §5).
 */
export function useRoomsStep(projectId: string) {
  const { project } = useProject(projectId);
  const plans = usePlans(projectId, 1, PLAN_VIEW_LIMIT);
  const editor = useRoomsEditor(projectId);
  const planCount = plans.data?.total ?? 0;
  const analysis = useRoomAnalysis({ projectId, project, planCount, editor });
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const list = editor.rooms ?? [];

  useWizardNext({
    disabledReason: analysis.pending ? 'Analyse du plan en cours…' : null,
    pending: editor.saving,
    onNext: async () => {
      // Part 1 §5: these appear as browser alerts.
      const problem = roomsNextProblem(editor.rooms ?? []);
      if (problem) {
        window.alert(problem);
        return false;
      }
      return editor.saveAll();
    },
  });

  return {
    project,
    plans: plans.data?.plans,
    plansPending: plans.isPending,
    planCount,
    editor,
    analysis,
    rooms: list,
    hoveredId,
    setHoveredId,
    /** The list's bin and the box's × alike: removed at once, with an undo. */
    discard: (room: EditableRoom) => {
      setHoveredId(null);
      const index = list.findIndex((r) => r.id === room.id);
      editor.change(
        list.filter((r) => r.id !== room.id),
        { immediate: true },
      );
      showUndoToast({
        message: `Pièce « ${room.name} » supprimée`,
        onUndo: () => editor.restore(room, index),
      });
    },
    replace: (changed: EditableRoom, options: { immediate: boolean }) =>
      editor.change(
        list.map((r) => (r.id === changed.id ? changed : r)),
        options,
      ),
    add: (room: EditableRoom) => editor.change([...list, room], { immediate: true }),
  };
}
