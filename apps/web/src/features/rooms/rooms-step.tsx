import { formatSurface, habitableSurface, habitableSurfacesToGive, roomsNextProblem } from '@courant/domain';
import { Alert, Button, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconScan } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { FormHeading } from '../../ui/form/form-fields.tsx';
import { SaveStatus } from '../../ui/save-status.tsx';
import { showUndoToast } from '../../ui/undo-toast.tsx';
import { PlanViewer } from '../plans/plan-viewer.tsx';
import { PLAN_VIEW_LIMIT, usePlans, useProject } from '../projects/project-queries.ts';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { AddRoomForm } from './add-room-form.tsx';
import { AnalysisBanner, type AnalysisBannerState } from './analysis-banner.tsx';
import { analysisRefusal, useLatestAnalysis } from './analysis-cache.ts';
import { DetectionBoxes } from './detection-boxes.tsx';
import { reanalysisLoss } from './reanalysis-loss.ts';
import { RoomItem } from './room-item.tsx';
import { type EditableRoom, ROOMS_STEP_TEXT } from './room-model.ts';
import { useRoomsEditor } from './use-rooms-editor.ts';

/** Step 3 'Pièces' (part 1 §2): the analysis of the plans, then the rooms to check and complete. */
export function RoomsStep() {
  const { projectId } = useWizardFrame();
  const { project } = useProject(projectId);
  const plans = usePlans(projectId, 1, PLAN_VIEW_LIMIT);
  const editor = useRoomsEditor(projectId);
  const analyze = trpc.plans.analyzeAll.useMutation();
  const utils = trpc.useUtils();
  const { latest, record } = useLatestAnalysis(projectId);
  const autoStarted = useRef(false);
  const { rooms, replaceFromServer } = editor;
  const planCount = plans.data?.total ?? 0;
  // The room hovered in the list or on the plan: both show it (issue 17).
  const [hoveredId, setHoveredId] = useState<string | null>(null);

  const runAnalysis = async () => {
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

  const askAnalysis = () => {
    if (!rooms || rooms.length === 0) {
      void runAnalysis();
      return;
    }
    // Issue 20: the confirmation says what will be lost.
    const loss = reanalysisLoss({
      rooms: rooms.length,
      equipment: (project?.equipments ?? []).filter((item) => item.roomId).length,
      quoteTotal: project?.quotes.length
        ? (project.totalAmount ?? project.quotes[0]?.totalAmount ?? 0)
        : null,
      completed: project?.status === 'completed',
    });
    modals.openConfirmModal({
      title: 'Relancer l’analyse\u00a0?',
      children: (
        <Stack gap={6}>
          {loss.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
      labels: { confirm: 'Analyser le plan', cancel: 'Annuler' },
      onConfirm: () => void runAnalysis(),
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
    void runAnalysis();
  });

  useWizardNext({
    disabledReason: analyze.isPending ? 'Analyse du plan en cours…' : null,
    pending: editor.saving,
    onNext: async () => {
      const current = rooms ?? [];
      // Part 1 §5: these appear as browser alerts.
      const problem = roomsNextProblem(current);
      if (problem) {
        window.alert(problem);
        return false;
      }
      return editor.saveAll();
    },
  });

  if (!project) {
    return (
      <Alert color="red" title={ROOMS_STEP_TEXT.missingProject}>
        Le projet n’a pas pu être chargé.
      </Alert>
    );
  }

  let banner: AnalysisBannerState | null = null;
  if (analyze.isPending) banner = 'analysing';
  else if (latest) banner = latest.status;

  const list = rooms ?? [];
  const toGive = habitableSurfacesToGive(list);
  // The list's bin and the box's × alike: removed at once, with an undo.
  const discard = (room: EditableRoom) => {
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
  };
  const firstDetected = list.find((r) => r.detection?.planFileId)?.detection?.planFileId;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: planCount > 0 ? 7 : 12 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <FormHeading level="section" title="Pièces du logement">
                Vérifiez les pièces détectées, corrigez-les ou ajoutez-en.
              </FormHeading>
              <Button
                variant="light"
                leftSection={<IconScan size={18} />}
                onClick={askAnalysis}
                loading={analyze.isPending}
                disabled={planCount === 0}
              >
                Analyser le plan
              </Button>
            </Group>
          </Paper>

          {banner ? (
            <AnalysisBanner
              state={banner}
              roomCount={latest?.roomCount ?? 0}
              refusal={latest?.refusal}
              onRetry={() => void runAnalysis()}
            />
          ) : null}
          {planCount === 0 && !plans.isPending ? (
            <Alert color="blue" variant="light" title="Aucun plan">
              Ajoutez un plan à l’étape précédente pour lancer l’analyse, ou saisissez les pièces à la main.
            </Alert>
          ) : null}

          <Paper withBorder radius="md" p="md" bg="blue.0">
            <Group justify="space-between">
              <Group gap="sm">
                <Text fw={600}>
                  {list.length} {list.length > 1 ? 'pièces' : 'pièce'}
                </Text>
                <SaveStatus status={editor.saveStatus} />
              </Group>
              <Stack gap={0} align="flex-end">
                <Text fw={700} aria-live="polite">
                  Surface habitable&nbsp;: {formatSurface(habitableSurface(list), 2)}
                </Text>
                <Text size="xs" c="dimmed">
                  Hors espaces extérieurs, garages, caves et sous-sol
                </Text>
                {toGive > 0 ? (
                  <Text size="xs" c="orange.8" fw={600}>
                    {ROOMS_STEP_TEXT.surfacesToGive(toGive)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>

          {editor.loading ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : editor.loadError ? (
            <Alert color="red">{ROOMS_STEP_TEXT.loadFailed}</Alert>
          ) : list.length === 0 ? null : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pièces">
              {list.map((room) => (
                <RoomItem
                  key={room.id}
                  room={room}
                  highlighted={hoveredId === room.id}
                  onHover={(hovered) => setHoveredId(hovered ? room.id : null)}
                  onChange={(changed, options) =>
                    editor.change(
                      list.map((r) => (r.id === changed.id ? changed : r)),
                      options,
                    )
                  }
                  onDelete={() => discard(room)}
                />
              ))}
            </Stack>
          )}

          <AddRoomForm onAdd={(room) => editor.change([...list, room], { immediate: true })} />
        </Stack>
      </Grid.Col>
      {planCount > 0 && plans.data ? (
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <PlanViewer
              plans={plans.data.plans}
              title="Plan du projet"
              initialPlanId={firstDetected}
              overlay={(planId, page) => (
                <DetectionBoxes
                  rooms={list.filter((r) => r.detection?.planFileId === planId && r.detection.page === page)}
                  hoveredId={hoveredId}
                  onHover={setHoveredId}
                  onDiscard={discard}
                />
              )}
            />
          </div>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
