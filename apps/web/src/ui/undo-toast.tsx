import { Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export interface UndoToastOptions {
  /** What was done, e.g. 'Pièce « Séjour » supprimée'. */
  message: string;
  /** What it changed, listed under the message (e.g. the equipment added). */
  details?: readonly string[];
  onUndo: () => void;
}

/** About five lines of details: with the message row and the toast's padding, under Mantine's 200 px. */
const DETAILS_MAX_HEIGHT = 118;

/** The undo toasts on screen, closed when their page is left. */
const shown = new Set<string>();

/**
 * An undo belongs to the page it was done on: once left, its editor is gone and 'Annuler' would change
 * nothing that is saved. The signed-in layout calls this on every route change.
 */
export function hideUndoToasts(): void {
  for (const id of shown) notifications.hide(id);
  shown.clear();
}

/** A toast that says what was done, with 'Annuler' to take it back (10 s). */
export function showUndoToast({ message, details = [], onUndo }: UndoToastOptions): void {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  shown.add(id);
  notifications.show({
    id,
    onClose: () => shown.delete(id),
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
            // On a phone the message wraps, the button keeps its width ('Annuler' was cut at 390 px).
            style={{ flexShrink: 0 }}
            onClick={() => {
              notifications.hide(id);
              onUndo();
            }}
          >
            Annuler
          </Button>
        </Group>
        {details.length > 0 ? (
          // Mantine clips a toast past 200 px (notificationMaxHeight): a long list (suggestions
          // applied to a whole house) scrolls in its box, so the message and 'Annuler' stay in view.
          <Box
            mah={DETAILS_MAX_HEIGHT}
            style={{ overflowY: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Détail des changements"
          >
            <List size="sm" spacing={2}>
              {details.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Box>
        ) : null}
      </Stack>
    ),
  });
}
