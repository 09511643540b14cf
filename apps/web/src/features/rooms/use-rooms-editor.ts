import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearProjectDraft, readProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { useRooms } from '../projects/project-queries.ts';
import { type EditableRoom, ROOMS_STEP_TEXT, toEditableRoom, toSavedRoom } from './room-model.ts';

/** Part 1 §9: autosave debounce of the rooms step. */
const ROOMS_SAVE_DEBOUNCE_MS = 1000;

type ServerRoom = Parameters<typeof toEditableRoom>[0];

/**
 * The rooms of the step, edited optimistically (part 1 §4 'Rooms step'): every change shows at once
 * and is saved after 1 s, or at once with `immediate`; a save refused by the server restores the last
 * saved rooms and shows 'Erreur lors de la sauvegarde des modifications'; without network the change
 * waits (locally, in the draft) and goes when the network returns.
 */
export function useRoomsEditor(projectId: string) {
  const utils = trpc.useUtils();
  const query = useRooms(projectId);
  const { mutateAsync } = trpc.rooms.update.useMutation();
  const [rooms, setRoomsState] = useState<EditableRoom[] | null>(null);
  const current = useRef<EditableRoom[]>([]);
  const confirmed = useRef<EditableRoom[]>([]);
  const initialised = useRef(false);

  const show = useCallback((next: EditableRoom[]) => {
    current.current = next;
    setRoomsState(next);
  }, []);

  const autosave = useAutosave<EditableRoom[]>({
    delayMs: ROOMS_SAVE_DEBOUNCE_MS,
    errorLog: ROOMS_STEP_TEXT.saveFailed,
    save: async (payload) => {
      const { removedEquipment, ...answer } = await mutateAsync({
        id: projectId,
        rooms: payload.map(toSavedRoom),
      });
      confirmed.current = answer.rooms.map(toEditableRoom);
      utils.rooms.get.setData({ id: projectId }, answer);
      // Part 2 §5: a room that is no longer a kitchen lost its oven and hood sockets on the server.
      if (removedEquipment.length > 0) {
        void utils.equipment.get.invalidate({ projectId });
        for (const item of removedEquipment) notifications.show({ color: 'yellow', message: item.message });
      }
      // The server may have marked the quote and the project (rooms changed after a quote).
      void utils.projects.get.invalidate({ id: projectId });
    },
    onSaved: () => {
      if (!autosave.hasUnsaved()) clearProjectDraft(projectId, ['rooms']);
    },
    onError: () => {
      // Part 1 §4: on a save error the previous data is restored.
      autosave.cancel();
      show(confirmed.current);
      clearProjectDraft(projectId, ['rooms']);
      notifications.show({ color: 'red', message: ROOMS_STEP_TEXT.saveFailed });
    },
  });
  const { schedule, flush, cancel } = autosave;

  /** Applies a change; saved after the debounce, or at once with `immediate`. */
  const change = useCallback(
    (next: EditableRoom[], { immediate = false }: { immediate?: boolean } = {}) => {
      show(next);
      writeProjectDraft(projectId, { rooms: next.map(toSavedRoom) });
      schedule(next);
      if (immediate) void flush();
    },
    [projectId, schedule, flush, show],
  );

  /** Rooms that the server already holds (an analysis result): shown, not saved again. */
  const replaceFromServer = useCallback(
    (serverRooms: readonly ServerRoom[]) => {
      cancel();
      confirmed.current = serverRooms.map(toEditableRoom);
      show(confirmed.current);
      clearProjectDraft(projectId, ['rooms']);
    },
    [cancel, projectId, show],
  );

  /** Puts a deleted room back where it was (the toast's undo), saved at once. */
  const restore = useCallback(
    (room: EditableRoom, index: number) => {
      const list = current.current.filter((r) => r.id !== room.id);
      change([...list.slice(0, index), room, ...list.slice(index)], { immediate: true });
    },
    [change],
  );

  /** Saves whatever is on screen now, edits or not (step 3's next). */
  const saveAll = useCallback(() => {
    schedule(current.current);
    return flush();
  }, [schedule, flush]);

  // The server's rooms are shown whenever nothing local is pending; the first time, a local draft
  // (edits not saved before a reload) is laid over them and saved (part 1 §4).
  useEffect(() => {
    if (!query.data) return;
    if (autosave.hasUnsaved()) return;
    const server = query.data.rooms.map(toEditableRoom);
    confirmed.current = server;
    if (!initialised.current) {
      initialised.current = true;
      const draftRooms = readProjectDraft(projectId)?.rooms;
      if (Array.isArray(draftRooms)) {
        const local = (draftRooms as ServerRoom[])
          .filter((r) => r && typeof r === 'object')
          .map(toEditableRoom);
        if (JSON.stringify(local) !== JSON.stringify(server)) {
          change(local);
          return;
        }
        clearProjectDraft(projectId, ['rooms']);
      }
    }
    show(server);
  }, [query.data, projectId, change, show, autosave.hasUnsaved]);

  return {
    rooms,
    loading: query.isPending,
    loadError: query.error,
    saving: autosave.status === 'saving',
    saveStatus: autosave.status,
    change,
    restore,
    saveNow: flush,
    saveAll,
    replaceFromServer,
  };
}
