import { type Installation, installationSchema } from '@courant/domain';
import { useCallback, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useProject } from '../projects/project-queries.ts';
import { useProjectAutosave } from '../projects/use-project-autosave.ts';

/**
 * The installation facts of step 5: shown at once, saved 1 s after the last change with
 * projects.updateInstallation (the server validates them again and the dimensioning reads them).
 */
export function useInstallationEditor(projectId: string) {
  const { project } = useProject(projectId);
  const { mutateAsync: updateInstallation } = trpc.projects.updateInstallation.useMutation();
  const [installation, setInstallation] = useState<Installation>(() => project?.installation ?? {});
  const autosave = useProjectAutosave(projectId, (value: Installation) =>
    updateInstallation({ id: projectId, installation: value }),
  );
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
