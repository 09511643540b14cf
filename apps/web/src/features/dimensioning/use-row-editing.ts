import { useState } from 'react';

export interface RowEditingHandlers<T> {
  onSave: (index: number, row: T) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
}

/**
 * Part 2 §4.3 'Editing a row is a toggle': one row at a time is edited on a draft of itself;
 * 'Enregistrer' keeps the draft, 'Annuler' drops it, and adding or deleting a row ends any edit.
 * The state of a table's rows and of their phone cards alike.
 */
export function useRowEditing<T>({ onSave, onDelete, onAdd }: RowEditingHandlers<T>) {
  const [editing, setEditing] = useState<{ index: number; draft: T } | null>(null);
  const stop = () => setEditing(null);
  return {
    add: () => {
      stop();
      onAdd();
    },
    /** The row at `index`: whether it is edited, what its inputs show, and its actions. */
    row: (index: number, row: T) => {
      const edited = editing?.index === index;
      const draft = edited ? editing.draft : row;
      return {
        edited,
        draft,
        set: (next: T) => setEditing({ index, draft: next }),
        edit: () => setEditing({ index, draft: row }),
        cancel: stop,
        save: () => {
          onSave(index, draft);
          stop();
        },
        remove: () => {
          stop();
          onDelete(index);
        },
      };
    },
  };
}

export type RowEditing<T> = ReturnType<typeof useRowEditing<T>>;
