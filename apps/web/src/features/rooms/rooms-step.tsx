import { Alert, Center, Grid, Loader, Stack } from '@mantine/core';
import { PlanViewer } from '../plans/plan-viewer.tsx';
import { useWizardFrame } from '../wizard/wizard-context.tsx';
import { AddRoomForm } from './add-room-form.tsx';
import { AnalysisBanner } from './analysis-banner.tsx';
import { DetectionBoxes } from './detection-boxes.tsx';
import { RoomItem } from './room-item.tsx';
import { ROOMS_STEP_TEXT } from './room-model.ts';
import { RoomsHeader, RoomsTotals } from './rooms-panels.tsx';
import { useRoomsStep } from './use-rooms-step.ts';

/** Step 3 'Pièces' (part 1 §2): the analysis of the plans, then the rooms to check and complete. */
export function RoomsStep() {
  const { projectId } = useWizardFrame();
  const step = useRoomsStep(projectId);
  const { editor, analysis, rooms, hoveredId, planCount } = step;

  if (!step.project) {
    return (
      <Alert color="red" title={ROOMS_STEP_TEXT.missingProject}>
        Le projet n’a pas pu être chargé.
      </Alert>
    );
  }

  const firstDetected = rooms.find((r) => r.detection?.planFileId)?.detection?.planFileId;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: planCount > 0 ? 7 : 12 }}>
        <Stack gap="md">
          <RoomsHeader analysing={analysis.pending} canAnalyse={planCount > 0} onAnalyse={analysis.ask} />
          {analysis.banner ? (
            <AnalysisBanner
              state={analysis.banner}
              roomCount={analysis.latest?.roomCount ?? 0}
              refusal={analysis.latest?.refusal}
              onRetry={() => void analysis.run()}
            />
          ) : null}
          {planCount === 0 && !step.plansPending ? (
            <Alert color="blue" variant="light" title="Aucun plan">
              Ajoutez un plan à l’étape précédente pour lancer l’analyse, ou saisissez les pièces à la main.
            </Alert>
          ) : null}
          <RoomsTotals rooms={rooms} saveStatus={editor.saveStatus} />
          {editor.loading ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : editor.loadError ? (
            <Alert color="red">{ROOMS_STEP_TEXT.loadFailed}</Alert>
          ) : rooms.length === 0 ? null : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pièces">
              {rooms.map((room) => (
                <RoomItem
                  key={room.id}
                  room={room}
                  highlighted={hoveredId === room.id}
                  onHover={(hovered) => step.setHoveredId(hovered ? room.id : null)}
                  onChange={step.replace}
                  onDelete={() => step.discard(room)}
                />
              ))}
            </Stack>
          )}
          <AddRoomForm onAdd={step.add} />
        </Stack>
      </Grid.Col>
      {planCount > 0 && step.plans ? (
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <PlanViewer
              plans={step.plans}
              title="Plan du projet"
              initialPlanId={firstDetected}
              overlay={(planId, page) => (
                <DetectionBoxes
                  rooms={rooms.filter((r) => r.detection?.planFileId === planId && r.detection.page === page)}
                  hoveredId={hoveredId}
                  onHover={step.setHoveredId}
                  onDiscard={step.discard}
                />
              )}
            />
          </div>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
