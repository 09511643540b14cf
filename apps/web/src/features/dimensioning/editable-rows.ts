import type { ReactNode } from 'react';
import type { RowEditing, RowEditingHandlers } from './use-row-editing.ts';

export interface EditableColumn<T> {
  header: string;
  view: (row: T) => ReactNode;
  /** The cell's input while the row is edited; `set` replaces the row's draft. */
  edit: (draft: T, set: (next: T) => void, label: string) => ReactNode;
  width?: number | string;
}

export interface EditableTableProps<T> extends RowEditingHandlers<T> {
  title: string;
  rows: readonly T[];
  columns: readonly EditableColumn<T>[];
  /** How a row is named to screen readers ('Disjoncteur 2'). */
  rowName: (row: T, index: number) => string;
  addLabel: string;
  emptyText: string;
  disabled?: boolean;
}

/** What the table's rows and the phone cards draw from. */
export interface EditableRowsProps<T> extends EditableTableProps<T> {
  editing: RowEditing<T>;
  disabled: boolean;
}
