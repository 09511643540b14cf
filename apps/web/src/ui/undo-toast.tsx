import { Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export interface UndoToastOptions {
  /** What was done, e.g. 'Pièce « Séjour » supprimée'. */
  message: string;
  /** What it changed, listed under the message (e.g. the equipment added). */
  details?: readonly string[];
  onUndo: () => void;
}

/** Issue 20: a toast that says what was done, with 'Annuler' to take it back (10 s). */
export function showUndoToast({ message, details = [], onUndo }: UndoToastOptions): void {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  notifications.show({
    id,
    autoClose: 10_000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Fermer' },
    message: (
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" fw={600}>
            {message}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              onUndo();
            }}
          >
            Annuler
          </Button>
        </Group>
        {details.length > 0 ? (
          <List size="sm" spacing={2}>
            {details.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    ),
  });
}
