import { boardInputFromDimensioning, layoutBoard } from '@courant/documents';
import type { Dimensioning } from '@courant/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createAutosave } from '../../lib/autosave.ts';
import { writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { useProject, useUpdateProject } from '../projects/project-queries.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import {
  addRow,
  DIMENSIONING_TEXT,
  type DimensioningList,
  type DimensioningRowOf,
  deleteRow,
  dimensioningErrorMessage,
  hasManualData,
  replaceRow,
} from './dimensioning-model.ts';

/**
 * Step 7's state (part 2 §4.3): the saved board, or the first calculation run by itself; every
 * change saved to the project (and locally until the server has it); a failed save only logged
 * (part 2 §8); whether the board still follows the project's rooms, equipment and facts.
 */
export function useDimensioningEditor(projectId: string) {
  const { project } = useProject(projectId);
  const compute = trpc.dimensioning.compute.useMutation();
  const status = trpc.dimensioning.status.useQuery({ projectId }, { staleTime: 0, refetchOnMount: 'always' });
  const updateProject = useUpdateProject();
  const [dimensioning, setDimensioning] = useState<Dimensioning | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const updateRef = useRef(updateProject.mutateAsync);
  updateRef.current = updateProject.mutateAsync;
  const [saver] = useState(() =>
    createAutosave<Dimensioning>({
      delayMs: 0,
      keyOf: (d) => JSON.stringify(d),
      save: async (d) => {
        await updateRef.current({ id: projectId, dimensioning: d });
      },
      errorLog: 'Erreur lors de la sauvegarde du dimensionnement',
    }),
  );

  const change = useCallback(
    (next: Dimensioning) => {
      setDimensioning(next);
      // Part 2 §4.3: saved to the project and locally (the local copy goes once the server has it).
      writeProjectDraft(projectId, { dimensioning: next });
      saver.schedule(next);
    },
    [projectId, saver],
  );

  const run = useCallback(async () => {
    setError(null);
    try {
      const result = await compute.mutateAsync({ projectId });
      change(result);
      await saver.flush();
      void status.refetch();
    } catch (err) {
      setError(dimensioningErrorMessage(err));
    }
  }, [compute, projectId, change, saver, status.refetch]);

  // Part 2 §4.3: saved data is loaded when present, otherwise the first calculation runs by itself.
  useEffect(() => {
    if (!project || started.current) return;
    started.current = true;
    // Read by the server with the domain's readDimensioning (rows that no longer fit are dropped).
    const saved = project.dimensioning;
    if (saved) {
      setDimensioning(saved);
      saver.markSaved(saved);
    } else {
      void run();
    }
  }, [project, run, saver]);

  const computing = compute.isPending;
  useWizardNext({
    disabledReason: computing ? DIMENSIONING_TEXT.computing : null,
    // Step 8 builds its estimate from the saved dimensioning: the last change is saved first.
    onNext: async () => {
      // Part 2 §8: a failed save is only logged (by the saver); the local copy keeps the change.
      await saver.flush();
      return true;
    },
  });

  const layout = useMemo(
    () => (dimensioning ? layoutBoard(boardInputFromDimensioning(dimensioning)) : null),
    [dimensioning],
  );

  return {
    loaded: Boolean(project),
    dimensioning,
    layout,
    error,
    computing,
    /** Rooms, equipment or installation facts changed since the saved board was computed. */
    stale: Boolean(status.data?.stale),
    /** 'Recalculer', confirmed first when rows were edited by hand. */
    askRecompute: () =>
      confirmFirst(
        hasManualData(dimensioning),
        {
          title: DIMENSIONING_TEXT.confirmTitle,
          body: DIMENSIONING_TEXT.confirmBody,
          confirm: DIMENSIONING_TEXT.recompute,
          cancel: DIMENSIONING_TEXT.cancel,
        },
        () => void run(),
      ),
    /** A table's rows and its edits, as DimensioningTable takes them. */
    tableProps: <K extends DimensioningList>(list: K) => ({
      list,
      rows: (dimensioning?.[list] ?? []) as DimensioningRowOf[K][],
      disabled: computing,
      onSave: (index: number, row: DimensioningRowOf[K]) => {
        if (dimensioning) change(replaceRow(dimensioning, list, index, row));
      },
      onDelete: (index: number) => {
        if (dimensioning) change(deleteRow(dimensioning, list, index));
      },
      onAdd: () => {
        if (dimensioning) change(addRow(dimensioning, list));
      },
    }),
  };
}
