import type { ConsuelDossier } from '@courant/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearProjectDraft, readProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { PROJECT_SAVE_DEBOUNCE_MS } from '../projects/use-project-autosave.ts';
import { formOf, liveDossier, type MeasurementsForm, readForm } from './measurements-model.ts';

/** The local copy's field in the project's draft (lib/project-draft.ts): kept until the server has it. */
const DRAFT_FIELD = 'siteMeasurements';

/** The draft's measurements form, when one was kept (an object; the schema judges its content). */
function draftForm(projectId: string): MeasurementsForm | null {
  const kept = readProjectDraft(projectId)?.[DRAFT_FIELD];
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as MeasurementsForm) : null;
}

/**
 * The dossier screen's state: the server's dossier, the measurements form typed on site and the
 * dossier it decides at once. As the wizard's steps do, each change is kept in the project's local
 * draft and saved 1 s later; without network the save waits and is retried when the network returns
 * (lib/autosave.ts), the draft surviving a reload. An impossible entry is shown with its French
 * message and not sent.
 */
export function useDossierEditor(projectId: string) {
  const utils = trpc.useUtils();
  const query = trpc.dossier.get.useQuery({ projectId });
  const { mutateAsync: saveMeasurements } = trpc.dossier.saveMeasurements.useMutation();
  const [form, setForm] = useState<MeasurementsForm | null>(null);

  const autosave = useAutosave<MeasurementsForm>({
    delayMs: PROJECT_SAVE_DEBOUNCE_MS,
    errorLog: 'Erreur lors de la sauvegarde des mesures',
    keyOf: (value) => JSON.stringify(readForm(value).measurements),
    save: async (value) => {
      const saved: ConsuelDossier = await saveMeasurements({ projectId, ...value });
      utils.dossier.get.setData({ projectId }, saved);
    },
    onSaved: () => {
      if (!autosave.hasUnsaved()) clearProjectDraft(projectId, [DRAFT_FIELD]);
    },
  });
  const { schedule, markSaved } = autosave;

  const change = useCallback(
    (next: MeasurementsForm) => {
      setForm(next);
      writeProjectDraft(projectId, { [DRAFT_FIELD]: next });
      if (readForm(next).measurements) schedule(next);
    },
    [projectId, schedule],
  );

  // The form starts from the local draft (typed offline, not saved yet) or from the saved measurements.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !query.data) return;
    started.current = true;
    const saved = formOf(query.data.measurements);
    markSaved(saved);
    const kept = draftForm(projectId);
    if (kept) change(kept);
    else setForm(saved);
  }, [query.data, projectId, markSaved, change]);

  const read = useMemo(() => (form ? readForm(form) : { measurements: null, errors: {} }), [form]);
  const dossier = useMemo(() => (query.data ? liveDossier(query.data, read) : undefined), [query.data, read]);
  return { dossier, form, errors: read.errors, change, query, save: autosave };
}
