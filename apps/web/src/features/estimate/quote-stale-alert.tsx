import { linesOfRemovedRooms, type QuoteItem, quoteNeedsRecompute } from '@courant/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface QuoteStaleAlertProps {
  items: readonly QuoteItem[];
  rooms: ReadonlyArray<{ id: string }>;
  equipment: ReadonlyArray<{ roomId?: string | null }>;
  onRecalculate: () => void;
}

/**
 * The saved quote no longer follows the rooms (a plan analysed again, a room deleted or
 * added): it is marked 'à recalculer', says which lines are concerned, and offers 'Recalculer'.
 */
export function QuoteStaleAlert({ items, rooms, equipment, onRecalculate }: QuoteStaleAlertProps) {
  if (!quoteNeedsRecompute(items, rooms, equipment)) return null;
  const orphans = linesOfRemovedRooms(items, rooms).length;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Devis à recalculer">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {orphans > 0
            ? `Les pièces ont changé depuis ce devis\u00a0: ${orphans}\u00a0ligne${orphans > 1 ? 's' : ''} concerne${orphans > 1 ? 'nt' : ''} des pièces qui n’existent plus («\u00a0Pièces supprimées\u00a0»).`
            : 'Les pièces ont changé depuis ce devis\u00a0: des pièces équipées n’y figurent pas.'}{' '}
          Recalculez l’estimation pour repartir des pièces et des équipements actuels.
        </Text>
        <Button size="sm" color="orange" leftSection={<IconRefresh size={16} />} onClick={onRecalculate}>
          Recalculer l’estimation
        </Button>
      </Stack>
    </Alert>
  );
}
