import { type EquipmentItem, equipmentItemSchema } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { CACHE, useProject } from '../projects/project-queries.ts';
import { type FullOptions, replaceOptionItems, withOptionDefaults } from './option-items.ts';

/** Part 1 §9: options save with a 1 s debounce. */
export const OPTIONS_SAVE_DEBOUNCE_MS = 1000;

export type OptionsSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** An item as the server sent it is sent back as it was (types outside the schema included). */
function asItem(view: { type: string }): EquipmentItem {
  const parsed = equipmentItemSchema.safeParse(view);
  return parsed.success ? parsed.data : (view as unknown as EquipmentItem);
}

/**
 * The options of step 5: shown at once, saved 1 s after the last change to the project's options
 * (projects.update) and, as option items, to its equipment (equipment.save), room items kept.
 */
export function useOptionsEditor(projectId: string) {
  const { project } = useProject(projectId);
  const utils = trpc.useUtils();
  // mutateAsync is stable across renders, unlike the mutation objects.
  const { mutateAsync: updateProject } = trpc.projects.update.useMutation();
  const { mutateAsync: saveEquipment } = trpc.equipment.save.useMutation();
  const [options, setOptions] = useState<FullOptions>(() => withOptionDefaults(project?.options));
  const [status, setStatus] = useState<OptionsSaveStatus>('idle');
  const latest = useRef(options);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);

  const persist = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!dirty.current) return true;
    dirty.current = false;
    const value = latest.current;
    const run = (async () => {
      setStatus('saving');
      try {
        const saved = await updateProject({ id: projectId, options: value });
        utils.projects.get.setData({ id: projectId }, (old) => (old ? { ...old, ...saved } : old));
        const current = await utils.equipment.get.fetch({ projectId }, { staleTime: CACHE.equipmentStale });
        const equipments = replaceOptionItems(current.equipments.map(asItem), value);
        const answer = await saveEquipment({ projectId, equipments });
        utils.equipment.get.setData({ projectId }, answer);
        if (!dirty.current) clearProjectDraft(projectId, ['options']);
        setStatus(dirty.current ? 'pending' : 'saved');
        return true;
      } catch (error) {
        console.error(error);
        setStatus('error');
        notifications.show({ color: 'red', message: 'Erreur lors de la sauvegarde des modifications' });
        return false;
      }
    })();
    running.current = run;
    const ok = await run;
    running.current = null;
    return ok;
  }, [projectId, saveEquipment, updateProject, utils]);

  const change = useCallback(
    (next: FullOptions) => {
      latest.current = next;
      dirty.current = true;
      setOptions(next);
      setStatus('pending');
      // Kept locally until saved (part 1 §4 'Temporary local edits').
      writeProjectDraft(projectId, { options: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void persist(), OPTIONS_SAVE_DEBOUNCE_MS);
    },
    [persist, projectId],
  );

  // Options restored from a local draft were never saved: save them.
  const restoredFromDraft = useRef(false);
  useEffect(() => {
    if (restoredFromDraft.current || !project) return;
    restoredFromDraft.current = true;
    const server = utils.projects.get.getData({ id: projectId })?.options;
    if (JSON.stringify(withOptionDefaults(server)) !== JSON.stringify(latest.current)) change(latest.current);
  }, [change, project, projectId, utils]);

  // Leaving the step does not lose a pending change.
  useEffect(
    () => () => {
      if (dirty.current) void persist();
    },
    [persist],
  );

  return { options, change, flush: persist, status };
}
