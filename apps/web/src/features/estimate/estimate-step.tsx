import {
  type DimensioningItem,
  type Estimate,
  estimateTotals,
  formatPrice,
  newCustomItem,
  type QuoteItem,
  type QuoteStatus,
} from '@courant/domain';
import { Alert, Badge, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconCheck,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconRefresh,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { mergeProjectDraft, readProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { type ProjectDetail, useUpdateProject } from '../projects/project-queries.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { type AutosaveStatus, createAutosave } from './autosave.ts';
import { downloadCsv, downloadPdf } from './estimate-export.ts';
import {
  breakersByRow,
  computeEstimate,
  ESTIMATE_TEXT,
  initialEstimate,
  itemsByRoom,
  newItemId,
  type PlateChoice,
  type QuoteContent,
  quoteContent,
  replaceById,
  withEquipmentType,
  withPlate,
} from './estimate-model.ts';
import { BoardItemsTable, breakerRowsForTable, QuoteItemsTable } from './estimate-tables.tsx';

/** Part 2 §9: autosave debounce. */
const AUTOSAVE_MS = 1000;
const MINUTE = 60_000;

type SavedContent = QuoteContent & { status?: QuoteStatus };

function sectionText(item: DimensioningItem): string {
  return item.section ? `${String(item.section).replace('.', ',')} mm²` : 'N/A';
}

function SaveStatus({ status, error }: { status: AutosaveStatus; error: string | null }) {
  if (status === 'pending' || status === 'saving') {
    return (
      <Group gap={6} role="status" aria-live="polite">
        <Loader size={12} />
        <Text size="sm" c="dimmed">
          {ESTIMATE_TEXT.saving}
        </Text>
      </Group>
    );
  }
  if (status === 'error') {
    return (
      <Text size="sm" c="red" role="status" aria-live="polite">
        {`Erreur de sauvegarde${error ? ` : ${error}` : ''}`}
      </Text>
    );
  }
  if (status === 'saved') {
    return (
      <Group gap={6} role="status" aria-live="polite">
        <IconCheck size={14} color="var(--mantine-color-green-7)" />
        <Text size="sm" c="green.8">
          {ESTIMATE_TEXT.saved}
        </Text>
      </Group>
    );
  }
  return <span role="status" aria-live="polite" />;
}

export interface EstimateStepProps {
  projectId: string;
}

/**
 * Step 8 'Estimations' (part 2 §2.5, §4.4, §4.5): the priced lines, saved by themselves one second
 * after each change, exported as CSV or PDF; 'Terminer' completes the quote and the project.
 */
export function EstimateStep({ projectId }: EstimateStepProps) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { user } = useAuth();
  const updateProject = useUpdateProject();
  // The estimate is computed from the saved rooms and equipment: read the project afresh.
  const projectQuery = trpc.projects.get.useQuery(
    { id: projectId },
    { refetchOnMount: 'always', staleTime: 0, gcTime: 10 * MINUTE },
  );
  // Part 2 §7: the project's quotes, the first is used; stale 30 s, kept 5 min, retry 2.
  const quotesQuery = trpc.quotes.listByProject.useQuery(
    { projectId },
    { staleTime: 30_000, gcTime: 5 * MINUTE, retry: 2 },
  );
  const project = useMemo<ProjectDetail | undefined>(
    () => (projectQuery.data ? mergeProjectDraft(projectQuery.data, readProjectDraft(projectId)) : undefined),
    [projectQuery.data, projectId],
  );

  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [save, setSave] = useState<{ status: AutosaveStatus; error: string | null }>({
    status: 'idle',
    error: null,
  });
  const [finishing, setFinishing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const quote = useRef<{ id: string | null }>({ id: null });
  const initialised = useRef(false);

  const [saver] = useState(() =>
    createAutosave<SavedContent>({
      delayMs: AUTOSAVE_MS,
      keyOf: (content) => JSON.stringify(content),
      errorLog: "Erreur lors de la sauvegarde de l'estimation",
      onStatus: (status, error) =>
        setSave({ status, error: status === 'error' && error instanceof Error ? error.message : null }),
      // The plain client, not a hook: a save scheduled just before leaving the step still goes.
      save: async ({ status, ...content }) => {
        const id = quote.current.id;
        if (id) {
          // Part 2 §4.4: later updates keep the status unless one is given (finishing).
          await utils.client.quotes.update.mutate({ id, ...content, ...(status ? { status } : {}) });
        } else {
          const created = await utils.client.quotes.create.mutate({
            projectId,
            ...content,
            status: status ?? 'draft',
          });
          quote.current.id = created.id;
        }
        void utils.quotes.listByProject.invalidate({ projectId });
        void utils.projects.list.invalidate();
      },
    }),
  );

  // Part 2 §8: a failed quote fetch shows the default toast with the message.
  useEffect(() => {
    if (quotesQuery.error) {
      notifications.show({ color: 'red', title: 'An error occurred', message: quotesQuery.error.message });
    }
  }, [quotesQuery.error]);

  const ready =
    Boolean(project) && projectQuery.isFetchedAfterMount && (quotesQuery.isSuccess || quotesQuery.isError);
  useEffect(() => {
    if (!ready || !project || initialised.current) return;
    initialised.current = true;
    const first = quotesQuery.data?.[0] ?? null;
    const init = initialEstimate(first, project);
    quote.current.id = init.quoteId;
    setEstimate(init.estimate);
    const desc = first?.description ?? null;
    setDescription(desc);
    const content = quoteContent(project.name, desc, init.estimate);
    // A quote loaded as saved is not saved again; a computed one is saved (and created) at once.
    if (init.origin === 'quote') {
      saver.markSaved(content);
      setSave({ status: 'saved', error: null });
    }
  }, [ready, project, quotesQuery.data, saver]);

  const projectName = project?.name ?? '';
  const change = useCallback((next: Estimate) => setEstimate(next), []);
  // Part 2 §4.4: every change to the items, the total, the name ('Estimations {project name}') or
  // the description is saved after the debounce, if it differs from what was saved last.
  useEffect(() => {
    if (estimate && projectName) saver.schedule(quoteContent(projectName, description, estimate));
  }, [projectName, description, estimate, saver]);

  const items = useMemo(
    () => (estimate ? [...estimate.quoteItems, ...estimate.dimensioningItems] : []),
    [estimate],
  );
  const totals = useMemo(() => estimateTotals(items), [items]);

  const editQuoteItem = (id: string, next: (item: QuoteItem) => QuoteItem) => {
    if (estimate) change({ ...estimate, quoteItems: replaceById(estimate.quoteItems, id, next) });
  };
  const editBoardItem = (id: string, patch: Partial<DimensioningItem>) => {
    if (estimate) {
      change({
        ...estimate,
        dimensioningItems: replaceById(estimate.dimensioningItems, id, (i) => ({ ...i, ...patch })),
      });
    }
  };
  const quoteItemHandlers = {
    onChange: (id: string, patch: Partial<QuoteItem>) => editQuoteItem(id, (i) => ({ ...i, ...patch })),
    onType: (id: string, type: QuoteItem['equipmentType']) => {
      if (type) editQuoteItem(id, (i) => withEquipmentType(i, type));
    },
    onPlate: (id: string, choice: PlateChoice) => editQuoteItem(id, (i) => withPlate(i, choice)),
  };

  const recalculate = async () => {
    try {
      const fresh = await utils.projects.get.fetch({ id: projectId }, { staleTime: 0 });
      change(computeEstimate(mergeProjectDraft(fresh, readProjectDraft(projectId))));
    } catch (error) {
      console.error("Erreur lors du recalcul de l'estimation", error);
      if (project) change(computeEstimate(project));
    }
  };
  const askRecalculate = () => {
    if (items.length === 0) {
      void recalculate();
      return;
    }
    modals.openConfirmModal({
      title: ESTIMATE_TEXT.confirmTitle,
      children: <Text size="sm">{ESTIMATE_TEXT.confirmBody}</Text>,
      labels: { confirm: ESTIMATE_TEXT.confirmTitle, cancel: ESTIMATE_TEXT.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void recalculate(),
    });
  };

  const exportPdf = async () => {
    if (!estimate || !project) return;
    setExporting(true);
    try {
      await downloadPdf({
        company: {
          name: user?.user_metadata.company ?? '',
          siret: user?.user_metadata.siret ?? '',
          email: user?.email ?? null,
        },
        project: {
          name: project.name,
          description: project.description,
          typeProjet: project.typeProjet,
          typeTravaux: project.typeTravaux,
          codePostal: project.codePostal,
          numberOfPeople: project.numberOfPeople,
          surface: project.surfaceLoiCarrez,
        },
        rooms: project.rooms,
        quoteItems: estimate.quoteItems,
        dimensioningItems: estimate.dimensioningItems,
        date: new Date(),
      });
    } catch (error) {
      console.error('Erreur lors de la création du PDF', error);
      notifications.show({
        color: 'red',
        title: 'Export PDF impossible',
        message: 'Le PDF n’a pas pu être créé.',
      });
    } finally {
      setExporting(false);
    }
  };

  // Part 2 §4.5: finish the quote, complete the project, back to the list even on error.
  const finish = async () => {
    setFinishing(true);
    try {
      if (!project || !estimate) {
        console.error('Projet non trouvé');
        return false;
      }
      saver.cancel();
      try {
        await saver.saveNow({ ...quoteContent(project.name, description, estimate), status: 'completed' });
      } catch (error) {
        console.error("Erreur lors de la finalisation de l'estimation", error);
      }
      try {
        writeProjectDraft(projectId, { status: 'completed' });
        await updateProject.mutateAsync({ id: projectId, status: 'completed' });
      } catch (error) {
        console.error('Failed to update project', error);
      }
      return false;
    } finally {
      setFinishing(false);
      void navigate({ to: '/projects' });
    }
  };

  useWizardNext({
    label: finishing ? ESTIMATE_TEXT.finishing : ESTIMATE_TEXT.finish,
    pending: finishing,
    disabledReason: estimate ? null : 'Chargement des estimations...',
    onNext: finish,
  });

  if (!estimate || !project) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader />
          <Text c="dimmed">Chargement des estimations...</Text>
        </Stack>
      </Center>
    );
  }

  const grouped = itemsByRoom(estimate.quoteItems, project.rooms);
  const board = estimate.dimensioningItems;
  const ofType = (type: DimensioningItem['type']) =>
    board.filter((i) => i.type === type).map((item) => ({ item }));

  return (
    <Stack gap="lg">
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            component="section"
            aria-label={ESTIMATE_TEXT.total}
            withBorder
            radius="md"
            p="md"
            bg="var(--mantine-color-blue-0)"
            h="100%"
          >
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Text size="sm" fw={600} c="dimmed" tt="uppercase">
                  {ESTIMATE_TEXT.total}
                </Text>
                <Text
                  fz={32}
                  fw={800}
                  lh={1.2}
                  aria-label={`${ESTIMATE_TEXT.total} : ${formatPrice(totals.totalHT)} HT`}
                >
                  {`${formatPrice(totals.totalHT)} HT`}
                </Text>
              </div>
              <Group gap="xs">
                <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={askRecalculate}>
                  {ESTIMATE_TEXT.recalculate}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconFileTypeCsv size={16} />}
                  onClick={() => downloadCsv(items, new Date())}
                >
                  {ESTIMATE_TEXT.exportCsv}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} />}
                  loading={exporting}
                  onClick={() => void exportPdf()}
                >
                  {ESTIMATE_TEXT.exportPdf}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper component="section" aria-label="Détail du montant" withBorder radius="md" p="md" h="100%">
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Détail du montant
                </Title>
                <SaveStatus status={save.status} error={save.error} />
              </Group>
              <Group justify="space-between">
                <Text size="sm">Total HT</Text>
                <Text size="sm" fw={600}>
                  {formatPrice(totals.totalHT)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">TVA 20 %</Text>
                <Text size="sm" fw={600}>
                  {formatPrice(totals.tva)}
                </Text>
              </Group>
              <Group
                justify="space-between"
                pt={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={700}>Total TTC</Text>
                <Text fw={800} size="lg">
                  {formatPrice(totals.totalTTC)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      {grouped.rooms.length === 0 ? (
        <Alert color="gray" icon={<IconAlertCircle />}>
          Aucun équipement chiffré dans les pièces.
        </Alert>
      ) : (
        grouped.rooms.map((room) => (
          <QuoteItemsTable key={room.roomId} title={room.name} items={room.items} {...quoteItemHandlers} />
        ))
      )}

      <QuoteItemsTable
        title={ESTIMATE_TEXT.custom}
        items={grouped.custom}
        emptyText="Aucun élément personnalisé."
        {...quoteItemHandlers}
        onAdd={() =>
          change({
            ...estimate,
            quoteItems: [...estimate.quoteItems, newCustomItem(newItemId('custom', estimate.quoteItems))],
          })
        }
        onDelete={(id) => change({ ...estimate, quoteItems: estimate.quoteItems.filter((i) => i.id !== id) })}
      />

      <BoardItemsTable
        title="Disjoncteurs et interrupteurs différentiels"
        rows={breakerRowsForTable(breakersByRow(board))}
        extra={{ header: 'Calibre', render: (i) => (i.rating === undefined ? '—' : `${i.rating} A`) }}
        onChange={editBoardItem}
      />
      <BoardItemsTable
        title="Tableaux électriques"
        rows={ofType('electrical_panel')}
        extra={{ header: 'Modules', render: (i) => i.modules ?? '—' }}
        onChange={editBoardItem}
      />
      <BoardItemsTable
        title="Câbles"
        rows={ofType('cable')}
        extra={{ header: 'Section', render: sectionText }}
        priceHeader="Prix HT / m"
        quantityHeader="Longueur (m)"
        onChange={editBoardItem}
      />
      <BoardItemsTable
        title="Parafoudres"
        rows={ofType('surge_protector')}
        extra={{
          header: 'Calibre',
          render: (i) => (i.rating === undefined || i.rating === '' ? '—' : String(i.rating)),
        }}
        onChange={editBoardItem}
      />
      {project.status === 'completed' ? (
        <Group>
          <Badge color="green" variant="light">
            Projet terminé
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}
