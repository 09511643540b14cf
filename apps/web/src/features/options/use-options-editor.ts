import { type FullOptions, withOptionDefaults } from '@courant/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useProject } from '../projects/project-queries.ts';
import { useProjectAutosave } from '../projects/use-project-autosave.ts';

/**
 * The options of step 5: shown at once, saved 1 s after the last change with projects.updateOptions,
 * which writes the options and their equipment items together (room items kept).
 */
export function useOptionsEditor(projectId: string) {
  const { project } = useProject(projectId);
  const utils = trpc.useUtils();
  // mutateAsync is stable across renders, unlike the mutation objects.
  const { mutateAsync: updateOptions } = trpc.projects.updateOptions.useMutation();
  const [options, setOptions] = useState<FullOptions>(() => withOptionDefaults(project?.options));
  const latest = useRef(options);

  const autosave = useProjectAutosave(
    projectId,
    // The server saves the options and derives their equipment items in one transaction.
    (value: FullOptions) => updateOptions({ id: projectId, options: value }),
    {
      afterSave: (saved) =>
        utils.equipment.get.setData({ projectId }, { projectId, equipments: saved.equipments }),
      onSaved: () => {
        if (!autosave.hasUnsaved()) clearProjectDraft(projectId, ['options']);
      },
    },
  );
  const { schedule } = autosave;

  const change = useCallback(
    (next: FullOptions) => {
      latest.current = next;
      setOptions(next);
      // Kept locally until saved (part 1 §4 'Temporary local edits').
      writeProjectDraft(projectId, { options: next });
      schedule(next);
    },
    [schedule, projectId],
  );

  // Options restored from a local draft were never saved: save them.
  const restoredFromDraft = useRef(false);
  useEffect(() => {
    if (restoredFromDraft.current || !project) return;
    restoredFromDraft.current = true;
    const server = utils.projects.get.getData({ id: projectId })?.options;
    if (JSON.stringify(withOptionDefaults(server)) !== JSON.stringify(latest.current)) change(latest.current);
  }, [change, project, projectId, utils]);

  return { options, change, flush: autosave.flush, status: autosave.status };
}
