import { type Installation, installationSchema } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { useProject } from '../projects/project-queries.ts';

export const INSTALLATION_SAVE_DEBOUNCE_MS = 1000;
const INSTALLATION_SAVE_ERROR = 'Erreur lors de la sauvegarde des modifications';

/**
 * The installation facts of step 5 (issue 15): shown at once, saved 1 s after the last change with
 * projects.updateInstallation (the server validates them again and the dimensioning reads them).
 */
export function useInstallationEditor(projectId: string) {
  const { project } = useProject(projectId);
  const utils = trpc.useUtils();
  const { mutateAsync: updateInstallation } = trpc.projects.updateInstallation.useMutation();
  const [installation, setInstallation] = useState<Installation>(() => project?.installation ?? {});

  const autosave = useAutosave<Installation>({
    delayMs: INSTALLATION_SAVE_DEBOUNCE_MS,
    errorLog: INSTALLATION_SAVE_ERROR,
    save: async (value) => {
      const saved = await updateInstallation({ id: projectId, installation: value });
      utils.projects.get.setData({ id: projectId }, saved);
    },
    onError: () => notifications.show({ color: 'red', message: INSTALLATION_SAVE_ERROR }),
  });
  const { schedule } = autosave;

  const change = useCallback(
    (next: Installation) => {
      setInstallation(next);
      // Only what the schema accepts is sent: a field being typed stays local until valid.
      if (installationSchema.safeParse(next).success) schedule(next);
    },
    [schedule],
  );

  return { installation, change, flush: autosave.flush, status: autosave.status };
}
