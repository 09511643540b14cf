import { notifications } from '@mantine/notifications';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';

/** Part 1 §9: a part of the project saves 1 s after its last change. */
export const PROJECT_SAVE_DEBOUNCE_MS = 1000;

const SAVE_ERROR = 'Erreur lors de la sauvegarde des modifications';

/**
 * The autosave of a part of the project edited as one value (step 5's options and installation
 * facts): 1 s after the last change `save` writes it and the project query takes the server's
 * answer; a save that fails for another reason than the network shows a red toast.
 */
export function useProjectAutosave<T, Saved extends RouterOutputs['projects']['get']>(
  projectId: string,
  save: (value: T) => Promise<Saved>,
  { afterSave, onSaved }: { afterSave?: (saved: Saved) => void; onSaved?: () => void } = {},
) {
  const utils = trpc.useUtils();
  return useAutosave<T>({
    delayMs: PROJECT_SAVE_DEBOUNCE_MS,
    errorLog: SAVE_ERROR,
    save: async (value) => {
      const saved = await save(value);
      utils.projects.get.setData({ id: projectId }, saved);
      afterSave?.(saved);
    },
    onSaved,
    onError: () => notifications.show({ color: 'red', message: SAVE_ERROR }),
  });
}
