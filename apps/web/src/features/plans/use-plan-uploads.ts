import { useCallback, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { PLAN_MESSAGES, uploadFailureMessage } from './plan-model.ts';
import { uploadPlan } from './upload-plan.ts';
import { usePurgeEffects } from './use-purge-effects.ts';

export interface UploadEntry {
  key: string;
  name: string;
  /** 0 to 1 */
  progress: number;
}

/**
 * Uploads a batch of plans one after the other, with progress per file. With `purgeFirst` (rooms
 * existed and the user confirmed), the project's rooms and equipment are purged before the first file
 * of the batch, and only then (part 1 §4 'Upload').
 */
export function usePlanUploads(projectId: string) {
  const utils = trpc.useUtils();
  const purge = trpc.plans.purge.useMutation();
  const afterPurge = usePurgeEffects(projectId);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const sequence = useRef(0);

  const addErrors = useCallback((messages: string[]) => {
    if (messages.length > 0) setErrors((current) => [...current, ...messages]);
  }, []);

  const upload = useCallback(
    async (files: readonly File[], { purgeFirst }: { purgeFirst: boolean }) => {
      if (!projectId) {
        addErrors([PLAN_MESSAGES.missingProjectId]);
        return;
      }
      const batch = files.map((file) => {
        sequence.current += 1;
        return { file, key: `upload-${sequence.current}` };
      });
      setEntries((current) => [
        ...current,
        ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
      ]);
      const done = (key: string) => setEntries((current) => current.filter((entry) => entry.key !== key));
      try {
        for (const [index, { file, key }] of batch.entries()) {
          try {
            if (index === 0 && purgeFirst) {
              await purge.mutateAsync({ id: projectId });
              await afterPurge();
            }
            await uploadPlan(projectId, file, (progress) =>
              setEntries((current) =>
                current.map((entry) => (entry.key === key ? { ...entry, progress } : entry)),
              ),
            );
            // Each plan shows in the list as soon as it is stored.
            await utils.plans.list.invalidate({ id: projectId });
          } catch (error) {
            addErrors([uploadFailureMessage(file.name, error)]);
            // Without the purge, the rest of a confirmed batch must not be added over the old rooms.
            if (index === 0 && purgeFirst) {
              for (const rest of batch.slice(1)) done(rest.key);
              return;
            }
          } finally {
            done(key);
          }
        }
      } finally {
        void utils.projects.get.invalidate({ id: projectId });
        void utils.projects.list.invalidate();
      }
    },
    [addErrors, afterPurge, projectId, purge, utils],
  );

  return {
    upload,
    entries,
    uploading: entries.length > 0,
    errors,
    addErrors,
    clearErrors: useCallback(() => setErrors([]), []),
  };
}
