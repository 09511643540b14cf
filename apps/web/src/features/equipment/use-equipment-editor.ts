import {
  addEquipment,
  applyColor,
  applySuggestions,
  type Color,
  type ComplianceResult,
  changeQuantity,
  DEFAULT_COLOR,
  type EquipmentItem,
  type EquipmentType,
  misplacedItems,
  projectColor,
  switchEquipment,
} from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearProjectDraft, readProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { showUndoToast } from '../../ui/undo-toast.tsx';
import { complianceStore } from '../compliance/compliance-store.ts';
import { describeAdded } from './equipment-model.ts';
import { buildComplianceRequest, newEquipmentId, toEquipments } from './project-data-model.ts';
import { useProjectEquipmentData, useSaveEquipment, useSendCheck } from './use-project-equipment.ts';

/** Part 2 §4.1: edits are saved with a debounced write (the second saver of §9 waits 100 ms). */
const EQUIPMENT_SAVE_DELAY_MS = 400;

const EQUIPMENT_SAVE_ERROR = 'Erreur lors de la sauvegarde des équipements';

/**
 * The state of the equipment step: the project's whole equipment set edited locally, each edit saved
 * (debounced, serialised) and followed by a compliance check; the first check runs as soon as the
 * step has rooms (part 2 §4.2).
 */
export function useEquipmentEditor(projectId: string) {
  const data = useProjectEquipmentData(projectId, { fresh: true });
  const { save } = useSaveEquipment(projectId);
  const send = useSendCheck();
  const [items, setItemsState] = useState<EquipmentItem[] | null>(null);
  const itemsRef = useRef<EquipmentItem[] | null>(null);
  const [chosenColor, setChosenColor] = useState<Color | null>(null);

  const autosave = useAutosave<EquipmentItem[]>({
    delayMs: EQUIPMENT_SAVE_DELAY_MS,
    errorLog: EQUIPMENT_SAVE_ERROR,
    save: async (value) => {
      if (!data.project || !data.rooms) return;
      await save(value, { project: data.project, rooms: data.rooms });
    },
    onSaved: () => {
      if (!autosave.hasUnsaved()) clearProjectDraft(projectId, ['equipments']);
    },
    onError: (error) => {
      clearProjectDraft(projectId, ['equipments']);
      notifications.show({ color: 'red', title: EQUIPMENT_SAVE_ERROR, message: messageOf(error) });
    },
  });
  const { schedule, flush } = autosave;

  // The server's set, or edits kept locally because they could not be saved yet, saved now.
  const ready = !data.loading && !data.equipmentFetching;
  useEffect(() => {
    if (itemsRef.current !== null || !ready || !data.equipments) return;
    const draft = readProjectDraft(projectId)?.equipments;
    const local = Array.isArray(draft) ? toEquipments(draft) : null;
    const loaded = local ?? data.equipments;
    // Part 2 §5: an oven or hood socket left in a room that is no longer a kitchen (saved before the
    // rooms step removed such items) would get every save refused: it goes, and the user is told.
    const misplaced = misplacedItems(loaded, data.rooms ?? []);
    const dropped = new Set(misplaced.map((item) => item.id));
    const start = misplaced.length > 0 ? loaded.filter((item) => !dropped.has(item.id)) : loaded;
    itemsRef.current = start;
    setItemsState(start);
    for (const item of misplaced) notifications.show({ color: 'yellow', message: item.message });
    if (JSON.stringify(start) !== JSON.stringify(data.equipments)) schedule(start);
    else clearProjectDraft(projectId, ['equipments']);
  }, [ready, data.equipments, data.rooms, projectId, schedule]);

  const update = useCallback(
    (edit: (current: EquipmentItem[]) => EquipmentItem[]) => {
      const current = itemsRef.current;
      if (!current) return;
      const next = edit(current);
      if (next === current) return;
      itemsRef.current = next;
      setItemsState(next);
      writeProjectDraft(projectId, { equipments: next });
      schedule(next);
    },
    [schedule, projectId],
  );

  const color: Color | null = (items && projectColor(items)) ?? chosenColor ?? DEFAULT_COLOR;

  const request = useMemo(
    () =>
      data.project && data.rooms && items ? buildComplianceRequest(data.project, data.rooms, items) : null,
    [data.project, data.rooms, items],
  );

  // Part 2 §4.2: the automatic check when the step first has rooms (skipped if this data was just sent).
  const firstCheckDone = useRef(false);
  useEffect(() => {
    if (firstCheckDone.current || !request || request.rooms.length === 0) return;
    firstCheckDone.current = true;
    void complianceStore.check(projectId, request, send);
  }, [projectId, request, send]);

  const actions = useMemo(
    () => ({
      add(roomId: string, type: EquipmentType) {
        update((current) => addEquipment(current, { roomId, type, color, makeId: newEquipmentId }));
      },
      changeQuantity(itemId: string, delta: number) {
        update((current) => changeQuantity(current, itemId, delta));
      },
      toggle(roomId: string, type: EquipmentType, on: boolean) {
        update((current) => switchEquipment(current, { roomId, type, on, makeId: newEquipmentId }));
      },
      setColor(next: Color) {
        setChosenColor(next);
        update((current) => {
          const recoloured = applyColor(current, next);
          return recoloured.some((item, i) => item !== current[i]) ? recoloured : current;
        });
      },
      /** 'Appliquer les suggestions': add what is missing, save now; the save re-checks (part 2 §4.2). */
      async applySuggestions(result: ComplianceResult) {
        const before = itemsRef.current;
        update((current) => applySuggestions(current, result, newEquipmentId));
        const after = itemsRef.current;
        if (!(await flush())) throw new Error(EQUIPMENT_SAVE_ERROR);
        // Say what was added, and let it be taken back.
        if (before && after && after !== before)
          showUndoToast({
            message: 'Suggestions appliquées',
            details: describeAdded(before, after, data.rooms ?? []),
            onUndo: () => update(() => before),
          });
      },
    }),
    [update, color, flush, data.rooms],
  );

  return {
    projectId,
    project: data.project,
    rooms: data.rooms,
    items,
    loading: items === null && !data.error,
    error: data.error,
    color,
    request,
    saveStatus: autosave.status,
    flush,
    ...actions,
  };
}

export type EquipmentEditor = ReturnType<typeof useEquipmentEditor>;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : EQUIPMENT_SAVE_ERROR;
}
