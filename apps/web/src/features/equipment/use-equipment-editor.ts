import {
  applySuggestions,
  type Color,
  type ComplianceResult,
  DEFAULT_COLOR,
  type EquipmentItem,
  type EquipmentType,
} from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { complianceStore } from '../compliance/compliance-store.ts';
import { createSaver, type SaverStatus } from './debounced-saver.ts';
import {
  addEquipment,
  applyColor,
  changeQuantity,
  projectColor,
  switchEquipment,
} from './equipment-edits.ts';
import { buildComplianceRequest, newEquipmentId } from './project-data.ts';
import { useProjectEquipmentData, useSaveEquipment, useSendCheck } from './use-project-equipment.ts';

/** Part 2 §4.1: edits are saved with a debounced write (the second saver of §9 waits 100 ms). */
export const EQUIPMENT_SAVE_DELAY_MS = 400;

export const EQUIPMENT_SAVE_ERROR = 'Erreur lors de la sauvegarde des équipements';

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
  const [saveStatus, setSaveStatus] = useState<SaverStatus>('idle');

  const ready = !data.loading && !data.equipmentFetching;
  useEffect(() => {
    if (itemsRef.current === null && ready && data.equipments) {
      itemsRef.current = data.equipments;
      setItemsState(data.equipments);
    }
  }, [ready, data.equipments]);

  // The saver outlives renders; it reads the latest project, rooms and save function through refs.
  const contextRef = useRef({ project: data.project, rooms: data.rooms, save });
  contextRef.current = { project: data.project, rooms: data.rooms, save };
  const [saver] = useState(() =>
    createSaver<EquipmentItem[]>({
      delayMs: EQUIPMENT_SAVE_DELAY_MS,
      onStatus: setSaveStatus,
      save: async (value) => {
        const { project, rooms, save: saveNow } = contextRef.current;
        if (!project || !rooms) return;
        try {
          await saveNow(value, { project, rooms });
        } catch (error) {
          notifications.show({ color: 'red', title: EQUIPMENT_SAVE_ERROR, message: messageOf(error) });
          throw error;
        }
      },
    }),
  );
  // Leaving the step (or closing the summary's modal) never drops an edit.
  useEffect(
    () => () => {
      void saver.flush();
    },
    [saver],
  );

  const update = useCallback(
    (edit: (current: EquipmentItem[]) => EquipmentItem[]) => {
      const current = itemsRef.current;
      if (!current) return;
      const next = edit(current);
      if (next === current) return;
      itemsRef.current = next;
      setItemsState(next);
      saver.schedule(next);
    },
    [saver],
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
        update((current) => applySuggestions(current, result, newEquipmentId));
        if (!(await saver.flush())) throw new Error(EQUIPMENT_SAVE_ERROR);
      },
    }),
    [update, color, saver],
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
    saveStatus,
    flush: () => saver.flush(),
    ...actions,
  };
}

export type EquipmentEditor = ReturnType<typeof useEquipmentEditor>;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : EQUIPMENT_SAVE_ERROR;
}
