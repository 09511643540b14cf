import {
  applySuggestions,
  type ComplianceResult,
  equipmentCount,
  installationChecks,
  totalSurface,
} from '@courant/domain';
import { Alert, Button, Center, Grid, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CompliancePanel } from '../compliance/compliance-panel.tsx';
import { complianceStore } from '../compliance/compliance-store.ts';
import { useCompliance } from '../compliance/use-compliance.ts';
import { EquipmentStep } from '../equipment/equipment-step.tsx';
import { buildComplianceRequest, newEquipmentId } from '../equipment/project-data-model.ts';
import { ProjectPlans } from '../equipment/project-plans.tsx';
import { useEquipmentEditor } from '../equipment/use-equipment-editor.ts';
import {
  useProjectEquipmentData,
  useSaveEquipment,
  useSendCheck,
} from '../equipment/use-project-equipment.ts';
import { SupplyChecks } from '../installation/supply-checks.tsx';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { OptionsCard, OverviewCard, ProjectInfoCard } from './project-overview.tsx';
import { RoomDetails } from './room-details.tsx';

export const NON_COMPLIANT_TEXT = {
  title: 'Installation non conforme',
  cancel: 'Annuler',
  proceed: 'Continuer quand même',
  hint: 'L’installation n’est pas conforme à la norme NF C 15-100\u00a0: une confirmation vous sera demandée.',
} as const;

/** Step 6 'Récapitulatif' (part 2 §2.2). */
export function SummaryStep({ projectId }: { projectId: string }) {
  const { goNext } = useWizardFrame();
  const data = useProjectEquipmentData(projectId, { fresh: true });
  const { project, rooms, equipments } = data;
  const request = useMemo(
    () => (project && rooms && equipments ? buildComplianceRequest(project, rooms, equipments) : null),
    [project, rooms, equipments],
  );
  const { state } = useCompliance(projectId, request);
  // Issue 15: the supply checks step 7 shows (subscribed power, AGCP, earth, three-phase charger),
  // from the same domain rule, so that they are seen before the board.
  const supplyChecks = useMemo(
    () =>
      project && rooms && equipments
        ? installationChecks({
            rooms,
            equipments,
            options: project.options ?? null,
            workType: project.typeTravaux,
            workScope: project.workScope ?? null,
            installation: project.installation ?? null,
          })
        : [],
    [project, rooms, equipments],
  );
  const send = useSendCheck();
  const { save } = useSaveEquipment(projectId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** undefined: closed; null: opened from the global button (first room). */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  // Part 2 §2.2: a non-compliant result asks for confirmation; compliant or unknown goes on directly.
  const nonCompliant = state.result?.global_compliance.overall_status === 'non_compliant';
  useWizardNext({
    hint: nonCompliant ? NON_COMPLIANT_TEXT.hint : null,
    onNext: () => {
      if (!nonCompliant) return true;
      setConfirmOpen(true);
      return false;
    },
  });

  // Part 2 §4.2: a check when the summary opens and each time its modal closes (same data is skipped).
  const [checkTrigger, setCheckTrigger] = useState(1);
  const handledTrigger = useRef(0);
  useEffect(() => {
    if (
      handledTrigger.current === checkTrigger ||
      !request ||
      data.equipmentFetching ||
      editing !== undefined
    ) {
      return;
    }
    handledTrigger.current = checkTrigger;
    void complianceStore.check(projectId, request, send);
  }, [checkTrigger, request, data.equipmentFetching, editing, projectId, send]);

  async function applyFromSummary(result: ComplianceResult) {
    if (!project || !rooms || !equipments) return;
    await save(applySuggestions(equipments, result, newEquipmentId), { project, rooms });
  }

  if (data.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Chargement impossible">
        {data.error.message}
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
            request={request}
            onApplySuggestions={applyFromSummary}
          />
        </Grid.Col>
      </Grid>

      <SupplyChecks checks={supplyChecks} />

      <RoomDetails
        rooms={rooms}
        items={equipments}
        result={state.result}
        onEdit={(roomId) => setEditing(roomId)}
      />

      <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
        Ce récapitulatif est généré automatiquement à partir des informations saisies. Vérifiez-le
        attentivement avant de valider le projet.
      </Alert>

      {editing !== undefined ? (
        <EditEquipmentModal
          projectId={projectId}
          roomId={editing}
          onClosed={() => {
            setEditing(undefined);
            setCheckTrigger((n) => n + 1);
          }}
        />
      ) : null}

      <Modal
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={NON_COMPLIANT_TEXT.title}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            L’installation ne respecte pas toutes les exigences de la norme NF C 15-100. Voulez-vous continuer
            quand même ?
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              {NON_COMPLIANT_TEXT.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmOpen(false);
                goNext();
              }}
            >
              {NON_COMPLIANT_TEXT.proceed}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * The equipment step in a full-screen modal, on one room (part 2 §2.2). Closing saves what is
 * pending first, so the summary and the check that follows see the edit.
 */
function EditEquipmentModal({
  projectId,
  roomId,
  onClosed,
}: {
  projectId: string;
  roomId: string | null;
  onClosed: () => void;
}) {
  const editor = useEquipmentEditor(projectId);
  const [closing, setClosing] = useState(false);
  async function close() {
    if (closing) return;
    setClosing(true);
    await editor.flush();
    onClosed();
  }
  return (
    <Modal
      opened
      fullScreen
      onClose={() => void close()}
      title={closing ? 'Enregistrement…' : 'Modifier les équipements'}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <EquipmentStep editor={editor} initialRoomId={roomId} />
    </Modal>
  );
}
