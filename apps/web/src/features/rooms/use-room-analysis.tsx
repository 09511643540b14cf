import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import type { ProjectDetail } from '../projects/project-queries.ts';
import type { AnalysisBannerState } from './analysis-banner.tsx';
import { analysisRefusal, useLatestAnalysis } from './analysis-cache.ts';
import { reanalysisLoss } from './reanalysis-loss.ts';
import type { EditableRoom } from './room-model.ts';
import type { useRoomsEditor } from './use-rooms-editor.ts';

interface AnalysisSubject {
  projectId: string;
  project: ProjectDetail | undefined;
  planCount: number;
  editor: ReturnType<typeof useRoomsEditor>;
}

/** What a new analysis would lose, one line each, for the confirmation (rooms, equipment, devis). */
function lossLines(rooms: readonly EditableRoom[], project: ProjectDetail | undefined) {
  return reanalysisLoss({
    rooms: rooms.length,
    equipment: (project?.equipments ?? []).filter((item) => item.roomId).length,
    quoteTotal: project?.quotes.length ? (project.totalAmount ?? project.quotes[0]?.totalAmount ?? 0) : null,
    completed: project?.status === 'completed',
  });
}

/**
 * The analysis of the project's plans at step 3: run by itself when a plan exists and no room, no
 * analysis and no error; run again on demand, confirmed first with what it would replace. The
 * detected rooms, saved by the server, replace the list.
 */
export function useRoomAnalysis({ projectId, project, planCount, editor }: AnalysisSubject) {
  const analyze = trpc.plans.analyzeAll.useMutation();
  const utils = trpc.useUtils();
  const { latest, record } = useLatestAnalysis(projectId);
  const autoStarted = useRef(false);
  const { rooms, replaceFromServer } = editor;

  const run = async () => {
    record(null);
    try {
      const answer = await analyze.mutateAsync({ id: projectId });
      replaceFromServer(answer.rooms);
      // The server saved the detected rooms: the other steps read them from these caches.
      void utils.rooms.get.invalidate({ id: projectId });
      void utils.equipment.get.invalidate({ projectId });
      void utils.projects.get.invalidate({ id: projectId });
      record({ status: answer.rooms.length > 0 ? 'completed' : 'empty', roomCount: answer.rooms.length });
    } catch (error) {
      console.error('Analysis failed', error);
      record({ status: 'error', roomCount: 0, refusal: analysisRefusal(error) });
    }
  };

  const ask = () => {
    if (!rooms || rooms.length === 0) {
      void run();
      return;
    }
    modals.openConfirmModal({
      title: 'Relancer l’analyse\u00a0?',
      children: (
        <Stack gap={6}>
          {lossLines(rooms, project).map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
      labels: { confirm: 'Analyser le plan', cancel: 'Annuler' },
      onConfirm: () => void run(),
    });
  };

  // Part 1 §2: automatic when a plan exists, no rooms are loaded, no analysis has run and no error.
  const shouldAutoRun =
    planCount > 0 &&
    rooms !== null &&
    rooms.length === 0 &&
    latest === null &&
    !analyze.isPending &&
    !analyze.isError;
  useEffect(() => {
    if (!shouldAutoRun || autoStarted.current) return;
    autoStarted.current = true;
    void run();
  });

  let banner: AnalysisBannerState | null = null;
  if (analyze.isPending) banner = 'analysing';
  else if (latest) banner = latest.status;

  return { pending: analyze.isPending, banner, latest, run, ask };
}
