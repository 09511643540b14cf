import { boardInputFromDimensioning, layoutBoard } from '@courant/documents';
import type { Dimensioning } from '@courant/domain';
import {
  Alert,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalculator, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createAutosave } from '../../lib/autosave.ts';
import { writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { SupplyChecks } from '../installation/supply-checks.tsx';
import { useProject, useUpdateProject } from '../projects/project-queries.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { BoardDrawing } from './board-drawing.tsx';
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
import { DimensioningTable } from './dimensioning-tables.tsx';

export interface DimensioningStepProps {
  projectId: string;
}

/**
 * Step 7 'Dimensionnement' (part 2 §2.4, §4.3): computed automatically when the project has none
 * saved, then four editable tables, the notes and a drawing of the board. Every change is saved to
 * the project (and locally until the server has it); a failed save is only logged (part 2 §8).
 */
export function DimensioningStep({ projectId }: DimensioningStepProps) {
  const { project } = useProject(projectId);
  const compute = trpc.dimensioning.compute.useMutation();
  // Issue 15: rooms, equipment or installation facts changed since the saved board was computed.
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
  const askRecompute = () =>
    confirmFirst(
      hasManualData(dimensioning),
      {
        title: DIMENSIONING_TEXT.confirmTitle,
        body: DIMENSIONING_TEXT.confirmBody,
        confirm: DIMENSIONING_TEXT.recompute,
        cancel: DIMENSIONING_TEXT.cancel,
      },
      () => void run(),
    );

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

  const tableProps = <K extends DimensioningList>(list: K) => ({
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
  });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3">
              Dimensionnement du tableau électrique
            </Title>
            <Text size="sm" c="dimmed">
              Disjoncteurs, interrupteurs différentiels 30&nbsp;mA, tableaux, câbles et parafoudres selon la
              NF C 15-100.
            </Text>
          </Stack>
          <Button
            leftSection={computing ? <Loader size={16} color="white" /> : <IconCalculator size={18} />}
            onClick={askRecompute}
            disabled={computing || !project}
          >
            {computing
              ? DIMENSIONING_TEXT.computing
              : dimensioning
                ? DIMENSIONING_TEXT.recompute
                : DIMENSIONING_TEXT.compute}
          </Button>
        </Group>
      </Paper>

      {status.data?.stale && dimensioning && !computing ? (
        <Alert color="orange" icon={<IconAlertCircle />} title={DIMENSIONING_TEXT.staleTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{DIMENSIONING_TEXT.staleBody}</Text>
            <Button size="xs" variant="light" color="orange" onClick={askRecompute}>
              {DIMENSIONING_TEXT.recompute}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {error ? (
        <Alert color="red" icon={<IconAlertCircle />} title={DIMENSIONING_TEXT.defaultError}>
          {error}
        </Alert>
      ) : null}

      {!dimensioning ? (
        computing || !project ? (
          <Center py="xl">
            <Stack align="center" gap="xs" role="status" aria-live="polite">
              <Loader />
              <Text c="dimmed">{DIMENSIONING_TEXT.computing}</Text>
            </Stack>
          </Center>
        ) : null
      ) : (
        <>
          {layout ? <BoardDrawing layout={layout} /> : null}
          <DimensioningTable {...tableProps('circuit_breakers')} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <DimensioningTable {...tableProps('electrical_panels')} />
            {dimensioning.surge_protectors.length > 0 ? (
              <DimensioningTable {...tableProps('surge_protectors')} />
            ) : (
              // Part 2 §2.4: the table shows only when there are surge protectors; one can still be added.
              <Paper withBorder radius="md" p="md">
                <Stack gap="xs" align="flex-start">
                  <Title order={3} size="h4">
                    {DIMENSIONING_TEXT.surgeProtectors}
                  </Title>
                  <Text size="sm" c="dimmed">
                    Aucun parafoudre.
                  </Text>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => change(addRow(dimensioning, 'surge_protectors'))}
                    disabled={computing}
                  >
                    Ajouter un parafoudre
                  </Button>
                </Stack>
              </Paper>
            )}
          </SimpleGrid>
          <DimensioningTable {...tableProps('cables')} />
          <SupplyChecks checks={dimensioning.installation_checks ?? []} />
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={3} size="h4">
                {DIMENSIONING_TEXT.notes}
              </Title>
              {dimensioning.installation_notes.length > 0 ? (
                <List size="sm" spacing={4}>
                  {dimensioning.installation_notes.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  Aucune note.
                </Text>
              )}
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
