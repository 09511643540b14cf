import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmText {
  title: string;
  body: ReactNode;
  /** The red button's label ('Supprimer', 'Recalculer'). */
  confirm: string;
  cancel?: string;
}

/**
 * Runs `action` once the user confirms, with a red button, an action that loses something (rooms
 * purged, edits recomputed, a member removed); at once when there is nothing to lose (`ask` false).
 */
export function confirmFirst(ask: boolean, text: ConfirmText, action: () => void): void {
  if (!ask) {
    action();
    return;
  }
  modals.openConfirmModal({
    title: text.title,
    children: <Text size="sm">{text.body}</Text>,
    labels: { confirm: text.confirm, cancel: text.cancel ?? 'Annuler' },
    confirmProps: { color: 'red' },
    onConfirm: action,
  });
}
