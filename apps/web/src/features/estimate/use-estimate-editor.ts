import {
  type DimensioningItem,
  type Estimate,
  estimateTotals,
  type LineKind,
  newCustomItem,
  type QuoteItem,
  type QuoteStatus,
  type VatRate,
  vatRateSchema,
  withLineKind,
} from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AutosaveStatus } from '../../lib/autosave.ts';
import { serverAnswerOf } from '../../lib/error-message.ts';
import { clearProjectDraft, mergeProjectDraft, readProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import type { ProjectDetail } from '../projects/project-queries.ts';
import { devisCsvFile, downloadCsv, downloadQuotePdf, partsCsvFile } from './estimate-export.ts';
import {
  finishNotice,
  newItemId,
  type PlateChoice,
  type QuoteContent,
  quoteContent,
  replaceById,
  withEquipmentType,
  withPlate,
} from './estimate-model.ts';

/** Part 2 §9: autosave debounce. */
const AUTOSAVE_MS = 1000;
const MINUTE = 60_000;

/** What step 8 shows of the devis's life (issue 16). */
export interface QuoteLife {
  quoteId: string | null;
  status: QuoteStatus;
  number: string | null;
  version: number;
  issuedOn: string | null;
  validUntil: string | null;
  /** Where the devis is signed, printed 'Fait à …' in the PDF. */
  signaturePlace: string | null;
  /** Planned start ('YYYY-MM-DD') and duration in days, printed in the PDF. */
  plannedStart: string | null;
  plannedDurationDays: number | null;
  /** Signed at the client's home or at a distance: a private client gets the withdrawal form. */
  offPremises: boolean;
}

export function lifeOf(quote: Omit<QuoteLife, 'quoteId'> & { id: string | null }): QuoteLife {
  return {
    quoteId: quote.id,
    status: quote.status,
    number: quote.number,
    version: quote.version,
    issuedOn: quote.issuedOn,
    validUntil: quote.validUntil,
    signaturePlace: quote.signaturePlace,
    plannedStart: quote.plannedStart,
    plannedDurationDays: quote.plannedDurationDays,
    offPremises: quote.offPremises,
  };
}

export interface SaveState {
  status: AutosaveStatus;
  error: string | null;
}

/**
 * The state of step 8 (part 2 §4.4, §4.5). The server computes the estimate (quotes.compute: saved
 * quote first, else from rooms, equipment and dimensioning) and finishes it (quotes.finish: quote and
 * project completed in one transaction); the browser keeps the edits and saves them 1 s after the last.
 */
export function useEstimateEditor(projectId: string) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // The rooms' names and the project's facts, read afresh (the estimate is computed from them).
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

  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [vatRate, setVatRate] = useState<VatRate>(20);
  const [finishing, setFinishing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const quote = useRef<{ id: string | null }>({ id: null });
  // The devis's number, version, status and dates (issue 16), as the server last answered them.
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

  // Part 2 §8: a failed quote fetch shows the default toast with the message.
  useEffect(() => {
    if (computeQuery.error) {
      notifications.show({ color: 'red', title: 'An error occurred', message: computeQuery.error.message });
    }
  }, [computeQuery.error]);

  const computed = computeQuery.data;
  const ready = Boolean(project) && projectQuery.isFetchedAfterMount && computeQuery.isFetchedAfterMount;
  useEffect(() => {
    if (!ready || !project || !computed || initialised.current) return;
    initialised.current = true;
    quote.current.id = computed.quoteId;
    setLife(lifeOf({ ...computed, id: computed.quoteId }));
    const loaded = { quoteItems: computed.quoteItems, dimensioningItems: computed.dimensioningItems };
    setEstimate(loaded);
    const desc = computed.description;
    setDescription(desc);
    const rate = vatRateSchema.catch(20).parse(computed.vatRate);
    setVatRate(rate);
    // A quote loaded as saved is not saved again; a computed one is saved (and created) at once.
    if (computed.origin === 'quote') {
      markSaved(quoteContent(project.name, desc, loaded, rate));
      setLoadedSaved(true);
    }
  }, [ready, project, computed, markSaved]);

  const projectName = project?.name ?? '';
  // Part 2 §4.4: every change to the items, the total, the name ('Estimations {project name}') or
  // the description is saved after the debounce, if it differs from what was saved last.
  useEffect(() => {
    if (estimate && projectName) schedule(quoteContent(projectName, description, estimate, vatRate));
  }, [projectName, description, estimate, vatRate, schedule]);

  const items = useMemo(
    () => (estimate ? [...estimate.quoteItems, ...estimate.dimensioningItems] : []),
    [estimate],
  );
  const totals = useMemo(() => estimateTotals(items, vatRate), [items, vatRate]);

  const editQuoteItem = useCallback((id: string, next: (item: QuoteItem) => QuoteItem) => {
    setEstimate((e) => (e ? { ...e, quoteItems: replaceById(e.quoteItems, id, next) } : e));
  }, []);
  const editBoardItem = useCallback((id: string, patch: Partial<DimensioningItem>) => {
    setEstimate((e) =>
      e ? { ...e, dimensioningItems: replaceById(e.dimensioningItems, id, (i) => ({ ...i, ...patch })) } : e,
    );
  }, []);
  // Stable handlers: the memoised tables (estimate-lines.tsx) render again only when their lines change.
  const quoteItemHandlers = useMemo(
    () => ({
      onChange: (id: string, patch: Partial<QuoteItem>) => editQuoteItem(id, (i) => ({ ...i, ...patch })),
      onType: (id: string, type: QuoteItem['equipmentType']) => {
        if (type) editQuoteItem(id, (i) => withEquipmentType(i, type));
      },
      onPlate: (id: string, choice: PlateChoice) => editQuoteItem(id, (i) => withPlate(i, choice)),
      onKind: (id: string, kind: LineKind) => editQuoteItem(id, (i) => withLineKind(i, kind)),
    }),
    [editQuoteItem],
  );
  const addCustomItem = useCallback(
    () =>
      setEstimate((e) =>
        e ? { ...e, quoteItems: [...e.quoteItems, newCustomItem(newItemId('custom', e.quoteItems))] } : e,
      ),
    [],
  );
  const deleteQuoteItem = useCallback(
    (id: string) =>
      setEstimate((e) => (e ? { ...e, quoteItems: e.quoteItems.filter((i) => i.id !== id) } : e)),
    [],
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

  const exportCsv = () => downloadCsv(devisCsvFile(items, vatRate, new Date()));
  const exportParts = () => downloadCsv(partsCsvFile(items, new Date()));

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

  /**
   * Part 2 §4.5: the pending save is dropped and quotes.finish saves the lines and completes the
   * quote and the project together; back to the list, even on error (the error is shown, not swallowed).
   * `spendsJeton`: the button read 'Valider le projet (−1 jeton)' (issue 21), which the toast confirms.
   */
  const finish = async (spendsJeton = false) => {
    setFinishing(true);
    // No jeton left (issue 21): the step explains the limit, so the user stays on it.
    let stay = false;
    try {
      if (!project || !estimate) {
        console.error('Projet non trouvé');
        return false;
      }
      saver.cancel();
      await saver.flush();
      try {
        const sent = await utils.client.quotes.finish.mutate({
          projectId,
          ...quoteContent(project.name, description, estimate, vatRate),
        });
        clearProjectDraft(projectId, ['status']);
        notifications.show({ color: 'green', ...finishNotice(sent, spendsJeton) });
        await Promise.all([
          utils.projects.get.invalidate({ id: projectId }),
          utils.projects.list.invalidate(),
          utils.quotes.listByProject.invalidate({ projectId }),
          utils.team.jeton.invalidate({ projectId }),
          utils.team.plan.invalidate(),
        ]);
      } catch (error) {
        stay = serverAnswerOf(error)?.code === 'JETONS_EXHAUSTED';
        if (stay) await utils.team.jeton.invalidate({ projectId });
        console.error('Erreur lors de la finalisation de l’estimation', error);
        notifications.show({
          color: 'red',
          title: 'Projet non terminé',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return false;
    } finally {
      setFinishing(false);
      if (!stay) void navigate({ to: '/projects' });
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
    editBoardItem,
    quoteItemHandlers,
    addCustomItem,
    deleteQuoteItem,
    recalculate,
    exportCsv,
    exportParts,
    exportPdf,
    finish,
  };
}
