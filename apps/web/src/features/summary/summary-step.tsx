import { equipmentCount, totalSurface } from '@courant/domain';
import { Alert, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { CompliancePanel } from '../compliance/compliance-panel.tsx';
import { ProjectPlans } from '../equipment/project-plans.tsx';
import { SupplyChecks } from '../installation/supply-checks.tsx';
import { useWizardFrame } from '../wizard/wizard-context.tsx';
import { OptionsCard, OverviewCard, ProjectInfoCard } from './project-overview.tsx';
import { RoomDetails } from './room-details.tsx';
import { EditEquipmentModal, NonCompliantModal } from './summary-modals.tsx';
import { useSummary } from './use-summary.ts';

/** Step 6 'Récapitulatif' (part 2 §2.2). */
export function SummaryStep({ projectId }: { projectId: string }) {
  const { goNext } = useWizardFrame();
  const summary = useSummary(projectId);
  const { project, rooms, equipments } = summary;

  if (summary.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Chargement impossible">
        {summary.error.message}
      </Alert>
    );
  }
  if (!project || !rooms || !equipments) {
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Chargement du récapitulatif…</Text>
        </Group>
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProjectInfoCard project={project} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OverviewCard
            surface={totalSurface(rooms)}
            equipmentCount={equipmentCount(equipments)}
            roomCount={rooms.length}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <OptionsCard options={project.options} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProjectPlans plans={project.planFiles ?? []} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CompliancePanel
            projectId={projectId}
            rooms={rooms}
            request={summary.request}
            onApplySuggestions={summary.applyFromSummary}
          />
        </Grid.Col>
      </Grid>

      <SupplyChecks checks={summary.supplyChecks} />

      <RoomDetails rooms={rooms} items={equipments} result={summary.result} onEdit={summary.edit} />

      <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
        Ce récapitulatif est généré automatiquement à partir des informations saisies. Vérifiez-le
        attentivement avant de valider le projet.
      </Alert>

      {summary.editing !== undefined ? (
        <EditEquipmentModal projectId={projectId} roomId={summary.editing} onClosed={summary.editClosed} />
      ) : null}

      <NonCompliantModal
        opened={summary.confirmOpen}
        onCancel={() => summary.setConfirmOpen(false)}
        onProceed={() => {
          summary.setConfirmOpen(false);
          goNext();
        }}
      />
    </Stack>
  );
}
