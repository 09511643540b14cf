import { type Estimate, estimateTotals, type VatRate, vatRateSchema } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AutosaveStatus } from '../../lib/autosave.ts';
import { mergeProjectDraft, readProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import type { ProjectDetail } from '../projects/project-queries.ts';
import { devisCsvFile, downloadCsv, downloadQuotePdf, partsCsvFile } from './estimate-export.ts';
import { type QuoteContent, quoteContent } from './estimate-model.ts';
import { lifeOf, type QuoteLife } from './quote-life.ts';
import { useFinishEstimate } from './use-finish-estimate.ts';
import { useLineEdits } from './use-line-edits.ts';

/** Part 2 §9: autosave debounce. */
const AUTOSAVE_MS = 1000;
const MINUTE = 60_000;

interface SaveState {
  status: AutosaveStatus;
  error: string | null;
}

/**
 * The project and its estimate as the server computes it (quotes.compute: saved quote first, else
 * from rooms, equipment and dimensioning), both read afresh; a failed read shows its toast.
 */
function useEstimateSources(projectId: string) {
  const projectQuery = trpc.projects.get.useQuery(
    { id: projectId },
    { refetchOnMount: 'always', staleTime: 0, gcTime: 10 * MINUTE },
  );
  // Part 2 §7: stale 30 s, kept 5 min, retry 2 (the quote read of the spec, now computed server-side).
  const computeQuery = trpc.quotes.compute.useQuery(
    { projectId },
    { refetchOnMount: 'always', staleTime: 0, gcTime: 5 * MINUTE, retry: 2 },
  );
  const project = useMemo<ProjectDetail | undefined>(
    () => (projectQuery.data ? mergeProjectDraft(projectQuery.data, readProjectDraft(projectId)) : undefined),
    [projectQuery.data, projectId],
  );
  // Part 2 §8: a failed quote fetch shows the default toast with the message.
  useEffect(() => {
    if (computeQuery.error) {
      notifications.show({ color: 'red', title: 'An error occurred', message: computeQuery.error.message });
    }
  }, [computeQuery.error]);
  const ready = Boolean(project) && projectQuery.isFetchedAfterMount && computeQuery.isFetchedAfterMount;
  return { project, computed: ready ? computeQuery.data : undefined };
}

/**
 * The state of step 8 (part 2 §4.4, §4.5): the server computes the estimate and finishes it
 * (quotes.finish: quote and project completed in one transaction); the browser keeps the edits and
 * saves them 1 s after the last.
 */
export function useEstimateEditor(projectId: string) {
  const utils = trpc.useUtils();
  const { project, computed } = useEstimateSources(projectId);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [vatRate, setVatRate] = useState<VatRate>(20);
  const [exporting, setExporting] = useState(false);
  const quote = useRef<{ id: string | null }>({ id: null });
  // The devis's number, version, status and dates, as the server last answered them.
  const [life, setLife] = useState<QuoteLife | null>(null);
  const initialised = useRef(false);

  // The shared autosave (lib/use-autosave.ts): network failures retried, leaving asks first.
  const saver = useAutosave<QuoteContent>({
    delayMs: AUTOSAVE_MS,
    keyOf: (content) => JSON.stringify(content),
    errorLog: 'Erreur lors de la sauvegarde de l’estimation',
    save: async (content) => {
      const id = quote.current.id;
      // Part 2 §4.4: the first quote is updated (keeping its status), else a draft is created.
      const saved = id
        ? await utils.client.quotes.update.mutate({ id, ...content })
        : await utils.client.quotes.create.mutate({ projectId, ...content });
      quote.current.id = saved.id;
      setLife(lifeOf(saved));
      void utils.quotes.listByProject.invalidate({ projectId });
      void utils.projects.list.invalidate();
    },
  });
  const { schedule, markSaved } = saver;
  // A quote loaded as saved reads 'Sauvegardé' until the first edit.
  const [loadedSaved, setLoadedSaved] = useState(false);
  const save: SaveState = {
    status: saver.status === 'idle' && loadedSaved ? 'saved' : saver.status,
    error: saver.status === 'error' && saver.error instanceof Error ? saver.error.message : null,
  };

  useEffect(() => {
    if (!project || !computed || initialised.current) return;
    initialised.current = true;
    quote.current.id = computed.quoteId;
    setLife(lifeOf({ ...computed, id: computed.quoteId }));
    const loaded = { quoteItems: computed.quoteItems, dimensioningItems: computed.dimensioningItems };
    setEstimate(loaded);
    setDescription(computed.description);
    const rate = vatRateSchema.catch(20).parse(computed.vatRate);
    setVatRate(rate);
    // A quote loaded as saved is not saved again; a computed one is saved (and created) at once.
    if (computed.origin === 'quote') {
      markSaved(quoteContent(project.name, computed.description, loaded, rate));
      setLoadedSaved(true);
    }
  }, [project, computed, markSaved]);

  const projectName = project?.name ?? '';
  // Part 2 §4.4: every change to the items, the name ('Estimations {project name}') or the
  // description is saved after the debounce, if it differs from what was saved last.
  useEffect(() => {
    if (estimate && projectName) schedule(quoteContent(projectName, description, estimate, vatRate));
  }, [projectName, description, estimate, vatRate, schedule]);

  const items = useMemo(
    () => (estimate ? [...estimate.quoteItems, ...estimate.dimensioningItems] : []),
    [estimate],
  );
  const totals = useMemo(() => estimateTotals(items, vatRate), [items, vatRate]);
  const lineEdits = useLineEdits(setEstimate);
  const { finishing, finish } = useFinishEstimate(projectId, saver, () =>
    project && estimate ? quoteContent(project.name, description, estimate, vatRate) : null,
  );

  /** 'Recalculer': the server computes the estimate again from rooms, equipment and dimensioning. */
  const recalculate = async () => {
    try {
      const fresh = await utils.client.quotes.compute.query({ projectId, recompute: true });
      setEstimate({ quoteItems: fresh.quoteItems, dimensioningItems: fresh.dimensioningItems });
    } catch (error) {
      console.error('Erreur lors du recalcul de l’estimation', error);
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const exportPdf = async () => {
    if (!estimate || !project) return;
    setExporting(true);
    try {
      // The edits are saved first: the server prints what is saved.
      const saved = await saver.flush();
      const id = quote.current.id;
      if (!saved || !id) throw new Error('Estimation non enregistrée');
      await downloadQuotePdf(id);
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

  return {
    project,
    estimate,
    life,
    setLife,
    items,
    totals,
    vatRate,
    setVatRate,
    save,
    finishing,
    exporting,
    ...lineEdits,
    recalculate,
    exportCsv: () => downloadCsv(devisCsvFile(items, vatRate, new Date())),
    exportParts: () => downloadCsv(partsCsvFile(items, new Date())),
    exportPdf,
    finish,
  };
}

export type EstimateEditor = ReturnType<typeof useEstimateEditor>;
