import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearProjectDraft, readProjectDraft, writeProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { useRooms } from '../projects/project-queries.ts';
import { type EditableRoom, ROOM_MESSAGES, toEditableRoom, toSavedRoom } from './room-rules.ts';

/** Part 1 §9: autosave debounce of the rooms step. */
export const ROOMS_SAVE_DEBOUNCE_MS = 1000;

type ServerRoom = Parameters<typeof toEditableRoom>[0];

/**
 * The rooms of the step, edited optimistically (part 1 §4 'Rooms step'): every change shows at once
 * and is saved after 1 s, or at once with `immediate`; a failed save restores the last saved rooms
 * and shows 'Erreur lors de la sauvegarde des modifications'. Unsaved rooms sit in the local draft.
 */
export function useRoomsEditor(projectId: string) {
  const utils = trpc.useUtils();
  const query = useRooms(projectId);
  const { mutateAsync } = trpc.rooms.update.useMutation();
  const [rooms, setRoomsState] = useState<EditableRoom[] | null>(null);
  const current = useRef<EditableRoom[]>([]);
  const confirmed = useRef<EditableRoom[]>([]);
  const dirty = useRef(false);
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const lastResult = useRef(true);
  const initialised = useRef(false);
  const [saving, setSaving] = useState(false);

  const show = useCallback((next: EditableRoom[]) => {
    current.current = next;
    setRoomsState(next);
  }, []);

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (!dirty.current) return lastResult.current;
    dirty.current = false;
    const sent = version.current;
    const payload = current.current;
    const run = (async () => {
      setSaving(true);
      try {
        const answer = await mutateAsync({ id: projectId, rooms: payload.map(toSavedRoom) });
        confirmed.current = answer.rooms.map(toEditableRoom);
        utils.rooms.get.setData({ id: projectId }, answer);
        void utils.projects.get.invalidate({ id: projectId });
        if (version.current === sent) clearProjectDraft(projectId, ['rooms']);
        return true;
      } catch (error) {
        console.error(error);
        // Part 1 §4: on a save error the previous data is restored.
        clearTimeout(timer.current);
        version.current += 1;
        dirty.current = false;
        show(confirmed.current);
        clearProjectDraft(projectId, ['rooms']);
        notifications.show({ color: 'red', message: ROOM_MESSAGES.saveFailed });
        return false;
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    const ok = await run;
    inFlight.current = null;
    lastResult.current = ok;
    return ok;
  }, [mutateAsync, projectId, show, utils]);

  /** Applies a change; saved after the debounce, or at once with `immediate`. */
  const change = useCallback(
    (next: EditableRoom[], { immediate = false }: { immediate?: boolean } = {}) => {
      version.current += 1;
      dirty.current = true;
      show(next);
      writeProjectDraft(projectId, { rooms: next.map(toSavedRoom) });
      clearTimeout(timer.current);
      if (immediate) void saveNow();
      else timer.current = setTimeout(() => void saveNow(), ROOMS_SAVE_DEBOUNCE_MS);
    },
    [projectId, saveNow, show],
  );

  /** Rooms that the server already holds (an analysis result): shown, not saved again. */
  const replaceFromServer = useCallback(
    (serverRooms: readonly ServerRoom[]) => {
      clearTimeout(timer.current);
      dirty.current = false;
      version.current += 1;
      confirmed.current = serverRooms.map(toEditableRoom);
      show(confirmed.current);
      clearProjectDraft(projectId, ['rooms']);
    },
    [projectId, show],
  );

  /** Saves whatever is on screen now, edits or not (step 3's next). */
  const saveAll = useCallback(() => {
    dirty.current = true;
    return saveNow();
  }, [saveNow]);

  // The server's rooms are shown whenever nothing local is pending; the first time, a local draft
  // (edits not saved before a reload) is laid over them and saved (part 1 §4).
  useEffect(() => {
    if (!query.data) return;
    if (dirty.current || inFlight.current) return;
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
  }, [query.data, projectId, change, show]);

  // Leaving the step does not lose a pending edit.
  useEffect(
    () => () => {
      if (dirty.current) void saveNow();
    },
    [saveNow],
  );

  return {
    rooms,
    loading: query.isPending,
    loadError: query.error,
    saving,
    change,
    saveNow,
    saveAll,
    replaceFromServer,
  };
}
